// Renders the PWA icons from public/icons/icon.svg: `node scripts/make-icons.mjs`.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir));

// Maskable icons need a full-bleed background and the artwork inside the central 80 % safe zone.
const maskable = Buffer.from(
  svg
    .toString()
    .replace('<rect width="100" height="100" rx="22" fill="#0d843e"/>', '<rect x="-15" y="-15" width="130" height="130" fill="#0d843e"/>')
    .replace('viewBox="0 0 100 100"', 'viewBox="-15 -15 130 130"'),
);

const render = (input, size, name) =>
  sharp(input, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(name, dir).pathname);

await Promise.all([
  render(svg, 192, 'icon-192.png'),
  render(svg, 512, 'icon-512.png'),
  render(maskable, 192, 'icon-maskable-192.png'),
  render(maskable, 512, 'icon-maskable-512.png'),
  render(maskable, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to public/icons/');

// Takes the install screenshots named in manifest.webmanifest from the running app, with Debian's
// Chromium: `npm start` (or any running Birr), then `node scripts/make-screenshots.mjs [base URL]`.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const dir = new URL('../public/screenshots/', import.meta.url);
await mkdir(dir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One screenshot of `path`, `size` big, from `top` down the page, saved as WebP. */
async function shoot(path, size, name, top = 0) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height + top }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  // The pictures on screen have loaded (lazy ones further down never will).
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((i) => i.getBoundingClientRect().top < innerHeight && !i.complete)
        .map((i) => new Promise((r) => (i.onload = i.onerror = r))),
    ),
  );
  const png = await page.screenshot({ clip: { x: 0, y: top, ...size } });
  await sharp(png).webp({ quality: 80 }).toFile(new URL(name, dir).pathname);
  await context.close();
}

// Manifest sizes: narrow 360x740, wide 1280x800.
await shoot('/campaigns', { width: 360, height: 740 }, 'campaigns-narrow.webp', 64);
await shoot('/campaigns', { width: 1280, height: 800 }, 'campaigns-wide.webp');
await browser.close();
console.log('screenshots written to public/screenshots/');

import sharp from 'sharp';
import type { FileStorage } from '#server/adapters/storage/storage';
import { IMAGE_WIDTHS, renditionKey, storeImageRenditions } from '#server/media/images';

/**
 * Demo pictures drawn at seed time: flat illustrations (sky, hills, a motif for the cause) so the
 * demo needs no network and the repository carries no photo files.
 */
export type Motif =
  | 'cross'
  | 'book'
  | 'chart'
  | 'tree'
  | 'house'
  | 'heart'
  | 'gear'
  | 'megaphone'
  | 'people'
  | 'water';

type Palette = { sky: [string, string]; hills: [string, string, string]; accent: string; sun: string };

export const PALETTES: Palette[] = [
  { sky: ['#fde68a', '#fca5a5'], hills: ['#15803d', '#16a34a', '#4ade80'], accent: '#b91c1c', sun: '#fff7ed' },
  { sky: ['#bae6fd', '#e0f2fe'], hills: ['#065f46', '#059669', '#34d399'], accent: '#1d4ed8', sun: '#fef9c3' },
  { sky: ['#fed7aa', '#fef3c7'], hills: ['#92400e', '#b45309', '#f59e0b'], accent: '#166534', sun: '#fffbeb' },
  { sky: ['#ddd6fe', '#fbcfe8'], hills: ['#4c1d95', '#7c3aed', '#a78bfa'], accent: '#be185d', sun: '#fdf4ff' },
  { sky: ['#a7f3d0', '#ecfccb'], hills: ['#14532d', '#15803d', '#84cc16'], accent: '#ca8a04', sun: '#fefce8' },
  { sky: ['#fecaca', '#fde68a'], hills: ['#7f1d1d', '#b91c1c', '#f87171'], accent: '#0f766e', sun: '#fff1f2' },
];

function motifSvg(m: Motif, a: string): string {
  const W = 'fill="#ffffff"';
  switch (m) {
    case 'cross':
      return `<rect x="540" y="170" width="120" height="330" rx="22" fill="${a}"/><rect x="435" y="275" width="330" height="120" rx="22" fill="${a}"/>
        <circle cx="600" cy="335" r="220" fill="none" stroke="#fff" stroke-width="18" opacity=".7"/>`;
    case 'book':
      return `<path d="M600 250 C520 200 420 200 340 230 L340 500 C420 470 520 470 600 520 Z" ${W}/>
        <path d="M600 250 C680 200 780 200 860 230 L860 500 C780 470 680 470 600 520 Z" fill="#f8fafc"/>
        <path d="M600 250 L600 520" stroke="${a}" stroke-width="10"/>
        ${[0, 1, 2, 3].map((i) => `<path d="M380 ${280 + i * 50} C440 ${262 + i * 50} 510 ${262 + i * 50} 565 ${285 + i * 50}" stroke="${a}" stroke-width="8" fill="none" opacity=".5"/><path d="M635 ${285 + i * 50} C690 ${262 + i * 50} 760 ${262 + i * 50} 820 ${280 + i * 50}" stroke="${a}" stroke-width="8" fill="none" opacity=".5"/>`).join('')}`;
    case 'chart':
      return `<rect x="380" y="380" width="80" height="140" rx="10" ${W}/><rect x="500" y="310" width="80" height="210" rx="10" ${W}/>
        <rect x="620" y="250" width="80" height="270" rx="10" ${W}/><rect x="740" y="170" width="80" height="350" rx="10" fill="${a}"/>
        <path d="M370 330 L520 250 L640 200 L800 110" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/>
        <path d="M770 100 L815 105 L800 150" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'tree':
      return [420, 600, 780]
        .map(
          (x, i) => `<rect x="${x - 14}" y="${360 - i * 10}" width="28" height="${170 + i * 10}" fill="#78350f"/>
        <circle cx="${x}" cy="${310 - i * 10}" r="${90 + (i % 2) * 25}" fill="${i === 1 ? a : '#16a34a'}"/>
        <circle cx="${x - 50}" cy="${350 - i * 10}" r="60" fill="#22c55e"/><circle cx="${x + 55}" cy="${345 - i * 10}" r="58" fill="#15803d"/>`,
        )
        .join('');
    case 'house':
      return `<path d="M400 330 L600 170 L800 330 Z" fill="${a}"/><rect x="440" y="320" width="320" height="210" ${W}/>
        <rect x="565" y="420" width="70" height="110" rx="6" fill="${a}" opacity=".85"/>
        <rect x="475" y="360" width="60" height="55" rx="6" fill="#bae6fd"/><rect x="665" y="360" width="60" height="55" rx="6" fill="#bae6fd"/>`;
    case 'heart':
      return `<path d="M600 520 C470 430 360 350 360 250 C360 180 415 130 480 130 C535 130 575 165 600 205 C625 165 665 130 720 130 C785 130 840 180 840 250 C840 350 730 430 600 520 Z" fill="${a}"/>
        <path d="M470 210 C450 220 440 240 440 262" stroke="#fff" stroke-width="16" stroke-linecap="round" fill="none" opacity=".8"/>`;
    case 'gear':
      return `<g transform="translate(600 330)">${Array.from({ length: 8 }, (_, i) => `<rect x="-30" y="-190" width="60" height="80" rx="10" fill="${a}" transform="rotate(${i * 45})"/>`).join('')}
        <circle r="140" fill="${a}"/><circle r="60" fill="#fff"/></g>`;
    case 'megaphone':
      return `<path d="M420 290 L720 170 L720 490 L420 370 Z" fill="${a}"/><rect x="360" y="285" width="80" height="90" rx="14" ${W}/>
        <path d="M450 370 L490 480 L550 480 L520 380" fill="#fff"/>
        ${[0, 1, 2].map((i) => `<path d="M${770 + i * 45} ${250 - i * 25} Q${820 + i * 55} 330 ${770 + i * 45} ${410 + i * 25}" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('')}`;
    case 'people':
      return [
        [450, 0],
        [600, -40],
        [750, 0],
      ]
        .map(
          ([x, dy], i) => `<circle cx="${x}" cy="${335 + dy}" r="${58 + (i % 2) * 8}" fill="${i === 1 ? a : '#fff'}"/>
        <path d="M${x - 95} ${520} C${x - 95} ${380 + dy} ${x + 95} ${380 + dy} ${x + 95} ${520} Z" fill="${i === 1 ? a : '#fff'}"/>`,
        )
        .join('');
    case 'water':
      return `<path d="M600 140 C660 240 740 320 740 400 C740 480 675 535 600 535 C525 535 460 480 460 400 C460 320 540 240 600 140 Z" fill="${a}"/>
        <path d="M530 410 C530 455 560 480 595 485" stroke="#fff" stroke-width="16" stroke-linecap="round" fill="none" opacity=".8"/>`;
  }
}

/** A 1200×800 picture: sky gradient, sun, three rolling hills, and the motif in front. */
export function illustrationSvg(motif: Motif | null, p: Palette, variant = 0): string {
  const shift = (variant * 137) % 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <circle cx="${220 + shift * 2}" cy="${150 + (variant % 3) * 30}" r="80" fill="${p.sun}" opacity=".9"/>
  <path d="M0 520 C200 ${430 - shift / 8} 420 ${470 + shift / 10} 640 450 C860 430 1000 ${400 + shift / 6} 1200 460 L1200 800 L0 800 Z" fill="${p.hills[2]}"/>
  <path d="M0 600 C240 ${540 + shift / 9} 480 600 720 570 C940 545 1080 ${560 - shift / 12} 1200 590 L1200 800 L0 800 Z" fill="${p.hills[1]}"/>
  <path d="M0 690 C300 650 560 700 820 670 C1000 650 1120 670 1200 680 L1200 800 L0 800 Z" fill="${p.hills[0]}"/>
  ${motif ? `<g transform="translate(0 60)">${motifSvg(motif, p.accent)}</g>` : ''}
  </svg>`;
}

/** Renders (once) and stores a seed picture; returns its base key and widths. */
export async function seedPicture(
  storage: FileStorage,
  name: string,
  motif: Motif | null,
  palette: number,
  variant = 0,
): Promise<{ key: string; widths: number[] }> {
  const key = `seed/${name}`;
  const widths = [...IMAGE_WIDTHS];
  if ((await Promise.all(widths.map((w) => storage.has('public', renditionKey(key, w))))).every(Boolean)) return { key, widths };
  const png = await sharp(Buffer.from(illustrationSvg(motif, PALETTES[palette % PALETTES.length], variant)))
    .png()
    .toBuffer();
  return { key, widths: await storeImageRenditions(storage, key, png, widths) };
}

/** A round initials avatar, for organisers who "uploaded" a picture. */
export async function seedAvatar(storage: FileStorage, name: string, initials: string, colour: string) {
  const key = `seed/avatar-${name}`;
  if (!(await storage.has('public', renditionKey(key, 160)))) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${colour}"/>
      <text x="80" y="80" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${initials}</text></svg>`;
    await storeImageRenditions(storage, key, await sharp(Buffer.from(svg)).png().toBuffer(), [160]);
  }
  return storage.publicUrl(renditionKey(key, 160));
}

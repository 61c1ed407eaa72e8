// Draws the RCM Careers mark (a white briefcase with a medical cross on the brand teal) and
// renders the app icons with Debian Chromium: `node --import tsx scripts/make-icons.mjs`.
// Writes public/icons/*.png (the favicon among them) and public/images/company-logo-fallback.svg.
// The favicon is a PNG, not an SVG: Chromium loads an SVG favicon as a document of its own, a task
// of some 30 ms on the page's main thread while the app starts.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from '../playwright.config.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const THEME = '#0b5c73';

/** The glyph on a 512 grid, centred on (256, 256), spanning 288 x 256. */
const glyph = (cross) => `
  <rect x="200" y="128" width="112" height="72" rx="22" fill="none" stroke="#fff" stroke-width="24"/>
  <rect x="112" y="176" width="288" height="208" rx="32" fill="#fff"/>
  <rect x="236" y="214" width="40" height="132" rx="6" fill="${cross}"/>
  <rect x="190" y="260" width="132" height="40" rx="6" fill="${cross}"/>`;

/** `shape`: 'rounded' (any purpose, transparent corners) or 'full' (maskable, apple-touch). */
function iconSvg({ shape, scale = 1 }) {
  const background =
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${THEME}"/>`
      : `<rect width="512" height="512" fill="${THEME}"/>`;
  const transform = scale === 1 ? '' : ` transform="translate(256 256) scale(${scale}) translate(-256 -256)"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><title>RCM Careers</title>${background}<g${transform}>${glyph(THEME)}</g></svg>`;
}

// Maskable: the glyph's corners stay inside the central circle of radius 0.4 x size (the safe
// zone); at scale 0.8 its farthest corner is 0.8 x 193 = 154 px from the centre, well under 205.
const icons = [
  { file: 'icons/favicon-48.png', size: 48, svg: iconSvg({ shape: 'rounded' }), transparent: true },
  { file: 'icons/icon-192.png', size: 192, svg: iconSvg({ shape: 'rounded' }), transparent: true },
  { file: 'icons/icon-512.png', size: 512, svg: iconSvg({ shape: 'rounded' }), transparent: true },
  {
    file: 'icons/maskable-512.png',
    size: 512,
    svg: iconSvg({ shape: 'full', scale: 0.8 }),
    transparent: false,
  },
  {
    file: 'icons/maskable-192.png',
    size: 192,
    svg: iconSvg({ shape: 'full', scale: 0.8 }),
    transparent: false,
  },
  // iOS rounds the corners itself and shows transparency as black: full bleed, a little smaller.
  {
    file: 'icons/apple-touch-icon.png',
    size: 180,
    svg: iconSvg({ shape: 'full', scale: 0.85 }),
    transparent: false,
  },
];

const companyFallback = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Company">
  <title>Company</title>
  <rect width="96" height="96" rx="16" fill="#e7f1f4"/>
  <path d="M30 76V26a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v50" fill="none" stroke="${THEME}" stroke-width="5" stroke-linejoin="round"/>
  <path d="M58 40h8a4 4 0 0 1 4 4v32M22 76h52" fill="none" stroke="${THEME}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M40 34h8M40 46h8M40 58h8" stroke="${THEME}" stroke-width="5" stroke-linecap="round"/>
</svg>
`;

async function main() {
  await mkdir(join(root, 'public/icons'), { recursive: true });
  await mkdir(join(root, 'public/images'), { recursive: true });
  await writeFile(join(root, 'public/images/company-logo-fallback.svg'), companyFallback);

  const browser = await chromium.launch(launchOptions);
  try {
    for (const icon of icons) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const svg = icon.svg.replace('width="512" height="512"', `width="${icon.size}" height="${icon.size}"`);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
      );
      await page.screenshot({
        path: join(root, 'public', icon.file),
        omitBackground: icon.transparent,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      await page.close();
      console.log(`wrote public/${icon.file} (${icon.size}x${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();

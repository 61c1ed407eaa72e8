import { COMPANY_LOGO_PATH, COMPANY_LOGO_PNG_SIZE } from '@contract/company-logos';
import { API_PREFIX } from '@contract/endpoint';
import { positiveIdOf } from '@contract/primitives';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { companies } from '../db/schema';
import type { AppDeps } from '../deps';
import { drawText } from '../services/logo-glyphs';
import { encodePng, filledImage, rgbOf } from '../services/png';

export const PALETTE = [
  '#1c4f8a',
  '#0b6e4f',
  '#8a3b12',
  '#5b2a86',
  '#9c1c4b',
  '#255f6b',
  '#6b5a12',
  '#3b4a5c',
];

/** The colour of a company's logo, chosen by its id (the SVG's and the PNG's alike). */
const logoColourOf = (id: number): string => PALETTE[id % PALETTE.length];

/** Up to two initials of a company's name ('R1 RCM' -> 'RR', 'Omega Healthcare' -> 'OH'). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small square SVG: the initials in white on a colour chosen by the company's id. */
export function companyLogoSvg(id: number, name: string): string {
  const colour = logoColourOf(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="16" fill="${colour}"/><text x="48" y="60" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`;
}

const WHITE = rgbOf('#ffffff');

/**
 * The same logo as a PNG, for link-preview fetchers that draw no SVG: a square of
 * COMPANY_LOGO_PNG_SIZE pixels in the company's colour (square corners: chat apps round their
 * thumbnails themselves), the initials in white in a built-in bitmap font.
 */
export function companyLogoPng(id: number, name: string): Buffer {
  const image = filledImage(COMPANY_LOGO_PNG_SIZE, COMPANY_LOGO_PNG_SIZE, rgbOf(logoColourOf(id)));
  drawText(image, initialsOf(name), WHITE);
  return encodePng(image);
}

/**
 * The PNGs drawn so far, by id and name (a renamed company gets a new one): drawing one takes a
 * few milliseconds of the main thread, keeping one under 1 KB. At most PNGS_KEPT, then it starts
 * over.
 */
const drawnPngs = new Map<string, Buffer>();
const PNGS_KEPT = 500;

function keptLogoPng(id: number, name: string): Buffer {
  const key = `${id}\n${name}`;
  let png = drawnPngs.get(key);
  if (!png) {
    if (drawnPngs.size >= PNGS_KEPT) drawnPngs.clear();
    png = companyLogoPng(id, name);
    drawnPngs.set(key, png);
  }
  return png;
}

const IMAGE_HEADERS = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /api/company-logos/{id}.svg and {id}.png: public (job cards show logos to anyone, link
 * previews show the PNG), cached for a day; 404 for an unknown company or any other file name.
 * Registered on the app before the API's no-store header.
 */
export function companyLogoRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get(`${API_PREFIX}${COMPANY_LOGO_PATH}/:file`, async (c) => {
    const match = /^(\d+)\.(svg|png)$/.exec(c.req.param('file'));
    const companyId = match ? positiveIdOf(match[1]) : null;
    const [company] =
      companyId === null
        ? []
        : await deps.db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(eq(companies.id, companyId));
    if (!match || !company) {
      return c.json({ success: false, message: 'Logo not found', code: 'not_found' }, 404);
    }
    if (match[2] === 'png') {
      return c.body(new Uint8Array(keptLogoPng(company.id, company.name)), 200, {
        'Content-Type': 'image/png',
        ...IMAGE_HEADERS,
      });
    }
    return c.body(companyLogoSvg(company.id, company.name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      ...IMAGE_HEADERS,
    });
  });
  return routes;
}

/** Company logos: small SVG initials the server draws, public (no session), cached long. */
export const COMPANY_LOGO_PATH = '/company-logos';
export const companyLogoPath = (companyId: number) => `/api${COMPANY_LOGO_PATH}/${companyId}.svg`;
/**
 * The same logo as a PNG, for link previews (WhatsApp, Facebook and LinkedIn draw no SVG images),
 * square, COMPANY_LOGO_PNG_SIZE pixels a side.
 */
export const companyLogoPngPath = (companyId: number) => `/api${COMPANY_LOGO_PATH}/${companyId}.png`;
export const COMPANY_LOGO_PNG_SIZE = 300;

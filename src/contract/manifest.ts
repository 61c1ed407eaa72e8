import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (served as /manifest.webmanifest). Colours pass WCAG AA with white text.
 * The icons are drawn by scripts/make-icons.mjs; the apple-touch icon (180x180) is linked from index.html.
 */
export const THEME_COLOR = '#0b5c73';
export const BACKGROUND_COLOR = '#ffffff';

export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'RCM Careers',
  short_name: 'RCM Careers',
  description: 'Jobs in medical billing and coding, AR calling, voice and non-voice processes.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: 'en-IN',
  dir: 'ltr',
  categories: ['business', 'education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Job Search',
      short_name: 'Jobs',
      url: '/jobpostings',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Saved Jobs',
      short_name: 'Saved',
      url: '/saved-jobs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};

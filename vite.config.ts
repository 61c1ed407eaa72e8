import { execSync } from 'node:child_process';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './src/contract/manifest';

/** One id per build: ties the persisted query cache to the code that wrote it. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}-${Date.now().toString(36)}`;
  } catch {
    return Date.now().toString(36);
  }
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// `isSsrBuild`: the build-time renderer of the signed-out screens (scripts/build.mjs), which needs
// neither the service worker nor the manifest.
export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The start URL's screen (login) and its layout ship in the main bundle: splitting them
        // costs a chain of chunk requests before the first paint on a slow network.
        splitBehavior: ({ routeId }) =>
          routeId === '/_signed-out' || routeId === '/_signed-out/' ? [] : undefined,
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: appManifest,
        // The manifest's icons and manifest.webmanifest come from globPatterns once; no duplicates.
        includeManifestIcons: false,
        injectManifest: {
          // A classic script (registered by workbox-window without type 'module').
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
}));

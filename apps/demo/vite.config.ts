import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Build `@chesslaws/*` from their TypeScript sources (the `@chesslaws/source`
// export condition), so the demo never waits on a package build.
export default defineConfig({
  resolve: { conditions: ['@chesslaws/source', ...defaultClientConditions] },
  // Preact's automatic JSX runtime, without a Babel-based preset: Vite's own transformer does it.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { target: 'es2022', chunkSizeWarningLimit: 400 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [
    VitePWA({
      // A tournament hall often has no network: every built file is precached on first load.
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'chesslaws: chess clock and arbiter',
        short_name: 'chesslaws',
        description: 'A chess game under a real regulation: board, clocks, claims, penalties, PGN.',
        lang: 'en',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f6f5f1',
        theme_color: '#3d2f24',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
      },
    }),
  ],
});

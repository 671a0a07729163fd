import { defaultClientConditions, defineConfig } from 'vite';

// Build `@chesslaws/*` from their TypeScript sources (the `@chesslaws/source`
// export condition), so the demo never waits on a package build.
export default defineConfig({
  resolve: { conditions: ['@chesslaws/source', ...defaultClientConditions] },
  build: { target: 'es2022' },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API (and the staff console it serves) runs on port 3000. The
// Host header is kept as is (no changeOrigin) so the API's same-origin check sees
// the browser's origin and the dev server's host agree.
const apiServer = 'http://localhost:3000';

// React and the router run every page, the landing page included: one long-lived chunk
// (one request) instead of pieces that change with the app. MUI stays with the pages that
// use each component, so a group of it would add the dashboard's widgets to the landing page.
const vendorChunks = [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '^/admin(/|$)': apiServer,
    },
  },
  // The build-time render of the landing page (scripts/prerender-landing.mjs) runs in
  // Node with every dependency bundled, as MUI's icons are imported by directory.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The prerendered landing page's script is found here by scripts/prerender-landing.mjs.
    manifest: true,
    rolldownOptions: {
      // The app, and the landing page's bootstrap (src/prerender/landing-bootstrap.ts).
      input: { index: 'index.html', landing: 'src/prerender/landing-bootstrap.ts' },
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // Form tests type character by character; on a busy two-core CI machine 5 s is too tight.
    testTimeout: 20_000,
  },
});

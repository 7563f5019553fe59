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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
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

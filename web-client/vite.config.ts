import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API (and the staff console it serves) runs on port 3000. The
// Host header is kept as is (no changeOrigin) so the API's same-origin check sees
// the browser's origin and the dev server's host agree.
const apiServer = 'http://localhost:3000';

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

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Vendor code changes far less often than the console, so it gets long-lived chunks of its own.
// Rolldown's codeSplitting groups replace Rollup's manualChunks, which Vite 8 deprecates.
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/, priority: 30 },
  { name: 'react-admin', test: /[\\/]node_modules[\\/](react-admin|ra-[\w-]+|@tanstack|react-hook-form)[\\/]/, priority: 20 },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
  { name: 'contracts', test: /[\\/]libs[\\/]contracts[\\/]/, priority: 10 },
];

export default defineConfig({
  // The API serves this build under /admin with an SPA fallback for /admin/*.
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});

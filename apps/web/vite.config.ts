import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` runs the API on 3001 and Vite here on 3000, proxying /api to it.
const apiTarget = process.env.LANDED_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  build: {
    target: 'es2022',
    // The bench reads the manifest to weigh each route's first load.
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});

import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const gateway = process.env.DISTILL_GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  // `.br` and `.gz` next to each asset: the gateway serves them without compressing per request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
      '/covers': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
});

import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './vite-prerender.ts';

const gateway = process.env.DISTILL_GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  // `.br` and `.gz` next to each asset: the gateway serves them without compressing per request.
  // The pages every visitor sees alike are also prerendered to HTML (vite-prerender.ts).
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
    prerenderPages(),
  ],
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
    // index.html lists its entry's chunks for the browser to fetch early. A screen's chunks are
    // not announced from JavaScript: adding each <link rel=modulepreload> to the page costs the
    // main thread 1-3 ms (about 30 links at start-up, 120 ms of blocking time on a phone), and a
    // screen's own imports follow it within one round trip.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
  },
});

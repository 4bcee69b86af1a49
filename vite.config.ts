// Client build. The dev server proxies the API and the socket to the Fastify server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), formValidatorsPlugin()],
  resolve: {
    alias: {
      '@core': here('./core'),
      '@renderers': here('./renderers'),
      '@widgets': here('./widgets'),
      '@schemas': here('./schemas'),
      '@app': here('./src'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/websocket': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
});

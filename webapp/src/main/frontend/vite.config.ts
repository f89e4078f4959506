/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served from the WAR root (path routing: /, /files/{id}), so assets use absolute URLs.
// The Maven build (exec-maven-plugin: npm ci, npm run build, npm test) puts the output in
// webapp/target/frontend-dist, which maven-war-plugin copies to the WAR root.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../../../target/frontend-dist',
    emptyOutDir: true,
    sourcemap: false,
    // the overview's chart chunk (ECharts' parts in use, ~195 kB gzipped) loads only with that page
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npm run dev` against a locally running service.
    proxy: { '/api': process.env.PCAPLENS_URL ?? 'http://localhost:8080' },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // times are shown in the browser's zone: the tests pin one with a summer offset, so that shifts show
    env: { TZ: 'Europe/Berlin' },
  },
});

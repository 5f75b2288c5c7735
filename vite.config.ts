import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

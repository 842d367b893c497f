import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = 'http://localhost:3000';

// react-router's package exports point at its development build (with dev warnings) even in
// production; its production build sits beside it.
const reactRouterProd = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

// `vite build` builds the browser app into dist/; `vite build --ssr` (npm run build runs both) builds
// the server renderer src/server/ssr/entry.tsx into dist/ssr/, over the same source and CSS modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  // The server renderer bundles React and the rest: their production builds (see `ssr` below).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProd }] : [],
  },
  plugins: [
    react(),
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // main.tsx registers the worker itself with workbox-window.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      },
      manifest: {
        name: 'Birr — crowdfunding for Ethiopia',
        short_name: 'Birr',
        description: 'Raise money in Birr for the causes you care about, and donate to campaigns across Ethiopia.',
        theme_color: '#0d843e',
        background_color: '#ffffff',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The server renderer carries its dependencies inside it, so React and the rest run their
  // production builds there (process.env.NODE_ENV is replaced at build time) whatever the server's
  // environment says, and with the same single copy of React the components use.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/media': { target: API, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/media': { target: API, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: the server re-imports it after a rebuild (a fresh URL), which chunks it
        // imported by a fixed path would not follow.
        rolldownOptions: { input: { entry: 'src/server/ssr/entry.tsx' }, output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        outDir: 'dist',
        // dist/.vite/manifest.json: the server preloads a rendered page's route chunks from it.
        manifest: true,
        // One stylesheet (~23 KB gzipped), in source order: split per chunk, the entry's Mantine
        // base CSS landed after the shared chunks' CSS modules and overrode them; and a page
        // rendered on the server needs its route's CSS before its code anyway.
        cssCodeSplit: false,
      },
}));

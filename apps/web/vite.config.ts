import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';

import type { Plugin, UserConfig } from 'vite';
import { defineConfig, minifySync } from 'vite';

import { DRIVER_PAGE_PATHS } from '@landed/shared/driver-page';

import { catalogues } from './catalogues-plugin.ts';

const localesDir = path.join(import.meta.dirname, 'src', 'locales');

// Writes dist/.vite/chunk-modules.json (chunk file → the modules in it) so `npm run bench`
// can say which packages a page's first load carries.
function chunkModules(): Plugin {
  return {
    name: 'landed-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = Object.keys(chunk.modules).map((id) =>
          id.includes('node_modules')
            ? id.slice(id.lastIndexOf('node_modules'))
            : path.relative(process.cwd(), id),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map),
      });
    },
  };
}

// public/boot.js is copied as it is written, comments and all; the built copy is minified (it is
// part of the first load of every page rendered on the server).
function minifyBoot(): Plugin {
  let outDir = '';
  return {
    name: 'landed-minify-boot',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const file = path.join(outDir, 'boot.js');
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`boot.js did not minify: ${errors[0]!.message}`);
      writeFileSync(file, code);
    },
  };
}

// The modules the driver's page (driver.html, docs/decisions/131) loads at once, known when
// the module graph is complete and read when the chunks are made: the app's chunk leaves them
// out, so that the page's first load is its own few files and never the app.
const DRIVER_HTML = path.join(import.meta.dirname, 'driver.html');
function driverPageModules(): Plugin & { modules: Set<string> } {
  const modules = new Set<string>();
  return {
    name: 'landed-driver-page-modules',
    apply: 'build',
    modules,
    buildEnd() {
      modules.clear();
      const walk = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported);
      };
      walk(DRIVER_HTML);
    },
  };
}
const driverPage = driverPageModules();

// `npm run dev`: the driver's page at its addresses, as the server serves it in production.
function driverPageInDev(): Plugin {
  const addresses = new Set<string>(Object.values(DRIVER_PAGE_PATHS));
  return {
    name: 'landed-driver-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (addresses.has(request.url?.split('?')[0] ?? '')) request.url = '/driver.html';
        next();
      });
    },
  };
}

// `npm run dev` runs the API on 3001 and Vite here on 3000, proxying /api to it.
const apiTarget = process.env.LANDED_API_URL ?? 'http://127.0.0.1:3001';

const clientConfig = {
  plugins: [
    catalogues(localesDir),
    react(),
    tailwindcss(),
    chunkModules(),
    minifyBoot(),
    driverPage,
    driverPageInDev(),
  ],
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
    // Every browser we serve knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // Fewer, larger files on a page's first load: it was eight small files for the entry, and
    // up to fourteen more for the page, each one more request on a phone's connection
    // (docs/decisions/043). The entry and its static imports are one chunk; a small chunk
    // shared by a few pages is copied into each of them, and rolldown's runtime keeps one
    // instance of each module across the copies.
    rolldownOptions: {
      // The app, and the driver's phone page with its own small script (docs/decisions/131).
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        driver: path.join(import.meta.dirname, 'driver.html'),
      },
      preserveEntrySignatures: false,
      output: {
        // A language's catalogue is named for it (catalogue-vi-public-….js), so that what a
        // page loads says which languages it carries.
        chunkFileNames: (chunk) => {
          const catalogue = chunk.facadeModuleId?.split('landed-catalogue:')[1];
          return catalogue
            ? `assets/catalogue-${catalogue.replace('/', '-')}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // The driver's page loads none of the app's chunk: what it shares with the app is
            // copied into its own (docs/decisions/131).
            { name: 'app', tags: ['$initial'], test: (id) => !driverPage.modules.has(id) },
          ],
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
} satisfies UserConfig;

// Two builds: the browser's app into dist/, and the public pages' server renderer
// (src/app/entry-server.tsx, `vite build --ssr`) into dist-ssr/, outside what the server
// serves as files (docs/decisions/068).
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [catalogues(localesDir), react()],
        // The shared package is TypeScript: bundled. Other packages load from node_modules.
        ssr: { noExternal: ['@landed/shared'] },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          target: 'node24',
          sourcemap: false,
        },
      }
    : clientConfig,
);

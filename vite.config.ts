import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { THEME_BOOT_SCRIPT } from './contract/theme'
import { pagePreloadsPlugin } from './scripts/page-preloads'
import { precompressPlugin } from './scripts/precompress'

/**
 * index.html's theme script, inline so the first paint is already in the chosen theme (decision 0078). Its
 * text comes from contract/theme.ts, whose hash the server's CSP allows: edit it there, never here.
 */
function themeBootScript(): Plugin {
  return {
    name: 'theme-boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('<!-- theme-boot-script -->'))
          throw new Error('index.html lost its theme script marker')
        return html.replace('<!-- theme-boot-script -->', () => `<script>${THEME_BOOT_SCRIPT}</script>`)
      },
    },
  }
}

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000'

export default defineConfig({
  root: 'client',
  // The year the pre-rendered pages' footer shows (scripts/prerender.ts), for the client to hydrate them from.
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  // Each page's copy of index.html with its scripts preloaded (scripts/page-preloads.ts); precompress last: it
  // writes .br and .gz beside what the build wrote (scripts/precompress.ts).
  plugins: [themeBootScript(), react(), tailwindcss(), pagePreloadsPlugin(), precompressPlugin()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the build targets loads modules without it; those lacking <link rel=modulepreload>
    // (Safari before 17) only preload less. It would cost every visitor's first download 0.3 KB gzipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's index.ts only re-exports what other features may use (decision 0059): importing one of its
      // names must not bring the feature's other modules into the importer's chunk.
      treeshake: {
        moduleSideEffects: (id) =>
          /\/client\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined,
      },
      output: {
        // Everything the entry imports statically in one file. Left to itself, Rolldown moves what the lazy
        // pages share with it (React, clsx) into a chunk of its own: one more request for the landing page
        // and 0.5 KB more gzipped, which its budget has no room for (docs/BENCHMARKS.md, 'Client bundle').
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    // The API refuses writes whose Origin is not APP_URL's, so the dev proxy presents the API's own origin.
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => {
          proxy.on('proxyReq', (req) => req.setHeader('origin', apiTarget))
        },
      },
    },
  },
})

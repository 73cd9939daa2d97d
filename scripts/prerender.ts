// The last step of `npm run build:client` (decision 0087): the public pages rendered to HTML, so a visitor's
// browser paints them from the first response, before any script has run; the client then hydrates them
// (client/src/main.tsx). It builds client/src/app/prerender.tsx for Node with the project's Vite settings,
// renders each page of contract/pages.ts PRERENDERED_PAGES in both variants (signed-out 'visitor', and
// 'session': as the client renders while it asks who is signed in) into that page's copy of index.html
// (the one that preloads its scripts), and writes pages/<page>.<variant>.html with brotli and gzip copies
// beside the build. The server sends them (server/plugins/client-pages.ts).
//
//   tsx scripts/prerender.ts                 pre-render into dist/client (after `vite build`)
//   tsx scripts/prerender.ts --dist <dir>    another built client
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  PRERENDER_ATTRIBUTE,
  PRERENDER_VARIANTS,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  type PrerenderVariant,
  pageHtmlFile,
  prerenderedHtmlFile,
} from '../contract/pages'
import { precompressFile } from './precompress'

const root = resolve(import.meta.dirname, '..')
const EMPTY_ROOT = '<div id="root"></div>'

type Renderer = {
  renderPage: (page: PrerenderedPage, variant: PrerenderVariant) => Promise<string>
  PAGE_TITLES: Record<PrerenderedPage, string>
}

/** The page's HTML: its copy of index.html with the rendered app in #root, inert until hydrated, and its title. */
export function pageDocument(template: string, body: string, variant: PrerenderVariant, title: string) {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`the page has no ${EMPTY_ROOT} to render into`)
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('the page has no <title>')
  // A script React adds (a boundary revealed late) would be refused by the Content-Security-Policy, and a
  // template holds content the page shows only through one: either means the HTML is not the page.
  if (/<script|<template/i.test(body)) throw new Error('the rendered page carries a script or a template')
  const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
  return (
    template
      // The page paints from this HTML and its stylesheet: its scripts are for what comes after, so they must
      // not share the line with the stylesheet as equals (on a slow line they delayed the first paint).
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
      .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDER_ATTRIBUTE}="${variant}" inert>${body}</div>`)
  )
}

/** Builds the renderer for Node into a temporary directory and imports it. */
async function buildRenderer(): Promise<{ renderer: Renderer; cleanup: () => void }> {
  // Inside the project, so Node resolves the packages the build leaves out (React...) from its node_modules.
  mkdirSync(join(root, 'dist'), { recursive: true })
  const out = mkdtempSync(join(root, 'dist', '.prerender-'))
  const { build } = await import('vite')
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'client/src/app/prerender.tsx'),
      outDir: out,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
    },
  })
  const entry = ['prerender.mjs', 'prerender.js'].map((file) => join(out, file)).find(existsSync)
  if (!entry) throw new Error(`the pre-rendering build wrote no prerender.js in ${out}`)
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  return { renderer, cleanup: () => rmSync(out, { recursive: true, force: true }) }
}

export async function prerender(dist: string): Promise<string[]> {
  const { renderer, cleanup } = await buildRenderer()
  const written: string[] = []
  try {
    for (const page of PRERENDERED_PAGES) {
      // The page's own copy of index.html, which preloads its chunks (the landing page's: below its hero).
      const own = join(dist, pageHtmlFile(page))
      const templateFile = existsSync(own) ? own : join(dist, 'index.html')
      const template = readFileSync(templateFile, 'utf8')
      for (const variant of PRERENDER_VARIANTS) {
        const body = await renderer.renderPage(page, variant)
        const file = join(dist, prerenderedHtmlFile(page, variant))
        writeFileSync(file, pageDocument(template, body, variant, renderer.PAGE_TITLES[page]))
        written.push(file, ...precompressFile(file))
      }
    }
  } finally {
    cleanup()
  }
  return written
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf('--dist')
  const dist = resolve(at >= 0 ? (process.argv[at + 1] ?? '') : join(root, 'dist/client'))
  const written = await prerender(dist)
  console.log(`pre-rendered ${PRERENDERED_PAGES.join(', ')}: ${written.length} files in ${dist}`)
}

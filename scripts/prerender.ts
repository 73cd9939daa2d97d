// The last step of `npm run build:client` (decision 0087): the public pages rendered to HTML, so a visitor's
// browser paints them from the first response, before any script has run; the client then hydrates them
// (client/src/main.tsx). It builds client/src/app/prerender.tsx for Node with the project's Vite settings,
// renders each page of contract/pages.ts PRERENDERED_PAGES in both variants (signed-out 'visitor', and
// 'session': as the client renders while it asks who is signed in) into that page's copy of index.html
// (the one that lists its scripts), with those scripts handed to the paint-first loader (decision 0088), and
// writes pages/<page>.<variant>.html with brotli and gzip copies beside the build. The server sends them
// (server/plugins/client-pages.ts).
//
//   tsx scripts/prerender.ts                 pre-render into dist/client (after `vite build`)
//   tsx scripts/prerender.ts --dist <dir>    another built client
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { transformSync } from 'esbuild'
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

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g

/**
 * The page's scripts handed to the paint-first loader (decision 0088): its entry script and module preloads
 * leave <head>, and one classic `defer` script, `loader`, adds them once the page has painted.
 */
export function scriptsAfterPaint(template: string, loader: string): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)]
  if (entries.length !== 1) throw new Error(`the page has ${entries.length} entry scripts, not one`)
  const [entryTag, entry] = entries[0] as RegExpMatchArray
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const tag = `<script defer src="${attribute(loader)}" data-entry="${attribute(entry ?? '')}" data-preload="${attribute(preloads.join(' '))}"></script>`
  return template.replace(MODULE_PRELOAD, '').replace(entryTag, () => tag)
}

/**
 * The page's HTML: its copy of index.html with the rendered app in #root, inert until hydrated, and its title;
 * its scripts load after the first paint, through `loader` (the paint-first loader's URL in the build).
 */
export function pageDocument(
  template: string,
  body: string,
  variant: PrerenderVariant,
  title: string,
  loader: string,
) {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`the page has no ${EMPTY_ROOT} to render into`)
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('the page has no <title>')
  // A script React adds (a boundary revealed late) would be refused by the Content-Security-Policy, and a
  // template holds content the page shows only through one: either means the HTML is not the page.
  if (/<script|<template/i.test(body)) throw new Error('the rendered page carries a script or a template')
  const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
  return scriptsAfterPaint(template, loader)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDER_ATTRIBUTE}="${variant}" inert>${body}</div>`)
}

/** The paint-first loader, copied into `dist`'s assets under a name that changes with its content. */
export function writePaintFirstLoader(dist: string): { href: string; files: string[] } {
  const { code: source } = transformSync(readFileSync(join(root, 'client/src/app/paint-first.js'), 'utf8'), {
    minify: true,
    target: 'es2017',
  })
  const name = `paint-first-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`
  const file = join(dist, 'assets', name)
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(file, source)
  return { href: `/assets/${name}`, files: [file, ...precompressFile(file)] }
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
  const loader = writePaintFirstLoader(dist)
  const written: string[] = [...loader.files]
  try {
    for (const page of PRERENDERED_PAGES) {
      // The page's own copy of index.html, which lists its chunks (the landing page's: below its hero).
      const own = join(dist, pageHtmlFile(page))
      const templateFile = existsSync(own) ? own : join(dist, 'index.html')
      const template = readFileSync(templateFile, 'utf8')
      for (const variant of PRERENDER_VARIANTS) {
        const body = await renderer.renderPage(page, variant)
        const file = join(dist, prerenderedHtmlFile(page, variant))
        writeFileSync(file, pageDocument(template, body, variant, renderer.PAGE_TITLES[page], loader.href))
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

// Each page's own copy of index.html, written by the Vite build: the same page, plus a modulepreload link for
// every script the page's lazy chunk needs. Without them the browser learns of those scripts only once the
// first bundle has downloaded and run; with them they download beside it (on a slow phone line, /login's
// form paints about a round trip and the first bundle's run earlier). The server sends a page its copy
// (server/plugins/client-pages.ts); a page without one gets index.html.
import type { Plugin, Rolldown } from 'vite'
import { CLIENT_PAGES, pageHtmlFile, pageModuleName } from '../contract/pages'

type Bundle = Rolldown.OutputBundle
type Chunk = Rolldown.OutputChunk

/** A chunk and every chunk it imports statically, recursively (what must be there before it runs). */
function staticClosure(bundle: Bundle, chunk: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into
  into.add(chunk.fileName)
  for (const file of chunk.imports) {
    const imported = bundle[file]
    if (imported?.type === 'chunk') staticClosure(bundle, imported, into)
  }
  return into
}

/** The pages' copies of index.html, from the bundle as the build made it: file name -> HTML. */
export function pagePreloads(bundle: Bundle, base = '/'): Map<string, string> {
  const copies = new Map<string, string>()
  const html = bundle['index.html']
  if (html?.type !== 'asset') return copies
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')
  // What index.html loads already.
  const loaded = new Set<string>()
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticClosure(bundle, entry, loaded)
  for (const page of CLIENT_PAGES) {
    // The landing page is in the first bundle; below its hero, it has a chunk of its own.
    const module = `/client/src/pages/${page === '/' ? 'landing-sections' : pageModuleName(page)}.tsx`
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(module))
    if (!chunk) continue
    const files = [...staticClosure(bundle, chunk)].filter((file) => !loaded.has(file))
    // Vite's own links look like this; `crossorigin` matches the entry's script, so the preloads are reused.
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    copies.set(
      pageHtmlFile(page),
      String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
    )
  }
  return copies
}

/** The Vite plugin: emits the copies beside index.html (precompressed with the rest, scripts/precompress.ts). */
export function pagePreloadsPlugin(): Plugin {
  let base = '/'
  return {
    name: 'sonar:page-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      for (const [fileName, source] of pagePreloads(bundle, base)) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}

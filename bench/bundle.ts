// npm run bench:bundle — the JavaScript (and CSS) each route of the client makes the browser download, gzipped
// (node:zlib, default level), read from Vite's build manifest: the entry and its static imports (what
// index.html loads and modulepreloads), plus the route's own lazy chunk and everything it imports statically.
// Chunks a route only loads on interaction (the plan dialog, the Stripe card form...) are counted apart.
//
//   npm run bench:bundle                      build the client into a temporary directory, then measure
//   npm run bench:bundle -- --dist dist/client measure an existing build (it needs .vite/manifest.json)
//   npm run bench:bundle -- --budget 100      fail when the landing page loads more than 100 KB (the default)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const budgetKb = Number(option('--budget') ?? 100)

/** Routes only a signed-in user reaches; they also load the signed-in part of the top bar. */
const SIGNED_IN_ROUTES = new Set(['/agent', '/profile', '/admin', '/billing/manage'])
/** The module holding the signed-in part of the shell (user menu, usage badge, email banner), if any. */
const SIGNED_IN_SHELL = 'src/app/layout/signed-in-shell.tsx'

async function buildClient(): Promise<{ dir: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'sonar-bench-bundle-'))
  const { build } = await import('vite')
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, manifest: true, sourcemap: false },
  })
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Each route's path and the page module it renders, read from the router's route table. */
function routesOf(routerSource: string): { path: string; module: string | null }[] {
  const routes: { path: string; module: string | null }[] = []
  // One route per object: `{ path: '/agent', ... import('@/pages/agent') ... }`, or an eager page.
  for (const match of routerSource.matchAll(/path:\s*'([^']+)'([^}]*)/g)) {
    const [, path = '', rest = ''] = match
    const page = /import\(\s*'@\/pages\/([^']+)'\s*\)/.exec(rest)?.[1]
    routes.push({ path, module: page ? `src/pages/${page}.tsx` : null })
  }
  return routes
}

const sizes = new Map<string, { raw: number; gzip: number }>()
function sizeOf(dir: string, file: string) {
  let size = sizes.get(file)
  if (!size) {
    const bytes = readFileSync(join(dir, file))
    size = { raw: bytes.length, gzip: gzipSync(bytes).length }
    sizes.set(file, size)
  }
  return size
}

/** A chunk and its static imports, recursively (what the browser fetches before the chunk runs). */
function staticClosure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue
    into.add(key)
    staticClosure(manifest, manifest[key].imports ?? [], into)
  }
  return into
}

/** What `from` may load later: its dynamic imports' closures (not `exclude`), minus what is already loaded. */
function onDemand(manifest: Manifest, from: Set<string>, loaded: Set<string>, exclude: Set<string>) {
  const later = new Set<string>()
  const queue = [...from]
  while (queue.length > 0) {
    const key = queue.pop() as string
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (exclude.has(dynamic)) continue
      for (const chunk of staticClosure(manifest, [dynamic])) {
        if (loaded.has(chunk) || later.has(chunk)) continue
        later.add(chunk)
        queue.push(chunk)
      }
    }
  }
  return later
}

function totals(dir: string, manifest: Manifest, keys: Iterable<string>) {
  let js = 0
  let jsRaw = 0
  let files = 0
  const cssFiles = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    if (chunk.file.endsWith('.js')) {
      const size = sizeOf(dir, chunk.file)
      js += size.gzip
      jsRaw += size.raw
      files += 1
    }
    for (const css of chunk.css ?? []) cssFiles.add(css)
  }
  let css = 0
  for (const file of cssFiles) css += sizeOf(dir, file).gzip
  return { js, jsRaw, files, css }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const distArg = option('--dist')
const { dir, cleanup } = distArg ? { dir: resolve(distArg), cleanup: () => {} } : await buildClient()
try {
  const manifestPath = join(dir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('the manifest has no entry')
  const entry = staticClosure(manifest, [entryKey])
  const routes = routesOf(readFileSync(join(root, 'client/src/app/router.tsx'), 'utf8'))
  const pages = new Set(routes.flatMap((route) => (route.module ? [route.module] : [])))
  const shell = manifest[SIGNED_IN_SHELL] ? staticClosure(manifest, [SIGNED_IN_SHELL], new Set(entry)) : null

  // index.html must modulepreload exactly the entry's static imports: nothing a later route needs.
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1])
  const expected = [...entry].filter((key) => key !== entryKey).map((key) => manifest[key]?.file)
  const extra = preloaded.filter((file) => !expected.includes(file))
  if (extra.length > 0)
    console.warn(`index.html preloads chunks the entry does not import: ${extra.join(', ')}`)

  console.log(`Client bundle (${distArg ? dir : 'fresh build'}), gzip -6 via node:zlib, KB = 1024 bytes\n`)
  console.log('| route | JS files | JS gzip KB (raw KB) | CSS gzip KB | + on interaction JS gzip KB |')
  console.log('|---|---|---|---|---|')
  let landing = 0
  for (const route of routes) {
    const loaded = new Set(entry)
    if (route.module) staticClosure(manifest, [route.module], loaded)
    if (shell && SIGNED_IN_ROUTES.has(route.path)) for (const key of shell) loaded.add(key)
    // Later: what the route's own chunks (and the signed-in shell) import dynamically, not other pages.
    const own = new Set([...loaded].filter((key) => !entry.has(key)))
    const later = onDemand(manifest, own, loaded, pages)
    const now = totals(dir, manifest, loaded)
    const extraJs = totals(dir, manifest, later).js
    if (route.path === '/') landing = now.js
    console.log(
      `| ${route.path} | ${now.files} | ${kb(now.js)} (${kb(now.jsRaw)}) | ${kb(now.css)} | ${extraJs ? kb(extraJs) : '-'} |`,
    )
  }

  const shared = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => !pages.has(key))
  if (shared.length > 0) {
    console.log('\nShell chunks loaded on demand (any route), JS gzip KB with what they import:\n')
    console.log('| module | beyond the entry | beyond the entry and the signed-in shell |')
    console.log('|---|---|---|')
    for (const key of shared) {
      const closure = [...staticClosure(manifest, [key])]
      const beyond = (loaded: Set<string>) =>
        kb(
          totals(
            dir,
            manifest,
            closure.filter((c) => !loaded.has(c)),
          ).js,
        )
      const label = manifest[key]?.src ?? key
      console.log(
        `| ${label} | ${beyond(entry)} | ${shell && key !== SIGNED_IN_SHELL ? beyond(shell) : '-'} |`,
      )
    }
  }

  console.log(
    `\nindex.html: entry ${manifest[entryKey]?.file}, modulepreload ${preloaded.join(', ') || 'none'}`,
  )
  const largest = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, ...sizeOf(dir, chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8)
  console.log(`Largest chunks: ${largest.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`)
  console.log(`\nLanding page (/): ${kb(landing)} KB of gzipped JavaScript; budget ${budgetKb} KB.`)
  if (landing > budgetKb * 1024) process.exitCode = 1
} finally {
  cleanup()
}

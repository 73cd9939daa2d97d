// What a build of the client and the server was made from: one hash of their sources, kept beside the
// build (dist/.build-inputs) by `npm run build`, so `npm start` can tell a current build from a stale one.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** What the build reads: the sources of the client, the server and the contract, and the build's settings. */
const BUILD_INPUTS = [
  'client',
  'server',
  'contract',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  // The build's own steps that vite.config.ts runs: each page's copy of index.html, brotli and gzip copies;
  // and the one `npm run build:client` runs after it: the public pages rendered to HTML.
  'scripts/page-preloads.ts',
  'scripts/precompress.ts',
  'scripts/prerender.ts',
]
const STAMP = join(root, 'dist', '.build-inputs')
export const ENTRY = join(root, 'dist', 'server', 'index.js')

/** Test files are never bundled: editing one does not make the build stale. */
const isTestFile = (name) => /\.test\.tsx?$/.test(name)

/** The files under a build input, in a stable order (test folders and test files left out). */
function* filesOf(path) {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (!statSync(full).isDirectory()) {
    yield path
    return
  }
  const entries = readdirSync(full, { withFileTypes: true })
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') yield* filesOf(child)
    } else if (!isTestFile(entry.name)) yield child
  }
}

/** One hash of every build input's path and content: a checkout or a copy that changes no byte keeps it. */
export function buildInputsHash() {
  const hash = createHash('sha256')
  for (const input of BUILD_INPUTS) {
    for (const file of filesOf(input)) {
      hash.update(file)
      hash.update('\0')
      hash.update(readFileSync(join(root, file)))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

export function buildIsCurrent(inputsHash = buildInputsHash()) {
  return existsSync(ENTRY) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputsHash
}

/** Records that dist/ was built from the sources as they are now. */
export function writeStamp(inputsHash = buildInputsHash()) {
  writeFileSync(STAMP, `${inputsHash}\n`)
}

// `node scripts/build-inputs.mjs`: the last step of `npm run build`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeStamp()

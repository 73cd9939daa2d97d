// Brotli and gzip copies of the client's text files, made once at build time (a Vite plugin, vite.config.ts):
// the server sends them as they are (@fastify/static's preCompressed, server/plugins/client-pages.ts), so a
// visitor downloads the landing page's script at a third of its size and no request pays for compressing it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** What compresses: text. Images, fonts and source maps (only developer tools read those) are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/** Writes `<file>.br` and `<file>.gz` beside one file, each when smaller than it; returns the files written. */
export function precompressFile(file: string): string[] {
  const written: string[] = []
  const bytes = readFileSync(file)
  // The slowest settings: paid once here, never per request.
  const copies = {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  }
  for (const [extension, copy] of Object.entries(copies)) {
    // A copy no smaller than the file (a tiny one) would only cost the visitor bytes: the file goes as it is.
    if (copy.length >= bytes.length) continue
    writeFileSync(`${file}.${extension}`, copy)
    written.push(`${file}.${extension}`)
  }
  return written
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`; returns the files written. */
export function precompress(dir: string): string[] {
  const written: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    written.push(...precompressFile(join(entry.parentPath, entry.name)))
  }
  return written
}

/** The Vite plugin: after a build has written its output (public/ included), compress it. */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'sonar:precompress',
    // Not the pre-rendering's own build for Node (scripts/prerender.ts), which compresses what it writes.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompress(outDir)
    },
  }
}

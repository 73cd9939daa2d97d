import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file whether it runs from source (tsx) or from the bundle in dist/. */
export function findAppRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`package.json not found above ${from}`)
    dir = parent
  }
  return dir
}

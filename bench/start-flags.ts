// The flags `npm start` gives node (package.json's start script: `node <flags> scripts/start.mjs`), so the
// benchmarks that start the server themselves start it as `npm start` does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>
  }
  const words = (scripts?.start ?? '').split(/\s+/).filter(Boolean)
  if (words[0] !== 'node') return []
  return words.slice(1).filter((word) => word.startsWith('--'))
}

// No feature but the search index reads or writes knowledge_chunks or keeps the lexicon (decision 0065): the
// others search, count, explain and write through searchIndexOf(db), so that every write drops the caches and
// the table's shape is known in one place. Tests, the schema and the migrations may name it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the search index', () => {
  it('is the only production code that names the passages table', () => {
    const naming = sources(join(root, 'server'))
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith('server/features/search-index/') && !path.startsWith('server/test/'))
      .filter((path) => path !== 'server/db/schema.ts')
      .filter((path) => /knowledge_chunks|knowledgeChunks/.test(readFileSync(join(root, path), 'utf8')))
    expect(naming).toEqual([])
  })
})

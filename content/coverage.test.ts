import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// docs/COVERAGE.md maps owners' tasks to guide sections by id; a renamed or dropped section must not leave
// the table pointing at nothing.
const contentDir = dirname(fileURLToPath(import.meta.url))
const guidesDir = join(contentDir, 'guides')
const coverage = readFileSync(join(contentDir, '..', 'docs', 'COVERAGE.md'), 'utf8')

function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const sectionIds = new Set(
  readdirSync(guidesDir)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      readFileSync(join(guidesDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map((line) => `${basename(file, '.md')}/${slugify(line.slice(3).trim())}`),
    ),
)

const tableRows = coverage.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Task'))
const referenced = [...coverage.matchAll(/`([a-z0-9-]+\/[a-z0-9-]+)`/g)].map((match) => match[1] ?? '')

describe('coverage table (docs/COVERAGE.md)', () => {
  it('names sections by id', () => {
    expect(referenced.length).toBeGreaterThan(100)
  })

  it('points only at sections that exist', () => {
    for (const id of referenced) expect(sectionIds.has(id), id).toBe(true)
  })

  it("gives every task a section or says 'missing'", () => {
    const taskRows = tableRows.filter((line) => /\| (yes|no) \|/.test(line))
    expect(taskRows.length).toBeGreaterThan(100)
    for (const row of taskRows) expect(/`[a-z0-9-]+\/[a-z0-9-]+`|\| missing \|/.test(row), row).toBe(true)
  })
})

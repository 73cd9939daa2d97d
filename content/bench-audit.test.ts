// The answer benchmark's labels after the blind audit of 2026-11-27 (content/bench/audit, decision 0039): a
// section the audit found answering is a label, one it found not answering is not, and each added section
// holds the sentence the audit quoted for it. Changing a label against the audit fails here until the audit
// file says why.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir, readCatalogue, readGuides } from '../server/features/knowledge/content'

interface AuditEntry {
  id: string
  keep: string[]
  drop: { section: string; reason: string }[]
  add: { section: string; quote: string; reason: string }[]
  borderline: { section: string; reason: string }[]
}
interface Labelled {
  id: string
  device: { brand: string; model: string } | null
  relevant?: string[]
  followUp?: { relevant: string[] }
}

const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(contentDir(), ...path), 'utf8'))
const plain = (text: string) => text.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim()
const sections = new Map(readGuides().map((s) => [s.id, plain(`${s.title} ${s.body}`)]))
const specifications = new Map(readCatalogue().map((d) => [`${d.brand}|${d.model}`, plain(d.specifications)]))

describe.each([
  ['dev', 'owners'],
  ['held-out', 'owners'],
  ['dev', 'follow-ups'],
  ['held-out', 'follow-ups'],
])('the audited labels of %s %s', (part, set) => {
  const labelled = readJson<Labelled[]>('bench', part, `${set}.json`)
  const audit = readJson<AuditEntry[]>('bench', 'audit', `${part}-${set}.json`)

  it('audits every question, and nothing else', () => {
    expect(audit.map((a) => a.id)).toEqual(labelled.map((q) => q.id))
  })

  it('labels what the audit added and not what it dropped', () => {
    for (const entry of audit) {
      const q = labelled.find((l) => l.id === entry.id) as Labelled
      const relevant = q.relevant ?? q.followUp?.relevant ?? []
      for (const add of entry.add) expect(relevant, entry.id).toContain(add.section)
      for (const drop of entry.drop) expect(relevant, entry.id).not.toContain(drop.section)
    }
  })

  it('finds each added section saying what the audit quoted', () => {
    for (const entry of audit) {
      const q = labelled.find((l) => l.id === entry.id) as Labelled
      for (const add of entry.add) {
        const text =
          add.section === 'spec'
            ? specifications.get(`${q.device?.brand}|${q.device?.model}`)
            : sections.get(add.section)
        expect(text, `${entry.id}: ${add.section}`).toContain(plain(add.quote))
      }
    }
  })
})

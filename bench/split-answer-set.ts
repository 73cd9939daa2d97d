// One-off: splits drafted benchmark questions into content/bench/dev and content/bench/held-out (about 70/30).
// The part is decided by a hash of each question's id, not by anyone's choice, and was fixed before any tuning.
// tsx bench/split-answer-set.ts <drafts dir> (owners-*.json, off-topic.json, follow-ups.json)
// tsx bench/split-answer-set.ts <drafts dir> --add: adds the drafts there (any of those files) to both parts,
// by the same hash, keeping what the parts hold; an id already in a part is an error.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentDir } from '../server/features/knowledge/content'
import { PARTS, type Part, readAnswerSet } from './answer-set'

const HELD_OUT_SHARE = 0.3

export function partOf(id: string): Part {
  const hash = createHash('sha256').update(`answer-bench:${id}`).digest()
  return hash.readUInt32BE(0) / 2 ** 32 < HELD_OUT_SHARE ? 'held-out' : 'dev'
}

const draftsDir = process.argv[2]
if (!draftsDir) throw new Error('usage: tsx bench/split-answer-set.ts <drafts dir>')
const adding = process.argv.includes('--add')
const readFrom = (dir: string, name: string): { id: string }[] =>
  adding && !existsSync(join(dir, name)) ? [] : JSON.parse(readFileSync(join(dir, name), 'utf8'))
const read = (name: string) => readFrom(draftsDir, name)
const files = {
  owners: readdirSync(draftsDir)
    .filter((f) => /^owners-.*\.json$/.test(f))
    .sort()
    .flatMap(read),
  'off-topic': read('off-topic.json'),
  'follow-ups': read('follow-ups.json'),
}
for (const part of PARTS) mkdirSync(join(contentDir(), 'bench', part), { recursive: true })
for (const [name, items] of Object.entries(files)) {
  const ids = new Set<string>()
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`${name}: id ${item.id} is used twice`)
    ids.add(item.id)
  }
  for (const part of PARTS) {
    const kept = adding ? readFrom(join(contentDir(), 'bench', part), `${name}.json`) : []
    for (const item of kept)
      if (ids.has(item.id)) throw new Error(`${name}: id ${item.id} is already in ${part}`)
    const chosen = [...kept, ...items.filter((item) => partOf(item.id) === part)]
    writeFileSync(join(contentDir(), 'bench', part, `${name}.json`), `${JSON.stringify(chosen, null, 2)}\n`)
    console.log(`${part.padEnd(8)} ${name.padEnd(10)} ${chosen.length}`)
  }
}
// Checks every label of both parts (only the counts are printed).
for (const part of PARTS) readAnswerSet(part)
console.log('labels checked')

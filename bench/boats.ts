// npm run bench:boats — My boat (issue 43), measured by what the owner reads, against the boat questions written
// blind before the feature (content/bench/boats/boat-questions.json):
//   content shown     every fact the question must show (any one of its phrases) is in the answer before the
//                     sources; a 'not covered' fact counts when the answer says plainly that nothing covers it;
//   facts shown       the share of those facts on screen (partial credit, to see where content is lost);
//   missing named     the share of 'missing' facts (the part the boat lacks) on screen;
//   settings shown    for each setup's 'Suggested settings' card, the share of expected settings whose phrases
//                     are on the card; every line must cite a section (a line without one fails the run);
//   declined; words to read (p50); p50 answer time.
// Tune on the dev part only: --misses prints the dev part's misses; the held-out part runs only with --report.
// --fresh <file> runs a fresh set (content/bench/boats/<file>, written blind at a session's start) alone, once,
// at the session's end: one row labelled with the file name. With --misses it prints that set's misses too, once
// the set is listed as read (READ_FRESH_BOAT_SETS): development data since.
import { and, eq } from 'drizzle-orm'
import type { Boat, BoatDevice } from '../contract/boats'
import { openDatabase } from '../server/db/client'
import { manuals } from '../server/db/schema'
import { answerBoatQuestion, suggestedSettings } from '../server/features/answers'
import { supportedNetworks } from '../server/features/boats'
import { loadContent } from '../server/features/knowledge/load'
import {
  BOAT_PARTS,
  type BoatFact,
  type BoatPart,
  type BoatQuestionPart,
  type BoatSetup,
  READ_FRESH_BOAT_SETS,
  readBoatQuestions,
  readFreshBoatSet,
} from './boat-questions'
import { answerBody, saysNotCovered, wordsToRead } from './content-measures'

const argv = process.argv
const freshAt = argv.indexOf('--fresh')
const freshFile = freshAt === -1 ? undefined : argv[freshAt + 1]
if (freshAt !== -1 && (!freshFile || freshFile.startsWith('--')))
  throw new Error('--fresh needs a file name, e.g. --fresh fresh-2026-11-30.json')
// A fresh set's misses are printed only once it has been read (READ_FRESH_BOAT_SETS): before, they would be tuned on.
const freshRead = freshFile !== undefined && (READ_FRESH_BOAT_SETS as readonly string[]).includes(freshFile)
const showMisses = argv.includes('--misses') && (freshFile === undefined || freshRead)
/** Whose misses are printed: the dev part's, or a fresh set's once read; never the held-out part's. */
const missesOf = (label: string) => showMisses && (label === 'dev' || label === freshFile)
const report = argv.includes('--report')
const parts: BoatPart[] = report ? [...BOAT_PARTS] : ['dev']
/** What runs: a fresh set alone, or the parts of boat-questions.json. */
const runs: { label: string; set: BoatQuestionPart }[] = freshFile
  ? [{ label: freshFile, set: readFreshBoatSet(freshFile) }]
  : parts.map((part) => ({ label: part, set: readBoatQuestions()[part] }))

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
await loadContent(database.db)
const { db } = database

/** The setup as the owner would have saved it: catalogue devices by their ids, the owner's own as custom. */
async function boatOf(setup: BoatSetup, id: number): Promise<{ boat: Boat; deviceIds: Map<string, number> }> {
  const devices: BoatDevice[] = []
  const deviceIds = new Map<string, number>()
  for (const [i, d] of setup.devices.entries()) {
    const custom = 'custom' in d
    let manualId: number | null = null
    let deviceType = custom ? d.deviceType : ''
    let specifications = ''
    if (!custom) {
      const [row] = await db
        .select()
        .from(manuals)
        .where(and(eq(manuals.brand, d.brand), eq(manuals.model, d.model)))
        .limit(1)
      if (!row) throw new Error(`${setup.id}: ${d.key} is not in the catalogue`)
      manualId = row.id
      deviceType = row.deviceType
      specifications = row.specifications ?? ''
    }
    const deviceId = id * 100 + i + 1
    deviceIds.set(d.key, deviceId)
    devices.push({
      id: deviceId,
      manualId,
      brand: d.brand,
      model: d.model,
      deviceType,
      custom,
      networks: d.networks,
      // As the boats feature reads them from the specifications when the owner adds the device.
      supportedNetworks: custom ? [] : supportedNetworks(specifications),
    })
  }
  const b = setup.boat
  const now = new Date().toISOString()
  const boat: Boat = {
    id,
    name: b.name,
    kind: b.kind,
    lengthFt: b.lengthFt ?? null,
    water: b.water,
    depthMinFt: b.depthMinFt ?? null,
    depthMaxFt: b.depthMaxFt ?? null,
    cruisingSpeed: b.cruisingSpeed ?? null,
    speedUnit: b.speedUnit ?? 'kn',
    devices,
    createdAt: now,
    updatedAt: now,
  }
  return { boat, deviceIds }
}

const lower = (text: string) => text.toLowerCase()
/** The words on screen: markdown's marks are not read ('**NAV** to follow a route' reads 'NAV to follow a route'). */
const onScreen = (markdown: string) => lower(markdown.replace(/\*\*|__|`|(?<!\w)_(?=\S)|(?<=\S)_(?!\w)/g, ''))
function factShown(body: string, fullText: string, fact: BoatFact): boolean {
  if (fact.kind === 'notCovered' && saysNotCovered(fullText)) return true
  const read = onScreen(body)
  return fact.phrases.some((p) => read.includes(lower(p)))
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor((s.length - 1) / 2)] ?? 0
}
const share = ([n, of]: [number, number]) => (of ? (n / of).toFixed(3) : '-')

const rows: string[] = []
const missLines: string[] = []
for (const { label: part, set } of runs) {
  const boats = new Map<string, Awaited<ReturnType<typeof boatOf>>>()
  for (const [i, setup] of set.setups.entries()) boats.set(setup.id, await boatOf(setup, i + 1))

  let whole = 0
  const facts: [number, number] = [0, 0]
  const missing: [number, number] = [0, 0]
  let declined = 0
  const words: number[] = []
  const times: number[] = []
  for (const q of set.questions) {
    const made = boats.get(q.setupId)
    if (!made) throw new Error(`${q.id}: no setup ${q.setupId}`)
    const boatDeviceId = q.about === 'boat' ? undefined : made.deviceIds.get(q.about)
    if (q.about !== 'boat' && boatDeviceId === undefined)
      throw new Error(`${q.id}: ${q.about} is not on the boat`)
    const started = performance.now()
    const answer = await answerBoatQuestion({ db }, made.boat, boatDeviceId, q.question)
    times.push(performance.now() - started)
    if (answer.declined) declined++
    const body = answerBody(answer.text)
    words.push(wordsToRead(answer.text))
    const unseen = q.mustShow.filter((f) => !factShown(body, answer.text, f))
    facts[0] += q.mustShow.length - unseen.length
    facts[1] += q.mustShow.length
    for (const f of q.mustShow.filter((f) => f.kind === 'missing')) {
      missing[1]++
      if (!unseen.includes(f)) missing[0]++
    }
    if (unseen.length === 0) whole++
    else if (missesOf(part))
      missLines.push(
        `\n## ${q.id} (${q.setupId}, about ${q.about}): ${q.question}\nnot shown: ${unseen
          .map((f) => `[${f.kind}] ${f.phrases.join(' | ')}`)
          .join('; ')}\n---\n${answer.text}`,
      )
  }

  const settings: [number, number] = [0, 0]
  for (const setup of set.setups) {
    const made = boats.get(setup.id)
    const deviceId = made?.deviceIds.get(setup.suggestedSettings.device)
    if (!made || deviceId === undefined) throw new Error(`${setup.id}: settings device not on the boat`)
    const card = await suggestedSettings({ db }, made.boat, deviceId)
    for (const line of card.settings)
      if (!line.source.title) throw new Error(`${setup.id}: a suggested setting cites no section`)
    const text = lower(card.settings.map((l) => `${l.setting} ${l.suggestion}`).join('\n'))
    for (const expected of setup.suggestedSettings.settings) {
      settings[1]++
      if (expected.phrases.some((p) => text.includes(lower(p)))) settings[0]++
      else if (missesOf(part))
        missLines.push(
          `\n## settings ${setup.id}: ${expected.setting} (${expected.phrases.join(' | ')}) not on the card`,
        )
    }
  }

  const n = set.questions.length
  rows.push(
    `| ${part} | ${n} | ${(whole / n).toFixed(3)} | ${share(facts)} | ${share(missing)} | ${share(settings)} | ${declined} | ${median(words)} | ${Math.round(median(times))} |`,
  )
}

console.log(`My boat benchmark (content/bench/boats/${freshFile ?? 'boat-questions.json'})`)
console.log(
  '| part | questions | content shown | facts shown | missing named | settings shown | declined | words p50 | ms p50 |',
)
console.log('|---|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
if (showMisses) console.log(missLines.join('\n'))
await database.close()

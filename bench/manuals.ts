// npm run bench:manuals — how well uploaded PDF owner's manuals are read, through the real pipeline
// (addDocument + IngestionQueue on an embedded PGlite database holding the catalogue and knowledge base):
// six generated manuals of six imaginary devices (bench/manuals/generate.ts; one of them a scan without a
// text layer) and seven of catalogue devices, and for each:
//   header/footer leakage: passages whose text holds a running header or footer drawn on the pages;
//   page citations: for the questions of bench/manuals/questions.ts, answered offline as bench/answers.ts does
//   (planAnswer + composeExtractive), whether the first manual passage the answer uses is cited by the page
//   number printed on the answering page (the one the question names, or another that answers as fully:
//   bench/manuals/also-answered.ts; the figure at the named page alone is shown too), whether the answer
//   quotes the expected phrase, whether an answering page is among the passages a model answers from (the model
//   path's input), and how many answers use a passage of a contents or index page;
//   OCR word accuracy on the scan (the share of its words found in its passages) and its questions answered;
//   procedures whole: of the questions a numbered procedure answers (bench/manuals/procedures.ts) whose answer
//   shows a step of it, the share that shows every step of it, in order, numbered as the manual numbers it, with
//   the warning the question's label names (and how many show none of it: those answer something else);
//   pages read per second and the peak RSS while reading, and the peak RSS reading a 300-page manual.
// --only <id,id> reads only those manuals, for a quicker tuning run.
// --misses prints every question whose answer cites the wrong page, with what it cited, and the leaking passages;
// --answers <manual> prints the first ten questions of that manual with their answers.
// --model answers with the configured model instead of the offline composer (bench/model-answer.ts).
// The questions are split by a hash of their id into a development part (about 70%), which the table shows and
// --misses prints, and a held-out part, reported only with --report (for docs/BENCHMARKS.md): tune on the
// development part only.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { documents, knowledgeChunks, manuals } from '../server/db/schema'
import { composeDecline, composeExtractive } from '../server/features/answers/extractive'
import { planAnswer } from '../server/features/answers/plan'
import type { DeviceContext, Passage } from '../server/features/answers/retrieval'
import { citedPage } from '../server/features/answers/sources'
import { documentSourceId, IngestionQueue } from '../server/features/documents/ingest'
import { addDocument, type DocumentDeps } from '../server/features/documents/service'
import { FolderStore } from '../server/features/documents/storage'
import { loadContent } from '../server/features/knowledge/load'
import { seedAdminId } from '../server/test/admin'
import { checkQuestions } from './manuals/check'
import { MANUALS } from './manuals/content'
import { type GeneratedManual, generateManuals, longManual, type PageTruth } from './manuals/generate'
import { manualProcedures, type ProcedureShown, procedureOf, procedureShown } from './manuals/procedures'
import { answeringPages, type ManualQuestion, QUESTIONS } from './manuals/questions'
import { modelFromArgs } from './model-answer'

const LONG_PAGES = 300
const LONG_FROM = 'aquascan-7'
const SAMPLE_MS = 10
const showMisses = process.argv.includes('--misses')
// --answers <manual>: the first ten questions of one manual, both parts, with the answers as the owner reads
// them (for a closing note; read after tuning, since it shows held-out questions).
const answersOf = process.argv.includes('--answers')
  ? process.argv[process.argv.indexOf('--answers') + 1]
  : null
const report = process.argv.includes('--report')
// --model: the configured model answers from the same passages; the page of the manual passage it cites first
// is judged (bench/model-answer.ts).
const model = modelFromArgs(process.argv)
// Retrieval weighs words by how rare they are among all the passages read, so an --only run's answers may
// differ a little from a run over all the manuals.
const only = process.argv.includes('--only')
  ? new Set(process.argv[process.argv.indexOf('--only') + 1]?.split(','))
  : null
const HELD_OUT_SHARE = 0.3
const heldOut = (q: ManualQuestion) =>
  createHash('sha256').update(`manual-bench:${q.id}`).digest().readUInt32BE(0) / 2 ** 32 < HELD_OUT_SHARE
const benchStarted = performance.now()

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`)
const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
const wordsOf = (text: string) => bare(text).split(' ').filter(Boolean)

// ---------------------------------------------------------------------------------------------------------
// Reading them as the server does.

/** Each manual's numbered procedures, from its source text. */
const proceduresOf = new Map(MANUALS.map((m) => [m.id, manualProcedures(m)]))

const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
await loadContent(database.db)
const { db } = database
const dir = mkdtempSync(join(tmpdir(), 'sonar-bench-manuals-'))
const store = new FolderStore(dir)
const quiet = { info: () => {}, error: (obj: object, message: string) => console.error(message, obj) }
const deps: DocumentDeps = { db, store, log: quiet, queue: new IngestionQueue({ db, store, log: quiet }) }
// Uploads are an admin's: the service checks its actor (features/auth/acting-admin.ts).
const adminId = await seedAdminId(db)

/** Peak RSS while `work` runs, sampled every 10 ms, as bench/ingest.ts measures it. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ ms: number; peakRss: number; startRss: number; value: T }> {
  const startRss = process.memoryUsage().rss
  let peakRss = startRss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }, SAMPLE_MS)
  const started = performance.now()
  try {
    const value = await work()
    const ms = performance.now() - started
    return { ms, peakRss: Math.max(peakRss, process.memoryUsage().rss), startRss, value }
  } finally {
    clearInterval(sampler)
  }
}

interface Ingested {
  device: DeviceContext
  documentId: number | null
  status: string
  error: string | null
  ms: number
  peakRss: number
  startRss: number
  passages: { text: string; page: number | null; pageLabel: string | null }[]
}

async function ingest(manual: GeneratedManual): Promise<Ingested> {
  // A catalogue device's manual goes to the catalogue's own row (loaded by loadContent above).
  const [row] = manual.catalogue
    ? await db
        .select()
        .from(manuals)
        .where(and(eq(manuals.brand, manual.brand), eq(manuals.model, manual.model)))
    : await db
        .insert(manuals)
        .values({ brand: manual.brand, model: manual.model, deviceType: manual.deviceType })
        .returning()
  if (!row) throw new Error('no device')
  const device: DeviceContext = { ...row, custom: false, general: false }
  const pdf = manual.pdf
  const run = await measured(async () => {
    const added = await addDocument(deps, {
      manualId: row.id,
      fileName: manual.fileName,
      title: manual.title,
      data: Buffer.from(pdf),
      uploadedBy: adminId,
    })
    await deps.queue.idle()
    return added.id
  })
  const documentId = run.value
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId))
  const chunks = await db
    .select()
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.sourceId, documentSourceId(documentId)))
  return {
    device,
    documentId,
    status: doc?.status ?? 'missing',
    error: doc?.error ?? null,
    ms: run.ms,
    peakRss: run.peakRss,
    startRss: run.startRss,
    passages: chunks.map((c) => ({
      // Not `headings`: the pipeline's own trail of the document title and headings above the passage.
      text: `${c.title}\n${c.body}`,
      page: c.page,
      pageLabel: c.pageLabel,
    })),
  }
}

// The 300-page manual first, while the process holds nothing else of the bench's: its reading's memory and speed.
const long = await longManual(LONG_FROM, LONG_PAGES)
const longRead = await ingest(long)
process.stderr.write(`read ${long.id}: ${longRead.status} in ${(longRead.ms / 1000).toFixed(1)} s\n`)

// ---------------------------------------------------------------------------------------------------------
// The manuals, and the questions checked against their ground truth: each phrase on its page, and only there.

const generateStarted = performance.now()
const generated = await generateManuals()
const generateMs = performance.now() - generateStarted

checkQuestions(generated)

// ---------------------------------------------------------------------------------------------------------
// The figures of one manual.

/**
 * The running header and footer strings of a manual, as the leakage check looks for them: `anywhere`, strings
 * found inside a passage's text wherever they stand; `asLine`, strings that may stand in the manual's own text
 * too (a lone page number '3' or '2-4', a model name set as the header, a chapter title that is also its
 * heading), found only as a whole line of a passage's body.
 */
function runningStrings(manual: GeneratedManual): { anywhere: string[]; asLine: string[] } {
  const exact = new Set<string>([manual.code])
  for (const page of manual.pages) {
    if (page.header) exact.add(page.header)
    // The footer as one line: the code and the number, either way round.
    if (page.footer.length === 2) {
      exact.add(page.footer.join(' '))
      exact.add([...page.footer].reverse().join(' '))
    } else for (const f of page.footer) exact.add(f)
  }
  // 'Title Chapter' with the separator lost or changed.
  for (const header of manual.headers) exact.add(bare(header))
  const running = (page: PageTruth) => new Set([page.header ?? '', ...page.footer])
  const body = normalize(
    manual.pages
      .filter((page) => page.kind === 'chapter')
      .flatMap((page) => page.text.filter((t) => !running(page).has(t)).map((t) => t.replace(/^# /, '')))
      .join('\n'),
  )
  const anywhere: string[] = []
  const asLine: string[] = []
  for (const s of [...exact].map(normalize)) {
    if (!s) continue
    if (!/\p{L}{3}/u.test(s) || body.includes(s) || bare(body).includes(s)) asLine.push(s)
    else anywhere.push(s)
  }
  return { anywhere, asLine }
}

interface Answered {
  q: ManualQuestion
  cited: string | null
  citedIndex: number | null
  /** Cited at a page that answers: the one the question names, or another as full (also-answered.ts). */
  right: boolean
  /** Cited at the page the question names (the figure before the audit of other answering pages). */
  named: boolean
  /** An answering page is among the passages a model answers from (the model path's input). */
  given: boolean
  quoted: boolean
  contents: boolean
  declined: boolean
  /** Answered by a numbered procedure: how it is shown (null when no procedure answers). */
  procedure: ProcedureShown | null
  lead: string
  /** The answer as the owner reads it. */
  text: string
}

async function answer(q: ManualQuestion, manual: GeneratedManual, read: Ingested): Promise<Answered> {
  const device = read.device
  const plan = await planAnswer(db, { question: q.question, history: [], device })
  const composed = plan.decline
    ? { text: composeDecline(plan.decline, device), used: [] as Passage[], related: [] }
    : model
      ? await model.answer(plan, device, [])
      : composeExtractive({
          question: plan.question,
          device,
          passages: plan.passages,
          followUp: plan.followUp,
        })
  const source = read.documentId === null ? null : documentSourceId(read.documentId)
  const fromManual = composed.used.filter((p) => p.kind === 'manual' && p.sourceId === source)
  const first = fromManual[0]
  const cited = first ? citedPage(first) : null
  const kindOf = (p: Passage) => manual.pages.find((t) => t.index === p.page)?.kind
  const procedure = procedureOf(q, proceduresOf.get(q.manual) ?? [])
  const lead = composed.used[0]
  return {
    q,
    cited,
    citedIndex: first?.page ?? null,
    right: cited !== null && answeringPages(q).some((a) => a.page === cited),
    named: cited !== null && cited === q.page,
    given: plan.passages.some(
      (p) =>
        p.kind === 'manual' &&
        p.sourceId === source &&
        answeringPages(q).some((a) => a.page === citedPage(p)),
    ),
    quoted: answeringPages(q).some((a) => normalize(composed.text).includes(normalize(a.phrase))),
    text: composed.text,
    contents: fromManual.some((p) => kindOf(p) === 'contents' || kindOf(p) === 'index'),
    declined: plan.decline !== null,
    procedure: procedure ? procedureShown(composed.text, procedure, q.warning) : null,
    lead: lead
      ? `${lead.kind} '${lead.title}'${lead.kind === 'manual' ? ` p.${citedPage(lead)}` : ''}`
      : 'nothing',
  }
}

/** Bag-of-words recall: the share of the scan's words (with repeats) found in its passages. */
function ocrAccuracy(manual: GeneratedManual, read: Ingested): { found: number; total: number } {
  const available = new Map<string, number>()
  for (const p of read.passages)
    for (const w of wordsOf(p.text)) available.set(w, (available.get(w) ?? 0) + 1)
  let found = 0
  let total = 0
  for (const page of manual.pages) {
    const running = new Set([page.header, ...page.footer])
    for (const line of page.text) {
      if (running.has(line)) continue
      for (const w of wordsOf(line.replace(/^# /, ''))) {
        total++
        const left = available.get(w) ?? 0
        if (left > 0) {
          found++
          available.set(w, left - 1)
        }
      }
    }
  }
  return { found, total }
}

interface Row {
  manual: GeneratedManual
  read: Ingested
  leaks: number
  /** Passages read from a contents or index page (there should be none). */
  pointers: number
  leaked: string[]
  /** The development part's questions. */
  answers: Answered[]
  /** The held-out part's, answered only with --report. */
  heldOut: Answered[]
  ocr: { found: number; total: number } | null
}

const rows: Row[] = []
for (const manual of generated.filter((m) => !only || only.has(m.id))) {
  const read = await ingest(manual)
  process.stderr.write(`read ${manual.id}: ${read.status} in ${(read.ms / 1000).toFixed(1)} s\n`)
  const { anywhere, asLine } = runningStrings(manual)
  const leaked = read.passages.filter((p) => {
    // The cover prints the document code as part of its own text, not as a running footer.
    if (manual.pages.find((t) => t.index === p.page)?.kind === 'cover') return false
    // A passage's first line is its title, which may be the chapter a header names: a side column's note at
    // the head of a chapter ('Introduction' over 'WARNING The HELIX is an aid to navigation only') is titled by
    // the chapter's own heading, not by the header.
    const [title = '', ...body] = p.text.split('\n')
    const titledByChapter = manual.pages.some(
      (page) =>
        page.chapter &&
        [page.chapter, page.chapter.replace(/^\d+\s+/, '')].some((c) => bare(c) === bare(title)),
    )
    const checked = titledByChapter ? body.join('\n') : p.text
    const text = normalize(checked)
    const plain = bare(checked)
    const lines = body.flatMap((line) => [normalize(line), bare(line)])
    return (
      anywhere.some((s) => text.includes(s) || plain.includes(s)) || asLine.some((s) => lines.includes(s))
    )
  })
  const answers: Answered[] = []
  const heldOutAnswers: Answered[] = []
  if (answersOf === manual.id) {
    for (const q of QUESTIONS.filter((x) => x.manual === manual.id).slice(0, 10)) {
      const a = await answer(q, manual, read)
      console.log(
        `${q.id}${heldOut(q) ? ' (held-out)' : ''}: ${q.question}\n  want p. ${q.page}; cited ${a.cited === null ? 'no manual page' : `p. ${a.cited} (PDF page ${a.citedIndex})`}${a.right ? ' RIGHT' : ' WRONG'}; leads with ${a.lead}\n  ${a.text.split('\n\n').slice(1, 4).join(' / ').replace(/\s+/g, ' ').slice(0, 500)}\n`,
      )
    }
  }
  for (const q of QUESTIONS.filter((x) => x.manual === manual.id)) {
    if (!heldOut(q)) answers.push(await answer(q, manual, read))
    else if (report) heldOutAnswers.push(await answer(q, manual, read))
  }
  rows.push({
    manual,
    read,
    leaks: leaked.length,
    pointers: read.passages.filter((p) => {
      const kind = manual.pages.find((t) => t.index === p.page)?.kind
      return kind === 'contents' || kind === 'index'
    }).length,
    leaked: leaked.map((p) => `PDF page ${p.page}: ${normalize(p.text).slice(0, 140)}`),
    answers,
    heldOut: heldOutAnswers,
    ocr: manual.scanned ? ocrAccuracy(manual, read) : null,
  })
}

// ---------------------------------------------------------------------------------------------------------
// The report.

const wantedPages = (q: ManualQuestion) =>
  answeringPages(q)
    .map((x) => x.page)
    .join(' or ')
if (showMisses) {
  for (const row of rows)
    for (const a of row.answers.filter((x) => !x.right))
      console.log(
        `${a.q.id} [${row.manual.id}] ${a.q.question}\n   want p. ${wantedPages(a.q)} ('${a.q.phrase}'${a.quoted ? ', quoted' : ''})\n   cited ${a.cited === null ? 'no manual page' : `p. ${a.cited} (PDF page ${a.citedIndex}, ${row.manual.pages.find((p) => p.index === a.citedIndex)?.kind ?? '?'})`}${a.declined ? ', DECLINED' : ''}; leads with ${a.lead}`,
      )
  for (const row of rows)
    for (const a of row.answers.filter((x) => x.procedure === 'cut'))
      console.log(
        `procedure cut ${a.q.id} [${row.manual.id}] ${a.q.question}\n   ${a.text.split('\n---')[0]?.replace(/\n+/g, '\n   ')}`,
      )
  for (const row of rows) for (const leak of row.leaked) console.log(`leak [${row.manual.id}] ${leak}`)
  console.log('')
}

for (const row of rows) {
  if (row.read.status !== 'ready')
    console.log(`${row.manual.id}: ${row.read.status}: ${row.read.error ?? ''}`)
}

const features = (m: GeneratedManual) =>
  [m.scanned ? 'scan' : null, m.twoColumns ? '2 columns' : null, m.pageLabels ? '/PageLabels' : null]
    .filter(Boolean)
    .join(', ') || '-'
const sum = (f: (r: Row) => number) => rows.reduce((n, r) => n + f(r), 0)
const totalPassages = sum((r) => r.read.passages.length)
const totalQuestions = sum((r) => r.answers.length)
const count = (r: Row, f: (a: Answered) => boolean) => r.answers.filter(f).length
const readPages = sum((r) => (r.read.ms > 0 ? r.manual.pages.length : 0))
const readMs = sum((r) => r.read.ms)
// Every scan counts: its questions are the OCR'd questions, its words the OCR's word accuracy.
const scans = rows.filter((r) => r.manual.scanned)
const scanOcr = scans.reduce(
  (n, r) => ({ found: n.found + (r.ocr?.found ?? 0), total: n.total + (r.ocr?.total ?? 0) }),
  { found: 0, total: 0 },
)
const scanAnswers = scans.flatMap((r) => r.answers)
const scanStatus = scans
  .filter((r) => r.read.status !== 'ready')
  .map((r) => ` (${r.manual.id} ended '${r.read.status}')`)
  .join('')

/** A row of the share of each manual's questions (and of all of them) whose answer passes `test`. */
const shareRow = (name: string, test: (a: Answered) => boolean): [string, (r: Row) => string, string] => [
  name,
  (r) => pct(count(r, test), r.answers.length),
  pct(
    sum((r) => count(r, test)),
    totalQuestions,
  ),
]
const table: [string, (r: Row) => string, string][] = [
  ['device type', (r) => r.manual.deviceType, ''],
  ['layout', (r) => features(r.manual), ''],
  ['PDF pages', (r) => String(r.manual.pages.length), String(sum((r) => r.manual.pages.length))],
  ['status', (r) => r.read.status, ''],
  ['passages', (r) => String(r.read.passages.length), String(totalPassages)],
  ['header/footer leaks', (r) => String(r.leaks), String(sum((r) => r.leaks))],
  [
    '  share of passages',
    (r) => pct(r.leaks, r.read.passages.length),
    pct(
      sum((r) => r.leaks),
      totalPassages,
    ),
  ],
  ['questions', (r) => String(r.answers.length), String(totalQuestions)],
  shareRow('cited at the right page', (a) => a.right),
  shareRow('  at the page it names', (a) => a.named),
  shareRow('quotes the phrase', (a) => a.quoted),
  shareRow('in the passages read', (a) => a.given),
  [
    'procedures whole',
    (r) =>
      pct(
        count(r, (a) => a.procedure === 'whole'),
        count(r, (a) => a.procedure === 'whole' || a.procedure === 'cut'),
      ),
    pct(
      sum((r) => count(r, (a) => a.procedure === 'whole')),
      sum((r) => count(r, (a) => a.procedure === 'whole' || a.procedure === 'cut')),
    ),
  ],
  [
    '  procedure not shown',
    (r) => String(count(r, (a) => a.procedure === 'absent')),
    String(sum((r) => count(r, (a) => a.procedure === 'absent'))),
  ],
  [
    'no manual passage used',
    (r) => String(count(r, (a) => a.cited === null)),
    String(sum((r) => count(r, (a) => a.cited === null))),
  ],
  ['contents/index passages', (r) => String(r.pointers), String(sum((r) => r.pointers))],
  [
    'contents/index cited',
    (r) => String(count(r, (a) => a.contents)),
    String(sum((r) => count(r, (a) => a.contents))),
  ],
  [
    'OCR word accuracy',
    (r) => (r.ocr ? pct(r.ocr.found, r.ocr.total) : '-'),
    scanOcr.total > 0 ? pct(scanOcr.found, scanOcr.total) : '-',
  ],
  [
    'pages per second',
    (r) => (r.read.ms > 0 ? (r.manual.pages.length / (r.read.ms / 1000)).toFixed(1) : '-'),
    readMs > 0 ? (readPages / (readMs / 1000)).toFixed(1) : '-',
  ],
  ['reading time', (r) => `${(r.read.ms / 1000).toFixed(2)} s`, `${(readMs / 1000).toFixed(2)} s`],
  [
    'peak RSS reading',
    (r) => (r.read.peakRss ? mb(r.read.peakRss) : '-'),
    mb(Math.max(...rows.map((r) => r.read.peakRss))),
  ],
  ['  RSS before reading', (r) => (r.read.startRss ? mb(r.read.startRss) : '-'), ''],
]
const width = 17
console.log(
  `${'manual'.padEnd(26)}${rows.map((r) => r.manual.id.padStart(width)).join('')}${'total'.padStart(width)}`,
)
for (const [name, value, total] of table)
  console.log(
    `${name.padEnd(26)}${rows.map((r) => value(r).padStart(width)).join('')}${total.padStart(width)}`,
  )
console.log('')
console.log(
  `OCR'd questions (dev)       ${scans.length > 0 ? `${scanAnswers.filter((a) => a.right).length} of ${scanAnswers.length} answered at the right page${scanStatus}` : 'no scanned manual'}`,
)
if (report) {
  const held = rows.flatMap((r) => r.heldOut)
  const heldScan = scans.flatMap((r) => r.heldOut)
  console.log(
    `held-out part               ${held.length} questions: cited at the right page ${pct(held.filter((a) => a.right).length, held.length)} (at the page it names ${pct(held.filter((a) => a.named).length, held.length)}; in the passages a model reads ${pct(held.filter((a) => a.given).length, held.length)}), quotes the phrase ${pct(held.filter((a) => a.quoted).length, held.length)}, procedures whole ${pct(held.filter((a) => a.procedure === 'whole').length, held.filter((a) => a.procedure === 'whole' || a.procedure === 'cut').length)} (${held.filter((a) => a.procedure === 'absent').length} not shown), contents/index cited ${held.filter((a) => a.contents).length}, OCR'd questions ${heldScan.filter((a) => a.right).length} of ${heldScan.length}`,
  )
  const all = rows.flatMap((r) => [...r.answers, ...r.heldOut])
  const allScan = [...scanAnswers, ...heldScan]
  console.log(
    `both parts                  ${all.length} questions: cited at the right page ${pct(all.filter((a) => a.right).length, all.length)} (at the page it names ${pct(all.filter((a) => a.named).length, all.length)}; in the passages a model reads ${pct(all.filter((a) => a.given).length, all.length)}), OCR'd questions ${pct(allScan.filter((a) => a.right).length, allScan.length)}`,
  )
}
console.log(
  `${LONG_PAGES}-page manual            ${long.pages.length} pages (${LONG_FROM}'s chapters repeated): ${longRead.status}, ${longRead.passages.length} passages, ${(longRead.ms / 1000).toFixed(1)} s (${(long.pages.length / (longRead.ms / 1000)).toFixed(0)} pages/s), peak RSS ${mb(longRead.peakRss)} (${mb(longRead.startRss)} before; read first, before the other manuals are made)`,
)
console.log(`answers composed by         ${model ? model.label : 'the offline composer'}`)
console.log(
  `generated                   ${generated.length} manuals in ${(generateMs / 1000).toFixed(1)} s; whole bench ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`,
)
console.log(
  `machine                     ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
)
await deps.queue.stop()
await database.close()
rmSync(dir, { recursive: true, force: true })

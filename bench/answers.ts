// npm run bench:answers — the offline answer as an owner meets it, on an embedded PGlite database:
//   dev and held-out parts (content/bench/dev, content/bench/held-out): lead-section accuracy (hit@1), hit@3,
//   the right section among the passages a model answers from (the model path's input, for questions and follow-ups),
//   decline precision and recall, follow-up accuracy and follow-ups that repeat a passage of the previous answer,
//   features offered that the device lacks, answer length;
//   the original 195 questions (content/bench/questions.json): hit@1, hit@3, hit@10, MRR@10;
//   p50/p95 time of a whole offline answer (planning and composing).
// --model answers with the configured model (LLM_PROVIDER, LLM_MODEL and its key or base URL, as the server
// reads them) from the same six passages, and judges the passage its answer cites first; an answer that cites
// none counts as declined. It costs one model call an answer (about 900 for both parts); the original set is
// not run.
// Tune on the dev part only: --misses prints the dev part's misses, never the held-out part's, and the held-out
// part runs only with --report (for the figures in docs/BENCHMARKS.md), so tuning runs never show it.
import { cpus, totalmem } from 'node:os'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../server/db/rows'
import { plainWords } from '../server/features/answers/extractive'
import { PASSAGES_PER_ANSWER } from '../server/features/answers/plan'
import type { HistoryTurn } from '../server/features/answers/retrieval'
import {
  type DeviceRef,
  type OwnerQuestion,
  PARTS,
  type Part,
  readAnswerSet,
  readOriginalSet,
} from './answer-set'
import { modelFromArgs } from './model-answer'
import { openAnswerer, type ProductAnswer } from './product-answer'

const showMisses = process.argv.includes('--misses')
const model = modelFromArgs(process.argv)
const answerer = await openAnswerer(model)
const { db } = answerer.database
const parts: Part[] = process.argv.includes('--report') ? [...PARTS] : ['dev']

type Answered = ProductAnswer
const times: number[] = []
// Answers are planned as the product plans them (PASSAGES_PER_ANSWER); the original set's ranking measures
// (hit@10, MRR@10) read ten passages.
async function answer(question: string, ref: DeviceRef, history: HistoryTurn[] = [], limit?: number) {
  const answered = await answerer.answer(question, ref, history, limit)
  times.push(answered.ms)
  return answered
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Words a reader goes through before the sources (answers before 2026-11-23 pasted 'Also useful' sections). */
function wordsToRead(text: string): number {
  const end = text.search(/^(### Also useful|---)/m)
  return words(end < 0 ? text : text.slice(0, end))
}

/**
 * Whether a follow-up's answer says again, word for word, a paragraph, list or quote of ten words or more that
 * the previous answer said (not the lines every answer has: the device line, the sources).
 */
function repeatsAPassage(answer: string, previous: string): boolean {
  const said = plainWords(previous)
  const body = answer.split(/^---$/m)[0] ?? answer
  return body
    .split(/\n\s*\n/)
    .map(plainWords)
    .some((block) => words(block) >= 10 && !block.startsWith('for your ') && said.includes(block))
}

const median = (values: number[]) => percentile(values, 50)
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}
const ratio = (n: number, d: number) => (d === 0 ? 'n/a' : (n / d).toFixed(3))

async function runPart(part: Part) {
  const set = readAnswerSet(part)
  const misses: string[] = []
  const owners: { q: OwnerQuestion; a: Answered; offered: string[] }[] = []
  for (const q of set.owners) {
    const a = await answer(q.question, q.device)
    // Saying the device does not have a feature is not offering it.
    const offers = a.text.replace(/[^.\n]*\bdoes not have\b[^.\n]*\./gi, '').toLowerCase()
    const offered = (q.absent ?? []).filter((word) => offers.includes(word.toLowerCase()))
    owners.push({ q, a, offered })
    if (a.declined || !a.lead || !q.relevant.includes(a.lead) || offered.length)
      misses.push(
        `${q.id} ${a.declined ? 'DECLINED' : `lead ${a.lead}`}${offered.length ? ` OFFERS ${offered.join(', ')}` : ''}: ${q.question}\n   want ${q.relevant.join(', ')}\n   got  ${a.ranked.slice(0, 3).join(', ')}`,
      )
  }
  const offTopic = []
  for (const q of set.offTopic) {
    const a = await answer(q.question, q.device)
    offTopic.push({ q, a })
    if (!a.declined) misses.push(`${q.id} ANSWERED off-topic (${q.kind}): ${q.question}\n   got  ${a.lead}`)
  }
  const followUps = []
  for (const f of set.followUps) {
    const first = await answer(f.first.question, f.device)
    const history: HistoryTurn[] = [
      { role: 'user', content: f.first.question },
      { role: 'assistant', content: first.text },
    ]
    const next = await answer(f.followUp.question, f.device, history)
    const right = !next.declined && next.lead !== null && f.followUp.relevant.includes(next.lead)
    // What the model path reads: the passages of the plan, not only the one the offline answer leads with.
    const given = !next.declined && next.ranked.some((id) => f.followUp.relevant.includes(id))
    followUps.push({ f, first, next, right, given, repeats: repeatsAPassage(next.text, first.text) })
    if (!right)
      misses.push(
        `${f.id} follow-up ${next.declined ? 'DECLINED' : `lead ${next.lead}`}: ${f.first.question} -> ${f.followUp.question}\n   want ${f.followUp.relevant.join(', ')}\n   first led with ${first.lead}\n   got  ${next.ranked.join(', ')}`,
      )
  }

  const onTopicAnswers = [...owners.map((o) => o.a)]
  const declinedOnTopic = onTopicAnswers.filter((a) => a.declined).length
  const declinedOffTopic = offTopic.filter((o) => o.a.declined).length
  const hitAt = (k: number) =>
    owners.filter((o) => !o.a.declined && o.a.ranked.slice(0, k).some((id) => o.q.relevant.includes(id)))
      .length
  const withAbsent = owners.filter((o) => o.q.absent?.length)
  const answered = owners.filter((o) => !o.a.declined)
  return {
    part,
    rows: [
      ['owner questions', String(owners.length)],
      [
        'lead section (hit@1)',
        ratio(
          owners.filter((o) => !o.a.declined && o.q.relevant.includes(o.a.lead ?? '')).length,
          owners.length,
        ),
      ],
      ['hit@3', ratio(hitAt(3), owners.length)],
      [`in the ${PASSAGES_PER_ANSWER} a model reads`, ratio(hitAt(PASSAGES_PER_ANSWER), owners.length)],
      ['off-topic questions', String(offTopic.length)],
      ['decline precision', ratio(declinedOffTopic, declinedOffTopic + declinedOnTopic)],
      ['decline recall', ratio(declinedOffTopic, offTopic.length)],
      ['follow-up pairs', String(followUps.length)],
      ['follow-up accuracy', ratio(followUps.filter((f) => f.right).length, followUps.length)],
      [
        `follow-up in the ${PASSAGES_PER_ANSWER} read`,
        ratio(followUps.filter((f) => f.given).length, followUps.length),
      ],
      [
        'follow-up repeats lead',
        ratio(followUps.filter((f) => f.next.lead && f.next.lead === f.first.lead).length, followUps.length),
      ],
      ['follow-up repeats a passage', ratio(followUps.filter((f) => f.repeats).length, followUps.length)],
      [
        'offers a lacking feature',
        `${withAbsent.filter((o) => o.offered.length).length} of ${withAbsent.length}`,
      ],
      ['median words to read', String(median(answered.map((o) => wordsToRead(o.a.text))))],
      [
        'median words with related',
        String(median(answered.map((o) => wordsToRead(o.a.text) + o.a.relatedWords))),
      ],
    ],
    misses,
  }
}

async function runOriginal() {
  const questions = readOriginalSet()
  const ranks: number[] = []
  let declined = 0
  for (const q of questions) {
    const a = await answer(q.question, q.device, [], 10)
    ranks.push(a.ranked.findIndex((id) => q.relevant.includes(id)) + 1)
    // Every question of this set is about electronics: declining one is a miss (retrieval still ranks).
    if (a.declined) {
      declined++
      if (showMisses) console.log(`${q.id} DECLINED (original set): ${q.question}`)
    }
  }
  const hits = (k: number) => ratio(ranks.filter((r) => r > 0 && r <= k).length, ranks.length)
  const mrr = ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / ranks.length
  return [
    ['questions', String(ranks.length)],
    ['hit@1', hits(1)],
    ['hit@3', hits(3)],
    ['hit@10', hits(10)],
    ['MRR@10', mrr.toFixed(3)],
    ['declined', String(declined)],
  ]
}

// A warm-up pass (corpus statistics, query plans), then the measured passes.
await runPart('dev')
times.length = 0
const results = []
for (const part of parts) results.push(await runPart(part))
const original = model ? [['questions', 'not run with --model']] : await runOriginal()
const passages = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from knowledge_chunks`),
)[0]

if (showMisses) for (const line of results.find((r) => r.part === 'dev')?.misses ?? []) console.log(line)
const [dev, heldOut] = results
console.log(`${'part'.padEnd(26)} ${'dev'.padStart(9)} ${heldOut ? 'held-out'.padStart(9) : ''}`)
for (const [i, [name, value]] of (dev?.rows ?? []).entries())
  console.log(
    `${(name ?? '').padEnd(26)} ${(value ?? '').padStart(9)} ${(heldOut?.rows[i]?.[1] ?? '').padStart(9)}`,
  )
console.log(`\noriginal set (${passages?.n} indexed passages)`)
for (const [name, value] of original) console.log(`${(name ?? '').padEnd(26)} ${(value ?? '').padStart(9)}`)
console.log(`\nanswers composed by        ${model ? model.label : 'the offline composer'}`)
console.log(`answer time p50            ${median(times).toFixed(1)} ms`)
console.log(`answer time p95            ${percentile(times, 95).toFixed(1)} ms`)
console.log(
  `machine                    ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
)
await answerer.close()

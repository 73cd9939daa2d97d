// A numbered procedure of an uploaded manual, whole. The reader cuts a manual into passages of about 800
// characters that never span two pages (features/documents/text.ts: chunkBlocks), so a procedure that the
// layout splits across columns and pages, or that runs past a passage's size, comes in pieces: the passage that
// answers may hold steps 4 and 5 of a distress alert without 1 to 3, or the intro and its warning without a
// step. Before an answer is composed, a manual passage that holds part of a procedure is joined with the
// neighbouring passages of the same section that continue its numbering, so the composer (and the model)
// reads every step, its intro and its notes, numbered as the manual numbers them.
import type { Db } from '../../db/client'
import { searchIndexOf } from '../search-index'
import type { Passage } from './retrieval'

const STEP = /^(\d{1,2})[.)]\s/
const NOTE = /^(\*\*|_)?(note|notes|warning|caution|important|danger|tip)\b/i
const LIST_ITEM = /^(\d{1,2}[.)]|[a-z][.)]|[•●▪◦–*-])\s/
// How far a procedure is followed each way, in passages (a long one fills three or four).
const MAX_NEIGHBOURS = 3

/** A passage of a manual as stored: what joining needs. */
export interface ManualPiece {
  id: string
  title: string
  body: string
}

const blocksOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)

const stepNumber = (block: string) => Number(STEP.exec(block)?.[1] ?? Number.NaN)
const isStep = (block: string) => STEP.test(block)
const endsASentence = (block: string) => /[.!?:;)"']$/.test(block)
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Whether a block is the rest of the one before it, cut off by a column or page break ('Alert Sent' / 'shows.'):
 * it starts in lower case, or the block before it ends mid-sentence and it is no new item or notice.
 */
function continuesBlock(before: string, block: string): boolean {
  if (isStep(block) || LIST_ITEM.test(block) || NOTE.test(block)) return false
  return /^\p{Ll}/u.test(block) || !endsASentence(before)
}

/** A step's text mended where a column or page break cut it into two paragraphs. */
function mended(blocks: string[]): string[] {
  const out: string[] = []
  for (const block of blocks) {
    const before = out.at(-1)
    if (before !== undefined && isStep(before) && continuesBlock(before, block))
      out[out.length - 1] = /\p{L}-$/u.test(before) ? before.slice(0, -1) + block : `${before} ${block}`
    else out.push(block)
  }
  return out
}

/** Where the numbered list a passage's blocks end in stands open: its last step's number, or null when it ended. */
function openStep(blocks: string[]): number | null {
  const last = blocks.findLastIndex(isStep)
  if (last < 0) return null
  // After the last step, only its notes: anything else ends the procedure.
  return blocks.slice(last + 1).every((b) => NOTE.test(b)) ? stepNumber(blocks[last] as string) : null
}

/**
 * The blocks of `next` that continue the procedure `blocks` ends in, or null when `next` does not continue it:
 * after what a break cut off (mended onto the last step) and the sentences the reader repeats from the passage
 * before, its first step is the next number, or it opens with notes that follow the steps.
 */
function continuation(blocks: string[], next: string[]): { fragment: string[]; rest: string[] } | null {
  const open = openStep(blocks)
  if (open === null) return null
  const before = spaced(blocks.join(' '))
  const fragment: string[] = []
  let i = 0
  for (; i < next.length; i++) {
    const block = next[i] as string
    if (isStep(block) || NOTE.test(block)) break
    // A passage cut for its size starts with the closing sentences of the one before.
    if (before.endsWith(spaced(block))) continue
    const last = fragment.at(-1) ?? (blocks.at(-1) as string)
    if (fragment.length === 0 && isStep(last) && continuesBlock(last, block)) fragment.push(block)
    else return null
  }
  const first = next[i]
  if (first === undefined) return null
  if (isStep(first) ? stepNumber(first) !== open + 1 : !NOTE.test(first)) return null
  return { fragment, rest: next.slice(i) }
}

function joined(blocks: string[], next: { fragment: string[]; rest: string[] }): string[] {
  const out = [...blocks]
  if (next.fragment.length) out[out.length - 1] = [out.at(-1), ...next.fragment].join(' ')
  return [...out, ...next.rest]
}

/** Whether a passage may hold part of a procedure: a step, or notes or a cut-off line at its start. */
const mayHoldProcedure = (body: string) => {
  const blocks = blocksOf(body)
  return blocks.some(isStep) || (blocks[0] !== undefined && NOTE.test(blocks[0]))
}

/**
 * A passage's procedure whole: the passages before and after it in the manual (`neighbours`, by id) of the same
 * section are joined to it while they continue its numbering; a step cut in two by a column break is mended.
 * `from` is the id of the passage the joined text begins in (where the procedure starts).
 */
export function wholeProcedure(
  piece: ManualPiece,
  neighbours: Map<string, ManualPiece>,
): { body: string; from: string } {
  const at = /^(.*):(\d+)$/.exec(piece.id)
  let blocks = mended(blocksOf(piece.body))
  let from = piece.id
  if (!at) return { body: blocks.join('\n\n'), from }
  const [, source, position] = at
  const neighbour = (n: number) => {
    const found = neighbours.get(`${source}:${n}`)
    return found && found.title === piece.title ? mended(blocksOf(found.body)) : null
  }
  const here = Number(position)
  for (let n = here - 1; n >= here - MAX_NEIGHBOURS; n--) {
    const earlier = neighbour(n)
    const next = earlier && continuation(earlier, blocks)
    if (!earlier || !next) break
    blocks = joined(earlier, next)
    from = `${source}:${n}`
  }
  for (let n = here + 1; n <= here + MAX_NEIGHBOURS; n++) {
    const later = neighbour(n)
    const next = later && continuation(blocks, later)
    if (!later || !next) break
    blocks = joined(blocks, next)
  }
  return { body: blocks.join('\n\n'), from }
}

/** The ids of the passages around a manual passage, up to MAX_NEIGHBOURS each way. */
function neighbourIds(id: string): string[] {
  const at = /^(.*):(\d+)$/.exec(id)
  if (!at) return []
  const here = Number(at[2])
  const ids: string[] = []
  for (let n = here - MAX_NEIGHBOURS; n <= here + MAX_NEIGHBOURS; n++)
    if (n !== here && n > 0) ids.push(`${at[1]}:${n}`)
  return ids
}

/**
 * The passages, each manual passage that holds part of a numbered procedure with the whole of it, cited by the
 * page where the procedure begins: the owner who opens the manual there reads it from its first step.
 */
export async function withWholeProcedures(db: Db, passages: Passage[]): Promise<Passage[]> {
  const pieces = passages.filter((p) => p.kind === 'manual' && mayHoldProcedure(p.body))
  if (pieces.length === 0) return passages
  const ids = [...new Set(pieces.flatMap((p) => neighbourIds(p.id)))]
  if (ids.length === 0) return passages
  const rows = await searchIndexOf(db).passages(ids)
  const neighbours = new Map(rows.map((r) => [r.id, r]))
  return passages.map((p) => {
    if (!pieces.includes(p)) return p
    const whole = wholeProcedure({ id: p.id, title: p.title, body: p.body }, neighbours)
    const start = neighbours.get(whole.from)
    return start
      ? { ...p, body: whole.body, page: start.page, pageLabel: start.pageLabel, url: start.url }
      : { ...p, body: whole.body }
  })
}

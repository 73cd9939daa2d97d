// The offline composer: an answer that leads with the section that answers, whole when it reads in about a
// minute (every step in the source's numbering, its intro, notes and values), cut to what the question asks
// when it is longer (steps for a how-to, causes then fixes for a symptom, a few sentences for a what-is); an
// emergency procedure leads, whole, first; related sections follow as short titled excerpts, and declines say
// what the assistant can help with.
import type { RelatedSection } from '../../../contract/query'
import { bestSentenceMatch, overlap, stems } from './answer-kinds'
import {
  CAPABILITY_NAMES,
  type Capability,
  lackingCapabilities,
  lackingFeaturesIn,
  lackingFeaturesNamed,
  listedFrequencyNames,
  namesOtherMaker,
  namesOtherMakersProduct,
  namesOwnForm,
  namesOwnMaker,
  unlistedFeatureAsked,
  unlistedFrequencies,
  withoutFeatureNames,
} from './capabilities'
import { cited } from './citations'
import { EMERGENCY, isEmergencyProcedure } from './emergency'
import type { FollowUpContext } from './follow-up'
import type { Intent } from './intent'
import { type DeclineReason, MIN_SCORE_ON_TOPIC } from './plan'
import { productNamesIn } from './product-names'
import { type QuestionText, questionText } from './question'
import type { DeviceContext, Passage } from './retrieval'
import { sourceTitle } from './sources'
import { sentencesOf } from './words'

const RELATED_RATIO = 0.4
// The device's own manual leads over a guide that scores higher, down to the share at which a passage is still
// related ('Radio Frequency Exposure' in the radar's manual over the guide's 'Radar safety and radiation').
const OWN_MANUAL_ANSWERS_RATIO = RELATED_RATIO
const MAX_RELATED = 3
// The answer before the related sections: long enough to answer, short enough to read in under a minute.
const TARGET_MIN_WORDS = 80
const TARGET_MAX_WORDS = 300
const RELATED_MAX_WORDS = 60
const listFormat = new Intl.ListFormat('en', { type: 'conjunction' })
const eitherFormat = new Intl.ListFormat('en', { type: 'disjunction' })

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

export function deviceLabel(device: DeviceContext): string {
  return [device.brand, device.model].filter(Boolean).join(' ')
}

const KIND_MAX_WORDS = 10

/**
 * What the device is, as the answer's header says it: its catalogue type, or, where that says only 'other' (a
 * radio, an AIS transponder, an instrument), the start of its specifications' 'Type:' line. Empty when neither
 * says.
 */
export function deviceKind(device: Pick<DeviceContext, 'deviceType' | 'specifications'>): string {
  const type = device.deviceType?.trim() ?? ''
  if (type && type.toLowerCase() !== 'other') return type
  const line =
    /^type:\s*([^\n(;]+)/im
      .exec(device.specifications ?? '')?.[1]
      ?.trim()
      .replace(/[.,:]+$/, '') ?? ''
  return line && wordCount(line) <= KIND_MAX_WORDS ? line : ''
}

/** The answer's first line: 'For your **Icom IC-M424G** (fixed-mount VHF marine radio ...)'. */
export function deviceHeader(device: DeviceContext): string {
  const kind = deviceKind(device)
  return `For your **${deviceLabel(device)}**${kind ? ` (${kind})` : ''}`
}

interface Block {
  kind: 'heading' | 'paragraph' | 'steps' | 'list'
  text: string
}

/** A section's body as paragraphs, numbered steps, bullet lists and ### headings. */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of body.split(/\n\s*\n/)) {
    const text = chunk.trim()
    if (!text) continue
    if (/^#{3,}\s/.test(text)) {
      const [heading, ...rest] = text.split('\n')
      blocks.push({ kind: 'heading', text: heading as string })
      if (rest.length) blocks.push(...blocksOf(rest.join('\n')))
    } else if (/^(?![-*•]\s|\d+[.)]\s)[^\n]*\n(?:(?:[-*•]|\d+[.)])\s[^\n]*(?:\n|$))+$/.test(text)) {
      // 'On the PRO+ 2:' or 'Method 1: motor head to wind' and its items written without a blank line between:
      // an intro, then the list.
      const [intro, ...items] = text.split('\n')
      blocks.push({ kind: 'paragraph', text: intro as string }, ...blocksOf(items.join('\n')))
    } else if (/^\d+[.)]\s/.test(text)) blocks.push({ kind: 'steps', text })
    else if (/^[-*•]\s/.test(text)) blocks.push({ kind: 'list', text })
    else blocks.push({ kind: 'paragraph', text })
  }
  return joinedSteps(blocks)
}

const lastStepNumber = (steps: string) => Number(/(?:^|\n)(\d+)[.)]\s[^\n]*$/.exec(steps)?.[1] ?? Number.NaN)
const firstStepNumber = (steps: string) => Number(/^(\d+)[.)]\s/.exec(steps)?.[1] ?? Number.NaN)

/** Numbered steps a blank line split ('3. ...', blank, '4. ...') are one procedure: one block. */
function joinedSteps(blocks: Block[]): Block[] {
  const joined: Block[] = []
  for (const block of blocks) {
    const previous = joined[joined.length - 1]
    if (
      previous?.kind === 'steps' &&
      block.kind === 'steps' &&
      firstStepNumber(block.text) === lastStepNumber(previous.text) + 1
    )
      joined[joined.length - 1] = { ...previous, text: `${previous.text}\n${block.text}` }
    else joined.push(block)
  }
  return joined
}

/** A note, warning or caution: it goes with the steps it follows. */
const NOTE = /^(\*\*|_)?(note|notes|warning|caution|important|danger|tip)\b/i

/** The part of a long section under the ### heading most about the question (all of it when none is). */
function focusSubsection(blocks: Block[], question: Set<string>): Block[] {
  const starts = blocks.flatMap((b, i) => (b.kind === 'heading' ? [i] : []))
  if (starts.length === 0) return blocks
  let best: Block[] = blocks
  let bestScore = 0
  starts.forEach((start, n) => {
    const part = blocks.slice(start, starts[n + 1] ?? blocks.length)
    const score =
      overlap(question, part[0]?.text ?? '') * 2 + overlap(question, part.map((b) => b.text).join(' '))
    if (score > bestScore) {
      best = part
      bestScore = score
    }
  })
  // The section's opening paragraph (before the first ###) often says what the whole section is about.
  const opening = blocks.slice(0, starts[0]).filter((b) => b.kind === 'paragraph')
  return best === blocks ? blocks : [...opening.slice(0, 1), ...best]
}

// A question's word that runs through the whole section ('auto route' in a section on auto routing) says little
// about which of its blocks answers; one found in a single block ('draft') says much: each counts 1 / the blocks
// that hold it.
function bestOf(blocks: Block[], kinds: Block['kind'][], question: Set<string>): number {
  const blockStems = blocks.map((b) => stems(b.text))
  const spread = new Map<string, number>()
  for (const set of blockStems)
    for (const s of set) if (question.has(s)) spread.set(s, (spread.get(s) ?? 0) + 1)
  let best = -1
  let bestScore = -1
  blocks.forEach((b, i) => {
    if (!kinds.includes(b.kind)) return
    let score = 0
    for (const s of blockStems[i] ?? []) if (question.has(s)) score += 1 / (spread.get(s) ?? 1)
    if (score > bestScore) {
      best = i
      bestScore = score
    }
  })
  return best
}

function firstSentences(text: string, count: number): string {
  return sentencesOf(text).slice(0, count).join('').trim()
}

/**
 * The blocks of a section that answer the question, in their order: the steps (with what introduces them)
 * for a how-to, the cause and the list of fixes for a symptom, two or three sentences for a what-is.
 */
function focusedBlocks(
  body: string,
  question: Set<string>,
  intent: Intent,
  fit: DeviceFit = FITS_ANY,
  shownBefore: (block: Block) => boolean = () => false,
  /** Shown whole up to this many words (0: always cut to the part that answers). */
  wholeUpTo = 0,
): Block[] {
  // What does not fit the device is left out first, so the focus falls on what remains; so is what the
  // previous answer already said.
  const fitting = blocksOf(body)
    .filter((b) => b.kind === 'heading' || !shownBefore(b))
    .map((b) => filterBlock(b, fit))
    // An intro whose list was left out whole ('On the CHIRP+ 2:') goes with it.
    .filter((b, i, all): b is Block => {
      if (b === null) return false
      const next = all[i + 1]
      return !(b.kind === 'paragraph' && b.text.endsWith(':') && (!next || next.kind === 'paragraph'))
    })
  const blocks = focusSubsection(fitting, question)
  const content = blocks.filter((b) => b.kind !== 'heading')
  if (content.length === 0) return blocks
  // A section that can be read in about a minute is the answer whole: its intro, every step, its notes and
  // the values in its lists, in its order. Cutting it to the block most like the question lost the part that
  // answers as often as it kept it.
  if (content.reduce((n, b) => n + wordCount(b.text), 0) <= wholeUpTo) return content
  const chosen = new Set<number>()
  const firstParagraph = content.findIndex((b) => b.kind === 'paragraph')
  const withIntro = (i: number) => {
    chosen.add(i)
    if (i > 0 && content[i - 1]?.kind === 'paragraph') chosen.add(i - 1)
    // The notes and warnings after steps are part of the procedure.
    for (let j = i + 1; content[i]?.kind === 'steps' && NOTE.test(content[j]?.text ?? ''); j++) chosen.add(j)
  }
  if (intent === 'what-is') {
    const best = bestOf(content, ['paragraph'], question)
    const paragraph = content[Math.max(best, 0)] as Block
    return [{ kind: 'paragraph', text: firstSentences(paragraph.text, 3) }]
  }
  if (intent === 'how-to') {
    const steps = bestOf(content, ['steps'], question)
    if (steps >= 0) withIntro(steps)
  }
  if (intent === 'symptom') {
    if (firstParagraph >= 0) chosen.add(firstParagraph)
    const list = bestOf(content, ['steps', 'list'], question)
    if (list >= 0) withIntro(list)
  }
  if (chosen.size === 0) {
    const best = bestOf(content, ['paragraph', 'steps', 'list'], question)
    withIntro(Math.max(best, 0))
    const next = content[best + 1]
    if (content[best]?.text.endsWith(':') && next) chosen.add(best + 1)
  }
  // Too short to answer (and no steps or list to stand on): the blocks that follow are added until it reads
  // as an answer.
  if ([...chosen].some((i) => content[i]?.kind === 'steps' || content[i]?.kind === 'list'))
    return [...chosen].sort((a, b) => a - b).map((i) => content[i] as Block)
  let words = [...chosen].reduce((n, i) => n + wordCount(content[i]?.text ?? ''), 0)
  for (let i = Math.max(...chosen) + 1; i < content.length && words < TARGET_MIN_WORDS; i++) {
    chosen.add(i)
    words += wordCount(content[i]?.text ?? '')
  }
  return [...chosen].sort((a, b) => a - b).map((i) => content[i] as Block)
}

// 'Turned response down, still snakes around': the owner tried one cause of the troubleshooting list the
// previous answer led with. That list again, the cause tried cut to its first sentence and marked, is where the
// next cause to check is (issue 39: 'that didn't work' goes to the next cause in the same list). It keeps the
// source's numbering: a numbered list is shown whole, in order.
const LIST_ITEM = /^(?:[-*\u2022]|\d+[.)])\s+/
const ITEM_LABEL = /^\*\*([^*]+)\*\*/
const MIN_CAUSES = 3

function causesAfterTried(section: Passage, tried: string, fit: DeviceFit): string | null {
  const triedStems = stems(tried)
  if (triedStems.size === 0) return null
  for (const block of blocksOf(section.body)) {
    if (block.kind !== 'steps' && block.kind !== 'list') continue
    const lines = block.text.split('\n')
    // A list of causes names each one first ('**Compass problem:** ...'); warnings or plain steps do not.
    const items = lines.flatMap((line, i) =>
      ITEM_LABEL.test(line.replace(LIST_ITEM, '')) && LIST_ITEM.test(line) ? [i] : [],
    )
    if (items.length < MIN_CAUSES) continue
    // The cause tried is the one whose label names what the owner did ('response' -> 'Response or rudder gain
    // too high'); a word of its text counts for less, since other causes' fixes mention it too.
    const labels = items.map((i) =>
      overlap(triedStems, ITEM_LABEL.exec((lines[i] as string).replace(LIST_ITEM, ''))?.[1] ?? ''),
    )
    const scores = items.map((i, n) => 2 * (labels[n] as number) + overlap(triedStems, lines[i] as string))
    const best = Math.max(...scores)
    const triedAt = scores.indexOf(best)
    if (labels[triedAt] === 0 || scores.filter((score) => score === best).length > 1) continue
    const at = items[triedAt] as number
    const line = lines[at] as string
    const marker = LIST_ITEM.exec(line)?.[0] ?? ''
    lines[at] = `${marker}${firstSentences(line.slice(marker.length), 1)} _(What you tried.)_`
    return filterBlock({ kind: block.kind, text: lines.join('\n') }, fit)?.text ?? null
  }
  return null
}

// How near the best passage's score the other section must come to complete the answer, and how much of it.
const COMPLEMENT_RATIO = 0.5
const COMPLEMENT_LINES = 2
const COMPLEMENT_MIN_MATCH = 2

/** The few lines of a section (list items and sentences, never a procedure's steps) that hold the question's words. */
function complementLines(p: Passage, question: Set<string>, fit: DeviceFit): string[] {
  const lines = blocksOf(p.body)
    .map((b) => filterBlock(b, fit))
    .flatMap((b) =>
      b === null || b.kind === 'heading' || b.kind === 'steps'
        ? []
        : b.kind === 'list'
          ? b.text.split('\n').filter((l) => /^[-*\u2022]\s/.test(l))
          : b.text.endsWith(':')
            ? []
            : sentencesOf(b.text).map((t) => `- ${t.trim()}`),
    )
  const scored = lines.map((text, i) => ({ text, i, score: overlap(question, text) }))
  return scored
    .filter((l) => l.score >= COMPLEMENT_MIN_MATCH)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, COMPLEMENT_LINES)
    .sort((a, b) => a.i - b.i)
    .map((l) => l.text)
}

// The general section and the maker's complete each other; where the other one holds a short procedure about
// the question (moving a waypoint, beside the Lowrance section on marking one from SideScan), that procedure is
// what the owner needs, whole and numbered as the source numbers it, not two of its lines.
// A short other section is shown whole: the general section's tips hold what the maker's name for the feature
// does not ('Targets moving across your bow at a constant range change less and may not be highlighted'), which
// no line picked by the question's words reaches. Up to about 330 words in all, a little over a minute's read.
const COMPLEMENT_WHOLE_UP_TO = 180
const COMPLEMENT_WHOLE_ANSWER_MAX = 330

/** The other section whole, what fits the device, when it is short, the answer stays short and it says something new. */
function complementWhole(p: Passage, fit: DeviceFit, sofar: string): string {
  const blocks = blocksOf(p.body)
    .map((b) => filterBlock(b, fit))
    .filter((b): b is Block => b !== null && b.kind !== 'heading')
  const text = renderBlocks(blocks)
  const n = wordCount(text)
  if (n > COMPLEMENT_WHOLE_UP_TO || wordCount(sofar) + n > COMPLEMENT_WHOLE_ANSWER_MAX) return ''
  if (blocks.some(alreadySaid(sofar))) return ''
  return text
}
const COMPLEMENT_STEPS_MAX_WORDS = 100
const COMPLEMENT_STEPS_MIN_MATCH = 2

/** The other section's procedure that holds the question's words, whole with its intro, when short and not said yet. */
function complementSteps(p: Passage, subject: Set<string>, fit: DeviceFit, sofar: string): string {
  const blocks = focusedBlocks(p.body, subject, 'how-to', fit).filter((b) => b.kind !== 'heading')
  if (!blocks.some((b) => b.kind === 'steps')) return ''
  const text = renderBlocks(blocks)
  if (wordCount(text) > COMPLEMENT_STEPS_MAX_WORDS) return ''
  if (overlap(subject, text) < COMPLEMENT_STEPS_MIN_MATCH) return ''
  if (blocks.some(alreadySaid(sofar))) return ''
  return text
}

// An owner's question is often answered by two sections: the lead says what to do, the next says the value or
// the cause the owner also needs ('surface clarity low, medium or high' -> the maker's menu and the general
// 'start at Low'). The first next section that scores near the best and has something to add follows the lead:
// its answering part when it is short, else its lines that hold the question's words, while the answer stays
// readable in about a minute. One, not two: a second added words and no content (0094).
const NEXT_SECTION_RATIO = 0.4
const MAX_NEXT_SECTIONS = 1
const NEXT_SECTION_WHOLE_UP_TO = 150
// An answering part none of whose lines holds this many of the question's own words is about something else
// ('Routes join waypoints'; a page layout's lines that name the screen, then the bottom).
const NEXT_SECTION_MIN_MATCH = 2
const FIRST_ANSWER_MAX_WORDS = 290

function nextSections(input: {
  passages: Passage[]
  best: Passage
  used: Passage[]
  question: Set<string>
  intent: Intent
  fit: DeviceFit
  /** The question's stems without the device's own names. */
  subject: Set<string>
  sofar: string
  /** Words kept for what follows (the specifications' lines). */
  reserved: number
}): { p: Passage; text: string }[] {
  const seen = new Set(input.used.map((u) => u.sourceId + u.title))
  const out: { p: Passage; text: string }[] = []
  let sofar = input.sofar
  const room = () => FIRST_ANSWER_MAX_WORDS - input.reserved - wordCount(sofar)
  for (const p of input.passages) {
    if (out.length >= MAX_NEXT_SECTIONS) break
    if (
      p.kind !== 'guide' ||
      p.score < input.best.score * NEXT_SECTION_RATIO ||
      seen.has(p.sourceId + p.title)
    )
      continue
    seen.add(p.sourceId + p.title)
    const said = alreadySaid(sofar)
    const blocks = focusedBlocks(
      p.body,
      input.question,
      input.intent,
      input.fit,
      () => false,
      NEXT_SECTION_WHOLE_UP_TO,
    ).filter((b) => b.kind !== 'heading')
    const part = renderBlocks(blocks)
    // Its answering part when that fits, holds the question's words and says nothing said already (two
    // sections share a step's wording); else only its lines that hold the question's words, not said yet.
    const text =
      blocks.length > 0 &&
      !blocks.some(said) &&
      wordCount(part) <= room() &&
      bestSentenceMatch(input.subject, part) >= NEXT_SECTION_MIN_MATCH
        ? part
        : complementLines(p, input.subject, input.fit)
            .filter((l) => !sofar.includes(l.slice(2)))
            .join('\n')
    if (!text || wordCount(text) > room()) continue
    out.push({ p, text })
    sofar += `\n${text}`
  }
  return out
}

// A follow-up's other sections (the one the previous answer led with, the next best match) show only the lines
// it asks about, in a few lines each: the lead answers, these complete it.
const SUPPORTING_MAX_WORDS = 80
const MAX_SUPPORTING = 2
const PREVIOUS_SECTION_WHOLE_UP_TO = 300
// A supporting section matches the follow-up at least this well, against the best passage's score.
const SUPPORTING_RATIO = 0.4
// 'Where is that menu', 'where do i find that on mine': a line naming a menu path answers it.
const ASKS_WHERE = /\bwhere\b/i
// Specification lines a follow-up shows: those naming a word of the question or of the lead's title.
const MAX_FOLLOW_UP_SPEC_LINES = 3
// A procedure is shown whole or not at all: as a supporting part, only up to this length.
const SUPPORTING_PROCEDURE_MAX_WORDS = 150
// A supporting section holds at least one of the follow-up's own words (a menu path after 'where').
const SUPPORTING_MIN_MATCH = 1
// The previous question's words count for less than the follow-up's own (chosen on the development part).
const CONTEXT_WEIGHT = 0.3
const NUMBERED_LINE = /^\d+[.)]\s/m
// A supporting section titled by one of the follow-up's own words shows the part that answers: whole up to
// about 200 words, else its steps or causes, when they fit in about 220 (chosen on the development part).
const SUPPORTING_TITLE_MIN_MATCH = 1
const SUPPORTING_WHOLE_UP_TO = 200
const SUPPORTING_ANSWER_MAX_WORDS = 220
const MENU_PATH = /\S\s*>\s*\S|\bmenu\b|\bsettings\b/i

// 'Is that normal', 'so is my transducer bad or is that normal', 'should i worry': the owner asks whether what
// they see is a fault.
export const ASKS_IF_NORMAL =
  /\b(normal|expected|should i (be )?worr(y|ied)|(is|it's|its) (that|this|it) (ok|okay|bad|a problem|a fault|broken)|(is|are) (my|the) [a-z0-9 -]{1,30}?\b(bad|broken|faulty|dead|damaged|shot|fried)|(something|anything) wrong)\b/i
// The words of asking it, which say nothing of what the owner sees.
const ASKING_IF_NORMAL = stems(
  'normal expected worry worried bad broken faulty dead damaged shot fried wrong okay problem fault so or',
)
// A guide's line that says whether something is normal, expected or harmless, or a fault.
const VERDICT =
  /\b(normal|normally|expected|harmless|nothing wrong|not a fault|not a problem|fault|faulty|damaged|defective|failing|failed)\b/i
const VERDICT_MAX_WORDS = 90

/**
 * What the owner says they see, as stems: their words without those of asking whether it is normal, nor the
 * names of the feature ('VelocityTrack'), which say what it is about, not how it looks.
 */
function appearanceIn(text: string): Set<string> {
  const names = stems(productNamesIn(text).join(' '))
  return new Set([...stems(text)].filter((w) => !ASKING_IF_NORMAL.has(w) && !names.has(w)))
}

/**
 * How many of the owner's words for what they see a line holds, a word meeting another that begins with it
 * ('stripe' and the guide's 'strip'): owners describe a picture in words of their own.
 */
function looseOverlap(seen: Set<string>, text: string): number {
  const words = [...stems(text)]
  const meets = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)))
  return [...seen].filter((w) => words.some((x) => meets(w, x))).length
}

/**
 * The lines that say whether what the owner sees is normal: of the section that explains it (the previous
 * answer's first, then the follow-up's), those that say it is normal, expected, harmless or a fault, or, failing
 * that, the line that explains the appearance ('The dark center strip is the water column under the boat').
 * Only guide lines: where none speaks of it, nothing is said.
 */
function verdictPart(
  sections: Passage[],
  appearance: Set<string>,
  fit: DeviceFit,
): { p: Passage; blocks: Block[]; lines: string[] } | null {
  let best: { p: Passage; blocks: Block[]; lines: string[]; score: number } | null = null
  for (const p of sections) {
    // The section's own subject is on every line about it: what tells lines apart is the rest.
    const titleStems = stems(p.title)
    const seen = new Set([...appearance].filter((w) => !titleStems.has(w)))
    const aboutIt = overlap(appearance, p.title) > 0
    const blocks = blocksOf(p.body)
      .filter((b) => b.kind !== 'heading')
      .map((b) => (p.kind === 'manual' ? b : filterBlock(b, fit)))
      .filter((b): b is Block => b !== null)
    const units: { block: number; text: string; score: number }[] = []
    blocks.forEach((b, i) => {
      // A numbered list is one unit, shown whole or not at all (0048).
      const parts =
        b.kind === 'steps' ? [b.text] : b.kind === 'list' ? b.text.split('\n') : sentencesOf(b.text)
      for (const text of parts) {
        const says = VERDICT.test(text)
        const match = looseOverlap(seen, text)
        if ((says && (match > 0 || aboutIt)) || match >= 2)
          units.push({ block: i, text, score: match + (says ? 1.5 : 0) })
      }
    })
    const ranked = [...units].sort((a, b) => b.score - a.score)
    const chosen: typeof units = []
    let words = 0
    for (const unit of ranked) {
      const n = wordCount(unit.text)
      // A numbered list that explains it ('1. The dark center strip is...') is shown whole, as in 0048.
      const limit = NUMBERED_LINE.test(unit.text) ? SUPPORTING_PROCEDURE_MAX_WORDS : VERDICT_MAX_WORDS
      if (words + n > limit) continue
      // After the best line, only the lines that say it (normal or a fault), not more of the explanation.
      if (chosen.length > 0 && !VERDICT.test(unit.text)) continue
      chosen.push(unit)
      words += n
    }
    const score = chosen.reduce((n, u) => n + u.score, 0)
    if (chosen.length === 0 || (best && best.score >= score)) continue
    const shown = blocks.flatMap((b, i) => {
      const texts = units.filter((u) => u.block === i && chosen.includes(u)).map((u) => u.text.trim())
      if (texts.length === 0) return []
      return [{ kind: b.kind, text: b.kind === 'paragraph' ? texts.join(' ') : texts.join('\n') }]
    })
    best = { p, blocks: shown, lines: chosen.map((u) => u.text.trim()), score }
  }
  return best
}

interface Unit {
  block: number
  text: string
  score: number
  /** How many of the follow-up's own words it holds. */
  own: number
  words: number
}

/**
 * The lines of a section a follow-up asks about: sentences of its paragraphs, items of its lists and, whole, a
 * numbered procedure (never cut), best match first up to a few lines, shown in the section's order. After
 * 'where is that', the lines that name a menu path count as matching.
 */
function askedPart(
  body: string,
  question: Set<string>,
  fit: DeviceFit | undefined,
  asksWhere: boolean,
  /** The conversation's words (the previous question): they break ties between lines the follow-up matches. */
  context: Set<string> = new Set(),
): { blocks: Block[]; match: number } {
  const blocks = blocksOf(body)
    .filter((b) => b.kind !== 'heading')
    .map((b) => (fit ? filterBlock(b, fit) : b))
    .filter((b): b is Block => b !== null)
  const units: Unit[] = []
  blocks.forEach((b, i) => {
    // A paragraph holding numbered lines ('**Dockside**' and its steps) is a procedure too: one unit.
    const parts =
      b.kind === 'steps' || NUMBERED_LINE.test(b.text)
        ? [b.text]
        : b.kind === 'list'
          ? b.text.split('\n')
          : sentencesOf(b.text)
    for (const text of parts) {
      const own = overlap(question, text) + (asksWhere && MENU_PATH.test(text) ? 1 : 0)
      const score = own + CONTEXT_WEIGHT * overlap(context, text)
      if (own > 0) units.push({ block: i, text, score, own, words: wordCount(text) })
    }
  })
  const chosen: Unit[] = []
  let words = 0
  for (const unit of [...units].sort((a, b) => b.score - a.score)) {
    // The best match is shown even when it is a long procedure (never cut); the others only as they fit.
    if (chosen.length > 0 && words + unit.words > SUPPORTING_MAX_WORDS) continue
    if (chosen.length === 0 && unit.words > SUPPORTING_PROCEDURE_MAX_WORDS) continue
    chosen.push(unit)
    words += unit.words
  }
  const match = Math.max(0, ...units.map((u) => u.own))
  const shown = blocks.flatMap((b, i) => {
    const texts = units.filter((u) => u.block === i && chosen.includes(u)).map((u) => u.text.trim())
    if (texts.length === 0) return []
    return [{ kind: b.kind, text: b.kind === 'paragraph' ? texts.join(' ') : texts.join('\n') }]
  })
  return { blocks: shown, match }
}

/** A bracketed example: '(for example ...)', '(such as ...)', '(e.g. ...)'. */
const EXAMPLES = /\((?:for example|for instance|such as|e\.g\.|like)\b[^()]*\)/gi

/** What of a section fits the device: the lines it keeps, and what stands for a step about a part it lacks. */
interface DeviceFit {
  keeps(line: string): boolean
  /** For a step whose instruction needs a part the device lacks, the line that says so; otherwise null. */
  stepLeftOut(step: string): string | null
}

/** Words a step's lead may hold beside a feature's name and still be only that name. */
const LABEL_WORDS = new Set(['a', 'an', 'the', 'your', 'its', 'of', 'on', 'with', 'for', 'and', 'or'])

/** Parts that are the device's own connections, not equipment beside it. */
const CONNECTIONS = new Set<Capability>(['nmea2000', 'network-sensors', 'wifi'])

const FITS_ANY: DeviceFit = { keeps: () => true, stepLeftOut: () => null }

/** Leaves out list items and sentences about features the device lacks or other makers' products. */
function fitsDevice(
  device: DeviceContext,
  lacking: Set<Capability>,
  /** Whether the answer tells the owner what to do with this device (how-to, symptom), not what exists. */
  instructs: boolean,
  /** Brands the owner also has (a boat's other devices): their products are not another maker's. */
  alsoOwnMakers: readonly string[] = [],
  /** The question: one about another maker's product ('the garmin activecaptain app' on a Simrad). */
  asked = '',
): DeviceFit {
  const frequenciesItLacks = unlistedFrequencies(device)
  const ownForm = (line: string) => namesOwnForm(line, device)
  // A line that names the device's maker beside others speaks of this device too ('Simrad HALO, Furuno and
  // Garmin radars offer bird modes'); but asked about another maker's product, a line naming that kind of product
  // among the makers' ('Phone apps (ActiveCaptain, the Simrad app...)') would read as offering it.
  const asksOfOtherProduct = namesOtherMakersProduct(asked, device)
  const comparesOwnMaker = (line: string) =>
    namesOwnMaker(line, device) && !(asksOfOtherProduct && namesOtherMakersProduct(line, device))
  return {
    keeps: (line) =>
      // A line naming the device's own form ('the radio') may still name a part it lacks; never a connection
      // it has no port for ('the radio and chartplotter share an NMEA 2000 network' to a handheld).
      lackingFeaturesIn(line, lacking).every((c) => ownForm(line) && !CONNECTIONS.has(c)) &&
      // A maker named only as an example ('a weather receiver (for example a Garmin GXM receiver)') does not
      // make the sentence about that maker's equipment; one that names the device's own maker beside others
      // ('Simrad HALO, Furuno and Garmin radars offer bird modes') speaks of this device too.
      (!namesOtherMaker(line.replace(EXAMPLES, ''), device, alsoOwnMakers) || comparesOwnMaker(line)) &&
      frequenciesItLacks(line).length === 0,
    stepLeftOut: (step) => {
      // Steps that list options ('Fixed-mount with AIS receiver' when choosing a radio) or describe are kept.
      if (!instructs) return null
      // A step's bold lead says what the step is ('**Add a heading sensor** (...)'); a part named later in it is
      // often only where to look ('from the chart or the waypoint menu') and leaves the step useful.
      // A lead that also names something else ('Route transducer and power cables away' to a radio) is still
      // the device's step: only a lead wholly about lacking parts goes.
      const lead = /^\*\*([^*]+)\*\*/.exec(step)?.[1] ?? ''
      const pieces = lead.split(/\s*(?:,|\/|\band\b|\bor\b)\s*/i).filter((p) => p.trim() !== '')
      if (pieces.length === 0 || !pieces.every((p) => lackingFeaturesIn(p, lacking).length > 0)) return null
      // A lead that is only a name ('**AIS transponder:**') is a case for that equipment, which the owner may
      // have beside this device; one that says what to do or what is wrong ('Add a heading sensor', 'Silent
      // mode is on') is an instruction for this device, and so is a connection ('**NMEA 2000:**' to a
      // handheld): a port is the device's own, never a separate box.
      const parts = lackingFeaturesIn(lead, lacking)
      const rest = withoutFeatureNames(lead)
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .split(' ')
      const onlyAName = !rest.some((w) => w !== '' && !LABEL_WORDS.has(w))
      if (onlyAName && !parts.some((c) => CONNECTIONS.has(c))) return null
      return `_Not for the **${deviceLabel(device)}**: according to its specifications, it does not have ${eitherFormat.format(parts.map((c) => CAPABILITY_NAMES[c]))}._`
    },
  }
}

/**
 * A block with what does not fit the device left out. A step is never left out nor renumbered (a procedure is
 * a unit, shown as the source numbers it): only a later sentence of a step may go ('On Garmin units there is a
 * screenshot setting...'), its first sentence, which says what to do, stays, unless that instruction needs a
 * part the device lacks ('Add a heading sensor on NMEA 2000' to a handheld): then its number stays with a line
 * saying the step does not apply and why; its last alternative, when that is a part the device lacks ('or onto
 * a target on the sonar screen' to a handheld), goes as a list item's does. A bullet or a prose sentence about
 * another maker's product or a feature the device lacks goes whole.
 */
function filterBlock(block: Block, fit: DeviceFit): Block | null {
  if (block.kind === 'heading') return block
  if (block.kind === 'steps') {
    const text = block.text
      .split('\n')
      .map((line) => {
        const [, number = '', step = line] = /^(\d+[.)]\s+)?([\s\S]*)$/.exec(line) ?? []
        const [first = '', ...rest] = sentencesOf(step)
        const leftOut = number ? fit.stepLeftOut(step) : null
        if (leftOut) return `${number}${leftOut}`
        // A step's alternative goes only as a clause of its own (', or onto the sonar screen'): 'Wrong brand or
        // format' is one thing.
        const instruction = withoutAlternativeItLacks(withoutClauseItLacks(first, fit), fit, {
          clauseOnly: true,
        })
        return `${number}${instruction}${rest.filter(fit.keeps).join('')}`.trimEnd()
      })
      .join('\n')
    return { ...block, text }
  }
  if (block.kind === 'list') {
    const lines = block.text
      .split('\n')
      .map((line) => withoutAlternativeItLacks(line, fit))
      .filter(fit.keeps)
    return lines.length ? { ...block, text: lines.join('\n') } : null
  }
  const kept = sentencesOf(block.text)
    .map((sentence) => withoutAlternativeItLacks(sentence, fit))
    .filter(fit.keeps)
    .join('')
    .trim()
  return kept ? { ...block, text: kept } : null
}

/**
 * A step's first sentence stays, but a later clause of it about what the device lacks goes ('In shallow water
 * even a wide beam covers a small area, which is why side imaging ... becomes valuable there.' to a unit
 * without side imaging): the step keeps what it says, without offering the part.
 */
const EXPLAINING_CLAUSE = /^(which|so|because|since|as|where)\b/i

function withoutClauseItLacks(sentence: string, fit: DeviceFit): string {
  if (fit.keeps(sentence)) return sentence
  const clauses = sentence.split(/(?<=[,;])\s+/)
  for (let n = clauses.length - 1; n >= 1; n--) {
    const kept = clauses.slice(0, n).join(' ')
    const dropped = clauses.slice(n).join(' ')
    // Cut only between whole clauses (never inside brackets), and only a clause that explains ('which is why
    // ...'), itself about the part: an alternative instruction ('or select it on the chart') is the step's own.
    if (
      bracketsBalanced(kept) &&
      EXPLAINING_CLAUSE.test(dropped) &&
      !fit.keeps(dropped) &&
      fit.keeps(kept) &&
      kept.split(/\s+/).length >= 6
    )
      return `${kept.replace(/[,;]$/, '')}.${/\s$/.test(sentence) ? ' ' : ''}`
  }
  return sentence
}

/**
 * A sentence whose last alternative is a part the device lacks ('At the cursor on the chart or sonar', 'move
 * the cursor to the spot on the chart, or onto a target on the sonar screen') keeps what comes before it: the
 * alternative the device has. A sentence that names the part elsewhere is left as it is.
 */
function withoutAlternativeItLacks(
  sentence: string,
  fit: DeviceFit,
  { clauseOnly = false }: { clauseOnly?: boolean } = {},
): string {
  if (fit.keeps(sentence)) return sentence
  const at = sentence.toLowerCase().lastIndexOf(' or ')
  if (at <= 0) return sentence
  const before = sentence.slice(0, at).trimEnd()
  if (clauseOnly && !before.endsWith(',')) return sentence
  const kept = before.endsWith(',') ? before.slice(0, -1) : before
  const dropped = sentence.slice(at + 4)
  // What closes the sentence (bold, a colon, a full stop, the space before the next one) stays.
  const closing = /[*_:.!?\s]*$/.exec(dropped)?.[0] ?? ''
  // 'Either type new coordinates, or drag it on the chart' without its second half would offer one of one.
  if (
    !bracketsBalanced(kept) ||
    /\beither\b/i.test(kept) ||
    fit.keeps(dropped) ||
    !fit.keeps(kept) ||
    wordCount(kept) < 2
  )
    return sentence
  return `${kept}${closing}`
}

/** Whether a piece of a sentence closes every bracket it opens: it is cut only between whole clauses. */
const bracketsBalanced = (text: string) => text.split('(').length === text.split(')').length

/** Whether half or more of the numbered steps shown say they do not apply to the device. */
function mostStepsLeftOut(blocks: Block[]): boolean {
  const steps = blocks.filter((b) => b.kind === 'steps').flatMap((b) => b.text.split('\n'))
  const leftOut = steps.filter((line) => /^\d+[.)]\s+_Not for the\b/.test(line))
  return steps.length > 0 && leftOut.length * 2 >= steps.length
}

/** Cuts a bullet list that runs past the word budget; numbered steps are never cut (a procedure stays whole). */
function withinBudget(blocks: Block[], question: Set<string>): Block[] {
  let total = blocks.reduce((n, b) => n + wordCount(b.text), 0)
  if (total <= TARGET_MAX_WORDS) return blocks
  return blocks.map((block) => {
    if (block.kind !== 'list' || total <= TARGET_MAX_WORDS) return block
    const items = block.text.split('\n')
    const ranked = items
      .map((text, i) => ({ i, text, score: overlap(question, text) }))
      .sort((a, b) => b.score - a.score)
    const keep = new Set<number>()
    let words = 0
    const budget = Math.max(40, TARGET_MAX_WORDS - (total - wordCount(block.text)))
    for (const item of ranked) {
      if (keep.size > 0 && words + wordCount(item.text) > budget) continue
      keep.add(item.i)
      words += wordCount(item.text)
    }
    total = total - wordCount(block.text) + words
    return { ...block, text: items.filter((_, i) => keep.has(i)).join('\n') }
  })
}

/** An answer's words without its Markdown (quote marks, emphasis, headings), lower-cased and spaced once. */
export const plainWords = (text: string) =>
  text
    .replace(/^>\s?/gm, '')
    .replace(/[*_`#]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** The question's stems without the device's own names, which are on many of its maker's lines and say nothing of the subject. */
function withoutDeviceNames(question: Set<string>, device: DeviceContext): Set<string> {
  const names = stems(`${device.brand} ${device.model}`)
  return new Set([...question].filter((stem) => !names.has(stem)))
}

/** The part of an answer its lead section takes: from its first ### title to the next part. */
function leadPartOf(answer: string): string {
  const start = answer.indexOf('### ')
  if (start < 0) return answer
  const rest = answer.slice(start + 4)
  const end = rest.search(/\n(### |\*\*From the |---)/)
  return end < 0 ? rest : rest.slice(0, end)
}

/** Whether a block of a section was said, word for word, in the previous answer (quoted or not). */
function alreadySaid(previousAnswer: string): (block: Block) => boolean {
  if (!previousAnswer) return () => false
  const said = plainWords(previousAnswer)
  return (block) => {
    const words = plainWords(block.text)
    return words.length > 0 && said.includes(words)
  }
}

/** A manual's words as a Markdown quote, line for line, so nothing is reworded. */
function quoted(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n')
}

/** The lines of a device's specifications, each whole ('Note: AIS receive only; it does not transmit...'). */
const specLinesOf = (specifications: string) =>
  specifications
    .split('\n')
    .map((l) => l.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean)

/** Specification lines of the device that speak to the question (frequencies, screen, power...), each whole. */
function matchingSpecLines(specifications: string, question: Set<string>): string[] {
  return specifications
    .split('\n')
    .map((l) => l.replace(/^[-*•]\s*/, '').trim())
    .filter((l) => l.length > 0 && overlap(question, l) > 0)
    .slice(0, 6)
}

const SPEC_LINES_BESIDE_A_PROCEDURE = 2
const SPEC_RANKS_HIGH = 2

/**
 * The few lines of the specifications that hold the most of the question's words, then of the lead section's
 * title ('Using RezBoost', 'Recording Garmin Quickdraw Contours': the unit's own line says it has it), in their
 * order. A title word on most of the lines ('radar' on a radar's), or the device's own name, tells none apart.
 */
function bestSpecLines(
  specifications: string,
  subject: Set<string>,
  lead?: { title: string; device: DeviceContext },
): string[] {
  const all = specLinesOf(specifications)
  const lineStems = all.map((text) => stems(text))
  // The type as the title's words are read: stemmed ('chartplotter' is 'chartplott').
  const type = lead ? stems(lead.device.deviceType) : new Set<string>()
  const titleWords = new Set(
    lead
      ? [...withoutDeviceNames(stems(lead.title), lead.device)].filter(
          (w) =>
            !subject.has(w) && !type.has(w) && lineStems.filter((l) => l.has(w)).length * 2 <= all.length,
        )
      : [],
  )
  const lines = all.map((text, i) => ({
    text,
    i,
    // The owner's own words count first: the title's only tell apart lines that hold as many of them.
    score: 2 * overlap(subject, text) + overlap(titleWords, text),
  }))
  return lines
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, SPEC_LINES_BESIDE_A_PROCEDURE)
    .sort((a, b) => a.i - b.i)
    .map((l) => l.text)
}

export function suggestionsFor(device: DeviceContext): string[] {
  switch (device.deviceType) {
    case 'radar':
      return [
        'How do I reduce sea clutter?',
        'How do I set up MARPA target tracking?',
        'Why is my radar not transmitting?',
      ]
    case 'autopilot':
      return [
        'How do I calibrate the compass?',
        'Why does the boat wander off course on autopilot?',
        'How do I run the dockside setup?',
      ]
    case 'chartplotter':
    case 'gps':
    case 'navigation':
      return [
        'Why does my plotter say no GPS fix?',
        'How do I create a route?',
        'How do I update the software?',
      ]
    default:
      return [
        'How do I get rid of the clutter near the surface?',
        'What do the arches on the screen mean?',
        'Which frequency should I use?',
      ]
  }
}

/** What nothing covers, and the sections nearest to it (a 'not-covered' decline). */
export interface Gap {
  subject: string
  nearest: Passage[]
}

/** Whose manual and support to point to: the device's maker, or the owner's own. */
function makersHelp(device: DeviceContext): string {
  if (device.general) return "Your device's own manual and its maker's support are the places to ask."
  if (device.custom) return `The ${deviceLabel(device)} manual and its maker's support are the places to ask.`
  return `The ${device.brand} manual for the ${device.model} and ${device.brand} support are the places to ask.`
}

/** The sections nearest to a subject nothing covers, offered as such (never as the answer). */
export function nearestSections(passages: Passage[]): RelatedSection[] {
  const seen = new Set<string>()
  const nearest: RelatedSection[] = []
  for (const p of passages) {
    if (nearest.length >= MAX_RELATED) break
    if (p.kind === 'device' || seen.has(p.sourceId + p.title)) continue
    seen.add(p.sourceId + p.title)
    const body = excerptWords(
      firstSentences(p.body.replace(/^#{1,6}\s.*$/gm, '').trim(), 2),
      RELATED_MAX_WORDS,
    )
    nearest.push({ title: p.title, source: sourceTitle(p), body })
  }
  return nearest
}

/** A decline: plainly said, what the assistant can help with, and questions to try. */
export function composeDecline(reason: DeclineReason, device: DeviceContext, gap?: Gap): string {
  const label = deviceLabel(device)
  if (reason === 'not-covered' && gap) {
    const mine = device.general
      ? 'The guides and manuals I have'
      : `The guides and manuals I have for the **${label}**`
    const nearest = nearestSections(gap.nearest)
    return [
      `${mine} don't cover ${gap.subject}. ${makersHelp(device)}`,
      '',
      '_This question did not count towards your queries._',
      ...(nearest.length
        ? [
            '',
            '---',
            '**Nearest sections I have** (about other things):',
            ...nearest.map((n) => `- _${n.title}_ (${n.source.replace(`: ${n.title}`, '')})`),
          ]
        : []),
    ].join('\n')
  }
  const first =
    reason === 'off-topic'
      ? "That's outside what I can help with: I answer questions about boats' electronics (sonar and fishfinders, chartplotters and GPS, radar, autopilots, VHF and AIS, instruments and their wiring)."
      : device.general
        ? "I couldn't find anything in the guides and manuals I have that answers that question."
        : `I couldn't find anything in the guides and manuals I have for the **${label}** that answers that question.`
  return [
    first,
    '',
    reason === 'off-topic'
      ? `You could ask${device.general ? '' : ` about your **${label}**`}, for example:`
      : 'Try naming the feature, the setting or the message on the screen. For example:',
    '',
    ...suggestionsFor(device).map((s) => `- ${s}`),
    '',
    '_This question did not count towards your queries._',
  ].join('\n')
}

export interface ExtractiveAnswer {
  text: string
  /** The passages the answer is built from, in the order the sources list shows them. */
  used: Passage[]
  related: RelatedSection[]
}

function renderBlocks(blocks: Block[]): string {
  return blocks.map((b) => b.text).join('\n\n')
}

/**
 * The offline composer: a markdown answer that leads with the passage that answers the question, cut to the
 * part that answers it, specific to the device; related sections follow as short excerpts, never pasted whole.
 * Procedures keep their numbered steps, because they are written so.
 */
export function composeExtractive(input: {
  /** The question read once (plan.ts); a string is read here (tests, benchmarks). */
  question: QuestionText | string
  device: DeviceContext
  passages: Passage[]
  followUp?: FollowUpContext | null
  /** Brands the owner also has (a boat's other devices): lines about their products stay. */
  alsoOwnMakers?: readonly string[]
  /** The device's own specifications wherever retrieval ranked them (plan.ts), with their hand-set score. */
  ownSpecifications?: Passage
}): ExtractiveAnswer {
  const { device, passages } = input
  const label = deviceLabel(device)
  const reading = questionText(input.question)
  const question = reading.stems
  const subject = withoutDeviceNames(question, device)
  const intent = reading.intent
  const lacking = lackingCapabilities(device)
  const fit = fitsDevice(
    device,
    lacking,
    (intent === 'how-to' || intent === 'symptom' || intent === 'general') && !reading.asksToChoose,
    input.alsoOwnMakers,
    reading.text,
  )
  // How a section that says what to do is filtered for the device, whatever this question's intent.
  const fitToAct = fitsDevice(device, lacking, true, input.alsoOwnMakers, reading.text)
  const best = passages[0]
  if (!best || best.score < MIN_SCORE_ON_TOPIC)
    return { text: composeDecline('no-match', device), used: [], related: [] }

  const ownManualAnswers = (p: Passage) =>
    p.score >= Math.max(MIN_SCORE_ON_TOPIC, best.score * OWN_MANUAL_ANSWERS_RATIO)
  const spec = passages
    .slice(0, 4)
    .find((p) => p.kind === 'device' && p.deviceId === device.id && p.score >= MIN_SCORE_ON_TOPIC)
  const lackingAsked = reading.lackingFeatures(lacking)
  const specLines = spec ? matchingSpecLines(spec.body, question) : []
  // A follow-up may lead with the section the previous answer led with ('is my map gonna be off next time'
  // after how to record it), but says only what that answer did not: a section with nothing left is not led
  // with again.
  // What counts as said is what the previous answer led with: a section it showed only in part, after its lead,
  // is shown whole when the follow-up leads with it.
  const shownBefore = alreadySaid(leadPartOf(input.followUp?.previousAnswer ?? ''))
  // Judged on what of it fits the device, as it would be shown: a line left out for the device is not more, nor
  // is an intro ('... from two sources:'), which says nothing by itself.
  const hasMoreToSay = (p: Passage) =>
    !input.followUp ||
    blocksOf(p.body)
      .map((b) => (p.kind === 'manual' ? b : filterBlock(b, fit)))
      .some((b) => b !== null && b.kind !== 'heading' && !b.text.endsWith(':') && !shownBefore(b))
  // The device's own manual speaks with more authority than a general guide: when both answer, it leads.
  const ownManual = passages.find(
    (p) => p.kind === 'manual' && p.deviceId === device.id && ownManualAnswers(p) && hasMoreToSay(p),
  )
  // An emergency procedure the question is about leads, whole, before anything else: it is read under stress
  // and no step of it may be missing. The device's own manual still speaks first when it answers.
  const emergency = !reading.isEmergency
    ? undefined
    : ownManual
      ? EMERGENCY.test(ownManual.title)
        ? ownManual
        : undefined
      : passages.find(
          (p) =>
            p.kind !== 'device' &&
            p.score >= Math.max(MIN_SCORE_ON_TOPIC, best.score * RELATED_RATIO) &&
            isEmergencyProcedure(p),
        )
  // Only the previous lead speaks of what the follow-up names: it is the answer again, before any other.
  const previousAnswers = input.followUp?.answeredByPreviousSection ? input.followUp.previousSection : null
  const main =
    emergency ??
    ownManual ??
    previousAnswers ??
    passages.find((p) => p.kind !== 'device' && hasMoreToSay(p)) ??
    best
  // 'Does my FCV-628 have RezBoost?' is answered by the specifications, even when they answer by silence.
  const specLeads = Boolean(spec) && (intent === 'spec' || lackingAsked.length > 0)

  // A named feature the specifications never mention is not offered as the device's: its section is left out.
  const unlisted = specLeads
    ? unlistedFeatureAsked(reading.text, reading.productNames, device, main.title)
    : null

  const parts: string[] = []
  if (!device.general) parts.push(`${deviceHeader(device)}:`)
  if (device.custom) {
    parts.push(
      `_The ${label} is not in our catalogue, so this comes from general ${device.deviceType || 'marine electronics'} guidance: menu names on your unit may differ._`,
    )
  }
  const afterHeader = parts.length
  if (lackingAsked.length > 0) {
    parts.push(
      `According to its specifications, the **${label}** does not have ${lackingAsked.map((c) => CAPABILITY_NAMES[c]).join(' or ')}.`,
    )
  }
  if (unlisted) {
    parts.push(`The **${label}** specifications do not list ${unlisted}, so it most likely does not have it.`)
  }
  const askedFrequencies = unlistedFrequencies(device)(reading.text)
  if (askedFrequencies.length > 0) {
    parts.push(
      `According to its specifications, the **${label}** does not have ${askedFrequencies.map((f) => `${f} kHz`).join(' or ')}; they list ${listFormat.format(listedFrequencyNames(device))}.`,
    )
  }
  const used: Passage[] = []
  // Each part drawn from a passage ends in its citation marker, numbered once the sources' order is settled.
  const marked: Passage[] = []
  const cite = (text: string, p: Passage) => cited(text, `\uE000${marked.push(p) - 1}\uE000`)
  if (spec && specLeads) {
    // Whether it has a feature is answered by all of its specifications (a few lines), silence included: the
    // line that answers is often not the one that shares the question's words ('Type: ... no chart support').
    const lines = specLinesOf(spec.body)
    parts.push(`**From the ${label} specifications:**`, cite(lines.map((l) => `- ${l}`).join('\n'), spec))
    used.push(spec)
  }
  // A manual is the device's own: nothing in it is left out. A follow-up led by a section with nothing left
  // unsaid (only the previous lead speaks of what it names) shows the part asked of it again, not a heading
  // over nothing.
  const leadBlocks = focusedBlocks(
    main.body,
    question,
    intent,
    main.kind === 'manual' ? undefined : fit,
    hasMoreToSay(main) ? shownBefore : () => false,
    emergency ? Number.POSITIVE_INFINITY : TARGET_MAX_WORDS,
  )
  const lead = emergency ? leadBlocks : withinBudget(leadBlocks, question)
  // Asked about a part the device lacks, the answer says so; a section about that part ('Your boat not showing
  // up on AIS' for 'can it show AIS boats' on a radio without AIS) would offer it after all.
  const aboutWhatItLacks =
    lackingAsked.length > 0 &&
    ((lackingFeaturesNamed(main.title, lacking).length > 0 && !namesOwnForm(main.title, device)) ||
      mostStepsLeftOut(lead))
  // 'Is that normal' is answered first, by the guide's lines that say so (or that explain what the owner sees).
  const verdict =
    input.followUp && !emergency && ASKS_IF_NORMAL.test(reading.text)
      ? verdictPart(
          [
            ...(input.followUp.previousSection ? [input.followUp.previousSection] : []),
            ...passages.filter((p) => p.kind !== 'device' && p.score >= best.score * RELATED_RATIO),
          ],
          appearanceIn(`${reading.text} ${input.followUp.previousQuestion}`),
          fit,
        )
      : null
  const leadText = renderBlocks(lead)
  // Said first; from the lead's own section, under its title, before the rest of the lead.
  const verdictText =
    verdict && !verdict.lines.every((line) => leadText.includes(line)) ? renderBlocks(verdict.blocks) : ''
  const saysIfNormal = verdictText ? 'What the guide says about whether this is normal:' : ''
  if (verdict && verdictText && verdict.p !== main) {
    parts.push(
      saysIfNormal,
      `### ${verdict.p.title}`,
      cite(verdict.p.kind === 'manual' ? quoted(verdictText) : verdictText, verdict.p),
    )
    used.push(verdict.p)
  }
  const verdictInLead = verdict?.p === main && verdictText !== ''
  if (emergency || (!unlisted && !aboutWhatItLacks && (!specLeads || main.score >= best.score * 0.55))) {
    const leadParts: string[] = []
    // After 'it still does it', say that this is the next thing to check, not the same advice again.
    const shown = new Set(input.followUp?.shownTitles.map((t) => t.toLowerCase()))
    const previous = input.followUp?.previousSection
    const causes =
      input.followUp?.stillFailing && previous && previous !== main && previous.kind !== 'device'
        ? causesAfterTried(previous, input.followUp.tried, previous.kind === 'manual' ? FITS_ANY : fit)
        : null
    if (previous && causes) {
      leadParts.push(`Back to **${previous.title}**, with what you tried marked:`, cite(causes, previous))
    }
    if (input.followUp?.stillFailing && !shown.has(main.title.toLowerCase()))
      leadParts.push(
        causes
          ? 'If none of those is it, this is the next thing to check:'
          : 'Since that did not fix it, this is the next thing to check:',
      )
    if (verdictInLead) leadParts.push(saysIfNormal)
    leadParts.push(`### ${main.title}`)
    if (verdictInLead) leadParts.push(cite(main.kind === 'manual' ? quoted(verdictText) : verdictText, main))
    if (main.kind === 'manual')
      leadParts.push(`From _${sourceTitle(main)}_:`, cite(quoted(renderBlocks(lead)), main))
    else leadParts.push(cite(renderBlocks(lead), main))
    if (emergency) {
      parts.splice(afterHeader, 0, ...leadParts)
      used.unshift(main)
    } else {
      parts.push(...leadParts)
      used.push(main)
    }
    // Cited after the section the answer is about, which stays its lead.
    if (previous && causes) used.push(previous)
  }
  // A general guide's answer and the device maker's own section on it complete each other: the maker's
  // section names the setting and its values on this unit ('Sensitivity: scale of 1 to 20, default 10'), the
  // general one says how to use it ('start at Low or a middle value'). The other one's few lines that hold the
  // question's words follow the lead; after an emergency procedure, they name this unit's own key for it.
  if (!input.followUp && used.includes(main) && main.kind === 'guide' && !device.general) {
    const ofTheMaker = (p: Passage) => p.sourceTitle.toLowerCase().includes(device.brand.toLowerCase())
    const other = passages.find(
      (p) =>
        p.kind === 'guide' &&
        p !== main &&
        p.score >= best.score * COMPLEMENT_RATIO &&
        ofTheMaker(p) !== ofTheMaker(main),
    )
    const sofar = parts.join('\n')
    const whole = other ? complementWhole(other, fit, sofar) : ''
    const steps = whole || (other ? complementSteps(other, subject, fit, sofar) : '')
    const lines = other ? complementLines(other, subject, fit).filter((l) => !sofar.includes(l.slice(2))) : []
    if (other && (steps || lines.length > 0)) {
      parts.push(`### ${other.title}`, cite(steps || lines.join('\n'), other))
      used.push(other)
    }
  }
  // The specifications' lines that name the question's words close a first answer that is not a how-to: their
  // words are kept for them when the next sections are measured.
  // A how-to or a symptom closes with them too where the specifications match the question as well as the guides
  // do (among the first two passages): 'Rotation: up to 60 RPM', 'hydraulic pump (size matched to helm
  // cylinder)' are the unit's own answer beside the general steps; only the two lines that match it best.
  const specRanksHigh = spec !== undefined && passages.slice(0, SPEC_RANKS_HIGH).includes(spec)
  // Ranked below the first four passages, the device's own specifications still close a first answer with the
  // two lines that name the question's words ('Depth: up to 80 m (260 ft)' for reading nothing in deep water).
  // Ranked third or fourth beside a how-to, the same: wherever retrieval ranked them, in a first answer.
  const ownSpec =
    spec ??
    (!input.followUp && (input.ownSpecifications?.score ?? 0) >= MIN_SCORE_ON_TOPIC
      ? input.ownSpecifications
      : undefined)
  // A follow-up's lines are those of what it asks: its lead may be the section the first answer led with.
  const leadSection =
    !input.followUp && used.includes(main) && main.kind !== 'device'
      ? { title: main.title, device }
      : undefined
  const specTail =
    specLeads || !ownSpec
      ? []
      : spec && specLines.length > 0 && intent !== 'how-to' && intent !== 'symptom'
        ? specLines
        : specRanksHigh || !input.followUp
          ? bestSpecLines(ownSpec.body, subject, leadSection)
          : []
  // A manual's answer is the device's own: the guides follow it as related sections, not in the answer.
  if (!input.followUp && !emergency && used.includes(main) && main.kind === 'guide') {
    const next = nextSections({
      passages,
      best,
      used,
      question,
      intent,
      fit,
      subject,
      sofar: parts.join('\n'),
      reserved: wordCount(specTail.join(' ')),
    })
    for (const { p, text } of next) {
      parts.push(`### ${p.title}`, cite(text, p))
      used.push(p)
    }
  }
  if (specTail.length > 0 && ownSpec) {
    parts.push(
      `**From the ${label} specifications:**`,
      cite(specTail.map((l) => `- ${l}`).join('\n'), ownSpec),
    )
    used.push(ownSpec)
  }
  if (input.followUp) {
    // A follow-up is answered by its lead and completed by the part it asks about of the section the previous
    // answer led with ('will that wipe my waypoints' after a reset) and of the next best match.
    const previous = input.followUp.previousSection
    const candidates = [
      ...(previous ? [previous] : []),
      ...passages.filter(
        (p) => p.kind !== 'device' && p !== main && p.score >= best.score * SUPPORTING_RATIO,
      ),
    ]
    const asksWhere = ASKS_WHERE.test(reading.text)
    const context = stems(input.followUp.previousQuestion)
    const ownWords = new Set([...question].filter((stem) => !context.has(stem)))
    // The list of causes shown again does not stand for the rest of its section: the part the follow-up asks of
    // it may still follow.
    const seenSupport = new Set(
      used.filter((u) => u !== previous || u === main).map((u) => u.sourceId + u.title),
    )
    const asked = candidates
      .filter((p) => {
        const key = p.sourceId + p.title
        if (seenSupport.has(key)) return false
        seenSupport.add(key)
        return true
      })
      .map((p) => {
        const sectionFit = p.kind === 'manual' ? undefined : fit
        // The section the previous answer led with is shown again whole when it is short: what a follow-up asks
        // of it ('it keeps going off from the waves all night' after setting a guard zone) is most often a line
        // no word of the follow-up names, and the lines picked by its words missed it more often than not.
        if (p === previous) {
          // Filtered as the first answer filtered it: what the device cannot have stays out, whatever this asks.
          const all = blocksOf(p.body)
            .map((b) => (p.kind === 'manual' ? b : filterBlock(b, fitToAct)))
            .filter((b): b is Block => b !== null && b.kind !== 'heading')
          if (all.reduce((n, b) => n + wordCount(b.text), 0) <= PREVIOUS_SECTION_WHOLE_UP_TO)
            return { p, blocks: all, match: SUPPORTING_MIN_MATCH }
        }
        const part = askedPart(p.body, question, sectionFit, asksWhere, context)
        // A section titled by what the follow-up asks ('Commissioning a Simrad autopilot' for 'it says not
        // commissioned, how do i do that') answers it as a lead would: its steps or its causes, not only the
        // lines that repeat the question's words. Its own words count, not those carried over from the question
        // before ('my map' after recording a map is not asking for 'Mapping with AutoChart Live' again).
        if (overlap(ownWords, p.title) < SUPPORTING_TITLE_MIN_MATCH) return { p, ...part }
        const answering = focusedBlocks(
          p.body,
          question,
          intent,
          sectionFit ?? FITS_ANY,
          // What the previous answer said is shown again here: the follow-ups written blind need it (0060).
          () => false,
          SUPPORTING_WHOLE_UP_TO,
        ).filter((b) => b.kind !== 'heading')
        const words = answering.reduce((n, b) => n + wordCount(b.text), 0)
        if (answering.length === 0 || words > SUPPORTING_ANSWER_MAX_WORDS) return { p, ...part }
        return { p, blocks: answering, match: Math.max(part.match, SUPPORTING_MIN_MATCH) }
      })
      .filter((a) => a.blocks.length > 0 && a.match >= SUPPORTING_MIN_MATCH)
    for (const { p, blocks } of asked.slice(0, MAX_SUPPORTING)) {
      const text = renderBlocks(blocks)
      parts.push(`### ${p.title}`, cite(p.kind === 'manual' ? quoted(text) : text, p))
      used.push(p)
    }
  }
  // A follow-up about the device ('does it send where i am', 'what do i need to buy for that') is often
  // answered by a line of its specifications about the subject of the answer: the lines that name the
  // question's words or the lead section's, when the answer has not shown them.
  if (input.followUp && !device.general && !device.custom && !used.some((p) => p.kind === 'device')) {
    // The device's own names ('Garmin', 'ECHOMAP') are on every line: they say nothing about the subject.
    const names = stems(`${device.brand} ${device.model} ${device.deviceType}`)
    const talkedOf = new Set([...question, ...stems(main.title)].filter((stem) => !names.has(stem)))
    const lines = specLinesOf(device.specifications)
      .filter((l) => overlap(talkedOf, l) > 0)
      .slice(0, MAX_FOLLOW_UP_SPEC_LINES)
    if (lines.length > 0)
      parts.push(`**From the ${label} specifications:**`, lines.map((l) => `- ${l}`).join('\n'))
  }
  // The guides' checks end somewhere: then the maker's support, for a general question too.
  if (input.followUp?.stillFailing) {
    const support = device.general || device.custom ? "the maker's support" : `${device.brand} support`
    parts.push(
      `If it still does not work after these steps, contact ${support} or your dealer with the model, software version and what you have tried.`,
    )
  }

  const seen = new Set(used.map((p) => p.sourceId + p.title))
  // Related sections are measured against the best of their own kind: the owner's manual weighs more than the
  // guides, and a guide that answers well still follows a manual's answer.
  const bestOfKind = (kind: Passage['kind']) =>
    Math.max(...passages.filter((p) => p.kind === kind).map((p) => p.score))
  const related: RelatedSection[] = []
  for (const p of passages) {
    if (related.length >= MAX_RELATED) break
    if (p.kind === 'device' || p.score < bestOfKind(p.kind) * RELATED_RATIO || seen.has(p.sourceId + p.title))
      continue
    seen.add(p.sourceId + p.title)
    const blocks = focusedBlocks(p.body, question, 'general', p.kind === 'manual' ? undefined : fit).filter(
      (b) => b.kind !== 'heading',
    )
    const body = excerptWords(renderBlocks(blocks), RELATED_MAX_WORDS)
    if (body) related.push({ title: p.title, source: sourceTitle(p), body })
  }

  parts.push(`---\n**Sources**\n${used.map((p, i) => `${i + 1}. ${sourceTitle(p)}`).join('\n')}`)
  // The markers take the sources' numbers; a part whose passage is not among them (none today) loses its own.
  const text = parts.join('\n\n').replace(/ ?\uE000(\d+)\uE000/g, (whole, at: string) => {
    const n = used.indexOf(marked[Number(at)] as Passage) + 1
    return n > 0 ? whole.replace(/\uE000\d+\uE000/, `[${n}]`) : ''
  })
  return { text, used, related }
}

/** The start of a text up to about a number of words, cut at a line or sentence end where possible. */
function excerptWords(text: string, words: number): string {
  if (wordCount(text) <= words) return text
  const lines = text.split('\n')
  const kept: string[] = []
  let n = 0
  for (const line of lines) {
    if (kept.length > 0 && n + wordCount(line) > words) break
    kept.push(line)
    n += wordCount(line)
  }
  return kept.join('\n')
}

// What the owner reads, measured: whether labelled content is on screen, whether the procedures an answer shows
// are whole, and whether it says plainly that nothing covers the question. Everything here reads the answer's
// text as shown (markdown), never an internal label of the engine.
import type { GuideSection } from '../server/features/knowledge/content'
import type { Excerpt } from './content-labels'

/**
 * Words as a reader meets them: lower case, markdown and punctuation gone, but a sign before a number, a
 * decimal point, a degree or a percent kept ('-0.3 m', '72 %').
 */
export function readerWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/(^|\s)-(?=\d)/g, '$1NEG')
    .replace(/(\d)\.(\d)/g, '$1DOT$2')
    .replace(/\s*([%°])/g, ' $1')
    .replace(/[^a-z0-9%°'NEGDOT]+/gi, ' ')
    .replace(/NEG/g, '-')
    .replace(/DOT/g, '.')
    .replace(/'/g, '')
    .split(/\s+/)
    .filter(Boolean)
}

/** Whether `needle`'s words appear, in order and together, among `haystack`'s. */
export function containsWords(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return true
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/**
 * The part of an answer the owner reads before the sources and related sections: the composers end the answer
 * proper with a rule (`---`) or an 'Also useful' heading. Its citation markers ('[1]', decision 0082) are left
 * out: on screen each is a small numbered link to a source, not a word to read.
 */
export function answerBody(text: string): string {
  const end = text.search(/^(### Also useful|---)/m)
  return (end < 0 ? text : text.slice(0, end)).replace(/[ \t]?(?:\[\d{1,3}\])+(?!\()/g, '')
}

/** Whether an excerpt is on screen before the sources. */
export const shown = (answer: string, excerpt: Excerpt) =>
  containsWords(readerWords(answerBody(answer)), readerWords(excerpt.text))

/** A numbered list of a guide section, step by step. */
export interface SourceProcedure {
  section: string
  /** Each step's number and the words of its first sentence. */
  steps: { number: number; words: string[] }[]
}

const NUMBERED = /^\s{0,3}(\d{1,2})[.)]\s+(.*)$/

/** The numbered lists of the guides (a list is consecutive numbered lines; indented lines continue a step). */
export function guideProcedures(sections: GuideSection[]): SourceProcedure[] {
  const procedures: SourceProcedure[] = []
  for (const section of sections) {
    let current: SourceProcedure | undefined
    for (const line of section.body.split('\n')) {
      const m = NUMBERED.exec(line)
      if (m) {
        const number = Number(m[1])
        if (!current || number === 1) {
          current = { section: section.id, steps: [] }
          procedures.push(current)
        }
        current.steps.push({ number, words: readerWords(firstSentence(m[2] ?? '')) })
      } else if (current && line.trim() !== '' && !/^\s{2,}/.test(line)) {
        current = undefined
      }
    }
  }
  return procedures.filter((p) => p.steps.length >= 2)
}

/**
 * A step's first sentence: another maker's aside after it ('On some systems (Garmin Shadow Drive, for example)
 * ...') may go (issue 39), the step may not.
 */
function firstSentence(text: string): string {
  // A bold lead that asks ('**Which charts do you want?** Garmin ...') is a sentence of its own, marks and all.
  const end = /[.!?](?:\*\*|__|\*|_)?(?=\s+[A-Z(*_]|$)/.exec(text)
  return end ? text.slice(0, end.index + end[0].length) : text
}

/**
 * A step is recognised by its first words (at most eight, within its first sentence): composers may shorten what
 * follows. A numbered line
 * shows a step when it opens with them: a one-word step ('5. Save.') is not every fifth step that mentions saving.
 */
const signature = (words: string[]) => words.slice(0, 8)
const startsWith = (words: string[], opening: string[]) => opening.every((w, i) => words[i] === w)

interface AnswerStep {
  number: number | null
  words: string[]
}

/** The answer's lines as steps: a numbered line keeps its number, any other line is prose. */
function answerSteps(body: string): AnswerStep[] {
  return body.split('\n').map((line) => {
    const m = NUMBERED.exec(line)
    return m
      ? { number: Number(m[1]), words: readerWords(m[2] ?? '') }
      : { number: null, words: readerWords(line) }
  })
}

export interface ProcedureCheck {
  section: string
  steps: number
  /** Steps of the source procedure found anywhere in the answer. */
  found: number
  /** Every step shown as a numbered step, in the source's order and numbering. */
  whole: boolean
}

/**
 * The source procedures an answer shows (at least one step's opening words on screen, as a numbered step or,
 * with four words or more, in prose) and whether each is whole. A procedure whose steps on screen all belong
 * to another procedure shown whole (two sections share a step's wording) is that other one, not a cut one.
 */
export function proceduresShown(body: string, procedures: SourceProcedure[]): ProcedureCheck[] {
  const lines = answerSteps(body)
  // Each step seen is the answer line that shows it: a line two procedures could claim belongs to the one shown
  // whole.
  const found: { check: ProcedureCheck; lines: number[] }[] = []
  for (const procedure of procedures) {
    const seen: number[] = []
    let inOrder = true
    let lastLine = -1
    for (const step of procedure.steps) {
      const sig = signature(step.words)
      const at = lines.findIndex(
        (line, index) => index > lastLine && line.number === step.number && startsWith(line.words, sig),
      )
      // A step kept in its place, saying it does not apply to the device ('_Not for the GPSMAP 79s: ..._'), is
      // shown: the procedure keeps its numbering and the owner sees why the step is skipped. It keeps the order
      // of a procedure seen by its other steps, and alone shows none.
      const notApplicable = lines.findIndex(
        (line, index) =>
          index > lastLine &&
          line.number === step.number &&
          line.words.slice(0, 3).join(' ') === 'not for the',
      )
      if (at >= 0) {
        seen.push(at)
        lastLine = at
      } else if (notApplicable >= 0) {
        lastLine = notApplicable
      } else {
        inOrder = false
        const elsewhere = sig.length >= 4 ? lines.findIndex((line) => containsWords(line.words, sig)) : -1
        if (elsewhere >= 0) seen.push(elsewhere)
      }
    }
    if (seen.length > 0)
      found.push({
        check: {
          section: procedure.section,
          steps: procedure.steps.length,
          found: seen.length,
          whole: inOrder,
        },
        lines: seen,
      })
  }
  const wholeLines = new Set(found.filter((f) => f.check.whole).flatMap((f) => f.lines))
  return found.filter((f) => f.check.whole || !f.lines.every((l) => wholeLines.has(l))).map((f) => f.check)
}

/** Whether the answer says plainly that what was asked is not covered (the words on screen). */
export function saysNotCovered(text: string): boolean {
  const body = answerBody(text)
  // Said of what the assistant has (its guides, manuals, the answer), not a sentence of a guide that happens to
  // hold the words ('shore receivers that do not cover everywhere').
  return /\b(couldn't|could not|can't|cannot) find anything\b|\b(isn't|is not|are not|aren't|not) covered (by|in) (the|my|any)\b|\b(guides|manuals|guide|manual|i have)\b[^.\n]{0,80}\b(does not|doesn't|do not|don't) cover\b|\bnothing (in|on) (the|my|our) [^.]{0,40}\b(covers|answers)\b/i.test(
    body,
  )
}

/** Words the owner reads before the sources. */
export const wordsToRead = (text: string) => answerBody(text).split(/\s+/).filter(Boolean).length

/**
 * Where an answer's labelled content sits in what retrieval found: for each section the label quotes, its place
 * in the retrieved order (0 first; the lead counts as first), or -1 when retrieval did not find it. An answer can
 * show a label only from sections it was planned from, so the share of labels whose every section lies within
 * the first k is the most content shown could reach with k sections on screen, whatever the composer does.
 */
export function labelledPlaces(
  sections: readonly string[],
  answer: { lead: string | null; ranked: readonly string[] },
): number[] {
  return [...new Set(sections)].map((s) => (s === answer.lead ? 0 : answer.ranked.indexOf(s)))
}

/** Whether every labelled section lies within the first `k` of the retrieved order (labelledPlaces). */
export const withinFirst = (places: readonly number[], k: number) =>
  places.length > 0 && places.every((p) => p >= 0 && p < k)

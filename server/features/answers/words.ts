// One idea of a word for the answer engine (issue 40, decision 0060): a text's words as one tokenizer splits
// them, one list of function words, and one stemmer, the Snowball English stemmer (Porter2) that PostgreSQL's
// 'english' text search configuration uses, so that the words the code compares are the words the index
// ranks. 'transducer', 'transmit' and 'transom' are three words here; cut to their first letters they were one.
import { stem } from 'porter2'

/**
 * Words that carry no subject: articles, pronouns, auxiliaries, conjunctions and their contracted forms as
 * owners type them ('dont', 'im'). Particles ('on', 'off', 'up', 'out') are not here: 'turn on', 'shuts off'
 * and 'north up' are phrases.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a about after all also am an and any are as at be been before but by can cant could did do does doesnt doing
  dont for from get gets got had has have here how i if im in into is it its ive just me more most my no not of
  once only or other our own same should so some such than that the their them then there these they this
  those through to too very was we were what whats when where which while who why will with wont would yes you
  your`.split(/\s+/),
)

/** A text's words, lower case, apostrophes dropped ("don't" is 'dont'), split at anything not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** A word's stem, as PostgreSQL's English configuration stems it ('routing' and 'route' are 'rout'). */
export function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stem(word) : word
}

/** A text's words of at least `minLength` letters that are not function words (nor `alsoLeftOut`), as written. */
export function contentWords(
  text: string,
  { minLength = 1, alsoLeftOut }: { minLength?: number; alsoLeftOut?: ReadonlySet<string> } = {},
): string[] {
  return wordsOf(text).filter((w) => w.length >= minLength && !FUNCTION_WORDS.has(w) && !alsoLeftOut?.has(w))
}

/** The stems of a text's words of at least `minLength` letters that are not function words (nor `alsoLeftOut`). */
export function contentStems(
  text: string,
  options: { minLength?: number; alsoLeftOut?: ReadonlySet<string> } = {},
): string[] {
  return contentWords(text, options).map(stemOf)
}

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' })

/**
 * Words written with a full stop that a sentence goes on after ('e.g. Garmin units', 'approx. 5 m', 'Fig. 3'),
 * lower case, without their last stop. 'etc.' is not one: it ends sentences as often as not.
 */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g',
  'i.e',
  'approx',
  'vs',
  'fig',
  'cf',
  'ca',
  'p',
  'pp',
])

/** A line that is an item of a list or a numbered step ('- Gain: auto', '2) Press MENU'): one sentence. */
const ITEM_LINE = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]/

/**
 * The longest piece of a line given to the segmenter at once. Node's segmenter copies the text it reads for
 * every segment it gives (a text of 10,000 short sentences took half a second, 40,000 ran out of memory), so
 * a long line is read in pieces cut after a stop and its spaces, where the segmenter would end a sentence too.
 */
const SEGMENTED_AT_ONCE = 500

/** Whether a piece of text ends with a line break. */
const endsALine = (text: string) => /[\n\r\u2028\u2029]/.test(text.at(-1) ?? '')

/** Whether a piece the segmenter ends at a stop ends in an abbreviation instead ('Use e.g. ', '(approx. '). */
function endsInAnAbbreviation(piece: string): boolean {
  const last = /(?:^|[\s(])([a-z.]+)\.$/i.exec(piece.trimEnd().slice(-16))?.[1]
  return last !== undefined && ABBREVIATIONS.has(last.toLowerCase())
}

/** The text's lines, each with its line break, and a long line in pieces of about `SEGMENTED_AT_ONCE`. */
function* piecesOf(text: string): Generator<string> {
  let start = 0
  for (const stop of text.matchAll(/\r\n?|[\n\u2028\u2029]|[.!?]+[^\S\n\r\u2028\u2029]+/g)) {
    const end = stop.index + stop[0].length
    if (stop[0][0] === '.' || stop[0][0] === '!' || stop[0][0] === '?') {
      if (end - start < SEGMENTED_AT_ONCE) continue
    }
    yield text.slice(start, end)
    start = end
  }
  if (start < text.length) yield text.slice(start)
}

/**
 * A text's sentences, as the Unicode sentence rules find them (`Intl.Segmenter`), each with the spaces after
 * it, so that joining them gives the text back. A stop inside a number ('1.2 MHz', '12.5 V') or before a word
 * in lower case ('approx. 5 ft. approx.') ends none; nor does an abbreviation ('e.g. Garmin'). A line break
 * ends a sentence, and a list's item or a numbered step is one sentence, whole, to the end of its line, or,
 * with `itemsWhole: false`, its sentences apart, the first with its number or bullet.
 */
export function sentencesOf(text: string, { itemsWhole = true }: { itemsWhole?: boolean } = {}): string[] {
  const sentences: string[] = []
  let current = ''
  let marker = 0
  let atLineStart = true
  for (const piece of piecesOf(text))
    for (const { segment } of SENTENCES.segment(piece)) {
      if (current === '' && atLineStart) marker = ITEM_LINE.exec(segment)?.[0].length ?? 0
      current += segment
      atLineStart = endsALine(segment)
      // The segmenter ends a sentence after '1. ': a step's number stays with its step.
      const onlyTheMarker = marker > 0 && current.length < marker + 64 && current.trimEnd().length <= marker
      if (atLineStart || (!(marker > 0 && itemsWhole) && !onlyTheMarker && !endsInAnAbbreviation(segment))) {
        sentences.push(current)
        current = ''
        marker = 0
      }
    }
  if (current) sentences.push(current)
  return withClosingMarksBack(sentences)
}

const CLOSING_MARKS = /^(\*\*|__|\*|_)(\s+|$)/

/**
 * The segmenter ends '**Which charts do you want?** Garmin ...' after the '?', so the next sentence opens with
 * the bold's closing marks: they go back to the sentence whose emphasis they close, with the spaces after them.
 */
function withClosingMarksBack(sentences: string[]): string[] {
  for (let i = 1; i < sentences.length; i++) {
    const closing = CLOSING_MARKS.exec(sentences[i] as string)
    const previous = sentences[i - 1] as string
    if (!closing || !/[.!?]$/.test(previous)) continue
    const marks = closing[1] as string
    if (previous.split(marks).length % 2 === 1) continue // its emphasis is closed already
    sentences[i - 1] = previous + closing[0]
    sentences[i] = (sentences[i] as string).slice(closing[0].length)
  }
  return sentences.filter((s) => s !== '')
}

/** A text as a regular expression matches it literally ('16/c', 'pro+'). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

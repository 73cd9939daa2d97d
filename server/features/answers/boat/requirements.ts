// What a feature needs, as the guides and specifications say it: their sentences that say a feature needs,
// requires or cannot work without a part ('radar overlay needs a heading sensor on the network'), with the
// parts they name. Only what a text says is read; the boat is checked against it elsewhere (boat-answer.ts).
import { type Part, partInText, parts } from './on-board'

/** A sentence that says something needs a part, and the parts it needs. */
export interface Requirement {
  /** The sentence as the reader sees it (markdown marks and list numbers left out). */
  text: string
  needs: Part[]
}

// 'needs', 'requires', 'cannot steer without', 'only with': the words of a requirement, and what follows them
// is what is needed. 'X is required for Y' names what is needed before the verb.
const ACTIVE =
  /\b(needs?|requires?|must have|cannot [a-z ]{1,40}?without|will not work without|only with|depends? on)\b/i
const PASSIVE = /\b(is|are) (required|needed)\b/i
const WITHOUT = /^without (a |an |the |reliable )?([^,.;]+)/i
/** A specification's bracketed condition of a feature: '(with a compatible transducer)', not '(with built-in GPS)'. */
const FEATURE_WITH = /\(with (?!(?:a |an |the )?(?:built-in|internal|integrated|its own)\b)([^)]+)\)/gi
/** What a specification line says a device is used with or lacks in the box ('used with an X transducer'). */
const TAKES_PART = /\bused with [^,;.()]+|\b[a-z ]*\btransducers? sold separately\b/gi
/** A list introduced as the requirements ('Requirements:'): each of its items is one. */
const REQUIREMENTS_INTRO = /\brequirements?:\s*$/i

/** A line of a section as plain text: no list number or bullet, no bold or italics. */
export function plain(text: string): string {
  return text
    .replace(/^\s*(\d+[.)]|[-*•])\s+/, '')
    .replace(/\*\*|__|(?<![\w])_(?=\S)|(?<=\S)_(?![\w])|`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The sentences of a text, each list item's sentences apart, markdown headings left out. */
export function sentencesIn(body: string): { text: string; item: boolean; afterIntro: boolean }[] {
  const out: { text: string; item: boolean; afterIntro: boolean }[] = []
  let afterIntro = false
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trim()
    if (!line) continue
    if (/^#{1,6}\s/.test(line)) {
      afterIntro = false
      continue
    }
    const item = /^(\d+[.)]|[-*•])\s/.test(line)
    if (!item) afterIntro = REQUIREMENTS_INTRO.test(line)
    // Only an item's first sentence is its lead ('GPS position for placing the radar image').
    splitSentences(plain(line)).forEach((text, at) => {
      out.push({ text, item, afterIntro: item && afterIntro && at === 0 })
    })
  }
  return out
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9*_])/
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean)
}

// What a sentence sets apart from what is needed ('a heading sensor, separate from GPS'): not needed.
const SET_APART = /[,(]?\s*\b(separate from|apart from|rather than|instead of|other than)\b[^,;)]*/gi

/** The text a requirement's sentence names as needed: after 'needs', before 'is required', after 'without'. */
function neededPart(sentence: string, listedAsRequirement: boolean): string | null {
  const clause = (sentence.split(/;/)[0] ?? sentence).replace(SET_APART, '')
  const passive = PASSIVE.exec(clause)
  if (passive) return clause.slice(0, passive.index)
  const active = ACTIVE.exec(clause)
  if (active) return clause.slice(active.index + active[0].length)
  const without = WITHOUT.exec(clause)
  if (without) return without[2] ?? null
  // An item of a 'Requirements:' list: its lead ('GPS position for placing the radar image').
  if (listedAsRequirement) return clause.split(/:|\bfor\b/)[0] ?? clause
  return null
}

/** The requirements a guide section or a passage states, in its order. */
export function requirementsIn(body: string): Requirement[] {
  const found: Requirement[] = []
  for (const { text, afterIntro } of sentencesIn(body)) {
    const needed = neededPart(text, afterIntro)
    if (!needed) continue
    const needs = parts.filter((part) => partInText[part].test(needed))
    if (needs.length > 0) found.push({ text, needs })
  }
  return found
}

/**
 * The requirements a device's specifications state: a line that says it needs or requires a part ('Heading:
 * requires a heading sensor for MARPA'), the inputs it takes ('Inputs: rudder feedback unit, heading
 * sensor'), or a feature it has only with a part ('Wind Vane (with wind instrument)').
 */
export function specificationRequirements(specifications: string): Requirement[] {
  const found: Requirement[] = []
  for (const line of specifications.split('\n').map((l) => l.trim())) {
    if (!line) continue
    const stated = /^inputs?:/i.test(line) ? line.replace(/^inputs?:/i, '') : neededPart(line, false)
    // A feature's condition in brackets: 'Wind Vane (with wind instrument)' works with that part only.
    const bracketed = [...line.matchAll(FEATURE_WITH)].map((m) => m[1] ?? '')
    // A sonar 'used with' a transducer, or whose transducer is 'sold separately', has none of its own.
    const takes = [...line.matchAll(TAKES_PART)].map((m) => m[0])
    bracketed.push(...takes)
    const needed = [stated ?? '', ...bracketed].join(' ').trim()
    if (!needed) continue
    const needs = parts.filter((part) => partInText[part].test(needed))
    if (needs.length > 0) found.push({ text: line, needs })
  }
  return found
}

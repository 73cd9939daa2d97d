// What kind of answer a question asks for (an amount in knots, a reason, a choice) and which sentences give it,
// with the Snowball stems of words.ts (as the index has them), for finding the sentences of a passage
// most about a question; the ranking itself is BM25 over the database's English stems.
import { ASKS_TO_CHOOSE } from './intent'
import { contentStems, sentencesOf, stemOf } from './words'

// Besides the function words, the words of asking ('i want to', 'do i need', 'how do i use'), which every
// question has and no answer is about.
const WORDS_OF_ASKING = new Set(['need', 'want', 'use', 'using'])

// A question that asks for an amount ('how fast', 'how many amps') is answered by a sentence giving one in the
// units it is measured in ('at least 10 knots', '5.5 A transmitting'), and one asking why by a sentence
// giving a reason ('because the boat passes over them'): both carry the same token.
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|a few|several)\s*`
const ANSWER_KINDS: {
  token: string
  asked: RegExp
  given: RegExp
  /** Given only in a sentence that also holds two of the question's words ('better choice in shallow water'). */
  inTheSentence?: boolean
}[] = [
  {
    token: '#speed',
    asked: /\bhow (fast|slow)\b|\bwhat speed\b|\bhow many (knots|mph)\b/,
    given: new RegExp(`${NUMBER}(knots?|kn|kts|mph|km/h|kph)\\b`, 'i'),
  },
  {
    token: '#range',
    asked: /\bhow far\b|\bwhat range\b|\bhow much range\b/,
    given: new RegExp(`${NUMBER}(nm|nautical miles?|miles?|km)\\b`, 'i'),
  },
  {
    token: '#current',
    asked: /\b(how many|how much|what) (amps?|current|amperage)\b|\b(amp|current) draw\b/,
    given: new RegExp(`${NUMBER}(a|amps?|ma|amperes?)\\b`, 'i'),
  },
  {
    token: '#storage',
    asked:
      /\bwhat size (sd|micro ?sd|memory|card|chip)|\bhow (big|large) (an? )?(sd|micro ?sd|memory|card)|\bhow much (space|storage|memory)\b/,
    given: new RegExp(`${NUMBER}(gb|mb|tb)\\b`, 'i'),
  },
  {
    token: '#time',
    asked:
      /\bhow long (does|do|will|should|is|to|after|before|until|till)\b|\bhow soon\b|\bhow many (seconds|minutes|hours)\b/,
    given: new RegExp(`${NUMBER}(seconds?|secs?|minutes?|mins?|hours?|hrs?)\\b`, 'i'),
  },
  {
    token: '#reason',
    asked: /^(why|how come)\b|\bwhy (do|does|did|is|are|am|would|will|wont|won't|cant|can't)\b/,
    given: /\b(because|caused by|due to|the reason|as a result|cause)\b/i,
  },
  {
    token: '#depth',
    asked: /\bhow deep\b|\bmax(imum)? depth\b|\bdepth (rating|capabilit\w*|range)\b/,
    given: new RegExp(`${NUMBER}(m|ft|feet|foot|meters?|metres?|fathoms?)\\b`, 'i'),
  },
  {
    // Which of two to use for a purpose ('50 or 200 khz for shallow water?'): a passage that recommends one.
    token: '#choice',
    asked: ASKS_TO_CHOOSE,
    given:
      /\b(better|best) (choice|suited|for|in|when)\b|\b(is|are) (suited|ideal|recommended|preferred) (to|for)\b/i,
    inTheSentence: true,
  },
  {
    token: '#voltage',
    asked: /\b(what|how many|how much) (volts?|voltage)\b/,
    given: new RegExp(`${NUMBER}(v|vdc|volts?)\\b`, 'i'),
  },
]

/**
 * 'How many waypoints will it hold' is answered by a number of waypoints ('Waypoints: 5000', 'up to 3,000
 * waypoints'): a pattern for that, or null when the question asks for no count.
 */
export function countAskedIn(question: string): { test(text: string): boolean } | null {
  const noun = /\bhow many ([a-z]{3,})/i.exec(question)?.[1]?.toLowerCase()
  if (!noun) return null
  const counted = stemOf(noun)
  const isCounted = (word: string | undefined) => word !== undefined && stemOf(word.toLowerCase()) === counted
  return {
    // A word, a colon and the number ('Waypoints: 5000', 'Batteries up to 4'), or the number, perhaps a word,
    // and the word ('3,000 waypoints', '2 spare batteries').
    test: (text) =>
      [...text.matchAll(/\b([a-z]+):?\s*(?:up to\s*)?\d/gi)].some((m) => isCounted(m[1])) ||
      [...text.matchAll(/\b\d[\d,.]*\s+([a-z]+)(?:\s+([a-z]+))?/gi)].some(
        (m) => isCounted(m[1]) || isCounted(m[2]),
      ),
  }
}

/** Whether a stem is the token of what an answer gives ('#speed', '#reason'), not a word's. */
export const isAnswerKind = (stem: string) => stem.startsWith('#')

/**
 * Stems for finding the part of a section most about the question (ranking is done in SQL), with the
 * tokens of what the text gives ('#speed' for '10 knots'); a question's (`asking`) also with those of what it
 * asks for ('#speed' for 'how fast'). A passage that happens to read like a question ('side by side or one at
 * a time') asks for nothing.
 */
export function stems(text: string, asking = false): Set<string> {
  const found = new Set(contentStems(text, { minLength: 3, alsoLeftOut: WORDS_OF_ASKING }))
  const lower = text.toLowerCase()
  for (const q of ANSWER_KINDS) if ((asking && q.asked.test(lower)) || q.given.test(text)) found.add(q.token)
  return found
}

/** The kinds of answer a question asks for by its words ('#time' for 'how long before'), not those it gives. */
export function askedKinds(question: string): string[] {
  const lower = question.toLowerCase()
  return ANSWER_KINDS.filter((kind) => kind.asked.test(lower)).map((kind) => kind.token)
}

export function overlap(a: Set<string>, text: string): number {
  let n = 0
  for (const s of stems(text)) if (a.has(s)) n++
  return n
}

/** The most of the question's stems that one sentence (or line) of a text holds. */
export function bestSentenceMatch(question: Set<string>, text: string): number {
  let best = 0
  for (const sentence of sentencesAndLinesOf(text)) best = Math.max(best, overlap(question, sentence))
  return best
}

/**
 * The largest share of the question's stems that one sentence (or line) of a text holds: 1 when a single
 * sentence says everything the question asks about.
 */
export function bestSentenceShare(question: Set<string>, text: string): number {
  if (question.size === 0) return 0
  return bestSentenceMatch(question, text) / question.size
}

/**
 * Whether a text gives what the question asks for (`token`, '#speed'): anywhere in it, or, for a choice, in a
 * sentence about the question's subject ('the better choice in shallow water', not 'suited to searching').
 */
export function givesAnswerKind(asked: Set<string>, text: string, token: string): boolean {
  const kind = ANSWER_KINDS.find((k) => k.token === token)
  if (!kind?.inTheSentence) return stems(text).has(token)
  const words = new Set([...asked].filter((stem) => !isAnswerKind(stem)))
  return sentencesAndLinesOf(text).some(
    (sentence) => kind.given.test(sentence) && overlap(words, sentence) >= 2,
  )
}

/**
 * A text's sentences and its lines (a table's rows); a list item's sentences apart, so that a long item that
 * names much of the question does not outweigh the one sentence that answers it (decision 0066). A line of an
 * uploaded text file that breaks a sentence where the next goes on in lower case ('the better choice in
 * shallow\nwater') is not one.
 */
function sentencesAndLinesOf(text: string): string[] {
  return sentencesOf(text.replace(/(?<=[^\s.!?:;])\n(?=\p{Ll})/gu, ' '), { itemsWhole: false })
}

// Whether a passage speaks of what a question speaks of, beyond sharing single words: the evidence the
// relevance gate asks for when a question names no electronics ('dual spectrum wide or narrow' does,
// 'any tips for catching channel cats at night' shares only 'channel' with the guides).
import type { Passage } from './retrieval'

// Particles stay: 'north up', 'shuts off' and 'turn on' are phrases.
const STOP_WORDS = new Set(
  `a about after all also am an and any are as at be been before but by can could did do does doing for
  from get gets got had has have how i if im in into is it its just me more most my no not of once only or
  other our own same should so some such than that the their them then there these they this those
  through to too very was we were what when where which while who why will with would you your`.split(/\s+/),
)

/** Content words cut to their first five letters, so 'routing' meets 'route' and 'spectrum' meets 'spectra'. */
const roots = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
    .map((w) => w.slice(0, 5))

const pairsOf = (words: string[]) => words.slice(1).map((w, i) => `${words[i]} ${w}`)

/**
 * Whether one of the passages holds two neighbouring content words of the question as neighbours ('north
 * up', 'easy routing', 'bilge pump'), or two of them in its title ('my boat shows up on land').
 */
export function sharesAPhrase(question: string, passages: Passage[]): boolean {
  const asked = roots(question)
  const askedPairs = pairsOf(asked)
  return passages.some((p) => {
    const title = new Set(roots(p.title))
    if (new Set(asked.filter((w) => title.has(w))).size >= 2) return true
    const written = new Set(pairsOf(roots(`${p.title}\n${p.body}`)))
    return askedPairs.some((pair) => written.has(pair))
  })
}

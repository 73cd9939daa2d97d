// Whether a passage speaks of what a question speaks of, beyond sharing single words: the evidence the
// relevance gate asks for when a question names no electronics ('dual spectrum wide or narrow' does,
// 'any tips for catching channel cats at night' shares only 'channel' with the guides).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { corpusFrequencies, type Passage } from './retrieval'

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

/**
 * A word of the question this rare in the index (inverse document frequency, ln(passages / (1 + df))) that a
 * best passage's title holds names what the question asks about as surely as a phrase: 'how do i save a
 * screenshot' and 'Taking screenshots'. Everyday words an off-topic question shares with the guides
 * ('channel', 'battery', 'ice') are far more common.
 */
const MIN_TITLE_WORD_IDF = 4
const TITLES_SEARCHED_FOR_A_RARE_WORD = 3

export async function sharesARareTitleWord(db: Db, question: string, passages: Passage[]): Promise<boolean> {
  const titles = passages.slice(0, TITLES_SEARCHED_FOR_A_RARE_WORD).map((p) => p.title)
  if (titles.length === 0) return false
  const [rows, stats] = await Promise.all([
    db.execute(sql`
      select distinct q.lexeme from unnest(to_tsvector('english', ${question})) q
      where q.lexeme in (select t.lexeme from unnest(to_tsvector('english', ${titles.join(' . ')})) t)`),
    corpusFrequencies(db),
  ])
  return rowsOf<{ lexeme: string }>(rows).some(
    ({ lexeme }) =>
      Math.log(stats.documents / (1 + (stats.documentFrequency.get(lexeme) ?? 0))) >= MIN_TITLE_WORD_IDF,
  )
}

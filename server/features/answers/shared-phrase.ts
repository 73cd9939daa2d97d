// Whether a passage speaks of what a question speaks of, beyond sharing single words: the evidence the
// relevance gate asks for when a question names no electronics ('dual spectrum wide or narrow' does,
// 'any tips for catching channel cats at night' shares only 'channel' with the guides).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { searchIndexOf } from '../search-index'
import type { QuestionText } from './question'
import type { Passage } from './retrieval'
import { contentWords } from './words'

/**
 * A text's content words as written, not stemmed: a phrase is its words' own forms. With stems, 'sits on' in a
 * guide met 'sit on top or sit inside kayak' and an off-topic question passed the gate (decision 0066).
 */
const phraseWords = (text: string) => contentWords(text, { minLength: 2 })

const pairsOf = (words: string[]) => words.slice(1).map((w, i) => `${words[i]} ${w}`)

/**
 * Whether one of the passages holds two neighbouring content words of the question as neighbours ('north
 * up', 'easy routing', 'bilge pump'), or two of them in its title ('my boat shows up on land').
 */
export function sharesAPhrase(question: QuestionText, passages: Passage[]): boolean {
  const asked = question.phraseWords
  const askedPairs = pairsOf(asked)
  return passages.some((p) => {
    const title = new Set(phraseWords(p.title))
    if (new Set(asked.filter((w) => title.has(w))).size >= 2) return true
    const written = new Set(pairsOf(phraseWords(`${p.title}\n${p.body}`)))
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

export async function sharesARareTitleWord(
  db: Db,
  question: QuestionText,
  passages: Passage[],
): Promise<boolean> {
  const titles = passages.slice(0, TITLES_SEARCHED_FOR_A_RARE_WORD).map((p) => p.title)
  if (titles.length === 0) return false
  const [rows, stats] = await Promise.all([
    db.execute(sql`
      select distinct q.lexeme from unnest(to_tsvector('english', ${question.text})) q
      where q.lexeme in (select t.lexeme from unnest(to_tsvector('english', ${titles.join(' . ')})) t)`),
    searchIndexOf(db).stats(),
  ])
  return rowsOf<{ lexeme: string }>(rows).some(
    ({ lexeme }) =>
      Math.log(stats.documents / (1 + (stats.documentFrequency.get(lexeme) ?? 0))) >= MIN_TITLE_WORD_IDF,
  )
}

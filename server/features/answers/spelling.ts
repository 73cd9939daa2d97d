// Spelling: a question's misspelled words corrected against the words of the index itself (pg_trgm).
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { searchIndexOf } from '../search-index'
import { isCommonEnglishWord } from './everyday-english'

/** 'w/o', read as 'without' before a question is parted into words. */
const WITHOUT = /\bw\/o\b/gi

/**
 * Misspellings of everyday English words that are themselves real words or too far from the right one for
 * trigram similarity to decide ('looses' is as close to 'loose' as to 'loses'). Applied before the lexicon.
 */
const COMMON_MISSPELLINGS: Record<string, string> = {
  looses: 'loses',
  loosing: 'losing',
  wont: "won't",
  cant: "can't",
  dont: "don't",
  doesnt: "doesn't",
  isnt: "isn't",
  didnt: "didn't",
  wouldnt: "wouldn't",
  aint: "isn't",
  recieve: 'receive',
  recieving: 'receiving',
  recieves: 'receives',
  seperate: 'separate',
  definately: 'definitely',
  alot: 'a lot',
  thru: 'through',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  im: "i'm",
  ive: "i've",
  whats: "what's",
  wat: 'what',
  howto: 'how to',
  nite: 'night',
  tho: 'though',
  w: 'with',
  b4: 'before',
  anker: 'anchor',
  // Owners' short forms of the words manuals spell out.
  freq: 'frequency',
  freqs: 'frequencies',
  xducer: 'transducer',
  batt: 'battery',
  sats: 'satellites',
}

// A common English word (everyday-english.ts) is one an owner meant: it is corrected to an indexed word only
// past its first letter ('weaving', 'camping' and 'clipped' are not the index's 'leaving', 'damping' and
// 'flipped'). Misspellings that are themselves words ('looses') are in COMMON_MISSPELLINGS.

// A word is checked against the lexicon from this length on; shorter ones are too ambiguous to correct.
const MIN_CHECKED_LENGTH = 4
// Indexed words are at most 32 letters, and a question is a sentence or two: a 2,000-character string of
// made-up words must not buy a second of trigram searching.
const MAX_CHECKED_LENGTH = 32
const MAX_CHECKED_WORDS = 24
// Trigram similarity a correction needs (pg_trgm's default threshold is 0.3, far too loose for this); a short
// word has few trigrams, so one changed letter moves it further, and it needs more ('bowl' is not 'bow').
const MIN_SIMILARITY = 0.45
const MIN_SIMILARITY_SHORT = 0.6
const SHORT_WORD = 5

export interface Correction {
  from: string
  to: string
}

export interface CorrectedQuestion {
  text: string
  corrections: Correction[]
}

/**
 * The words among `words` the index holds as written, looked up by the table's key. Written as a range on the
 * key, which only its btree serves: PostgreSQL answers `term = any(...)` from the trigram index instead, one
 * word at a time, 10 to 18 ms a question where the btree takes 0.1 ms (bench:load, decision 0072).
 */
export function knownTermsQuery(words: string[]): SQL {
  return sql`select t.term from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)
             join search_terms t on t.term >= w.word and t.term <= w.word`
}

/**
 * The question with its misspelled words corrected: first everyday misspellings, then each word of four or
 * more letters that no indexed passage contains, replaced by the most similar indexed word when one is close
 * enough ('tranducer' → 'transducer', 'navionix' → 'navionics'). Words the index knows are left alone.
 */
export async function correctSpelling(db: Db, question: string): Promise<CorrectedQuestion> {
  const corrections: Correction[] = []
  // 'w/o' is 'without', not 'w' ('with') and 'o'.
  const whole = question.replace(WITHOUT, () => {
    corrections.push({ from: 'w/o', to: 'without' })
    return 'without'
  })
  const tokens = whole.split(/([^A-Za-z0-9']+)/)
  const words = tokens.map((t) => t.toLowerCase())
  for (const [i, word] of words.entries()) {
    const fixed = COMMON_MISSPELLINGS[word]
    if (fixed) {
      corrections.push({ from: word, to: fixed })
      tokens[i] = fixed
      words[i] = fixed
    }
  }
  const unchecked = [
    ...new Set(
      words.filter(
        (w) =>
          w.length >= MIN_CHECKED_LENGTH &&
          w.length <= MAX_CHECKED_LENGTH &&
          /^[a-z]+$/.test(w) &&
          !corrections.some((c) => c.to === w),
      ),
    ),
  ].slice(0, MAX_CHECKED_WORDS)
  if (unchecked.length > 0) await searchIndexOf(db).lexicon()
  // Most of a question's words are in the index as written: found by the table's key, they need no trigram
  // search, which was more than half an answer's time.
  const known = new Set(
    unchecked.length === 0
      ? []
      : rowsOf<{ term: string }>(await db.execute(knownTermsQuery(unchecked))).map((r) => r.term),
  )
  const unknown = unchecked.filter((w) => !known.has(w))
  if (unknown.length > 0) {
    const result = await db.execute(sql`
      select w.word, best.term, best.score,
             ts_lexize('english_stem', w.word) = ts_lexize('english_stem', best.term) as "sameStem"
      from unnest(string_to_array(${unknown.join(' ')}, ' ')) as w(word)
      left join lateral (
        select t.term, similarity(t.term, w.word) as score
        from search_terms t
        where t.term % w.word
        order by (t.term = w.word) desc, similarity(t.term, w.word) desc, t.occurrences desc
        limit 1
      ) best on true`)
    const best = new Map(
      rowsOf<{ word: string; term: string | null; score: number | null; sameStem: boolean | null }>(
        result,
      ).map((r) => [r.word, r]),
    )
    for (const [i, word] of words.entries()) {
      const match = best.get(word)
      const needed = word.length <= SHORT_WORD ? MIN_SIMILARITY_SHORT : MIN_SIMILARITY
      // Another form of the same word ('survive' where the passages say 'survives') is not a misspelling: the
      // search finds it by its stem, and the question's own form is what its phrases are read by.
      if (!match?.term || match.term === word || match.sameStem || Number(match.score) < needed) continue
      // A common English word becomes another only by a slip of the keys after its first letter ('ruder'):
      // 'weaving' is not 'leaving', nor 'camping' 'damping'.
      if (isCommonEnglishWord(word) && match.term[0] !== word[0]) continue
      corrections.push({ from: word, to: match.term })
      tokens[i] = match.term
    }
  }
  return { text: tokens.join(''), corrections }
}

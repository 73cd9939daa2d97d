// The index's term statistics in BM25's terms (decision 0065): how rare a lexeme is in the corpus, how often it
// occurs in a passage weighted by field, and how much one occurrence count says given the passage's length.
// The answer engine builds its score from these with its own weights per lexeme (answers/retrieval.ts); explain
// shows them for one passage.
import type { CorpusStats, LexemeHit } from './search'

// BM25 parameters; k1 a little lower than usual since passages are short and focused.
export const K1 = 1.2
export const B = 0.75
/** Field weights inside a passage: a word in the section title (A) says more than one in its headings (B) or body (C). */
export const FIELD_WEIGHT: Record<string, number> = { A: 3, B: 1.5, C: 1, D: 1 }

/** A lexeme's inverse document frequency (an unknown lexeme counts as in one passage). */
export function inverseDocumentFrequency(stats: CorpusStats, lexeme: string): number {
  const df = stats.documentFrequency.get(lexeme) ?? 1
  return Math.log(1 + (stats.documents - df + 0.5) / (df + 0.5))
}

/** A lexeme's frequency in a passage, each occurrence weighted by its field. */
export function fieldWeightedFrequency(hit: LexemeHit): number {
  return (hit.w ?? ['D']).reduce((sum, w) => sum + (FIELD_WEIGHT[w] ?? 1), 0)
}

/** BM25's saturating term-frequency factor for a passage of `length` lexemes. */
export function saturation(tf: number, length: number, averageLength: number): number {
  const norm = tf + K1 * (1 - B + (B * length) / averageLength)
  return (tf * (K1 + 1)) / norm
}

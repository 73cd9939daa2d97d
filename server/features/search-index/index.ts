// What other features may use of the search index: its state per database handle, what it finds, counts,
// explains and writes, and the plugin that decorates the app with it and keeps it in step with other instances
// (decisions 0062, 0065).
export { fieldWeightedFrequency, inverseDocumentFrequency, saturation } from './bm25'
export { searchIndex } from './plugin'
export type {
  CorpusStats,
  IndexCandidate,
  LexemeHit,
  SearchQuery,
  SearchScope,
  StoredPassage,
} from './search'
export {
  type Explanation,
  SearchIndex,
  searchIndexOf,
  type TermExplanation,
  UNHEARD_MAX_AGE_MS,
} from './search-index'
export type { IndexWriter, PassageRow } from './write'

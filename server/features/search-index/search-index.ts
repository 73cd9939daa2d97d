// The search index (knowledge_chunks) as one service: the only holder of what is worked out from it and kept
// between questions (corpus statistics, the section classifier, the spelling lexicon's check), and the one place
// that drops it when the index changes (decision 0062). It is also what finds, counts, explains and writes
// passages (decision 0065): search(), stats(), explain() and write(); no other feature reads or writes
// knowledge_chunks for them.
//
// One SearchIndex per database handle: the answer engine's functions all take the handle, so they find the
// index's state through it (searchIndexOf(db)) without an instance threaded through every call, and each app or
// test database has its own. No other module keeps caches of the index.
import type { Db } from '../../db/client'
import { fieldWeightedFrequency, inverseDocumentFrequency, saturation } from './bm25'
import { lexiconIsCurrent, rebuildLexicon } from './lexicon'
import {
  analyse,
  type CorpusStats,
  findCandidates,
  type IndexCandidate,
  readContentHashes,
  readCorpusStats,
  readGuideSection,
  readGuideTexts,
  readHits,
  readPassages,
  type SearchQuery,
  type StoredPassage,
} from './search'
import { IndexWriter } from './write'

/**
 * How long a cached value may be used while this instance cannot hear the index's changes (its LISTEN
 * connection on PostgreSQL is down and reconnecting): the last safety net. While it hears them, a value is
 * kept until a change drops it.
 */
export const UNHEARD_MAX_AGE_MS = 5 * 60_000

interface Entry {
  value: Promise<unknown>
  loadedAt: number
}

/** One lexeme of a question in one passage: why it counts (explain). */
export interface TermExplanation {
  lexeme: string
  /** In how many passages of the index it occurs. */
  documentFrequency: number
  inverseDocumentFrequency: number
  /** Its occurrences in the passage by field (positions the database recorded). */
  fields: { title: number; headings: number; body: number }
  /** Its frequency weighted by field (a title's occurrence weighs most). */
  frequency: number
  /** Its BM25 term score in this passage: inverse document frequency times saturated frequency. */
  contribution: number
}

/** Why a passage matched a question's lexemes, in the index's terms (no ranking rules of the answer engine). */
export interface Explanation {
  id: string
  /** The passage's number of distinct lexemes, and the index's average. */
  length: number
  averageLength: number
  documents: number
  /** The lexemes asked that the passage holds, in the order asked. */
  matched: TermExplanation[]
  /** The lexemes asked that it does not hold. */
  missing: string[]
  /** The sum of the contributions: the passage's unweighted BM25 score for these lexemes. */
  score: number
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>()
  private readonly built = new Map<string, { signature: string; value: Promise<unknown> }>()
  /**
   * Whether every change to the index reaches this instance at once: always in one process (PGlite, or a
   * handle whose writes are all made here); on PostgreSQL with several instances, while its LISTEN connection
   * is up.
   */
  private hearing = true
  /** The index's version in the database, as this instance last heard or read it (PostgreSQL). */
  knownVersion: number | undefined
  /** How many times the caches were dropped. */
  invalidations = 0
  /** The backend pid of the LISTEN connection while it is up (tests end it to see a reconnect). */
  listenerPid: number | undefined
  /** Set by the plugin that runs this index's LISTEN connection, so a second app on the same handle runs none. */
  listening = false

  constructor(private readonly db: Db) {}

  /** The index's size and each lexeme's document frequency, kept until the index changes. */
  stats(): Promise<CorpusStats> {
    return this.cached('corpus-stats', () => readCorpusStats(this.db))
  }

  /** The index's lexemes of each text (the database's 'english' analyser), in order. */
  analyse<Part extends string>(texts: Record<Part, string>): Promise<{ part: Part; lexeme: string }[]> {
    return analyse(this.db, texts)
  }

  /** The full-text candidates of a search in its scope, with their rank and the lexemes each holds; unranked. */
  search(query: SearchQuery): Promise<IndexCandidate[]> {
    return findCandidates(this.db, query)
  }

  /** A guide section by its id (without 'guide:'), or null. */
  guideSection(sectionId: string): Promise<StoredPassage | null> {
    return readGuideSection(this.db, sectionId)
  }

  /** The passages with these ids that exist. */
  passages(ids: string[]): Promise<StoredPassage[]> {
    return readPassages(this.db, ids)
  }

  /** Every guide section's text, by id. */
  guideTexts(): Promise<{ id: string; title: string; headings: string; body: string }[]> {
    return readGuideTexts(this.db)
  }

  /** The guides' section ids and titles, kept until the index changes. */
  guideTitles(): Promise<{ id: string; title: string }[]> {
    return this.cached('guide-titles', async () =>
      (await readGuideTexts(this.db)).map(({ id, title }) => ({ id, title })),
    )
  }

  /** The content hash of each passage of a kind, by id. */
  contentHashes(kind: StoredPassage['kind']): Promise<Map<string, string>> {
    return readContentHashes(this.db, kind)
  }

  /**
   * Makes search_terms (the index's words as written, for spelling) current: checked once after each change of
   * the index, and rebuilt only when the index moved past the version it was last built from, by whichever
   * instance asks first; concurrent questions share one check.
   */
  lexicon(): Promise<void> {
    return this.cached('lexicon', async () => {
      if (await lexiconIsCurrent(this.db)) return
      await rebuildLexicon(this.db, { onlyIfBehind: true })
    })
  }

  /** Rebuilds search_terms now (or, `onlyIfBehind`, unless it was built from the current version). */
  rebuildLexicon(options: { onlyIfBehind?: boolean } = {}): Promise<void> {
    return rebuildLexicon(this.db, options)
  }

  /** Why a passage matched these lexemes (which it holds, where, and their BM25 terms); null if no such passage. */
  async explain(lexemes: string[], passageId: string): Promise<Explanation | null> {
    const asked = [...new Set(lexemes)]
    const [stats, found] = await Promise.all([this.stats(), readHits(this.db, passageId, asked)])
    if (!found) return null
    const byLexeme = new Map(found.hits.map((hit) => [hit.l, hit]))
    const matched = asked.flatMap((lexeme): TermExplanation[] => {
      const hit = byLexeme.get(lexeme)
      if (!hit) return []
      const weights = hit.w ?? ['D']
      const frequency = fieldWeightedFrequency(hit)
      const idf = inverseDocumentFrequency(stats, lexeme)
      return [
        {
          lexeme,
          documentFrequency: stats.documentFrequency.get(lexeme) ?? 0,
          inverseDocumentFrequency: idf,
          fields: {
            title: weights.filter((w) => w === 'A').length,
            headings: weights.filter((w) => w === 'B').length,
            body: weights.filter((w) => w !== 'A' && w !== 'B').length,
          },
          frequency,
          contribution: idf * saturation(frequency, found.length, stats.averageLength),
        },
      ]
    })
    return {
      id: passageId,
      length: found.length,
      averageLength: stats.averageLength,
      documents: stats.documents,
      matched,
      missing: asked.filter((lexeme) => !byLexeme.has(lexeme)),
      score: matched.reduce((sum, term) => sum + term.contribution, 0),
    }
  }

  /**
   * Runs `work`, which writes passages only through the writer it is given, in transactions of its own; once it
   * settled (committed, or failed: part of it may have committed), this instance's caches are dropped. Other
   * instances hear of the write from the database (the version trigger's notice).
   */
  async write<T>(work: (writer: IndexWriter) => Promise<T>): Promise<T> {
    const writer = new IndexWriter()
    try {
      return await work(writer)
    } finally {
      writer.close()
      this.changed()
    }
  }

  /**
   * `load()`'s value, kept until the index changes. A load that began before a change is not kept for the
   * questions after it; a failed load is not kept at all.
   */
  cached<T>(name: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(name)
    if (entry && (this.hearing || Date.now() - entry.loadedAt < UNHEARD_MAX_AGE_MS)) {
      return entry.value as Promise<T>
    }
    const fresh: Entry = { value: load(), loadedAt: Date.now() }
    this.entries.set(name, fresh)
    fresh.value.catch(() => {
      if (this.entries.get(name) === fresh) this.entries.delete(name)
    })
    return fresh.value as Promise<T>
  }

  /**
   * What `build()` makes of the index's content with this `signature`, kept across changes: built again only
   * when the signature differs (the section classifier, learned again only when the guides' text changed).
   */
  builtFrom<T>(name: string, signature: string, build: () => Promise<T>): Promise<T> {
    const kept = this.built.get(name)
    if (kept?.signature === signature) return kept.value as Promise<T>
    const value = build()
    const entry = { signature, value }
    this.built.set(name, entry)
    value.catch(() => {
      if (this.built.get(name) === entry) this.built.delete(name)
    })
    return value
  }

  /** Drops every cached value: the next question reads the index again. */
  invalidate(): void {
    this.entries.clear()
    this.invalidations++
  }

  /**
   * Called by write() once its work settled (and by tests writing the table by hand): this instance's next
   * question sees the write at once. Other instances hear of it from the database (the version trigger's
   * notice), not from this call.
   */
  changed(): void {
    this.invalidate()
  }

  /** A notice from the database: the index reached `version`. */
  heard(version: number): void {
    this.invalidate()
    if (Number.isFinite(version)) this.knownVersion = Math.max(this.knownVersion ?? version, version)
  }

  /** The LISTEN connection is up and the index is at `version`: a change missed while it was down is dropped now. */
  connected(version: number, pid: number): void {
    if (this.knownVersion !== version) this.invalidate()
    this.knownVersion = version
    this.listenerPid = pid
    this.hearing = true
  }

  /** The LISTEN connection is down (or not yet up): cached values age out until it is back. */
  disconnected(): void {
    this.hearing = false
    this.listenerPid = undefined
  }

  get isHearing(): boolean {
    return this.hearing
  }
}

const indexes = new WeakMap<Db, SearchIndex>()

/** The search index of this database handle (made on first use). */
export function searchIndexOf(db: Db): SearchIndex {
  let index = indexes.get(db)
  if (!index) {
    index = new SearchIndex(db)
    indexes.set(db, index)
  }
  return index
}

// What the search index finds and counts (decision 0065): the database's analyser for a question's words, the
// full-text candidates of a search with their rank and matched lexemes, the corpus statistics, one passage by
// id, and why one passage matched. It does not rank: the answer engine weighs what it finds (answers/).
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

/** The index's size and each lexeme's document frequency: how distinctive a word is. */
export interface CorpusStats {
  documents: number
  /** The average number of distinct lexemes of a passage (`length(tsv)`). */
  averageLength: number
  documentFrequency: Map<string, number>
  loadedAt: number
}

/** A passage as stored, without what the index computes (its lexemes). */
export interface StoredPassage {
  id: string
  kind: 'guide' | 'device' | 'manual'
  sourceId: string
  sourceTitle: string
  title: string
  headings: string
  body: string
  deviceId: number | null
  page: number | null
  /** The page number printed in a manual, where it differs from the PDF's page index ('iv', 'A-3'). */
  pageLabel: string | null
  url: string | null
}

/**
 * Where a lexeme occurs in a passage: the weights of its positions, by field ('A' the title, 'B' the headings,
 * 'C' the body; 'D' or null: no field recorded).
 */
export interface LexemeHit {
  l: string
  w: string[] | null
}

/** A passage the full-text search found, with what the ranking reads of it. */
export interface IndexCandidate extends StoredPassage {
  /** PostgreSQL's ts_rank_cd of the passage for the query (cover density; no inverse document frequency). */
  rank: number
  deviceTypes: string[]
  brands: string[]
  /** The passage's number of distinct lexemes. */
  length: number
  /** The number of lexemes in its title. */
  titleLength: number
  /** The query's lexemes the passage holds, with their fields; null when it holds none. */
  hits: LexemeHit[] | null
}

/**
 * Which passages a search looks in.
 * - A device's question: the device's own passages (its manuals, its specifications), and the guides of no maker
 *   or of the device's maker (lower case); other makers' guides are left out.
 * - A general question: every guide, and the manuals uploaded for the general pseudo-device.
 */
export type SearchScope =
  | { general: false; deviceId: number; brand: string }
  | { general: true; deviceId: number }

export interface SearchQuery {
  /** Lexemes as the index holds them (stemmed by the 'english' configuration): any of them matches. */
  lexemes: string[]
  scope: SearchScope
  /** The best-ranked matching passages in the scope, at most this many. */
  limit: number
  /**
   * Besides those, the device's own best-ranked matching passages, at most this many: they compete apart, so the
   * guides' many owners' phrases do not crowd them out.
   */
  ownLimit: number
  /** Passages to include by id if they are in the scope, matching or not (the sections that come next). */
  alsoIds?: string[]
}

/** The index's size, average passage length and every lexeme's document frequency, read from the database. */
export async function readCorpusStats(db: Db): Promise<CorpusStats> {
  const totals = await db.execute<{ n: number; avg: number }>(
    sql`select count(*)::int as n, coalesce(avg(length(tsv)), 1)::float8 as avg from knowledge_chunks`,
  )
  const df = await db.execute<{ lexeme: string; df: number }>(
    sql`select u.lexeme, count(*)::int as df from knowledge_chunks k, unnest(k.tsv) u group by u.lexeme`,
  )
  const total = rowsOf<{ n: number; avg: number }>(totals)[0]
  return {
    documents: Number(total?.n ?? 0),
    averageLength: Number(total?.avg ?? 1) || 1,
    documentFrequency: new Map(
      rowsOf<{ lexeme: string; df: number }>(df).map((r) => [r.lexeme, Number(r.df)]),
    ),
    loadedAt: Date.now(),
  }
}

/**
 * The lexemes of each text, as the index makes them of a passage's ('english': stemmed, stop words removed), in
 * the order of `texts` and, within one, of the parser's output.
 */
export async function analyse<Part extends string>(
  db: Db,
  texts: Record<Part, string>,
): Promise<{ part: Part; lexeme: string }[]> {
  const parts = Object.entries(texts) as [Part, string][]
  if (parts.length === 0) return []
  const selects = parts.map(
    ([part, text]) => sql`select ${part}::text as part, lexeme from unnest(to_tsvector('english', ${text}))`,
  )
  return rowsOf<{ part: Part; lexeme: string }>(await db.execute(sql.join(selects, sql` union all `)))
}

/** The lexemes among `lexemes` a passage's tsv (`tsv`, a column) holds, with their fields, as JSON; null if none. */
function hitsIn(tsv: SQL, lexemes: string[]): SQL {
  return sql`(select json_agg(json_build_object('l', u.lexeme, 'w', u.weights))
              from unnest(${tsv}) u where u.lexeme = any(string_to_array(${lexemes.join(' ')}, ' ')))`
}

/** Lexemes as a tsquery matching any of them; they are stemmed already, so the 'simple' configuration keeps them. */
function anyOf(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/'/g, "''")}'`).join(' | ')
}

/** The full-text candidates of a search, each with its rank and the query's lexemes it holds. */
export async function findCandidates(db: Db, query: SearchQuery): Promise<IndexCandidate[]> {
  const { lexemes, scope: searched } = query
  if (lexemes.length === 0) return []
  const scope = searched.general
    ? sql`(k.kind = 'guide' or (k.kind = 'manual' and k.device_id = ${searched.deviceId}))`
    : sql`(k.device_id = ${searched.deviceId}
          or (k.kind = 'guide' and (cardinality(k.brands) = 0 or ${searched.brand} = any(k.brands))))`
  const also = query.alsoIds ?? []
  const result = await db.execute(sql`
    with q as (select to_tsquery('simple', ${anyOf(lexemes)}) as query),
    matching as (
      select k.*, ts_rank_cd(k.tsv, q.query) as rank
      from knowledge_chunks k, q
      where k.tsv @@ q.query and ${scope}
      order by rank desc
      limit ${query.limit}
    ),
    own as (
      select k.*, ts_rank_cd(k.tsv, q.query) as rank
      from knowledge_chunks k, q
      where k.tsv @@ q.query and k.device_id = ${searched.deviceId}
        and k.id not in (select id from matching)
      order by rank desc
      limit ${query.ownLimit}
    ),
    candidates as (
      select * from matching
      union all
      select * from own
      union all
      select k.*, ts_rank_cd(k.tsv, q.query) as rank
      from knowledge_chunks k, q
      where k.id = any(string_to_array(${also.join('|')}, '|')) and ${scope}
        and k.id not in (select id from matching) and k.id not in (select id from own)
    )
    select c.id, c.kind, c.source_id as "sourceId", c.source_title as "sourceTitle", c.title, c.headings, c.body,
           c.device_id as "deviceId", c.page, c.page_label as "pageLabel", c.url, c.device_types as "deviceTypes", c.brands, c.rank,
           length(c.tsv) as length, length(to_tsvector('english', c.title)) as "titleLength",
           ${hitsIn(sql`c.tsv`, lexemes)} as hits
    from candidates c`)
  return rowsOf<IndexCandidate>(result)
}

const STORED_COLUMNS = sql`id, kind, source_id as "sourceId", source_title as "sourceTitle", title, headings, body,
           device_id as "deviceId", page, page_label as "pageLabel", url`

/** A guide section by its id ('software-updates/backing-up-before-an-update'), or null. */
export async function readGuideSection(db: Db, sectionId: string): Promise<StoredPassage | null> {
  const result = await db.execute(sql`
    select ${STORED_COLUMNS}
    from knowledge_chunks where id = ${`guide:${sectionId}`} and kind = 'guide'`)
  return rowsOf<StoredPassage>(result)[0] ?? null
}

/** The passages with these ids that exist (in no particular order). */
export async function readPassages(db: Db, ids: string[]): Promise<StoredPassage[]> {
  if (ids.length === 0) return []
  const result = await db.execute(sql`
    select ${STORED_COLUMNS}
    from knowledge_chunks where id = any(string_to_array(${ids.join('|')}, '|'))`)
  return rowsOf<StoredPassage>(result)
}

/** Every guide section's id, title, headings and body, by id: what the section classifier learns from. */
export async function readGuideTexts(
  db: Db,
): Promise<{ id: string; title: string; headings: string; body: string }[]> {
  return rowsOf(
    await db.execute(
      sql`select id, title, headings, body from knowledge_chunks where kind = 'guide' order by id`,
    ),
  )
}

/** Each passage of a kind, by id, with its content hash: what a writer compares its content with. */
export async function readContentHashes(db: Db, kind: StoredPassage['kind']): Promise<Map<string, string>> {
  const result = await db.execute(
    sql`select id, content_hash as hash from knowledge_chunks where kind = ${kind}`,
  )
  return new Map(rowsOf<{ id: string; hash: string }>(result).map((r) => [r.id, r.hash]))
}

/** The lexemes of one passage among `lexemes`, with their fields, and the passage's length; null if none. */
export async function readHits(
  db: Db,
  id: string,
  lexemes: string[],
): Promise<{ length: number; hits: LexemeHit[] } | null> {
  const result = await db.execute(sql`
    select length(k.tsv) as length, ${hitsIn(sql`k.tsv`, lexemes)} as hits
    from knowledge_chunks k where k.id = ${id}`)
  const [row] = rowsOf<{ length: number; hits: LexemeHit[] | null }>(result)
  return row ? { length: Number(row.length), hits: row.hits ?? [] } : null
}

// The index's words as written (not stemmed), with how often they occur: search_terms, what a question's
// misspelled words are corrected against (answers/spelling.ts). Built from the passages once per version of the
// index, by whichever instance asks first (decision 0062); here since decision 0065, with the rest of what reads
// knowledge_chunks.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { searchIndexState } from '../../db/schema'

/**
 * Rebuilds search_terms from the passages' titles and bodies, as written (not stemmed), and records the index
 * version it was built from. `onlyIfBehind`: not when another instance has already built it from the current
 * version.
 */
export async function rebuildLexicon(db: Db, options: { onlyIfBehind?: boolean } = {}): Promise<void> {
  // Instances sharing one PostgreSQL rebuild it one at a time (their upserts of the same words would
  // otherwise wait on each other, in whatever order each happened to write them).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_terms'))`)
    // Read before the passages are: the version recorded is never newer than what the lexicon was built from.
    const [state] = await tx.select().from(searchIndexState)
    if (options.onlyIfBehind && state && state.lexiconVersion === state.version) return
    await tx.execute(sql`
    with words as (
      select w as term, count(*)::int as occurrences
      from knowledge_chunks k, regexp_split_to_table(lower(k.title || ' ' || k.body), '[^a-z0-9]+') as w
      where length(w) between 3 and 32 and w !~ '^[0-9]+$'
      group by w
    ), written as (
      insert into search_terms (term, occurrences) select term, occurrences from words
      on conflict (term) do update set occurrences = excluded.occurrences
      returning term
    )
    delete from search_terms where term not in (select term from written)`)
    // Last, so the version row is locked only for a moment.
    await tx.update(searchIndexState).set({ lexiconVersion: state?.version ?? 0 })
  })
}

/** Whether the lexicon was built from the index's current version. */
export async function lexiconIsCurrent(db: Db): Promise<boolean> {
  const [state] = await db.select().from(searchIndexState)
  return Boolean(state && state.lexiconVersion === state.version)
}

// Writing the search index (decision 0065): the only code that inserts, replaces or deletes passages. A writer is
// handed out by SearchIndex.write() for the length of one piece of work, in the writer's own transaction (`tx`),
// so that the index itself, not each feature, drops its caches when the work is done.
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { knowledgeChunks } from '../../db/schema'

/** A passage as written to the index (its lexemes are computed by the database). */
export type PassageRow = Omit<typeof knowledgeChunks.$inferInsert, 'tsv'>

export class IndexWriter {
  private open = true

  /** Ends the writer: what SearchIndex.write() does once its work settled. */
  close(): void {
    this.open = false
  }

  private check(): void {
    if (!this.open) throw new Error('search index: a writer was used after its write() ended')
  }

  /** Writes one passage: inserted, or in place of the passage with its id. */
  async put(tx: DbOrTx, row: PassageRow): Promise<void> {
    this.check()
    await tx.insert(knowledgeChunks).values(row).onConflictDoUpdate({ target: knowledgeChunks.id, set: row })
  }

  /** Inserts new passages (an id already in the index fails the statement). */
  async insert(tx: DbOrTx, rows: PassageRow[]): Promise<void> {
    this.check()
    if (rows.length > 0) await tx.insert(knowledgeChunks).values(rows)
  }

  /** Removes the passages of one source (a document's). */
  async removeSource(tx: DbOrTx, sourceId: string): Promise<void> {
    this.check()
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId))
  }

  /** Removes every passage of one device (its specifications and its manuals). */
  async removeDevice(tx: DbOrTx, deviceId: number): Promise<void> {
    this.check()
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.deviceId, deviceId))
  }

  /** Removes the passages of a kind whose ids are not in `keep`; returns the ids removed. */
  async removeKindExcept(tx: DbOrTx, kind: PassageRow['kind'], keep: string[]): Promise<string[]> {
    this.check()
    const gone = await tx
      .delete(knowledgeChunks)
      .where(
        and(eq(knowledgeChunks.kind, kind), keep.length ? notInArray(knowledgeChunks.id, keep) : sql`true`),
      )
      .returning({ id: knowledgeChunks.id })
    return gone.map((r) => r.id)
  }
}

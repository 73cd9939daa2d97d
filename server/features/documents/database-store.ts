import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { FileStore, type OpenedFile, STORED_NAME } from './storage'

/** A stored file is cut into pieces of this size, one row each: one in memory at a time, either way. */
export const DATABASE_CHUNK_BYTES = 1024 * 1024

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * The files in the PostgreSQL database every instance shares (decision 0068): the default when DATABASE_URL
 * is set and S3_BUCKET is not. A file is rows of `document_file_chunks` (1 MiB of bytea each), written in one
 * transaction (whole or not at all) and read a row at a time, so neither way holds the file in memory. It is
 * backed up with the database (pg_dump), and goes with it.
 */
export class DatabaseStore extends FileStore {
  readonly kind = 'database'

  constructor(
    dir: string,
    private readonly db: Db,
  ) {
    super(dir)
  }

  async put(path: string, storedName: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // A copy a crash interrupted was rolled back; one that finished is replaced whole (a move resumed).
      await tx.execute(sql`delete from document_file_chunks where stored_name = ${storedName}`)
      let seq = 0
      for await (const piece of createReadStream(path, { highWaterMark: DATABASE_CHUNK_BYTES })) {
        await tx.execute(
          sql`insert into document_file_chunks (stored_name, seq, bytes) values (${storedName}, ${seq}, ${piece as Buffer})`,
        )
        seq++
      }
    })
  }

  async list(): Promise<string[]> {
    const rows = rowsOf<{ stored_name: string }>(
      await this.db.execute(sql`select distinct stored_name from document_file_chunks`),
    )
    return rows.map((row) => row.stored_name).filter((name) => STORED_NAME.test(name))
  }

  private async extent(storedName: string): Promise<{ pieces: number; size: number } | undefined> {
    const [row] = rowsOf<{ pieces: number; size: string | number }>(
      await this.db.execute(
        sql`select count(*)::int as pieces, coalesce(sum(octet_length(bytes)), 0)::bigint as size
            from document_file_chunks where stored_name = ${storedName}`,
      ),
    )
    const pieces = Number(row?.pieces ?? 0)
    return pieces === 0 ? undefined : { pieces, size: Number(row?.size) }
  }

  protected async sizeOf(storedName: string): Promise<number | undefined> {
    return (await this.extent(storedName))?.size
  }

  protected async openFile(storedName: string): Promise<OpenedFile | undefined> {
    const extent = await this.extent(storedName)
    if (!extent) return undefined
    const db = this.db
    const count = extent.pieces
    async function* pieces() {
      for (let seq = 0; seq < count; seq++) {
        const [row] = rowsOf<{ bytes: Uint8Array }>(
          await db.execute(
            sql`select bytes from document_file_chunks where stored_name = ${storedName} and seq = ${seq}`,
          ),
        )
        if (!row) throw new Error(`The stored file ${storedName} was removed while it was read`)
        yield asBuffer(row.bytes)
      }
    }
    return { size: extent.size, stream: Readable.from(pieces(), { objectMode: false }) }
  }

  protected async removeFile(storedName: string): Promise<void> {
    await this.db.execute(sql`delete from document_file_chunks where stored_name = ${storedName}`)
  }
}

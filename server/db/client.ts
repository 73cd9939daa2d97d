import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { findAppRoot } from '../lib/app-root'
import { type DataDirLock, lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** The handle `db.transaction(async (tx) => ...)` passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What a helper that may run inside a transaction takes: the database itself or a transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers true when the database answers a trivial query. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite'
      dataDir: string | 'memory'
      /** Called if another server takes DATA_DIR's lock from us while we run. */
      onLockLost?: (error: Error) => void
    }

const migrationsFolder = join(findAppRoot(), 'server', 'db', 'migrations')

/**
 * Opens the configured database and applies pending migrations before anything else touches it. The
 * embedded database first locks DATA_DIR (throws DataDirInUseError when another server holds it).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    await migratePg(db as never, { migrationsFolder })
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        try {
          await pool.query('select 1')
          return true
        } catch {
          return false
        }
      },
      close: () => pool.end(),
    }
  }

  let client: PGlite
  let lock: DataDirLock | undefined
  // pg_trgm: misspelled words are corrected against the index's own vocabulary by trigram similarity.
  const extensions = { pg_trgm }
  if (options.dataDir === 'memory') {
    client = new PGlite({ extensions })
  } else {
    lock = await lockDataDir(options.dataDir, { onLost: options.onLockLost })
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir, { extensions })
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db
  try {
    await migratePglite(db as never, { migrationsFolder })
  } catch (error) {
    await client.close().catch(() => {})
    await lock?.release()
    throw error
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: async () => {
      try {
        await client.close()
      } finally {
        await lock?.release()
      }
    },
  }
}

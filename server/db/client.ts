import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
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
  /** PostgreSQL's connection pool, for the metrics: connections open, idle, and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number }
  /**
   * PostgreSQL only: a new connection outside the pool (not yet connected; the caller ends it), for a session
   * of its own: the one that LISTENs for other instances' changes (server/db/notices.ts, decisions 0062, 0069).
   */
  dedicatedClient?(applicationName: string): import('pg').Client
  /**
   * The embedded database only: loads rows written in COPY's text format into a table. PGlite runs on the
   * server's own thread, and reads this format in about half the time of the same rows as JSON (the request
   * log, decision 0021). PostgreSQL does that work in its own processes, so it has no need of this.
   */
  copyText?(table: string, columns: readonly string[], text: string): Promise<void>
  /**
   * The embedded database only: its whole data directory as a tarball (PGlite's dumpDataDir), from which
   * another in-memory database starts as this one is (`template`).
   */
  snapshot?(): Promise<Blob>
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite'
      dataDir: string | 'memory'
      /** Called if another server takes DATA_DIR's lock from us while we run. */
      onLockLost?: (error: Error) => void
      /**
       * Postgres settings given at every start (`-c name=value`), over PGLITE_MEMORY_DEFAULTS. What they
       * cost and save: docs/OPERATIONS.md.
       */
      settings?: Record<string, string>
      /**
       * In memory only: start from this snapshot of a database (`Database.snapshot`) instead of an empty one.
       * Creating a database costs PGlite several seconds, and the tests open hundreds (server/test/context.ts).
       */
      template?: Blob
    }

/**
 * Postgres's own default shared_buffers (128MB) is a page cache that PGlite allocates and zeroes inside its
 * WebAssembly memory at start, so all of it is resident at once, and WebAssembly memory is never given
 * back. The whole database is a few tens of MB, mostly in the operating system's file cache anyway, so
 * 16MB keeps its hot pages (indexes, the catalogue, the guides) with room to spare. Decision 0016.
 */
export const PGLITE_MEMORY_DEFAULTS: Readonly<Record<string, string>> = { shared_buffers: '16MB' }

const migrationsFolder = join(findAppRoot(), 'server', 'db', 'migrations')

/**
 * Opens the configured database and applies pending migrations before anything else touches it. The
 * embedded database first locks DATA_DIR (throws DataDirInUseError when another server holds it).
 */
/** Any fixed number: the advisory lock every instance of this app takes to migrate. */
const MIGRATION_LOCK = 7_346_021

/**
 * Runs the migrations while holding a session advisory lock, so instances starting together on one
 * PostgreSQL database migrate one after the other (two racing `CREATE TABLE`s fail on the catalogue's
 * unique index); the later ones find the work done. The lock goes with its connection, even on a crash.
 */
async function migrateAlone(pool: import('pg').Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Each driver is loaded only where it is used: the embedded default never loads pg, PostgreSQL never
    // loads PGlite's WebAssembly build.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    await migrateAlone(pool, () => migratePg(db as never, { migrationsFolder }))
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
      dedicatedClient: (applicationName) =>
        new pg.Client({
          connectionString: options.url,
          application_name: applicationName,
          connectionTimeoutMillis: 10_000,
          // Its statements are a LISTEN and a version read: one that hangs must fail, and the connection be
          // made again, rather than hold up the app's start (onReady waits for the first connection).
          statement_timeout: 10_000,
          // A connection the network dropped without a word is found out, not trusted for hours.
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        }),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    }
  }

  compileWasmOneFunctionAtATime()
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  )
  let client: PGlite | undefined
  let lock: DataDirLock | undefined
  // pg_trgm: misspelled words are corrected against the index's own vocabulary by trigram similarity.
  const extensions = { pg_trgm }
  const startParams = [
    ...PGlite.defaultStartParams,
    ...settingParams({ ...PGLITE_MEMORY_DEFAULTS, ...options.settings }),
  ]
  let db: Db
  try {
    if (options.dataDir === 'memory') {
      client = new PGlite({
        extensions,
        startParams,
        ...(options.template ? { loadDataDir: options.template } : {}),
      })
    } else {
      lock = await lockDataDir(options.dataDir, { onLost: options.onLockLost })
      const dir = join(options.dataDir, 'pglite')
      mkdirSync(dir, { recursive: true })
      if (!existsSync(join(dir, 'PG_VERSION'))) await createPgliteDatabase(dir, startParams)
      client = new PGlite(dir, { extensions, startParams })
    }
    await client.waitReady
    db = drizzlePglite({ client, schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder })
  } catch (error) {
    await client?.close().catch(() => {})
    await lock?.release()
    throw withSettingsNamed(error, options.settings)
  }
  const pglite = client
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await pglite.query('select 1')
        return true
      } catch {
        return false
      }
    },
    copyText: async (table, columns, text) => {
      // Names come from the code, never from a request; checked all the same, since they are spliced in.
      for (const name of [table, ...columns])
        if (!SQL_NAME.test(name)) throw new Error(`not a SQL name: ${name}`)
      await pglite.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      })
    },
    snapshot: () => pglite.dumpDataDir('none'),
    close: async () => {
      try {
        await pglite.close()
      } finally {
        await lock?.release()
      }
    },
  }
}

/**
 * V8 optimises the hottest of Postgres's WebAssembly functions in the background, by default on all four of
 * its helper threads at once; each thread's malloc arena keeps the peak of that work for good (30-40 MB
 * more in all after a start and a few answers). One function at a time keeps the same optimised code, a
 * little later after a start. The flag is read when compilation work is scheduled, so setting it before
 * PGlite compiles its module is enough. Decision 0016.
 */
function compileWasmOneFunctionAtATime() {
  setFlagsFromString('--wasm-num-compilation-tasks=1')
}

/** PGlite says only 'failed to initialize' when Postgres refuses a setting: name the settings given. */
function withSettingsNamed(error: unknown, settings: Record<string, string> | undefined): unknown {
  const given = Object.entries(settings ?? {})
  if (!(error instanceof Error) || given.length === 0 || !/failed to initialize/i.test(error.message))
    return error
  const list = given.map(([name, value]) => `${name}=${value}`).join(' ')
  return new Error(
    `The embedded database did not start with the Postgres settings ${list} (PGLITE_SHARED_BUFFERS, PGLITE_SETTINGS; docs/OPERATIONS.md): ${error.message}`,
    { cause: error },
  )
}

/** `-c name=value` for each setting, as Postgres takes them on its command line. */
export function settingParams(settings: Readonly<Record<string, string>>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])
}

/**
 * Creates a new embedded database in `dir` in a short-lived child process. Creating one runs initdb and a
 * second Postgres instance beside the one that stays, and the memory they take (about 100 MB beyond what
 * the server keeps: freed WebAssembly memories, a grown malloc heap) would stay resident in this process
 * for good; in a child it goes back to the system when the child exits. Decision 0016.
 */
async function createPgliteDatabase(dir: string, startParams: string[]): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `const [entry, dir, params] = process.argv.slice(1)
require(entry).PGlite.create(dir, { startParams: JSON.parse(params) }).then((pg) => pg.close()).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})`
  // Plain node running PGlite's CommonJS build: none of the parent's flags (tsx's loader, a debugger).
  const child = spawn(process.execPath, ['-e', script, pgliteEntry, dir, JSON.stringify(startParams)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-2000)
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0 || !existsSync(join(dir, 'PG_VERSION'))) {
    throw new Error(
      `Could not create the embedded database in ${dir} (exit code ${code}): ${stderr.trim() || 'no message'}`,
    )
  }
}

// The reading queue on PostgreSQL: a pg-boss queue that every instance on the database shares (decision
// 0031). pg-boss is loaded when the queue starts, so the embedded database never loads it (nor pg).
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { Database } from '../../db/client'
import { abandonReading, type IngestDeps, ingestDocument, type ReadingResult } from './ingest'
import {
  expirySeconds,
  laneOf,
  lanesFor,
  type QueuedDocument,
  READING_QUEUE,
  type ReadingLane,
  type ReadingQueue,
  type ReadingQueueStats,
} from './reading-queue'

/** pg-boss's tables live in their own schema, beside the app's (drizzle's migrations never touch it). */
const SCHEMA = 'pgboss'
/**
 * One job per reading of a document, in its lane's queue (decision 0042). The large lane keeps the name
 * the single queue had, so jobs queued before the lanes are read there whatever their size.
 */
const QUEUES: Record<ReadingLane, string> = { small: 'read-document-small', large: 'read-document' }
const ALL_QUEUES = Object.values(QUEUES)
/** Where pg-boss moves a job whose last attempt failed or expired: its document ends failed. */
const GIVEN_UP = 'read-document-given-up'

interface ReadingJob {
  documentId: number
  /** Its lane's inputs, for a job queued again (absent from jobs queued before the lanes). */
  pages?: number
  sizeBytes?: number
}

/** How pg-boss runs its statements (its `db` option). */
export type QueueSql = PgBoss.Db

/** The app's pool, which drizzle keeps as `$client` (node-postgres). */
export function databasePool(database: Database): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client
}

/** pg-boss's statements on the app's pool rather than a second one. */
export function poolSql(pool: pg.Pool): QueueSql {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // After the app closed its pool, a stopped boss may still settle the job it just ended (pg-boss calls
      // complete/fail without awaiting them): there is nothing left to write, and a rejection there would be
      // nobody's to catch. No result reads as 'nothing affected' there; any other caller's error is caught
      // by pg-boss and reaches its 'error' listener (logged).
      if ((pool as pg.Pool & { ending?: boolean }).ending) return undefined as never
      const client = await pool.connect()
      try {
        return await client.query(text, values)
      } catch (error) {
        // pg-boss sends its schema changes as one text between BEGIN and COMMIT: one that fails (two
        // instances creating the schema at once) must not hand the pool a connection in a failed transaction.
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
  }
}

/**
 * Each reading is a job of its lane's queue (`read-document-small` or `read-document`), keyed by its
 * document. A queue's 'stately' policy holds at most one job of a document queued and one running, so an
 * upload and a reindex never read the same document at once (a document's lane never changes: its pages
 * and size are its file's), and one instance runs a job. Each instance has lanesFor(WORKERS) readers: the
 * small lane's read while its large lane's one is busy. A job whose instance dies stays taken until it
 * expires (expirySeconds: its document's reading limit and ten minutes), then another instance takes it.
 * A job is tried READING_QUEUE.attempts times: the last attempt that fails ends its document failed with
 * the error the admin reads; a last attempt whose instance died ends it failed through the dead-letter
 * queue.
 */
export class PgBossReadingQueue implements ReadingQueue {
  private boss: PgBoss | undefined
  private readonly readers: string[] = []
  private readonly inFlight = new Set<Promise<unknown>>()
  private readonly stopping = new AbortController()
  /** The readings in flight here, each with what calls it off alone (a delete through this instance). */
  private readonly reading = new Map<number, AbortController>()
  private gaveUp = 0
  private closed = false

  constructor(
    private readonly sql: QueueSql,
    private readonly deps: IngestDeps,
    /** Readings this instance runs at once in the small lane; 0 only queues them (WORKERS). */
    private readonly workers: number,
  ) {}

  async start(): Promise<void> {
    const { default: PgBoss } = await import('pg-boss')
    const boss = new PgBoss({
      db: this.sql,
      schema: SCHEMA,
      // No cron jobs; expiry and clean-up run on one instance at a time.
      schedule: false,
      maintenanceIntervalSeconds: READING_QUEUE.maintenanceIntervalSeconds,
    })
    boss.on('error', (error) => this.deps.log.error({ err: error }, 'reading queue error'))
    await boss.start()
    await boss.createQueue(GIVEN_UP, { name: GIVEN_UP })
    for (const name of ALL_QUEUES) {
      await boss.createQueue(name, { name, policy: 'stately', deadLetter: GIVEN_UP })
    }
    this.boss = boss
    const options = {
      includeMetadata: true,
      batchSize: 1,
      pollingIntervalSeconds: READING_QUEUE.pollingIntervalSeconds,
    } as const
    const lanes = lanesFor(this.workers)
    for (const lane of ['small', 'large'] as const) {
      const name = QUEUES[lane]
      for (let i = 0; i < lanes[lane]; i++) {
        this.readers.push(
          await boss.work<ReadingJob>(name, options, ([job]) => this.track(this.read(name, job))),
        )
      }
    }
    if (this.workers > 0)
      await boss.work<ReadingJob>(GIVEN_UP, options, ([job]) => this.track(this.giveUp(job)))
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The reading queue has not started')
    return this.boss
  }

  async add(document: QueuedDocument): Promise<void> {
    await this.send(document)
    this.wakeReaders()
  }

  cancel(documentId: number): void {
    // A job still queued finds its document gone when it is taken, and ends there.
    this.reading.get(documentId)?.abort()
  }

  /** A job for the document in its lane; none when one is queued already (the policy's unique index). */
  private send(document: QueuedDocument) {
    const { id: documentId, pages, sizeBytes } = document
    return this.started().send(
      QUEUES[laneOf(document)],
      { documentId, pages, sizeBytes } satisfies ReadingJob,
      {
        singletonKey: String(documentId),
        retryLimit: READING_QUEUE.attempts - 1,
        retryDelay: READING_QUEUE.retryDelaySeconds,
        expireInSeconds: expirySeconds(document),
      },
    )
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work)
    work.then(
      () => this.inFlight.delete(work),
      () => this.inFlight.delete(work),
    )
    return work
  }

  private async read(
    queue: string,
    job: PgBoss.JobWithMetadata<ReadingJob> | undefined,
  ): Promise<{ result: ReadingResult }> {
    if (!job) throw new Error('pg-boss handed over no job')
    const { documentId } = job.data
    const own = new AbortController()
    this.reading.set(documentId, own)
    // An attempt before the last that fails (ReadingAttemptFailedError, or the database while claiming)
    // fails the job: pg-boss offers it again after the delay. The last ends its document either way; if it
    // throws all the same, the job goes to the dead-letter queue, which ends it.
    let result: ReadingResult
    try {
      result = await ingestDocument(this.deps, documentId, {
        signal: AbortSignal.any([this.stopping.signal, own.signal]),
        lastAttempt: job.retryCount >= job.retryLimit,
      })
    } finally {
      this.reading.delete(documentId)
    }
    if (result === 'gave-up') this.gaveUp++
    // Called off by a shutdown: a new job, for another instance at once, and this attempt not counted.
    if (result === 'stopped') {
      const { pages = Number.POSITIVE_INFINITY, sizeBytes = Number.POSITIVE_INFINITY } = job.data
      await this.send({ id: documentId, pages, sizeBytes })
    }
    // Completed here, not only after the handler returns (pg-boss does that without waiting for it): the
    // policy lets no job of the document run while this one does, so a reading of it queued meanwhile (a
    // reindex) can be taken at once rather than at the next poll.
    const output = { result }
    await this.started().complete(queue, job.id, output)
    this.wakeReaders()
    return output
  }

  /** Readers look for a job at once, not at their next poll: after a job, more are often waiting. */
  private wakeReaders() {
    if (this.closed) return
    for (const id of this.readers) this.boss?.notifyWorker(id)
  }

  private async giveUp(job: PgBoss.JobWithMetadata<ReadingJob> | undefined): Promise<void> {
    if (!job) return
    const { documentId } = job.data
    // Reading it again was queued meanwhile (a start resumed it): that reading decides.
    if ((await this.pending([documentId])).size > 0) return
    if (await abandonReading(this.deps, documentId)) this.gaveUp++
  }

  async pending(documentIds: number[]): Promise<Set<number>> {
    if (documentIds.length === 0) return new Set()
    // pg-boss has no call for this: its job table (schema version of pg-boss 10), read-only.
    const { rows } = await this.sql.executeSql(
      `select distinct singleton_key from ${SCHEMA}.job
       where name = any($1::text[]) and state < 'completed' and singleton_key = any($2::text[])`,
      [ALL_QUEUES, documentIds.map(String)],
    )
    return new Set(rows.map((row: { singleton_key: string }) => Number(row.singleton_key)))
  }

  async idle(): Promise<void> {
    for (;;) {
      const { queued, active } = await this.stats()
      if (queued + active === 0) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async stats(): Promise<ReadingQueueStats> {
    // Before the start pg-boss's tables may not exist yet.
    if (!this.boss) return { queued: 0, active: 0, failed: 0 }
    const { rows } = await this.sql.executeSql(
      `select count(*) filter (where state < 'active')::int as queued,
              count(*) filter (where state = 'active')::int as active
       from ${SCHEMA}.job where name = any($1::text[])`,
      [ALL_QUEUES],
    )
    const counts = rows[0] as { queued: number; active: number } | undefined
    return { queued: counts?.queued ?? 0, active: counts?.active ?? 0, failed: this.gaveUp }
  }

  async close({ graceMs = READING_QUEUE.stopGraceMs }: { graceMs?: number } = {}): Promise<void> {
    if (this.closed) return
    this.closed = true
    const boss = this.boss
    if (!boss) return
    // No new jobs: each reader stops after the one it holds.
    for (const name of ALL_QUEUES) await boss.offWork(name)
    await boss.offWork(GIVEN_UP)
    if (graceMs > 0 && this.inFlight.size > 0) {
      const grace = new AbortController()
      const timeout = new Promise((resolve) => {
        const timer = setTimeout(resolve, graceMs)
        grace.signal.addEventListener('abort', () => clearTimeout(timer))
      })
      await Promise.race([Promise.allSettled(this.inFlight), timeout])
      grace.abort()
    }
    this.stopping.abort()
    while (this.inFlight.size > 0) await Promise.allSettled(this.inFlight)
    // pg-boss waits for its own bookkeeping of the jobs just ended; the pool is the app's to close.
    await boss.stop({ graceful: true, timeout: 2_000, close: false })
  }

  stop(): Promise<void> {
    return this.close({ graceMs: 0 })
  }
}

import type { ApiLogRow } from './service'

export interface ApiLogBatchOptions {
  /** Writes rows in one statement (insertApiLogs). */
  write(rows: ApiLogRow[]): Promise<void>
  /** A write failed (its rows are lost), or rows were dropped because the writes fell behind. */
  onError(error: unknown, lostRows: number): void
  /** How long a row may wait for others before it is written (default 250 ms). */
  intervalMs?: number
  /** Rows per statement; this many waiting are written at once (default 200). */
  maxBatch?: number
  /** Rows waiting or being written beyond which new ones are dropped and counted (default 10,000). */
  maxBacklog?: number
}

/**
 * The request log's rows, written in batches off the request path: a request only appends its row; a
 * timer (or a full batch) writes them, one statement per batch, one batch after another. flush() writes
 * what is waiting and resolves once everything added before it is written; close() flushes and makes every
 * later row go out at once.
 */
export class ApiLogBatch {
  private pending: ApiLogRow[] = []
  private backlog = 0
  private dropped = 0
  private timer: NodeJS.Timeout | undefined
  private writing: Promise<void> = Promise.resolve()
  private closed = false
  private readonly intervalMs: number
  private readonly maxBatch: number
  private readonly maxBacklog: number

  constructor(private readonly options: ApiLogBatchOptions) {
    this.intervalMs = options.intervalMs ?? 250
    this.maxBatch = Math.max(1, options.maxBatch ?? 200)
    this.maxBacklog = Math.max(this.maxBatch, options.maxBacklog ?? 10_000)
  }

  /** Rows added and not yet written (waiting or in a write). */
  get size(): number {
    return this.backlog
  }

  add(row: ApiLogRow): void {
    if (this.backlog >= this.maxBacklog) {
      this.dropped++
      return
    }
    this.pending.push(row)
    this.backlog++
    if (this.closed || this.pending.length >= this.maxBatch) void this.flush()
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs)
      this.timer.unref()
    }
  }

  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const rows = this.pending
    this.pending = []
    if (rows.length > 0 || this.dropped > 0) {
      this.writing = this.writing.then(() => this.write(rows))
    }
    return this.writing
  }

  close(): Promise<void> {
    this.closed = true
    return this.flush()
  }

  /** One statement; when the database refuses a value (a data error), row by row, so one bad row is lost alone. */
  private async writeBatch(batch: ApiLogRow[]): Promise<void> {
    try {
      await this.options.write(batch)
      return
    } catch (error) {
      if (batch.length === 1 || !isDataError(error)) {
        this.options.onError(error, batch.length)
        return
      }
    }
    for (const row of batch) {
      try {
        await this.options.write([row])
      } catch (error) {
        this.options.onError(error, 1)
      }
    }
  }

  private async write(rows: ApiLogRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += this.maxBatch) {
      const batch = rows.slice(i, i + this.maxBatch)
      try {
        await this.writeBatch(batch)
      } finally {
        this.backlog -= batch.length
      }
    }
    if (this.dropped > 0) {
      const dropped = this.dropped
      this.dropped = 0
      this.options.onError(new Error('the request log fell behind its database writes'), dropped)
    }
  }
}

/** PostgreSQL's class 22 (data exception: a value it cannot store), on the error or the driver error it wraps. */
function isDataError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('22')) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

// On PostgreSQL several instances share one index: each holds one connection of its own (not the pool's) that
// LISTENs for the version trigger's notices and drops its caches on each (decision 0062).
import type pg from 'pg'
import type { SearchIndex } from './search-index'

export const CHANNEL = 'search_index_changed'
/** Reconnecting waits this long after the first failure, doubling up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 250
const MAX_BACKOFF_MS = 15_000
/**
 * This often the connection reads the version (a connection the network dropped silently fails the read and
 * is replaced; a version that moved unheard drops the caches).
 */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 10_000

interface Log {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

export class IndexListener {
  private client: pg.Client | undefined
  private failures = 0
  private retry: NodeJS.Timeout | undefined
  private heartbeat: NodeJS.Timeout | undefined
  private closed = false
  /** The connection was up and was lost: its coming back is logged. */
  private dropped = false
  private connecting: Promise<void> | undefined

  constructor(
    private readonly index: SearchIndex,
    private readonly newClient: () => pg.Client,
    private readonly log: Log,
  ) {
    index.disconnected()
  }

  /** The first connection: resolves once it listens, or after its first failure (it keeps trying then). */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined
    })
    return this.connecting
  }

  /** Ends the connection and every retry: the app is closing. */
  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retry)
    clearInterval(this.heartbeat)
    await this.connecting?.catch(() => {})
    const client = this.client
    this.client = undefined
    this.index.disconnected()
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    if (this.closed) return
    const client = this.newClient()
    // An error on an idle connection (the server restarted, the backend was terminated) must not throw.
    client.on('error', () => {})
    client.on('end', () => this.lost(client))
    client.on('notification', (notice) => {
      if (notice.channel === CHANNEL) this.index.heard(Number(notice.payload))
    })
    try {
      await client.connect()
      // Listening first, then reading the version: a change committed after the read is heard, one before it
      // is in the version.
      await client.query(`listen ${CHANNEL}`)
      const { rows } = await client.query<{ version: string; pid: number }>(
        'select (select version from search_index_state) as version, pg_backend_pid() as pid',
      )
      if (this.closed) {
        await client.end().catch(() => {})
        return
      }
      this.client = client
      if (this.failures > 0 || this.dropped) this.log.info({}, 'search index: listening for changes again')
      this.failures = 0
      this.dropped = false
      this.index.connected(Number(rows[0]?.version ?? 0), Number(rows[0]?.pid))
      this.heartbeat = setInterval(() => void this.check(client), HEARTBEAT_MS)
      this.heartbeat.unref()
    } catch (error) {
      await client.end().catch(() => {})
      this.failures++
      if (this.failures === 1) {
        this.log.warn({ err: error }, 'search index: cannot listen for changes; retrying')
      }
      this.scheduleRetry()
    }
  }

  private async check(client: pg.Client): Promise<void> {
    try {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer')), HEARTBEAT_TIMEOUT_MS).unref(),
      )
      const { rows } = await Promise.race([
        client.query<{ version: string }>('select version from search_index_state'),
        timeout,
      ])
      const version = Number(rows[0]?.version ?? 0)
      if (this.client === client && version !== this.index.knownVersion) this.index.heard(version)
    } catch {
      // 'end' follows, and with it a reconnect.
      await client.end().catch(() => {})
      this.lost(client)
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = undefined
    clearInterval(this.heartbeat)
    this.index.disconnected()
    if (this.closed) return
    this.dropped = true
    this.log.warn({}, 'search index: the connection listening for changes was lost; reconnecting')
    this.scheduleRetry()
  }

  private scheduleRetry(): void {
    if (this.closed) return
    clearTimeout(this.retry)
    const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, this.failures - 1))
    // Instances that lost the server together do not all come back in the same millisecond.
    const delay = backoff / 2 + Math.random() * (backoff / 2)
    this.retry = setTimeout(() => void this.connect(), delay)
    this.retry.unref()
  }
}

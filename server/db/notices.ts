// On PostgreSQL several instances share one database, and each keeps caches of what any of them may change
// (the search index's statistics, verified sessions). Each instance holds ONE connection of its own (not the
// pool's) that LISTENs on every channel its caches subscribe to (decisions 0062, 0069). A notice drops what it
// names; every (re)connect asks each subscriber to catch up, so a notice missed while the connection was down
// cannot leave a cache stale; while it is down, each cache falls back to its own short bound.
import type pg from 'pg'

/** Reconnecting waits this long after the first failure, doubling up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 250
const MAX_BACKOFF_MS = 15_000
/**
 * This often the connection is asked something (a connection the network dropped silently fails the query
 * and is replaced; a subscriber with a version compares it then).
 */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 10_000

interface Log {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

/** What a subscriber may ask of the listening connection (it is already listening on its channel). */
export interface NoticeConnection {
  query<R extends pg.QueryResultRow>(text: string): Promise<{ rows: R[] }>
  /** The connection's backend pid (tests end it to see a reconnect). */
  pid: number
}

export interface NoticeSubscriber {
  /** A PostgreSQL channel name: lower-case letters and underscores. */
  channel: string
  /** A notice on the channel, with its payload. */
  heard(payload: string): void
  /**
   * The connection is up (again) and listens on the channel: whatever a notice missed while it was down would
   * have said must be made up for now (re-read a version, or drop everything). A throw fails the connection,
   * which is tried again.
   */
  connected(connection: NoticeConnection): Promise<void>
  /** Every heartbeat while connected (default: nothing beyond the heartbeat's own query). */
  check?(connection: NoticeConnection): Promise<void>
  /** The connection is down, or not up yet: nothing is heard until connected() again. */
  disconnected(): void
}

const CHANNEL_NAME = /^[a-z_]+$/

export class Notices {
  private readonly subscribers: NoticeSubscriber[] = []
  private client: pg.Client | undefined
  private failures = 0
  private retry: NodeJS.Timeout | undefined
  private heartbeat: NodeJS.Timeout | undefined
  private closed = false
  private started = false
  /** The connection was up and was lost: its coming back is logged. */
  private dropped = false
  private connecting: Promise<void> | undefined
  /** The listening backend's pid while the connection is up. */
  pid: number | undefined

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly log: Log,
  ) {}

  /** Adds a subscriber; only before start(), so every subscriber is listening from the first connection. */
  subscribe(subscriber: NoticeSubscriber): void {
    if (this.started)
      throw new Error(`Notices: '${subscriber.channel}' subscribed after the connection started`)
    if (!CHANNEL_NAME.test(subscriber.channel))
      throw new Error(`Notices: bad channel '${subscriber.channel}'`)
    this.subscribers.push(subscriber)
    subscriber.disconnected()
  }

  /** The first connection: resolves once it listens, or after its first failure (it keeps trying then). */
  start(): Promise<void> {
    this.started = true
    if (this.subscribers.length === 0) return Promise.resolve()
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
    this.pid = undefined
    for (const s of this.subscribers) s.disconnected()
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    if (this.closed) return
    const client = this.newClient()
    // An error on an idle connection (the server restarted, the backend was terminated) must not throw.
    client.on('error', () => {})
    client.on('end', () => this.lost(client))
    client.on('notification', (notice) => {
      if (this.client !== client) return
      for (const s of this.subscribers) if (s.channel === notice.channel) s.heard(notice.payload ?? '')
    })
    try {
      await client.connect()
      // Listening first, then catching up: a change committed after the catch-up's read is heard, one before
      // it is in what was read.
      for (const channel of new Set(this.subscribers.map((s) => s.channel)))
        await client.query(`listen ${channel}`)
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      const connection = {
        query: <R extends pg.QueryResultRow>(text: string) => client.query<R>(text),
        pid: Number(rows[0]?.pid),
      }
      if (this.closed) {
        await client.end().catch(() => {})
        return
      }
      // Notices that arrive while subscribers catch up are delivered: a drop too many costs one read.
      this.client = client
      this.pid = connection.pid
      for (const s of this.subscribers) await s.connected(connection)
      if (this.failures > 0 || this.dropped) this.log.info({}, 'notices: listening for changes again')
      this.failures = 0
      this.dropped = false
      this.heartbeat = setInterval(() => void this.check(client, connection), HEARTBEAT_MS)
      this.heartbeat.unref()
    } catch (error) {
      if (this.client === client) {
        this.client = undefined
        this.pid = undefined
        for (const s of this.subscribers) s.disconnected()
      }
      await client.end().catch(() => {})
      this.failures++
      if (this.failures === 1) this.log.warn({ err: error }, 'notices: cannot listen for changes; retrying')
      this.scheduleRetry()
    }
  }

  private async check(client: pg.Client, connection: NoticeConnection): Promise<void> {
    try {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer')), HEARTBEAT_TIMEOUT_MS).unref(),
      )
      await Promise.race([
        (async () => {
          await client.query('select 1')
          for (const s of this.subscribers) if (this.client === client) await s.check?.(connection)
        })(),
        timeout,
      ])
    } catch {
      // 'end' follows, and with it a reconnect.
      await client.end().catch(() => {})
      this.lost(client)
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = undefined
    this.pid = undefined
    clearInterval(this.heartbeat)
    for (const s of this.subscribers) s.disconnected()
    if (this.closed) return
    this.dropped = true
    this.log.warn({}, 'notices: the connection listening for changes was lost; reconnecting')
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

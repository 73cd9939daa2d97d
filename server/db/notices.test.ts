// The listening connection itself (decision 0069): it starts even while PostgreSQL cannot be reached and
// catches up once it can; every subscriber hears its own channel only; a change committed while it was down
// is made up for on reconnect by each subscriber's connected().
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresTestDatabase } from '../test/context'
import { type NoticeSubscriber, Notices } from './notices'

const postgresUrl = process.env.TEST_DATABASE_URL
const quiet = { info: () => {}, warn: () => {} }

/** A subscriber that records what it is told. */
function recorder(channel: string) {
  const told: string[] = []
  const subscriber: NoticeSubscriber = {
    channel,
    heard: (payload) => told.push(`heard ${payload}`),
    connected: async () => {
      told.push('connected')
    },
    disconnected: () => told.push('disconnected'),
  }
  return { told, subscriber }
}

describe('Notices without a database', () => {
  it('refuses a subscriber once started, and a channel that is not a plain name', async () => {
    const notices = new Notices(() => new pg.Client(), quiet)
    expect(() => notices.subscribe(recorder('bad; drop table users').subscriber)).toThrow(/bad channel/)
    await notices.start()
    expect(() => notices.subscribe(recorder('late').subscriber)).toThrow(/after the connection started/)
    await notices.close()
  })
})

describe.skipIf(!postgresUrl)('Notices on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>
  let admin: pg.Client

  beforeAll(async () => {
    created = await createPostgresTestDatabase(postgresUrl as string, 'sonar_notices')
    admin = new pg.Client({ connectionString: created.url })
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.end()
    await created?.drop()
  })

  it('starts while the database cannot be reached, and listens once it can', async () => {
    let reachable = false
    // Port 1: nothing listens there, the connection is refused at once.
    const unreachable = new URL(created.url)
    unreachable.port = '1'
    const notices = new Notices(
      () => new pg.Client({ connectionString: reachable ? created.url : unreachable.toString() }),
      quiet,
    )
    const a = recorder('channel_a')
    const b = recorder('channel_b')
    notices.subscribe(a.subscriber)
    notices.subscribe(b.subscriber)
    try {
      await notices.start()
      expect(notices.pid).toBeUndefined()
      expect(a.told).toEqual(['disconnected'])
      reachable = true
      await expect.poll(() => notices.pid, { timeout: 5000, interval: 20 }).toBeTypeOf('number')
      expect(a.told).toEqual(['disconnected', 'connected'])

      // Each subscriber hears its own channel, in the order committed; a rolled-back notice is never sent.
      await admin.query(`select pg_notify('channel_a', '1')`)
      await admin.query('begin')
      await admin.query(`select pg_notify('channel_b', 'rolled back')`)
      await admin.query('rollback')
      await admin.query(`select pg_notify('channel_b', '2')`)
      await admin.query(`select pg_notify('channel_a', '3')`)
      await expect.poll(() => a.told.at(-1), { timeout: 1000, interval: 20 }).toBe('heard 3')
      expect(a.told).toEqual(['disconnected', 'connected', 'heard 1', 'heard 3'])
      expect(b.told).toEqual(['disconnected', 'connected', 'heard 2'])

      // Its backend ended: each subscriber is told, and told again when it is back.
      const lost = notices.pid as number
      await admin.query('select pg_terminate_backend($1::int, 5000)', [lost])
      await expect.poll(() => a.told.at(-1), { timeout: 2000, interval: 20 }).toBe('disconnected')
      await expect.poll(() => notices.pid, { timeout: 5000, interval: 20 }).toBeTypeOf('number')
      expect(notices.pid).not.toBe(lost)
      expect(a.told.slice(-2)).toEqual(['disconnected', 'connected'])
    } finally {
      await notices.close()
    }
    expect(notices.pid).toBeUndefined()
  })

  it('a subscriber that cannot catch up fails the connection, which is tried again', async () => {
    let failures = 1
    const caughtUp: number[] = []
    const notices = new Notices(() => new pg.Client({ connectionString: created.url }), quiet)
    notices.subscribe({
      channel: 'channel_c',
      heard: () => {},
      connected: async (connection) => {
        if (failures-- > 0) throw new Error('cannot read the version')
        caughtUp.push(connection.pid)
      },
      disconnected: () => {},
    })
    try {
      await notices.start()
      expect(notices.pid).toBeUndefined()
      await expect.poll(() => caughtUp.length, { timeout: 5000, interval: 20 }).toBe(1)
      expect(notices.pid).toBe(caughtUp[0])
    } finally {
      await notices.close()
    }
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserRow } from '../../db/schema'
import { type FoundSession, SESSION_CACHE_MAX_TTL_MS, SessionCache } from './session-cache'

const user = (id: number) => ({ id, role: 'user', email: `u${id}@example.com` }) as unknown as UserRow
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
const found = (sessionId: string, userId: number, expiresAt = inAMonth()): FoundSession => ({
  sessionId,
  user: user(userId),
  expiresAt,
})

/** A database stand-in that counts its reads and answers when told to. */
function fakeDatabase(sessions: Record<string, FoundSession>) {
  const waiting: (() => void)[] = []
  let reads = 0
  let held = false
  return {
    read: (sessionId: string) => {
      reads++
      const answer = () => sessions[sessionId] ?? null
      if (!held) return Promise.resolve(answer())
      return new Promise<FoundSession | null>((resolve) => waiting.push(() => resolve(answer())))
    },
    hold: () => {
      held = true
    },
    release: () => {
      held = false
      for (const resolve of waiting.splice(0)) resolve()
    },
    get reads() {
      return reads
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SessionCache', () => {
  it('answers from memory within its lifetime, then asks the database again', async () => {
    const db = fakeDatabase({ a: found('a', 1) })
    const cache = new SessionCache({ ttlMs: 1000 })
    expect((await cache.load('a', db.read))?.user.id).toBe(1)
    vi.setSystemTime(Date.now() + 999)
    expect((await cache.load('a', db.read))?.user.id).toBe(1)
    expect(db.reads).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    expect((await cache.load('a', db.read))?.user.id).toBe(1)
    expect(db.reads).toBe(2)
  })

  it('never trusts a session past its own end, nor keeps what the database does not know', async () => {
    const db = fakeDatabase({ a: found('a', 1, new Date(Date.now() + 100)) })
    const cache = new SessionCache({ ttlMs: 1000 })
    await cache.load('a', db.read)
    vi.setSystemTime(Date.now() + 100)
    expect(cache.get('a')).toBeNull()
    expect(await cache.load('unknown', db.read)).toBeNull()
    expect(await cache.load('unknown', db.read)).toBeNull()
    expect(db.reads).toBe(3) // 'a' once, 'unknown' twice: a refusal is not cached
  })

  it('forgets a session, a user or everything at once', async () => {
    const db = fakeDatabase({ a: found('a', 1), b: found('b', 1), c: found('c', 2) })
    const cache = new SessionCache()
    for (const id of ['a', 'b', 'c']) await cache.load(id, db.read)
    cache.forgetSession('a')
    expect(cache.get('a')).toBeNull()
    expect(cache.get('b')).not.toBeNull()
    cache.forgetUser(1)
    expect(cache.get('b')).toBeNull()
    expect(cache.get('c')).not.toBeNull()
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('does not keep a read that began before an invalidation', async () => {
    const db = fakeDatabase({ a: found('a', 1) })
    const cache = new SessionCache()
    db.hold()
    const before = cache.load('a', db.read)
    cache.forgetUser(1) // e.g. a logout committed while the read was under way
    db.release()
    expect((await before)?.user.id).toBe(1)
    expect(cache.get('a')).toBeNull()
  })

  it('shares one read among concurrent requests, but not across an invalidation', async () => {
    const db = fakeDatabase({ a: found('a', 1) })
    const cache = new SessionCache()
    db.hold()
    const first = [cache.load('a', db.read), cache.load('a', db.read), cache.load('a', db.read)]
    expect(db.reads).toBe(1)
    cache.forgetSession('a')
    const after = cache.load('a', db.read) // must not join a read that may predate the logout
    expect(db.reads).toBe(2)
    db.release()
    await Promise.all([...first, after])
    expect(db.reads).toBe(2)
  })

  it('stays bounded, dropping the oldest entry first', async () => {
    const db = fakeDatabase({ a: found('a', 1), b: found('b', 2), c: found('c', 3) })
    const cache = new SessionCache({ maxEntries: 2 })
    for (const id of ['a', 'b', 'c']) await cache.load(id, db.read)
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeNull()
    expect(cache.get('c')).not.toBeNull()
  })

  it('lives at most 2 s, and 0 turns it off', async () => {
    expect(new SessionCache({ ttlMs: 60_000 }).ttlMs).toBe(SESSION_CACHE_MAX_TTL_MS)
    const db = fakeDatabase({ a: found('a', 1) })
    const off = new SessionCache({ ttlMs: 0 })
    await off.load('a', db.read)
    await off.load('a', db.read)
    expect(db.reads).toBe(2)
  })

  it('gives each request its own session object', async () => {
    const db = fakeDatabase({ a: found('a', 1) })
    const cache = new SessionCache()
    const first = await cache.load('a', db.read)
    if (first) first.user = user(99) // what refreshUser does to request.auth
    expect((await cache.load('a', db.read))?.user.id).toBe(1)
  })
})

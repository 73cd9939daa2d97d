import { createRequire } from 'node:module'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (throttle counters), else null. */
    redis: RedisConnection | null
  }
}

/**
 * A throttle counter could not be read or written (Redis is unreachable or too slow). The error handler
 * answers 503 SERVICE_UNAVAILABLE: the request is neither let through unthrottled nor failed as a bug.
 */
export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE'
  constructor(cause: unknown) {
    super(`Throttle store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'StoreUnavailableError'
  }
}

export interface RedisConnection {
  client: Redis
  /** True when Redis answers a PING within the command timeout. */
  ping(): Promise<boolean>
  /** Settles once the first connection attempt has succeeded or failed (or after FIRST_CONNECT_WAIT_MS). */
  firstAttempt(): Promise<void>
  /** @fastify/rate-limit's Redis store, with its errors turned into StoreUnavailableError. */
  rateLimitStore(): FastifyRateLimitStoreCtor
  close(): Promise<void>
}

/** No request waits longer than this for Redis: a command not answered by then fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000
const FIRST_CONNECT_WAIT_MS = 2_000

/**
 * The Redis client for REDIS_URL. Commands never queue while the connection is down
 * (`enableOfflineQueue: false`): they fail at once, so a throttled route answers 503 instead of hanging,
 * and no stale counts are replayed when Redis comes back. ioredis keeps reconnecting (every 2 s at most),
 * so the routes recover by themselves.
 */
export function createRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  // One line when Redis goes away and one when it is back, not one per reconnect attempt.
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn({ err: error }, 'Redis unavailable: throttled routes answer 503 until it is back')
  })
  client.on('ready', () => {
    if (down) log.info('Redis connection restored')
    down = false
  })

  let closed = false
  return {
    client,
    ping: async () => {
      if (client.status !== 'ready') return false
      try {
        return (await client.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    firstAttempt: () =>
      new Promise<void>((resolve) => {
        if (client.status === 'ready' || down) return resolve()
        const done = () => {
          clearTimeout(timer)
          client.off('ready', done)
          client.off('error', done)
          resolve()
        }
        const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS)
        client.once('ready', done)
        client.once('error', done)
      }),
    rateLimitStore: () => unavailableOnError(client),
    close: async () => {
      if (closed) return
      closed = true
      // QUIT when connected (it waits for replies in flight); otherwise just stop reconnecting.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
      else client.disconnect()
    },
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void
interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read?(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: unknown): RateLimitStore
}
interface StoreParams {
  continueExceeding: boolean
  exponentialBackoff: boolean
}
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => RateLimitStore

// The library's own Redis store (its Lua script and key names), which it does not export by name.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor

/** A rate-limit store whose errors are StoreUnavailableError, so the error handler answers 503. */
class GuardedStore implements RateLimitStore {
  constructor(private readonly inner: RateLimitStore) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, guard(callback), timeWindow, max)
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.inner.read) this.inner.read(key, guard(callback), timeWindow, max)
    else callback(new Error('The rate-limit store cannot read without counting'))
  }

  child(routeOptions: unknown): GuardedStore {
    return new GuardedStore(this.inner.child(routeOptions))
  }
}

const guard =
  (callback: Callback): Callback =>
  (error, result) =>
    error ? callback(new StoreUnavailableError(error)) : callback(null, result)

/** @fastify/rate-limit store constructor (it calls `new Store(globalParams)`): its Redis store, guarded. */
function unavailableOnError(redis: Redis): FastifyRateLimitStoreCtor {
  class GuardedRedisStore extends GuardedStore {
    constructor(params: StoreParams) {
      super(new RedisStore(params.continueExceeding, params.exponentialBackoff, redis))
    }
  }
  return GuardedRedisStore as unknown as FastifyRateLimitStoreCtor
}

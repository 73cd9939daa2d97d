import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rowsOf } from '../db/rows'

interface StoreOptions {
  timeWindow?: number
  groupId?: string
  routeInfo?: { method?: string; url?: string }
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * @fastify/rate-limit store on the application database, so every instance behind a load balancer
 * shares one count (DESIGN.md 'Growing past one machine'). One upsert per hit; an expired window restarts.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore {
    constructor(
      readonly options: StoreOptions,
      readonly prefix = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number, _max?: number): void {
      const windowMs = Math.max(1, Number(timeWindow ?? this.options.timeWindow ?? 60_000))
      const fullKey = `${this.prefix}:${key}`
      const interval = `${windowMs} milliseconds`
      db.execute<{ count: number; ttl: number }>(sql`
        insert into rate_limits (key, count, expires_at)
        values (${fullKey}, 1, now() + ${interval}::interval)
        on conflict (key) do update set
          count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
          expires_at = case when rate_limits.expires_at <= now() then now() + ${interval}::interval
                            else rate_limits.expires_at end
        returning count, greatest(0, floor(extract(epoch from (expires_at - now())) * 1000))::int as ttl`)
        .then((result) => {
          const row = rowsOf<{ count: number; ttl: number }>(result)[0]
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) })
        })
        .catch((error: Error) => callback(error))
    }

    child(routeOptions: StoreOptions) {
      const route = routeOptions.routeInfo?.url
        ? `${routeOptions.routeInfo.method}:${routeOptions.routeInfo.url}`
        : (routeOptions.groupId ?? this.prefix)
      return new PgRateLimitStore({ ...this.options, ...routeOptions }, route)
    }
  }
  // The library types the options it hands stores as an empty interface; ours names what it reads.
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor
}

export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where expires_at < now()`)
}

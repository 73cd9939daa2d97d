import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

/** At most `max` failures per window that starts at the first one (per address, per user). */
export interface WindowPolicy {
  kind: 'window'
  max: number
  timeWindowMs: number
}

/**
 * Free failures, then a wait after each further one, doubling from baseDelayMs up to maxDelayMs (per
 * account and address): slows one source's guessing. The count is forgotten after resetAfterMs without a
 * failure.
 */
export interface BackoffPolicy {
  kind: 'backoff'
  freeFailures: number
  baseDelayMs: number
  maxDelayMs: number
  resetAfterMs: number
}

/**
 * Failures counted in a window that starts at the first one, never refused (per account, across
 * addresses): the count only tells the other throttles that the account is being guessed at.
 */
export interface CountPolicy {
  kind: 'count'
  timeWindowMs: number
}

export type FailurePolicy = WindowPolicy | BackoffPolicy | CountPolicy

export type Attempt = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number }

const ms = (value: number) =>
  sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`

/**
 * Counts an attempt as a failure before it is checked (the password verified), in one atomic upsert on
 * `login_failures`: parallel attempts each get their own count, and once the key is blocked the upsert
 * changes nothing and the attempt is refused, with the seconds to wait. A success gives the attempt back
 * (releaseAttempt) or clears the count (clearAttempts), so only failures stay counted.
 */
export async function reserveAttempt(db: Db, key: string, policy: FailurePolicy): Promise<Attempt> {
  const expired =
    policy.kind === 'backoff'
      ? sql`f.last_failure_at <= now() - ${ms(policy.resetAfterMs)}`
      : sql`f.first_failure_at <= now() - ${ms(policy.timeWindowMs)}`
  // A count is never refused, whatever an older row under its key says.
  const open =
    policy.kind === 'count'
      ? sql`true`
      : sql`f.blocked_until is null or f.blocked_until <= now() or ${expired}`
  const failures = sql`(case when ${expired} then 1 else f.failures + 1 end)`
  const firstFailureAt = sql`(case when ${expired} then now() else f.first_failure_at end)`
  const result = await db.execute(sql`
    insert into login_failures as f (key, failures, first_failure_at, last_failure_at, blocked_until)
    values (${key}, 1, now(), now(), ${blockedUntil(policy, sql`1`, sql`now()`)})
    on conflict (key) do update set
      failures = ${failures},
      first_failure_at = ${firstFailureAt},
      last_failure_at = now(),
      blocked_until = ${blockedUntil(policy, failures, firstFailureAt)}
    where ${open}
    returning f.failures`)
  const row = rowsOf<{ failures: number }>(result)[0]
  if (row) return { allowed: true, failures: Number(row.failures) }
  return { allowed: false, retryAfterSeconds: await retryAfterSeconds(db, key) }
}

/** When the key is blocked after `failures` failures: null while it is not. */
function blockedUntil(policy: FailurePolicy, failures: SQL, firstFailureAt: SQL): SQL {
  if (policy.kind === 'count') return sql`null::timestamptz`
  if (policy.kind === 'window') {
    return sql`(case when ${failures} >= ${policy.max}::int then ${firstFailureAt} + ${ms(policy.timeWindowMs)} else null end)`
  }
  // 2^40 ms is far past any cap; the exponent is bounded so power() cannot overflow.
  const delayMs = sql`least(${policy.maxDelayMs}::double precision, ${policy.baseDelayMs}::double precision * power(2::double precision, least(${failures} - ${policy.freeFailures}::int, 40)))`
  return sql`(case when ${failures} >= ${policy.freeFailures}::int then now() + ${delayMs} * interval '1 millisecond' else null end)`
}

async function retryAfterSeconds(db: Db, key: string): Promise<number> {
  const result = await db.execute(sql`
    select ceil(extract(epoch from (blocked_until - now())))::int as seconds
    from login_failures where key = ${key}`)
  const seconds = Number(rowsOf<{ seconds: number | null }>(result)[0]?.seconds ?? 1)
  return Math.max(1, Number.isFinite(seconds) ? seconds : 1)
}

/** Gives back an attempt that succeeded (or was refused unchecked), so a window's count holds failures only. */
export async function releaseAttempt(db: Db, key: string, policy: WindowPolicy | CountPolicy): Promise<void> {
  const blocked =
    policy.kind === 'count'
      ? sql`null::timestamptz`
      : sql`case when failures - 1 >= ${policy.max}::int then blocked_until else null end`
  await db.execute(sql`
    update login_failures set failures = greatest(failures - 1, 0), blocked_until = ${blocked}
    where key = ${key}`)
}

/** Forgets every failure of the key (a successful login clears its account's count). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from login_failures where key = ${key}`)
}

/** Counters quiet for a day are past every window and delay: the hourly maintenance drops them. */
export async function pruneLoginFailures(db: Db, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.execute(sql`
    delete from login_failures
    where last_failure_at < now() - ${ms(olderThanMs)} and (blocked_until is null or blocked_until < now())`)
}

/**
 * The per-address key: IPv4 as is, IPv6 by its /64 (one subscriber or machine gets a whole /64, so one
 * address each would let it walk away from its count).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** The per-account key: the normalised email, hashed (bounded length, no addresses kept in clear). */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/** The failed-login counters of one attempt: its address, its account, and the two together. */
export function loginFailureKeys(email: string, ip: string | undefined) {
  const account = accountKey(email)
  const address = ip ? addressKey(ip) : undefined
  return {
    address: address ? `login:ip:${address}` : undefined,
    account: `login:account:${account}`,
    pair: `login:pair:${account}:${address ?? 'unknown'}`,
  }
}

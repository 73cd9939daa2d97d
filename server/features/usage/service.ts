import { eq, sql } from 'drizzle-orm'
import type { Usage } from '../../../contract/usage'
import { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from '../../../contract/usage'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'

/** The plan's query allowance: free is a lifetime trial, basic a monthly allowance, premium unlimited. */
export function queryLimit(plan: UserRow['subscription']): number | null {
  switch (plan) {
    case 'premium':
      return null
    case 'basic':
      return BASIC_QUERY_LIMIT
    default:
      return FREE_QUERY_LIMIT
  }
}

export function usageOf(user: UserRow): Usage {
  return {
    queriesUsed: user.queriesUsed,
    limit: queryLimit(user.subscription),
    subscription: user.subscription,
  }
}

/** The same rule as queryLimit, for the database to apply inside the spending update. */
const limitSql = sql`case ${users.subscription} when 'premium' then null when 'basic' then ${BASIC_QUERY_LIMIT}::int else ${FREE_QUERY_LIMIT}::int end`

/**
 * Spends one query, atomically: one conditional UPDATE, so two tabs can never both spend the last one.
 * Returns the updated user, or null when the allowance is used up.
 */
export async function reserveQuery(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ queriesUsed: sql`${users.queriesUsed} + 1` })
    .where(sql`${users.id} = ${userId} and (${limitSql} is null or ${users.queriesUsed} < ${limitSql})`)
    .returning()
  return row ?? null
}

/** Gives a query back when no answer could be produced. */
export async function refundQuery(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ queriesUsed: sql`greatest(${users.queriesUsed} - 1, 0)` })
    .where(eq(users.id, userId))
}

export function quotaExceededMessage(plan: UserRow['subscription']): string {
  return plan === 'basic'
    ? `You've used all ${BASIC_QUERY_LIMIT} queries of this billing period. Upgrade to Premium for unlimited questions.`
    : `You've used all ${FREE_QUERY_LIMIT} free queries. Upgrade to the Basic or Premium plan to keep asking.`
}

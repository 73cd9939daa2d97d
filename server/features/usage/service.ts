import { sql } from 'drizzle-orm'
import type { Usage } from '../../../contract/usage'
import { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from '../../../contract/usage'
import type { DbOrTx } from '../../db/client'
import { type UserRow, users } from '../../db/schema'

/** What decides an account's allowance: its role, then its plan. */
type Metered = Pick<UserRow, 'role' | 'subscription'>

/**
 * The account's query allowance: admins are never metered, whatever their plan (decision 0028); otherwise
 * free is a lifetime trial, basic a monthly allowance, premium unlimited.
 */
export function queryLimit({ role, subscription }: Metered): number | null {
  if (role === 'admin') return null
  switch (subscription) {
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
    limit: queryLimit(user),
    subscription: user.subscription,
  }
}

/** The same rule as queryLimit, for the database to apply inside the spending update. */
const limitSql = sql`case when ${users.role} = 'admin' then null when ${users.subscription} = 'premium' then null when ${users.subscription} = 'basic' then ${BASIC_QUERY_LIMIT}::int else ${FREE_QUERY_LIMIT}::int end`

/** An admin's questions are not counted: were the account made a plain user again, its trial is intact. */
const isAdminSql = sql`${users.role} = 'admin'`

/** Whether the account may ask now: read before an answer is begun, so a used-up allowance costs no work. */
export async function hasQueryLeft(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId} and (${limitSql} is null or ${users.queriesUsed} < ${limitSql})`)
  return Boolean(row)
}

/**
 * Spends one query, atomically: one conditional UPDATE, so two tabs can never both spend the last one.
 * Called in the transaction that records the first text of an answer (answers/answer-record.ts), so a query
 * is spent only with text that is sent. Returns the updated user, or null when the allowance is used up. An
 * admin's row comes back uncounted.
 */
export async function spendQuery(db: DbOrTx, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      queriesUsed: sql`case when ${isAdminSql} then ${users.queriesUsed} else ${users.queriesUsed} + 1 end`,
    })
    .where(sql`${users.id} = ${userId} and (${limitSql} is null or ${users.queriesUsed} < ${limitSql})`)
    .returning()
  return row ?? null
}

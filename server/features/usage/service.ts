import type { Usage } from '../../../contract/usage'
import { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from '../../../contract/usage'
import type { UserRow } from '../../db/schema'

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

import type { Usage } from '@contract/usage'
import { USAGE_WARNING_RATIO } from '@contract/usage'

export type UsageTone = 'danger' | 'warning' | 'info' | 'neutral'

export type UsageStatus = {
  /** What the badge says: "<used>/<limit> queries", or "Unlimited". */
  text: string
  /** The allocation's name: 'Free Queries', 'Monthly Queries' or 'Unlimited Queries'. */
  label: string
  /** Extra detail for the tooltip: percent used to one decimal and what is left. */
  detail: string
  tone: UsageTone
  /** Share of the limit used, 0..100 and capped, or null for unlimited plans. */
  percent: number | null
  remaining: number | null
}

/**
 * The navigation badge (SPEC.md section 4 'Usage colouring'): red once the limit is reached, amber from 80%
 * of it, blue for basic, grey otherwise; premium (no limit) is 'Unlimited'.
 */
export function usageStatus(usage: Usage): UsageStatus {
  const { queriesUsed, limit, subscription } = usage
  if (limit === null) {
    return {
      text: 'Unlimited',
      label: 'Unlimited Queries',
      detail: `${queriesUsed} ${queriesUsed === 1 ? 'query' : 'queries'} asked so far`,
      tone: subscription === 'basic' ? 'info' : 'neutral',
      percent: null,
      remaining: null,
    }
  }
  const ratio = limit > 0 ? queriesUsed / limit : 1
  const percent = Math.min(100, ratio * 100)
  const remaining = Math.max(0, limit - queriesUsed)
  const tone: UsageTone =
    queriesUsed >= limit
      ? 'danger'
      : ratio >= USAGE_WARNING_RATIO
        ? 'warning'
        : subscription === 'basic'
          ? 'info'
          : 'neutral'
  return {
    text: `${queriesUsed}/${limit} queries`,
    label:
      subscription === 'basic'
        ? 'Monthly Queries'
        : subscription === 'premium'
          ? 'Query Allocation'
          : 'Free Queries',
    detail: `${percent.toFixed(1)}% used · ${remaining} ${remaining === 1 ? 'query' : 'queries'} remaining`,
    tone,
    percent,
    remaining,
  }
}

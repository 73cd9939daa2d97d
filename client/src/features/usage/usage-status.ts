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
  /** What the plan allows, for the tooltip: "Free trial: 20 AI-guided queries." */
  allowance: string
  tone: UsageTone
  /** Share of the limit used, 0..100 and capped, or null for unlimited plans. */
  percent: number | null
  remaining: number | null
}

/** Whose usage it is: an admin's is unlimited whatever the plan, and not counted (decision 0028). */
export type UsageOwner = { admin?: boolean }

/**
 * The navigation badge (SPEC.md section 4 'Usage colouring'): red once the limit is reached, amber above 80%
 * of it (16 of 20 is not yet), blue for basic, grey otherwise; premium (no limit) is 'Unlimited'.
 */
export function usageStatus(usage: Usage, owner: UsageOwner = {}): UsageStatus {
  const { queriesUsed, limit, subscription } = usage
  if (limit === null) {
    return {
      text: 'Unlimited',
      label: 'Unlimited Queries',
      detail: owner.admin
        ? 'Questions asked as an administrator are not counted'
        : `${queriesUsed} ${queriesUsed === 1 ? 'query' : 'queries'} asked so far`,
      allowance: allowanceOf(usage, owner),
      tone: subscription === 'basic' ? 'info' : 'neutral',
      percent: null,
      remaining: null,
    }
  }
  const { ratio, percent, remaining } = usageShare(queriesUsed, limit)
  const tone: UsageTone =
    queriesUsed >= limit
      ? 'danger'
      : ratio > USAGE_WARNING_RATIO
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
    detail: usageDetail(percent, remaining),
    allowance: allowanceOf(usage),
    tone,
    percent,
    remaining,
  }
}

/** How much of a limit is used: the ratio, the percent capped at 100, and what is left (never below 0). */
function usageShare(queriesUsed: number, limit: number) {
  const ratio = limit > 0 ? queriesUsed / limit : 1
  return { ratio, percent: Math.min(100, ratio * 100), remaining: Math.max(0, limit - queriesUsed) }
}

/** SPEC.md section 4: percent used to one decimal, and the queries left. */
function usageDetail(percent: number, remaining: number): string {
  return `${percent.toFixed(1)}% used · ${remaining} ${remaining === 1 ? 'query' : 'queries'} remaining`
}

/** The plan's allowance in words (SPEC.md section 9), for the badge's tooltip. */
export function allowanceOf({ limit, subscription }: Usage, owner: UsageOwner = {}): string {
  if (limit === null)
    return owner.admin ? 'Administrator: unlimited queries.' : 'Premium plan: unlimited queries.'
  if (subscription === 'basic') return `Basic plan: up to ${limit} queries per month.`
  if (subscription === 'premium') return `Premium plan: ${limit} queries.`
  return `Free trial: ${limit} AI-guided queries. Upgrade for more.`
}

export type ProfileUsage = {
  /** 'Free Queries', 'Monthly Queries' or 'Query Allocation'. */
  usedLabel: string
  /** 'Free Tier Limit' or 'Monthly Allocation'; null when unlimited. */
  limitLabel: string | null
  /** Red when used up, amber from 80%, blue otherwise. */
  tone: Exclude<UsageTone, 'neutral'>
  message: string
  /** 0..100, capped, or null for unlimited plans (no bar). */
  percent: number | null
  remaining: number | null
  /** The bar's tooltip: the exact numbers. */
  detail: string | null
}

/**
 * The profile's usage block (SPEC.md section 4 'Usage colouring'). The SPEC's messages name both plans at
 * once ('Upgrade to Premium (if basic) or Subscribe'); each plan is told only the half that applies to it.
 */
export function profileUsage(usage: Usage, owner: UsageOwner = {}): ProfileUsage {
  const { queriesUsed, limit, subscription } = usage
  if (limit === null) {
    return {
      usedLabel: 'Query Allocation',
      limitLabel: null,
      tone: 'info',
      message: owner.admin ? 'Unlimited queries as an administrator' : 'Unlimited queries with Premium plan',
      percent: null,
      remaining: null,
      detail: null,
    }
  }
  const basic = subscription === 'basic'
  const { ratio, percent, remaining } = usageShare(queriesUsed, limit)
  const labels = basic
    ? { usedLabel: 'Monthly Queries', limitLabel: 'Monthly Allocation' }
    : subscription === 'premium'
      ? { usedLabel: 'Query Allocation', limitLabel: 'Monthly Allocation' }
      : { usedLabel: 'Free Queries', limitLabel: 'Free Tier Limit' }
  const common = { ...labels, percent, remaining, detail: usageDetail(percent, remaining) }
  if (queriesUsed >= limit) {
    return {
      ...common,
      tone: 'danger',
      message: basic
        ? 'Limit reached. Upgrade to Premium for more queries.'
        : 'Limit reached. Subscribe for more queries.',
    }
  }
  if (ratio > USAGE_WARNING_RATIO) {
    return {
      ...common,
      tone: 'warning',
      message: basic
        ? 'Almost at limit. Consider upgrading to Premium.'
        : 'Almost at limit. Consider subscribing.',
    }
  }
  return {
    ...common,
    tone: 'info',
    message: `${remaining} ${remaining === 1 ? 'query' : 'queries'} remaining${basic ? ' this month' : ''}.`,
  }
}

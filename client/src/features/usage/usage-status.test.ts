import { describe, expect, it } from 'vitest'
import { allowanceOf, profileUsage, usageStatus } from './usage-status'

describe('usageStatus', () => {
  it('counts queries against the limit', () => {
    expect(usageStatus({ queriesUsed: 3, limit: 20, subscription: 'free' })).toMatchObject({
      text: '3/20 queries',
      label: 'Free Queries',
      tone: 'neutral',
      detail: '15.0% used · 17 queries remaining',
      remaining: 17,
    })
  })

  it('is blue for basic, amber from 80% of the limit, red once it is used up', () => {
    expect(usageStatus({ queriesUsed: 10, limit: 500, subscription: 'basic' })).toMatchObject({
      tone: 'info',
      label: 'Monthly Queries',
    })
    expect(usageStatus({ queriesUsed: 16, limit: 20, subscription: 'free' }).tone).toBe('warning')
    expect(usageStatus({ queriesUsed: 15, limit: 20, subscription: 'free' }).tone).toBe('neutral')
    expect(usageStatus({ queriesUsed: 20, limit: 20, subscription: 'free' }).tone).toBe('danger')
    expect(usageStatus({ queriesUsed: 25, limit: 20, subscription: 'free' })).toMatchObject({
      tone: 'danger',
      percent: 100,
      remaining: 0,
    })
  })

  it("shows 'Unlimited' when there is no limit", () => {
    expect(usageStatus({ queriesUsed: 42, limit: null, subscription: 'premium' })).toMatchObject({
      text: 'Unlimited',
      label: 'Unlimited Queries',
      percent: null,
    })
  })
})

describe('allowanceOf', () => {
  it("explains each plan's allowance", () => {
    expect(allowanceOf({ queriesUsed: 0, limit: 20, subscription: 'free' })).toMatch(/^Free trial: 20 /)
    expect(allowanceOf({ queriesUsed: 0, limit: 500, subscription: 'basic' })).toBe(
      'Basic plan: up to 500 queries per month.',
    )
    expect(allowanceOf({ queriesUsed: 0, limit: null, subscription: 'premium' })).toBe(
      'Premium plan: unlimited queries.',
    )
  })
})

describe('profileUsage', () => {
  it('is blue with what is left under 80%', () => {
    expect(profileUsage({ queriesUsed: 3, limit: 20, subscription: 'free' })).toEqual({
      usedLabel: 'Free Queries',
      limitLabel: 'Free Tier Limit',
      tone: 'info',
      message: '17 queries remaining.',
      percent: 15,
      remaining: 17,
      detail: '15.0% used · 17 queries remaining',
    })
    expect(profileUsage({ queriesUsed: 0, limit: 500, subscription: 'basic' })).toMatchObject({
      usedLabel: 'Monthly Queries',
      limitLabel: 'Monthly Allocation',
      tone: 'info',
      message: '500 queries remaining this month.',
    })
  })

  it('warns from 80% of the limit', () => {
    expect(profileUsage({ queriesUsed: 16, limit: 20, subscription: 'free' })).toMatchObject({
      tone: 'warning',
      message: 'Almost at limit. Consider subscribing.',
    })
    expect(profileUsage({ queriesUsed: 400, limit: 500, subscription: 'basic' })).toMatchObject({
      tone: 'warning',
      message: 'Almost at limit. Consider upgrading to Premium.',
    })
    expect(profileUsage({ queriesUsed: 399, limit: 500, subscription: 'basic' }).tone).toBe('info')
  })

  it('is red once used up, and caps the bar at 100%', () => {
    expect(profileUsage({ queriesUsed: 20, limit: 20, subscription: 'free' })).toMatchObject({
      tone: 'danger',
      message: 'Limit reached. Subscribe for more queries.',
      percent: 100,
      remaining: 0,
    })
    expect(profileUsage({ queriesUsed: 530, limit: 500, subscription: 'basic' })).toMatchObject({
      tone: 'danger',
      message: 'Limit reached. Upgrade to Premium for more queries.',
      percent: 100,
      detail: '100.0% used · 0 queries remaining',
    })
  })

  it('has no bar for premium', () => {
    expect(profileUsage({ queriesUsed: 1234, limit: null, subscription: 'premium' })).toMatchObject({
      usedLabel: 'Query Allocation',
      message: 'Unlimited queries with Premium plan',
      percent: null,
    })
  })
})

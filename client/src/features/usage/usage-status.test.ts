import { describe, expect, it } from 'vitest'
import { usage } from '@/test/fixtures'
import { allowanceOf, profileUsage, usageStatus } from './usage-status'

describe('usageStatus', () => {
  it('counts queries against the limit', () => {
    expect(usageStatus(usage({ queriesUsed: 3 }))).toMatchObject({
      text: '3/20 queries',
      label: 'Free Queries',
      tone: 'neutral',
      detail: '15.0% used · 17 queries remaining',
      remaining: 17,
    })
  })

  it('is blue for basic, amber above 80% of the limit (SPEC: not at it), red once it is used up', () => {
    expect(usageStatus(usage({ queriesUsed: 10, limit: 500, subscription: 'basic' }))).toMatchObject({
      tone: 'info',
      label: 'Monthly Queries',
    })
    expect(usageStatus(usage({ queriesUsed: 17 })).tone).toBe('warning')
    expect(usageStatus(usage({ queriesUsed: 16 })).tone).toBe('neutral')
    expect(usageStatus(usage({ queriesUsed: 401, limit: 500, subscription: 'basic' })).tone).toBe('warning')
    expect(usageStatus(usage({ queriesUsed: 400, limit: 500, subscription: 'basic' })).tone).toBe('info')
    expect(usageStatus(usage({ queriesUsed: 20 })).tone).toBe('danger')
    expect(usageStatus(usage({ queriesUsed: 25 }))).toMatchObject({
      tone: 'danger',
      percent: 100,
      remaining: 0,
    })
  })

  it("shows 'Unlimited' when there is no limit", () => {
    expect(usageStatus(usage({ queriesUsed: 42, limit: null, subscription: 'premium' }))).toMatchObject({
      text: 'Unlimited',
      label: 'Unlimited Queries',
      percent: null,
    })
  })
})

describe('an administrator', () => {
  // Admins are never metered (decision 0028): the server reports them as it reports Premium, limit null.
  const admin = usage({ queriesUsed: 7, limit: null, subscription: 'free' })

  it('is unlimited, without a count that is not kept', () => {
    expect(usageStatus(admin, { admin: true })).toMatchObject({
      text: 'Unlimited',
      allowance: 'Administrator: unlimited queries.',
      detail: 'Questions asked as an administrator are not counted',
    })
    expect(profileUsage(admin, { admin: true })).toMatchObject({
      message: 'Unlimited queries as an administrator',
      percent: null,
    })
  })
})

describe('allowanceOf', () => {
  it("explains each plan's allowance", () => {
    expect(allowanceOf(usage())).toMatch(/^Free trial: 20 /)
    expect(allowanceOf(usage({ limit: 500, subscription: 'basic' }))).toBe(
      'Basic plan: up to 500 queries per month.',
    )
    expect(allowanceOf(usage({ limit: null, subscription: 'premium' }))).toBe(
      'Premium plan: unlimited queries.',
    )
  })
})

describe('profileUsage', () => {
  it('is blue with what is left under 80%', () => {
    expect(profileUsage(usage({ queriesUsed: 3 }))).toEqual({
      usedLabel: 'Free Queries',
      limitLabel: 'Free Tier Limit',
      tone: 'info',
      message: '17 queries remaining.',
      percent: 15,
      remaining: 17,
      detail: '15.0% used · 17 queries remaining',
    })
    expect(profileUsage(usage({ limit: 500, subscription: 'basic' }))).toMatchObject({
      usedLabel: 'Monthly Queries',
      limitLabel: 'Monthly Allocation',
      tone: 'info',
      message: '500 queries remaining this month.',
    })
  })

  it('warns above 80% of the limit, not at it', () => {
    expect(profileUsage(usage({ queriesUsed: 16 })).tone).toBe('info')
    expect(profileUsage(usage({ queriesUsed: 17 }))).toMatchObject({
      tone: 'warning',
      message: 'Almost at limit. Consider subscribing.',
    })
    expect(profileUsage(usage({ queriesUsed: 401, limit: 500, subscription: 'basic' }))).toMatchObject({
      tone: 'warning',
      message: 'Almost at limit. Consider upgrading to Premium.',
    })
    expect(profileUsage(usage({ queriesUsed: 400, limit: 500, subscription: 'basic' })).tone).toBe('info')
  })

  it('is red once used up, and caps the bar at 100%', () => {
    expect(profileUsage(usage({ queriesUsed: 20 }))).toMatchObject({
      tone: 'danger',
      message: 'Limit reached. Subscribe for more queries.',
      percent: 100,
      remaining: 0,
    })
    expect(profileUsage(usage({ queriesUsed: 530, limit: 500, subscription: 'basic' }))).toMatchObject({
      tone: 'danger',
      message: 'Limit reached. Upgrade to Premium for more queries.',
      percent: 100,
      detail: '100.0% used · 0 queries remaining',
    })
  })

  it('has no bar for premium', () => {
    expect(profileUsage(usage({ queriesUsed: 1234, limit: null, subscription: 'premium' }))).toMatchObject({
      usedLabel: 'Query Allocation',
      message: 'Unlimited queries with Premium plan',
      percent: null,
    })
  })
})

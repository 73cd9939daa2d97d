import { describe, expect, it } from 'vitest'
import { usageStatus } from './usage-status'

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

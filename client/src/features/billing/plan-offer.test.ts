import type { SubscriptionSummary } from '@contract/billing'
import { describe, expect, it } from 'vitest'
import { planChangeFor, planOfferFor } from './plan-offer'

const summary = (overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  id: 'sub_1',
  provider: 'demo',
  plan: 'basic',
  status: 'active',
  currentPeriodStart: '2025-04-01T12:00:00.000Z',
  currentPeriodEnd: '2025-05-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  ...overrides,
})

describe('planChangeFor', () => {
  it('is an upgrade to Premium, a downgrade to Basic, and keeping the plan one has', () => {
    expect(planChangeFor('basic', 'premium')).toBe('upgrade')
    expect(planChangeFor('premium', 'basic')).toBe('downgrade')
    expect(planChangeFor('premium', 'premium')).toBe('keep')
  })
})

describe('planOfferFor', () => {
  it('offers Basic the upgrade and Premium the move to Basic', () => {
    expect(planOfferFor(summary())).toEqual({ kind: 'change', to: 'premium', change: 'upgrade' })
    expect(planOfferFor(summary({ plan: 'premium' }))).toEqual({
      kind: 'change',
      to: 'basic',
      change: 'downgrade',
    })
  })

  it('offers a cancelled subscription only its resumption, and a scheduled downgrade the plan kept', () => {
    expect(planOfferFor(summary({ cancelAtPeriodEnd: true }))).toEqual({ kind: 'resume' })
    expect(planOfferFor(summary({ plan: 'premium', scheduledPlan: 'basic' }))).toEqual({
      kind: 'keep',
      keep: 'premium',
      changesTo: 'basic',
    })
    expect(planOfferFor(summary({ plan: 'premium', scheduledPlan: 'basic', status: 'past_due' }))).toEqual({
      kind: 'keep',
      keep: 'premium',
      changesTo: 'basic',
    })
  })

  it('offers nothing without a live paid subscription, or while a payment is past due', () => {
    expect(planOfferFor(undefined)).toEqual({ kind: 'none' })
    expect(planOfferFor(summary({ plan: 'free', id: null }))).toEqual({ kind: 'none' })
    expect(planOfferFor(summary({ status: 'canceled', cancelAtPeriodEnd: true }))).toEqual({ kind: 'none' })
    expect(planOfferFor(summary({ status: 'incomplete' }))).toEqual({ kind: 'none' })
    expect(planOfferFor(summary({ status: 'past_due' }))).toEqual({ kind: 'none' })
  })
})

import { describe, expect, it } from 'vitest'
import {
  hasPaidPlan,
  manageActionFor,
  subscriptionStatusDisplay,
  userStatusDisplay,
} from './subscription-status'

describe('subscriptionStatusDisplay', () => {
  it('shows active green, past_due amber and incomplete as a syncable amber Processing', () => {
    expect(subscriptionStatusDisplay('active')).toEqual({ label: 'Active', tone: 'success', syncable: false })
    expect(subscriptionStatusDisplay('past_due')).toEqual({
      label: 'Past Due',
      tone: 'warning',
      syncable: false,
    })
    expect(subscriptionStatusDisplay('incomplete')).toEqual({
      label: 'Processing',
      tone: 'warning',
      syncable: true,
    })
  })

  it("shows anything else, or nothing, as 'Inactive'", () => {
    for (const status of ['inactive', 'canceled', 'trialing', 'unpaid', '', null, undefined]) {
      expect(subscriptionStatusDisplay(status).label).toBe('Inactive')
    }
  })

  it("shows 'Unknown' without a user", () => {
    expect(userStatusDisplay(null).label).toBe('Unknown')
    expect(userStatusDisplay({ subscriptionStatus: 'active' }).label).toBe('Active')
  })
})

describe('hasPaidPlan', () => {
  it('is true for basic and premium only', () => {
    expect(hasPaidPlan({ subscription: 'basic' })).toBe(true)
    expect(hasPaidPlan({ subscription: 'premium' })).toBe(true)
    expect(hasPaidPlan({ subscription: 'free' })).toBe(false)
    expect(hasPaidPlan(null)).toBe(false)
  })
})

describe('manageActionFor', () => {
  const paid = { subscriptionId: 'sub_1', subscriptionStatus: 'active', stripeCustomerId: 'cus_1' }

  it('syncs an incomplete subscription first', () => {
    expect(manageActionFor({ ...paid, subscriptionStatus: 'incomplete' })).toBe('sync')
    expect(manageActionFor({ ...paid, subscriptionStatus: 'incomplete', stripeCustomerId: null })).toBe(
      'sync',
    )
  })

  it('opens the portal with a subscription and a customer', () => {
    expect(manageActionFor(paid)).toBe('portal')
  })

  it('has nothing to manage otherwise', () => {
    expect(manageActionFor({ ...paid, stripeCustomerId: null })).toBe('none')
    expect(manageActionFor({ ...paid, subscriptionId: null })).toBe('none')
  })
})

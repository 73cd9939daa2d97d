import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { NO_PORTAL_URL, portalErrorToast, portalTarget } from './portal'

describe('portalTarget', () => {
  it('opens a new tab on the development host', () => {
    expect(portalTarget({ url: 'https://billing.stripe.com/p/session/x', environment: 'replit' })).toEqual({
      kind: 'new-tab',
      url: 'https://billing.stripe.com/p/session/x',
    })
  })

  it('stays in the app for a path of ours, and leaves for the provider otherwise', () => {
    expect(portalTarget({ url: '/billing/manage', environment: 'demo' })).toEqual({
      kind: 'in-app',
      url: '/billing/manage',
    })
    expect(portalTarget({ url: 'https://billing.stripe.com/p/1', environment: 'production' }).kind).toBe(
      'external',
    )
    expect(portalTarget({ url: '//evil.example/x', environment: 'production' }).kind).toBe('external')
  })

  it("fails with 'No portal URL returned from server' without a URL", () => {
    expect(() => portalTarget({ url: '', environment: 'production' })).toThrow(NO_PORTAL_URL)
    expect(() => portalTarget(null)).toThrow(NO_PORTAL_URL)
  })
})

describe('portalErrorToast', () => {
  it('explains a portal that is not configured', () => {
    const toast = portalErrorToast(new ApiError('No portal', 400, 'PORTAL_NOT_CONFIGURED'))
    expect(toast.title).toBe('Portal configuration required')
    expect(toast.description).toMatch(/administrator must set up the customer portal/)
  })

  it("calls a refused connection 'Connection Blocked'", () => {
    expect(portalErrorToast(new Error('billing.stripe.com refused to connect')).title).toBe(
      'Connection Blocked',
    )
    expect(portalErrorToast(new ApiError('x', 403, 'CONNECTION_RESTRICTED')).title).toBe('Connection Blocked')
  })

  it('shows any other message as it is', () => {
    expect(portalErrorToast(new Error('No portal URL returned from server'))).toEqual({
      title: 'Error',
      description: 'No portal URL returned from server',
    })
  })
})

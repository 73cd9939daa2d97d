import { describe, expect, it } from 'vitest'
import { formatAmount, invoiceStatusDisplay } from './invoice-format'

describe('formatAmount', () => {
  it('reads the amount in cents as money in its currency', () => {
    expect(formatAmount(1899, 'usd')).toBe('$18.99')
    expect(formatAmount(999, 'USD')).toBe('$9.99')
    expect(formatAmount(0, 'usd')).toBe('$0.00')
    expect(formatAmount(-412, 'usd')).toBe('-$4.12')
    expect(formatAmount(1250, 'eur')).toBe('€12.50')
  })

  it('does not divide a currency without minor units, and shows an unknown code as it is', () => {
    expect(formatAmount(500, 'jpy')).toBe('¥500')
    expect(formatAmount(1899, 'zz1')).toBe('18.99 ZZ1')
  })
})

describe('invoiceStatusDisplay', () => {
  it("words Stripe's invoice statuses and tones them", () => {
    expect(invoiceStatusDisplay('paid')).toEqual({ label: 'Paid', tone: 'success' })
    expect(invoiceStatusDisplay('open')).toEqual({ label: 'Open', tone: 'warning' })
    expect(invoiceStatusDisplay('uncollectible')).toEqual({ label: 'Uncollectible', tone: 'danger' })
    expect(invoiceStatusDisplay('void')).toEqual({ label: 'Void', tone: 'neutral' })
    expect(invoiceStatusDisplay('payment_failed')).toEqual({ label: 'Payment failed', tone: 'neutral' })
  })
})

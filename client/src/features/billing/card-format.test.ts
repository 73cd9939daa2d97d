import { describe, expect, it } from 'vitest'
import { cardBrandName, formatCardNumber, formatCvc, formatExpiry } from './card-format'

describe('formatCardNumber', () => {
  it('groups digits by 4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('40000')).toBe('4000 0')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('')).toBe('')
  })

  it('drops anything that is not a digit, and stops at 19 digits', () => {
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002')
    expect(formatCardNumber('4242 4242 4242 4242 4242 42')).toBe('4242 4242 4242 4242 424')
  })
})

describe('formatExpiry', () => {
  it('writes MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28')
    expect(formatExpiry('12/28')).toBe('12/28')
    expect(formatExpiry('122')).toBe('12/2')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12/285')).toBe('12/28')
  })

  it('pads a month that can only have one digit', () => {
    expect(formatExpiry('4')).toBe('04')
    expect(formatExpiry('428')).toBe('04/28')
  })
})

describe('formatCvc', () => {
  it('keeps 3 or 4 digits', () => {
    expect(formatCvc('12a3')).toBe('123')
    expect(formatCvc('12345')).toBe('1234')
  })
})

describe('cardBrandName', () => {
  it('names known brands and falls back to "Card"', () => {
    expect(cardBrandName('visa')).toBe('Visa')
    expect(cardBrandName('amex')).toBe('American Express')
    expect(cardBrandName('card')).toBe('Card')
    expect(cardBrandName(null)).toBe('Card')
  })
})

import { describe, expect, it } from 'vitest'
import { fullNameOf, initialOf } from './user'

describe('initialOf', () => {
  it('takes the first letter of the first name, upper-cased', () => {
    expect(initialOf({ firstName: 'marina', username: 'skipper' })).toBe('M')
  })
  it('falls back to the username', () => {
    expect(initialOf({ firstName: '  ', username: 'skipper' })).toBe('S')
  })
})

describe('fullNameOf', () => {
  it('joins first and last name, and copes without a last name', () => {
    expect(fullNameOf({ firstName: 'Ada', lastName: 'Hull', username: 'ada' })).toBe('Ada Hull')
    expect(fullNameOf({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada')
  })
})

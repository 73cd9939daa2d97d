import { describe, expect, it } from 'vitest'
import { productNamesIn } from './product-names'

describe('product and feature names', () => {
  it('finds the names the guides write as names and the catalogue models, however an owner spaces them', () => {
    expect(productNamesIn('what is fishreveal')).toEqual(['fishreveal'])
    expect(productNamesIn('what does XTE mean')).toEqual(['xte'])
    expect(productNamesIn('ev100 swings side to side')).toContain('ev100')
    expect(productNamesIn('my ev-100 swings side to side')).toContain('ev100')
    expect(productNamesIn('does my fcv 628 have rezboost')).toEqual(['fcv', 'rezboost', 'fcv628'])
    expect(productNamesIn('dragon fly 7 pro side vision where is it')).toEqual(['sidevision'])
    // The guides write 'ACCU-FISH': taken whole, as an owner writes it with or without the hyphen.
    expect(productNamesIn('accu fish shows no sizes')).toEqual(['accufish'])
    expect(productNamesIn('does accu-fish work on a school')).toEqual(['accufish'])
  })

  it('ignores everyday words, whatever the guides write in capitals (MAP, MODE, PRO, CHECK)', () => {
    expect(productNamesIn('best map mode for a pro check on the boat')).toEqual([])
    expect(productNamesIn('best all inclusive resorts in cancun for a family of 5')).toEqual([])
    expect(productNamesIn('forgot my apple id password how do i reset it')).toEqual([])
  })

  it('reads a hostile question: thousands of repeated names, control characters, one endless word', () => {
    const hostile = `${'\u0000\u202e'.repeat(500)}${'fishreveal-'.repeat(1000)}${'x'.repeat(5000)}`
    expect(productNamesIn(hostile)).toContain('fishreveal')
    expect(productNamesIn('\u0000\u0007\u001b[31m')).toEqual([])
  })
})

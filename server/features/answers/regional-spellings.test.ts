import { describe, expect, it } from 'vitest'
import { regionalSpellings } from './regional-spellings'

describe('American and British spellings', () => {
  it('gives the other spelling of listed words, both ways', () => {
    expect(regionalSpellings('ok to leave the autopilot on going thru the harbor')).toBe('harbour')
    expect(regionalSpellings('change the colour of the depth line')).toBe('color')
    expect(regionalSpellings('keep the boat centered on the route')).toBe('centred')
  })

  it('derives the regular endings: -ize / -ise, -yze / -yse, -eled / -elled', () => {
    expect(regionalSpellings('the display doesnt recognize the card')).toBe('recognise')
    expect(regionalSpellings('customising the data bar')).toBe('customizing')
    expect(regionalSpellings('analyze the track')).toBe('analyse')
    expect(regionalSpellings('route got canceled')).toBe('cancelled')
    expect(regionalSpellings('travelling at speed')).toBe('traveling')
  })

  it('adds nothing for words with one spelling, or when the question writes both', () => {
    expect(regionalSpellings('how do i set the gain on my sonar')).toBe('')
    expect(regionalSpellings('harbor or harbour')).toBe('')
  })

  it('reads a hostile question: control characters, an endless word', () => {
    expect(regionalSpellings(`\u0000\u202e${'z'.repeat(10_000)}ize colour`)).toBe('color')
  })
})

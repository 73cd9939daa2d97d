// When the tagger's package cannot be loaded, questions are still read: nothing only describes, no pronoun is
// acted on, and a later question tries the load again.
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('compromise/two')
  vi.resetModules()
})

describe('the part-of-speech tagger unavailable', () => {
  it('reads without it, and loads it on a later question once it is there', async () => {
    vi.resetModules()
    vi.doMock('compromise/two', () => {
      throw new Error('cannot load')
    })
    const unavailable = await import('./parts-of-speech')
    expect(await unavailable.describingWordsIn('whats the actual difference')).toEqual(new Set())
    expect(await unavailable.actsOnAPronoun('nice. if i tow it behind the kayak')).toBe(false)
    vi.doUnmock('compromise/two')
    expect((await unavailable.describingWordsIn('whats the actual difference')).has('actual')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { actsOnAPronoun, describingWordsIn, wordsNamingNothingIn } from './parts-of-speech'

describe('describingWordsIn', () => {
  it('finds the words that only describe, read in their sentence', async () => {
    const words = await describingWordsIn('whats the actual difference, and whats the smart way to back up')
    expect(words.has('actual')).toBe(true)
    expect(words.has('smart')).toBe(true)
    expect(words.has('difference')).toBe(false)
  })

  it('leaves out a word with nothing after it to describe: it is the thing itself', async () => {
    expect((await describingWordsIn('can i turn that light off?')).has('light')).toBe(false)
    expect((await describingWordsIn('is the light too bright?')).has('bright')).toBe(false)
  })

  it('leaves out the words that name a thing or an action', async () => {
    const words = await describingWordsIn('how do i use the fog horn, and how do i recalibrate it')
    for (const word of ['fog', 'horn', 'use', 'recalibrate']) expect(words.has(word)).toBe(false)
  })

  it('splits what the tagger reads as one term ("bright/dim")', async () => {
    const words = await describingWordsIn('a bright/dim screen at night')
    expect(words.has('bright')).toBe(true)
    expect(words.has('dim')).toBe(true)
  })

  it('reads a hostile question of the longest a history turn may be without stalling', async () => {
    // Finishing within the test's own time limit is the check; its speed is bench:answers' to measure.
    const hostile = 'the very actual/smart way, '.repeat(400).slice(0, 8000)
    expect((await describingWordsIn(hostile)).has('smart')).toBe(true)
  })
})

describe('wordsNamingNothingIn', () => {
  it('finds a quantifier and a verb said of something else, read in their sentence', async () => {
    expect(await wordsNamingNothingIn('same backbone. what gives')).toContain('gives')
    expect(await wordsNamingNothingIn('what feeds those things?')).toContain('feeds')
    expect(await wordsNamingNothingIn('can i pretty much trust the ais picture')).toContain('much')
  })

  it('reads a hostile question of the longest a history turn may be without stalling', async () => {
    const hostile = 'what gives, pretty much \u0000 %2e%2e/ '.repeat(300).slice(0, 8000)
    expect(await wordsNamingNothingIn(hostile)).toContain('gives')
  })

  it('keeps a thing, an act the owner asks for, and a word also read as a noun', async () => {
    const words = await wordsNamingNothingIn(
      'how do i recalibrate it, and what size cutout do i need for the fog horn',
    )
    for (const word of ['recalibrate', 'size', 'cutout', 'fog', 'horn'])
      expect(words.has(word), word).toBe(false)
  })
})

describe('actsOnAPronoun', () => {
  /** Each text read alone, named in the failure. */
  const expectEach = async (texts: string[], acts: boolean) => {
    for (const text of texts) expect(await actsOnAPronoun(text), text).toBe(acts)
  }

  it("finds 'it' done something to, or asked to do something", async () => {
    await expectEach(
      [
        'turned it on. it showed fish right beside a brush pile. is that normal?',
        'cool. and when im pulling it out at the ramp do i need to do anything with it',
        'nice. if i tow it behind the kayak instead, does that same mode still work?',
        'we run in fog a lot, can it do the automatic horn signal',
      ],
      true,
    )
  })

  it("does not take a dummy 'it' ('is it gonna rain') or a question without one for it", async () => {
    await expectEach(
      [
        'ok cool. is it gonna rain tomorrow',
        'does it rain much there in june',
        'thanks. whats the best bait for crappie this time of year',
        'its a nice day',
      ],
      false,
    )
  })

  it('reads a hostile question of the longest a history turn may be without stalling', async () => {
    const hostile = 'is it gonna rain, '.repeat(500).slice(0, 8000)
    expect(await actsOnAPronoun(hostile)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { bestSentenceShare, givesAnswerKind, stems } from './answer-kinds'
import { asksToChoose } from './intent'

describe('asking to choose', () => {
  it.each([
    ['50 or 200 khz for shallow water?', true],
    ['which transducer is better for ice fishing', true],
    ['chirp or 2d in deep water', true],
    ['can i run it off 24v or only 12v', false],
    ['how do i change the frequency', false],
  ])('reads %j as asking which to choose: %s', (question, choosing) =>
    expect(asksToChoose(question)).toBe(choosing),
  )

  it('finds the choice asked in a question, not in a passage that reads like one', () => {
    expect(stems('50 or 200 khz for shallow water?', true).has('#choice')).toBe(true)
    expect(stems('It shows a low and a high frequency, side by side or one at a time.').has('#choice')).toBe(
      false,
    )
  })

  it('gives the choice only in a sentence about the subject asked', () => {
    const asked = stems('50 or 200 khz for shallow water?', true)
    expect(
      givesAnswerKind(asked, 'The high frequency is the better choice in shallow water.', '#choice'),
    ).toBe(true)
    expect(
      givesAnswerKind(
        asked,
        'The low frequency is suited to searching. Both work in shallow water.',
        '#choice',
      ),
    ).toBe(false)
    // Other kinds are given anywhere in the text.
    expect(givesAnswerKind(stems('how fast for autotune', true), 'Motor at 10 knots.', '#speed')).toBe(true)
  })
})

describe('sentences of a passage', () => {
  it("reads a sentence a text file's line breaks cut as one, and a table's rows each as its own", () => {
    const asked = stems('50 or 200 khz for shallow water?', true)
    const wrapped = 'The high frequency is the better choice in shallow\nwater and near the bottom.'
    expect(givesAnswerKind(asked, wrapped, '#choice')).toBe(true)
    const rows = stems('what is the weight')
    expect(bestSentenceShare(rows, 'Weight: 1.1 kg\nWaterproof: IPX7')).toBe(1)
  })
})

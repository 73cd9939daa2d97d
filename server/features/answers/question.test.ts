// The question read once (issue 40, item 3): each reading is made the first time a stage asks and kept, and
// is the reading the engine's own functions make of the text.
import { describe, expect, it } from 'vitest'
import { stems } from './answer-kinds'
import { intentOf } from './intent'
import { QuestionText, questionText } from './question'
import { expandSynonyms } from './synonyms'

describe('a question read once', () => {
  const text = 'how do i turn off the side imaging on my helix 7 at 455 khz'

  it('keeps each reading: a second stage asking gets the same value, not a new reading', () => {
    const question = new QuestionText(text)
    expect(question.stems).toBe(question.stems)
    expect(question.synonyms).toBe(question.synonyms)
    expect(question.kinds).toBe(question.kinds)
    expect(question.phraseWords).toBe(question.phraseWords)
    const device = {
      id: 1,
      brand: 'Humminbird',
      model: 'HELIX 7',
      deviceType: 'fishfinder',
      specifications: '',
      custom: false,
      general: false,
    }
    expect(question.subjectsFor(device)).toBe(question.subjectsFor(device))
  })

  it('reads the text as the engine does', () => {
    const question = new QuestionText(text)
    expect(question.stems).toEqual(stems(text, true))
    expect(question.intent).toBe(intentOf(text))
    expect(question.synonyms).toEqual(expandSynonyms(text))
    expect(question.powerDirection).toBe('off')
    expect(question.joinedPairs.split(' ')).toContain('sideimaging')
  })

  it('takes a string where a caller has only the text, and a read question as it is', () => {
    const read = new QuestionText(text)
    expect(questionText(read)).toBe(read)
    expect(questionText(text).text).toBe(text)
  })
})

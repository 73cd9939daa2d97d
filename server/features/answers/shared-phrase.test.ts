import { describe, expect, it } from 'vitest'
import { QuestionText } from './question'
import type { Passage } from './retrieval'
import { sharesAPhrase as sharesAPhraseOf } from './shared-phrase'

const sharesAPhrase = (question: string, passages: Passage[]) =>
  sharesAPhraseOf(new QuestionText(question), passages)

const passage = (title: string, body: string): Passage => ({
  id: 'guide:x/y',
  kind: 'guide',
  sourceId: 'x',
  sourceTitle: 'X',
  title,
  headings: '',
  body,
  deviceId: null,
  page: null,
  pageLabel: null,
  url: null,
  score: 10,
})

const chart = passage(
  'Chart orientation',
  'Choose north up or head up. Course up turns the chart as you steer.',
)

describe('a phrase shared by a question and a passage', () => {
  it('is two neighbouring content words written as neighbours, particles included', () => {
    expect(sharesAPhrase('north up or head up when running a narrow channel', [chart])).toBe(true)
    expect(sharesAPhrase('which way is up on the north side of the channel', [chart])).toBe(false)
  })

  it('is two of the question’s words in a passage title', () => {
    expect(sharesAPhrase('what orientation should my chart use', [chart])).toBe(true)
  })

  it('is not single words in common (what off-topic questions share with the guides)', () => {
    const battery = passage(
      'Choosing a battery',
      'A lithium battery runs a fishfinder through a cold day on the ice.',
    )
    expect(sharesAPhrase('hand auger or gas for 20 inches of ice', [battery])).toBe(false)
    expect(sharesAPhrase('what battery should i get for a 200 verado', [battery])).toBe(false)
    expect(sharesAPhrase('which lithium battery for my trolling motor', [battery])).toBe(true)
  })
})

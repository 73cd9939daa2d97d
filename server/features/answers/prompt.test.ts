import { describe, expect, it } from 'vitest'
import { citedPassages, passagesCitedInOrder } from './prompt'
import type { Passage } from './retrieval'

const passage = (id: string): Passage => ({
  id,
  kind: 'guide',
  sourceId: 'x',
  sourceTitle: 'Guide',
  title: id,
  headings: '',
  body: '',
  deviceId: null,
  page: null,
  pageLabel: null,
  url: null,
  score: 10,
})
const given = ['a', 'b', 'c'].map(passage)
const ids = (passages: Passage[]) => passages.map((p) => p.id)

describe("the passages a model's answer cites", () => {
  it('are read in the order the answer first cites them, each once, ignoring numbers past the list', () => {
    expect(ids(passagesCitedInOrder('Do this [3]. Then [1][3], see [7] and [0].', given))).toEqual(['c', 'a'])
    expect(passagesCitedInOrder('No citations here.', given)).toEqual([])
  })
  it('are kept in the order they were given for the sources, or all of them when none is cited', () => {
    expect(ids(citedPassages('Do this [3]. Then [1].', given))).toEqual(['a', 'c'])
    expect(ids(citedPassages('No citations here.', given))).toEqual(['a', 'b', 'c'])
  })
})

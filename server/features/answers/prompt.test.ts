import { describe, expect, it } from 'vitest'
import { renumberCitations } from './citations'
import type { FollowUpContext } from './follow-up'
import { buildPrompt, citedPassages } from './prompt'
import type { DeviceContext, Passage } from './retrieval'

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
    const { text, cited } = renumberCitations('Do this [3]. Then [1][3], see [7] and [0].', given.length)
    expect(ids(citedPassages(cited, given))).toEqual(['c', 'a'])
    expect(text).toBe('Do this [1]. Then [2][1], see and.')
  })
  it('are all of them when none is cited', () => {
    expect(ids(citedPassages(renumberCitations('No citations here.', 3).cited, given))).toEqual([
      'a',
      'b',
      'c',
    ])
  })
})

describe("a follow-up's prompt", () => {
  const device: DeviceContext = {
    id: 1,
    brand: 'Garmin',
    model: 'ECHOMAP UHD 73sv',
    deviceType: 'chartplotter',
    specifications: '',
    custom: false,
    general: false,
  }
  const keelOffset = {
    ...passage('Setting keel offset'),
    sourceId: 'garmin',
    body: 'Open Settings > My Vessel > Keel Offset.',
  }
  const followUp = (previousSection: Passage | null): FollowUpContext => ({
    previousQuestion: 'how do i set the keel offset',
    shownTitles: ['Setting keel offset'],
    previousAnswer: '',
    tried: '',
    stillFailing: false,
    leaning: true,
    movingOn: false,
    previousSection,
  })
  const build = (previousSection: Passage | null, passages = given) =>
    buildPrompt({
      appName: 'Sonar Assistant',
      question: 'where is that menu exactly',
      history: [],
      device,
      passages,
      followUp: followUp(previousSection),
    })

  it("gives the model the section the previous answer led with, numbered after the follow-up's own passages", () => {
    const prompt = build(keelOffset)
    expect(ids(prompt.passages)).toEqual(['a', 'b', 'c', 'Setting keel offset'])
    expect(prompt.system).toContain('[4] Guide: Setting keel offset')
    expect(prompt.system).toContain('Open Settings > My Vessel > Keel Offset.')
    expect(prompt.system).toContain('The previous answer led with passage [4].')
    // The answer's [4] cites it.
    const { cited } = renumberCitations('Settings > My Vessel > Keel Offset [4].', prompt.passages.length)
    expect(ids(citedPassages(cited, prompt.passages))).toEqual(['Setting keel offset'])
  })
  it('numbers it once when the search found it again, and says nothing of it for a first question', () => {
    const again = build(keelOffset, [keelOffset, ...given])
    expect(ids(again.passages)).toEqual(['Setting keel offset', 'a', 'b', 'c'])
    expect(again.system).toContain('The previous answer led with passage [1].')
    const first = build(null)
    expect(first.passages).toEqual(given)
    expect(first.system).not.toContain('The previous answer led with')
  })
})

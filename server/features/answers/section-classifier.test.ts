import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context'
import { searchIndexOf } from '../search-index'
import { noFeatures, PRIOR_WEIGHTS } from './ranking/features'
import { rankedByModel, withClassifierFeature } from './ranking/rank'
import type { Passage } from './retrieval'
import {
  type ClassifiedSection,
  featuresOf,
  sectionClassifierFor,
  trainSectionClassifier,
} from './section-classifier'

const sections: ClassifiedSection[] = [
  {
    id: 'autopilot-operation/boat-zig-zags-or-hunts-on-autopilot',
    title: 'Boat zig-zags or hunts on autopilot',
    headings:
      'pilot snakes back and forth · boat snakes on auto · weaves all over the place · wanders off course and back',
    body: 'Hunting is the boat swinging either side of the heading. Lower the response or the rudder gain one step at a time.',
  },
  {
    id: 'autopilot-operation/using-steering-patterns',
    title: 'Using steering patterns',
    headings: 'zig zag pattern for trolling · zig zag while i troll · circle a wreck · circle around a mark',
    body: 'Fishing patterns steer the boat in a set shape. Choose the pattern, set its size and engage.',
  },
  {
    id: 'waypoints/creating-a-waypoint',
    title: 'Creating a waypoint',
    headings:
      'mark a good fishing spot · mark a spot to find again · save where i am · drop a pin on the map',
    body: 'Press the waypoint key to save the boat position as a waypoint. Give it a name and a symbol.',
  },
]

describe('the section classifier', () => {
  it('learns which words tell a section from its neighbours', async () => {
    const classifier = await trainSectionClassifier(sections)
    const likeliest = (text: string) =>
      [...classifier.probabilities(text).entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
    expect(likeliest('my pilot snakes all over the place')).toBe(
      'autopilot-operation/boat-zig-zags-or-hunts-on-autopilot',
    )
    expect(likeliest('can it do a zig zag while i troll')).toBe('autopilot-operation/using-steering-patterns')
    expect(likeliest('how do i mark a spot so i can find it again')).toBe('waypoints/creating-a-waypoint')
  })

  it('gives probabilities that sum to one, and learns the same model from the same guides', async () => {
    const first = (await trainSectionClassifier(sections)).probabilities('circle a wreck')
    const second = (await trainSectionClassifier(sections)).probabilities('circle a wreck')
    expect([...first.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
    expect([...second.entries()]).toEqual([...first.entries()])
  })

  it('says nothing of a text with no word it knows', async () => {
    const classifier = await trainSectionClassifier(sections)
    const unknown = [...classifier.probabilities('qwxz').values()]
    expect(Math.max(...unknown) - Math.min(...unknown)).toBeLessThan(0.05)
  })

  it('learns nothing, and fails nothing, from no guides at all', async () => {
    const classifier = await trainSectionClassifier([])
    expect(classifier.probabilities('my pilot snakes').size).toBe(0)
  })

  it('reads stems and pairs of them, without stop words', () => {
    expect(featuresOf("the pilot won't hold")).toEqual(['pilot', 'hold', 'pilot_hold'])
  })

  it('handles a huge text in linear time', async () => {
    const classifier = await trainSectionClassifier(sections)
    const started = performance.now()
    classifier.probabilities('snakes '.repeat(200_000))
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('ranking with the section classifier, on the guides in a real index', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ content: true })
  })
  afterAll(async () => {
    await ctx.close()
  })

  const passage = (id: string, title: string, kind: Passage['kind'] = 'guide'): Passage => ({
    id,
    kind,
    sourceId: id,
    sourceTitle: title,
    title,
    headings: '',
    body: '',
    deviceId: kind === 'guide' ? null : 1,
    page: null,
    pageLabel: null,
    url: null,
    score: 10,
    features: { ...noFeatures(), bm25: Math.log(10) },
  })
  // The classifier's feature under the hand-set weights: its factor on the text match's score.
  const rankedBySectionClassifier = async (
    db: TestContext['database']['db'],
    text: string,
    passages: Passage[],
    inConversation?: string[],
  ) => rankedByModel(await withClassifierFeature(db, text, passages, inConversation), PRIOR_WEIGHTS)
  const waypoint = passage('guide:waypoints/creating-a-waypoint', 'Creating a waypoint')
  const clutter = passage('guide:sonar-tuning/reducing-surface-clutter', 'Reducing surface clutter')
  const specifications = passage('device:1', 'STRIKER 4 specifications', 'device')
  const question = 'how do i mark a good fishing spot so i can find it next weekend'
  const scoreOf = (passages: Passage[], id: string) => passages.find((p) => p.id === id)?.score

  it('ranks down the guide sections it finds unlikely, never below 1 / 1.5, and judges no device passage', async () => {
    const ranked = await rankedBySectionClassifier(ctx.database.db, question, [
      clutter,
      specifications,
      waypoint,
    ])
    expect(ranked.at(-1)?.id).toBe(clutter.id)
    expect(scoreOf(ranked, waypoint.id)).toBeCloseTo(10, 6)
    expect(scoreOf(ranked, clutter.id)).toBeLessThan(10)
    expect(scoreOf(ranked, clutter.id)).toBeGreaterThanOrEqual(10 / 1.5)
    expect(scoreOf(ranked, specifications.id)).toBeCloseTo(10, 9)
  })

  it('leaves the sections the conversation is in as they are', async () => {
    const ranked = await rankedBySectionClassifier(
      ctx.database.db,
      question,
      [clutter, waypoint],
      ['Reducing surface clutter'],
    )
    expect(scoreOf(ranked, clutter.id)).toBeCloseTo(10, 9)
  })

  it('learns once for a version of the guides: an index write that leaves them alone learns nothing again', async () => {
    const first = await sectionClassifierFor(ctx.database.db)
    searchIndexOf(ctx.database.db).changed()
    expect(await sectionClassifierFor(ctx.database.db)).toBe(first)
  })
})

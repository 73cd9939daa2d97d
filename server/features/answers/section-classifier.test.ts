import { describe, expect, it } from 'vitest'
import { type ClassifiedSection, featuresOf, trainSectionClassifier } from './section-classifier'

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

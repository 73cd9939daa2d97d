import { describe, expect, it } from 'vitest'
import { electronicsAnchors, isOffTopic, TOPIC_TERMS, topicSignals } from './topic'

const offTopic = (q: string) => isOffTopic(topicSignals(q))

describe('the topic check of the relevance gate', () => {
  it.each([
    'best bait for bass',
    'who won the super bowl',
    'a recipe for grilled walleye',
    'how do I change the lower-unit oil on my Yamaha',
    'do i need to register my boat in florida',
    'what is the weather forecast for saturday',
    'how do i get the green scum off my hull',
  ])('declines %j', (q) => expect(offTopic(q)).toBe(true))

  it.each([
    'hook2 loses the bottom reading when im running over 20mph',
    'autopilot zig zags all over the place',
    'dragonfly wont connect to the wi-fish app on my phone',
    'how do i set an anchor alarm on the plotter',
    'can my plotter show weather radar',
    'my sonar shows bait balls but no fish',
    'water leaking into my transducer cable',
  ])('keeps %j', (q) => expect(offTopic(q)).toBe(false))

  it('recognises every term of both lists, including one wrapped onto the next line of the list', () => {
    for (const term of TOPIC_TERMS.offTopic)
      expect(topicSignals(`about ${term} here`).offTopic).toContain(term)
    for (const term of TOPIC_TERMS.electronics)
      expect(topicSignals(`about ${term} here`).electronics.length).toBeGreaterThan(0)
    expect(offTopic('do kids have to wear a life jacket the whole time')).toBe(true)
  })

  it('recognises an off-topic word typed misspelt, but not an electronics word typed misspelt', () => {
    expect(offTopic('do i need a fire extingusher on a 17 ft boat')).toBe(true)
    // An everyday word is what the owner meant, not a slip of the keys: 'motoring' is not 'mooring'.
    expect(offTopic("we run in fog a lot, can it sound the signal while we're motoring along")).toBe(false)
    expect(topicSignals('barnicles all over the hull').offTopic).toEqual(['barnacles'])
    expect(topicSignals('my transduser is broken').offTopic).toEqual([])
    expect(topicSignals('the chartplotter freezes').offTopic).toEqual([])
  })

  it('reads a word inside an off-topic phrase as that phrase, not as electronics', () => {
    expect(topicSignals('lower unit oil change').electronics).not.toContain('unit')
  })

  it('does not let an everyday word that also names electronics anchor a question alone', () => {
    expect(electronicsAnchors(topicSignals('forgot my apple id password how do i reset it'))).toEqual([])
    expect(electronicsAnchors(topicSignals('do i need a boater safety card in florida'))).toEqual([])
    expect(electronicsAnchors(topicSignals('my sonar resets when the pump runs'))).toEqual(['sonar'])
  })

  it('counts a device named twice against off-topic words: the question is asked about it', () => {
    expect(offTopic('ducer got whacked on the trailer at the ramp and now the picture is junk')).toBe(false)
    expect(offTopic('winterizing the boat this weekend, do i pull the fishfinder off')).toBe(false)
    expect(offTopic('what gear oil for the lower unit, and which spark plugs')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  followUpContext,
  isFollowUp,
  isMovingOn,
  reportAndAsk,
  sectionTitlesIn,
  triedIn,
  withoutAcknowledgements,
} from './follow-up'

const history = [
  { role: 'user' as const, content: 'my sonar loses the bottom at speed' },
  {
    role: 'assistant' as const,
    content:
      'For your **HDS PRO 10**:\n\n### Sonar loses the bottom at speed\n\nAeration...\n\n---\n**Sources**\n1. Sonar troubleshooting: Sonar loses the bottom at speed',
  },
]

describe('follow-ups', () => {
  it.each(['and what if it still fails after that?', 'can I turn that off?', 'ok so how do I turn it down?'])(
    'reads %j as leaning on the conversation',
    (q) => expect(isFollowUp(q)).toBe(true),
  )

  it('reads a question that names its subject as standing alone', () => {
    expect(isFollowUp('how do i create a route on my echomap to the marina')).toBe(false)
  })

  it('resolves against the previous question and the sections the previous answer showed', () => {
    const context = followUpContext('what if it still does it after that?', history)
    expect(context).toEqual({
      previousQuestion: 'my sonar loses the bottom at speed',
      shownTitles: ['Sonar loses the bottom at speed'],
      previousAnswer: history[1]?.content,
      stillFailing: true,
      tried: '',
      leaning: true,
      movingOn: false,
    })
    expect(followUpContext('can I turn that off?', history)?.stillFailing).toBe(false)
  })

  it('reads a later question that names its own subject in the conversation too, without leaning on it', () => {
    const context = followUpContext('should i save my waypoints first', history)
    expect(context?.previousQuestion).toBe('my sonar loses the bottom at speed')
    expect(context?.leaning).toBe(false)
  })

  it('has no context without a previous question', () => {
    expect(followUpContext('can I turn that off?', [])).toBeNull()
  })

  it("reads the titles of an answer's headings and sources", () => {
    expect(
      sectionTitlesIn('### Also useful: Setting gain\n\n---\n**Sources**\n1. Guide: Reducing clutter'),
    ).toEqual(['Setting gain', 'Reducing clutter'])
  })

  it.each([
    ['fixed it. how far out should i set it', 'how far out should i set it'],
    ['ok done, then how do i get it to make the route', 'then how do i get it to make the route'],
    ['that worked, thanks! can i turn the beeping off', 'can i turn the beeping off'],
    ['ok', 'ok'],
  ])('leaves the acknowledgements out of %j for the search', (question, searched) =>
    expect(withoutAcknowledgements(question)).toBe(searched),
  )

  it.each([
    ['fuse is good and breaker is on. still stuck in standby', 'fuse is good breaker is on.'],
    ['silent mode is off, still cant see myself', 'silent mode is off,'],
    ['depth is off by 1.5 ft too, do i set that in the sensor', ''],
    ['how far out should i set it', ''],
  ])('reads what the owner already did in %j', (question, tried) => expect(triedIn(question)).toBe(tried))

  it.each([
    ['dropped the transducer a notch, still loses it at speed', true],
    ['reseated the plug, it still says no transducer', true],
    ['new unit is a different brand, will they still work', false],
    ['the boat is still on the trailer and there is no depth, is that normal', false],
  ])('reads %j as saying the answer did not help: %s', (question, stillFailing) =>
    expect(followUpContext(question, history)?.stillFailing).toBe(stillFailing),
  )

  it('reads what the owner already did as typed, not as the spelling correction changed it', () => {
    const typed = 'cranked noise rejection to high and its still there'
    const corrected = 'cranks noise rejection to high and its still there'
    expect(followUpContext(corrected, history, typed)?.tried).toBe('cranked noise rejection to high')
  })

  it.each([
    'circles done, now its asking for set north. how do i do that',
    'ok built it. and then how do i make the autopilot follow it',
    'ok its connected and transmitting, now how do i get it on top of the chart',
  ])('reads %j as moving on to the next step', (q) => expect(isMovingOn(q)).toBe(true))

  it.each([
    'ducer got whacked and now the picture is junk',
    'did that, still not working',
    'how do i set it up',
    'is it done automatically?',
  ])('does not read %j as moving on', (q) => expect(isMovingOn(q)).toBe(false))

  it('does not read a follow-up that still fails as moving on, whatever it finished', () => {
    expect(followUpContext('did the circles, now it still reads 8 degrees off', history)?.movingOn).toBe(
      false,
    )
  })

  it.each([
    [
      'ok its connected and transmitting, now how do i get it on top of the chart',
      'now how do i get it on top of the chart',
    ],
    [
      'cable is run n clipped. now how do i wire power to the striker?',
      'now how do i wire power to the striker?',
    ],
    ['dock part done, rudder test went fine. whats next out on the water', 'whats next out on the water'],
  ])('searches what %j asks, not what it reports', (question, ask) => {
    expect(reportAndAsk(question).ask).toBe(ask)
  })

  it('searches the whole question when it reports nothing, or nothing but a report', () => {
    expect(reportAndAsk('can i turn that off?')).toEqual({ report: '', ask: 'can i turn that off?' })
    expect(reportAndAsk('ok its connected.')).toEqual({ report: '', ask: 'ok its connected.' })
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalize, expandSynonyms, makersNames } from './synonyms'

describe("owners' words", () => {
  it('joins two-word marine terms into the word the guides use', () => {
    expect(canonicalize('my fish finder shows snow')).toBe('my fishfinder shows snow')
  })

  it("leaves out 'fix' as a verb, which names no subject, and keeps a GPS fix", () => {
    expect(canonicalize('i70s says 5 knots when gps says 6, how do i fix')).not.toMatch(/\bfix\b/)
    expect(canonicalize('trying to fix the speed reading')).not.toMatch(/\bfix\b/)
    expect(canonicalize('plotter lost its gps fix')).toMatch(/\bfix\b/)
  })

  it("adds the guides' words for what owners type, never the question's own", () => {
    expect(expandSynonyms('autopilot does a zig zag all over')).toEqual(
      expect.arrayContaining(['hunting', 'response']),
    )
    expect(expandSynonyms('sonar sensitivity')).not.toContain('sonar')
  })

  it("searches the makers' 'key' for an owner's button, and 'press' for a tap", () => {
    expect(expandSynonyms('nothing happens when i tap the button')).toEqual(
      expect.arrayContaining(['key', 'press']),
    )
  })

  it("searches the data sources for 'which gps the display uses'", () => {
    expect(expandSynonyms('how do i pick which gps the display uses')).toEqual(
      expect.arrayContaining(['source', 'sources']),
    )
  })

  it("searches the makers' words for owners' ways of saying a thing the manual names", () => {
    const adds = (question: string, words: string[]) =>
      expect(expandSynonyms(question)).toEqual(expect.arrayContaining(words))
    adds('how do i go around a lobster pot and get back on course', ['dodge'])
    adds('cant see a thing on the screen in bright sun', ['brightness'])
    adds('how do i get rid of the circles on the radar', ['rings', 'off', 'hide'])
    adds('worried about radiation from the radome', ['exposure'])
    adds('can it come on by itself when i turn the key', ['ignition'])
    adds('can i punch in where i am', ['enter', 'position'])
    adds('want it to come on by itself', ['automatic'])
  })

  it("searches a manual's verbs for owners' 'get out of'", () => {
    expect(expandSynonyms('how do i get out of all the menus')).toEqual(
      expect.arrayContaining(['exit', 'close']),
    )
  })

  it("searches every maker's verb for turning a unit off ('switch off' finds 'Turning the display off')", () => {
    expect(expandSynonyms('my display wont switch off')).toEqual(expect.arrayContaining(['turn', 'power']))
    expect(expandSynonyms('how do i power down the radar')).toEqual(
      expect.arrayContaining(['turn', 'switch']),
    )
    expect(expandSynonyms('fish off the bottom')).not.toContain('turn')
  })

  it("adds a manual's words for a direction or an amount asked in owners' words", () => {
    expect(expandSynonyms('rudder goes the wrong way when i press +1')).toEqual(
      expect.arrayContaining(['reverse', 'direction']),
    )
    expect(expandSynonyms('how far can the vhf reach')).toContain('range')
    // How far the boat went is a trip log's distance, not a range.
    expect(expandSynonyms('how far i went today')).not.toContain('range')
    expect(expandSynonyms('how many amps does it draw')).toContain('current')
    expect(expandSynonyms('unit keeps shutting off when we pound thru the chop')).toEqual(
      expect.arrayContaining(['turns off', 'wave']),
    )
    // Makers list it as 'Power draw' or 'Current draw'.
    expect(expandSynonyms('how many amps does the 7 pull off the battery')).toEqual(
      expect.arrayContaining(['current', 'draw']),
    )
  })

  it("searches every maker's verb for a unit that will not start, and not for power on a channel", () => {
    for (const question of ['my element 9 wont power on', "striker won't turn on", 'doesnt switch on']) {
      const searched = [...question.split(/\W+/), ...expandSynonyms(question)]
      expect(searched).toEqual(expect.arrayContaining(['switch', 'turn', 'power', 'start']))
    }
    expect(expandSynonyms('why cant i use high power on channel 13')).not.toContain('switch')
  })

  it("adds the words makers' specifications use for owners' words", () => {
    expect(expandSynonyms('water temp not showing')).toContain('temperature')
    expect(expandSynonyms('is it waterproof')).toEqual(expect.arrayContaining(['water rating', 'ipx7']))
    expect(expandSynonyms('how deep does the chirp reach')).toContain('depth')
    expect(expandSynonyms('how do i hook my phone up')).toEqual(expect.arrayContaining(['smartphone', 'app']))
  })

  it("names a setting by every maker's name for it, and nothing for a question that names none", () => {
    expect(makersNames('how many brightness levels does it have').split(' ').sort()).toEqual([
      'backlight',
      'brilliance',
    ])
    expect(makersNames('Backlight too low')).toBe('brightness brilliance')
    expect(makersNames('screen is too bright')).toBe('')
  })

  it("reads an owner's beep, keeping awake and a buddy's boat in the makers' words", () => {
    expect(expandSynonyms('can the pilot beep every so often to make sure im awake')).toEqual(
      expect.arrayContaining(['alarm', 'interval', 'watch alarm']),
    )
    expect(expandSynonyms('how do i dsc call my buddys boat')).toContain('individual call')
  })

  it('reads a question mark typed as the symbol on the screen, not one ending the question', () => {
    expect(expandSynonyms('bottom type strip just shows a ? when im running fast')).toContain('question mark')
    expect(expandSynonyms('why does it show a ?? where the depth should be')).toContain('question mark')
    expect(expandSynonyms('what does the bottom type strip show?')).not.toContain('question mark')
    expect(expandSynonyms('is it broken? the strip is blank')).not.toContain('question mark')
  })
})

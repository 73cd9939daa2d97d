import { describe, expect, it } from 'vitest'
import { countAskedIn } from './answer-kinds'
import { tableRowKind } from './table-rows'

describe("a manual's table rows", () => {
  it('tells a troubleshooting row by its problem and remedy cells, whatever the header calls them', () => {
    expect(
      tableRowKind({
        title: 'The display will not switch on',
        body: 'Problem: The display will not switch on\nPossible causes: Blown fuse\nPossible solutions: Check the 5 A fuse',
      }),
    ).toBe('troubleshooting')
    expect(
      tableRowKind({
        title: 'No fix',
        body: 'Symptom: No fix\nCause: Sky blocked\nRemedy: Move the antenna',
      }),
    ).toBe('troubleshooting')
  })

  it("tells a specifications row by its 'Name: value' line", () => {
    expect(tableRowKind({ title: 'Waypoints', body: 'Waypoints: 3,000' })).toBe('specification')
    expect(tableRowKind({ title: 'Memory card', body: 'Memory card: one microSD, up to 32 GB' })).toBe(
      'specification',
    )
  })

  it('takes a section of a troubleshooting chapter as a problem and its remedies, though not set as a table', () => {
    expect(
      tableRowKind({
        title: "Unit Doesn't Power Up",
        headings: 'Troubleshooting',
        body: 'If the unit does not start, check the power cable. Below about 10 V the unit will not start.',
      }),
    ).toBe('troubleshooting')
    expect(
      tableRowKind({
        title: '12.1 The unit does not turn on',
        headings: '12 Troubleshooting',
        body: 'Check the fuse and the battery.',
      }),
    ).toBe('troubleshooting')
    expect(
      tableRowKind({ title: 'Adjusting the gain', headings: '3 Sonar', body: 'Raise the gain a step.' }),
    ).toBeNull()
  })

  it('tells a row of a specifications table with a column per model by its first header', () => {
    expect(
      tableRowKind({
        title: 'Power draw (typical)',
        body: 'Specification: Power draw (typical)\nHOOK Reveal 5: 0.6 A at 13 V\nHOOK Reveal 7: 0.75 A at 13 V',
      }),
    ).toBe('specification')
  })

  it('calls running text neither, though it holds a colon or a problem', () => {
    expect(
      tableRowKind({
        title: 'Placing a waypoint',
        body: 'Press the Waypoint key. Note: the waypoint is saved at the boat position.',
      }),
    ).toBeNull()
    expect(
      tableRowKind({
        title: 'Troubleshooting',
        body: 'Problem: a list of problems follows.\nSee the table.',
      }),
    ).toBeNull()
  })
})

describe("'how many' questions", () => {
  it('are answered by a count of what they ask about, not by any number', () => {
    const count = countAskedIn('how many waypoints will the striker 4 hold')
    expect(count?.test('Waypoints: 5000')).toBe(true)
    expect(count?.test('The device holds up to 3,000 waypoints.')).toBe(true)
    expect(count?.test('Hold MARK for 2 seconds to save a waypoint.')).toBe(false)
    expect(countAskedIn('how do i save a waypoint')).toBeNull()
    expect(countAskedIn('how many batteries does it take')?.test('Battery: 2 x AA')).toBe(true)
    expect(countAskedIn('how many batteries does it take')?.test('Takes 2 spare batteries.')).toBe(true)
    // A stem, not the first letters: 'transducers' are not counted by '2 transmit channels'.
    expect(countAskedIn('how many transducers can i connect')?.test('Up to 2 transmit channels')).toBe(false)
    expect(countAskedIn('how many transducers can i connect')?.test('Transducers: up to 2')).toBe(true)
  })
})

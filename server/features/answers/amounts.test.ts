import { describe, expect, it } from 'vitest'
import { askedAmounts, statesAmount } from './amounts'

const asked = (question: string) => askedAmounts(question).map((a) => a.asWritten)

describe('the amounts a question asks for', () => {
  it('reads the thing counted, measured or priced, up to where the sentence goes on', () => {
    expect(asked('how many amps does the radar pull transmitting vs standby')).toEqual(['how many amps'])
    expect(asked('how many hours of fishing do i get out of one charge')).toEqual(['how many hours'])
    expect(asked('how long is the warranty and do i have to register it')).toEqual([
      'how long the warranty is',
    ])
    expect(asked('fantom weight?? not sure my t-top can hold it')).toEqual(['its weight'])
    expect(asked('how much current does it draw at anchor')).toEqual(['its current draw'])
    expect(asked('how much does a spare transducer cost')).toEqual(['its price'])
    expect(asked('what size fuse goes on the power tee')).toEqual(['the size of the fuse'])
    expect(asked('how long will the batteries last on a weekend')).toEqual(['how long it runs on a charge'])
  })

  it('asks for no amount where a way or a setting is asked ("how much gain", "how long does it take")', () => {
    expect(asked('how much gain should i run in deep water')).toEqual([])
    expect(asked('how long does it take to get a gps fix')).toEqual([])
    expect(asked('how many times do i press the button')).toEqual([])
    expect(asked('how do you guys judge fish size on it')).toEqual([])
  })
})

describe('a hostile question', () => {
  it('of the longest a history turn may be is read without stalling', () => {
    // Every shape run together, 8,000 characters: the patterns' repeats are bounded, so reading is linear.
    const hostile =
      'how many how much does a b c cost what size how long is the how long will x y last weight '
        .repeat(100)
        .slice(0, 8000)
    // Finishing within the test's own time limit is the check; its speed is bench:load's to measure.
    expect(askedAmounts(hostile).length).toBeGreaterThan(0)
    expect(askedAmounts(`${'9'.repeat(8000)}?`)).toEqual([])
  })
})

describe('a sentence that states an amount', () => {
  const [fuse] = askedAmounts('what size fuse goes on it')
  const [warranty] = askedAmounts('how long is the warranty')
  it('names what is measured and gives a number', () => {
    expect(fuse && statesAmount(fuse, 'A 3 A fuse is typical for small networks.')).toBe(true)
    expect(warranty && statesAmount(warranty, 'Most units carry a two-year warranty.')).toBe(true)
  })
  it('does not when it only names the thing ("it voids the warranty")', () => {
    expect(warranty && statesAmount(warranty, 'Do not open the unit yourself; it voids the warranty.')).toBe(
      false,
    )
    expect(fuse && statesAmount(fuse, 'Fit a fuse close to the battery.')).toBe(false)
    // 'Hundreds of waypoints' and 'one at a time' give no amount.
    const [waypoints] = askedAmounts('how many waypoints can it hold')
    expect(waypoints && statesAmount(waypoints, 'Sorting helps once you have hundreds of waypoints.')).toBe(
      false,
    )
    expect(waypoints && statesAmount(waypoints, 'You can delete waypoints one at a time or in bulk.')).toBe(
      false,
    )
    // A step's own number is not the amount.
    const [hours] = askedAmounts('how many hours do i get out of one charge')
    expect(hours && statesAmount(hours, '3. A full charge takes a few hours.')).toBe(false)
  })
})

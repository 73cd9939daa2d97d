import { describe, expect, it } from 'vitest'
import { frequencyBands, numberForms, unitQuantities } from './number-forms'

describe('numberForms', () => {
  it('splits a number from the unit an owner joined to it, and adds the end of a range', () => {
    expect(numberForms('can i run it off 24v or only 12v').split(' ')).toEqual(
      expect.arrayContaining(['24', 'v', '-24', '12', '-12']),
    )
    expect(numberForms('is it 1kw or 600w').split(' ')).toEqual(
      expect.arrayContaining(['1', 'kw', '600', 'w', '-600']),
    )
  })

  it('joins two numbers offered as a choice the way a manual writes them', () => {
    expect(numberForms('50 or 200 khz for shallow water?').split(' ')).toContain('50/200')
    expect(numberForms('83/200 or 455').split(' ')).toEqual(expect.arrayContaining(['-83', '-200', '-455']))
  })

  it('adds nothing to a question without numbers, and ignores words that only start with digits', () => {
    expect(numberForms('why do fish show up as arches')).toBe('')
    expect(numberForms('my hook2 wont turn on')).toBe('')
    // A key's name keeps its sign: '+1' is not the end of a range '-1'.
    expect(numberForms('rudder goes the wrong way when i press +1')).toBe('')
    expect(numberForms('press -10 twice')).toBe('')
    expect(numberForms('\u0000\u001f 12345678901234567890v')).toBe('')
  })

  it('gives the forms of the words chosen only', () => {
    const unheld = (word: string) => word !== '600w'
    expect(numberForms('can i keep my old 600w transducer with the 1kw', unheld).split(' ')).toEqual([
      '1',
      'kw',
    ])
  })
})

describe('unitQuantities', () => {
  it('names what a unit measures, joined to its number or not', () => {
    expect(unitQuantities('can i run it off 24v or only 12v')).toBe('voltage supply')
    expect(unitQuantities('is it ok on a 24 volt boat')).toBe('voltage supply')
    expect(unitQuantities('will a 64 gb card work')).toBe('memory card capacity')
    expect(unitQuantities('is 1kw better than 600w')).toBe('power output')
  })

  it('adds nothing for words that only follow a number, or for hostile text', () => {
    expect(unitQuantities('my hook2 wont turn on')).toBe('')
    expect(unitQuantities('in 6 ft of water')).toBe('')
    expect(unitQuantities('press 2 alarms')).toBe('')
    expect(unitQuantities(`\u0000 ${'9'.repeat(5000)}v`)).toBe('')
  })
})

describe('frequencyBands', () => {
  it("names the sounder's bands an owner's kilohertz fall in", () => {
    expect(frequencyBands('50 or 200 khz for shallow water?')).toBe('low frequency high frequency')
    expect(frequencyBands('is 83khz better offshore')).toBe('low frequency')
    expect(frequencyBands('what does 200 kHz show')).toBe('high frequency')
  })

  it('adds nothing without kilohertz, or for imaging frequencies', () => {
    expect(frequencyBands('50 or 200 feet deep')).toBe('')
    expect(frequencyBands('455 or 800 khz for side imaging')).toBe('')
  })
})

import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { readGuides } from '../knowledge/content'
import { overlap, stems } from './answer-kinds'
import { contentStems, FUNCTION_WORDS, sentencesOf, stemOf, wordsOf } from './words'

describe('one idea of a word', () => {
  const db = new PGlite()
  afterAll(() => db.close())

  it("stems every word of the guides as PostgreSQL's English configuration does", async () => {
    const words = [
      ...new Set(
        readGuides().flatMap((s) => wordsOf(`${s.title} ${s.body}`).filter((w) => /^[a-z]{3,}$/.test(w))),
      ),
    ]
    const { rows } = await db.query<{ w: string; s: string | null }>(
      `select w, (ts_lexize('english_stem', w))[1] as s from unnest($1::text[]) as w`,
      [words],
    )
    const stemmed = rows.filter((r) => r.s !== null)
    const differ = stemmed.filter((r) => stemOf(r.w) !== r.s).map((r) => `${r.w}: ${r.s} / ${stemOf(r.w)}`)
    expect(stemmed.length).toBeGreaterThan(3000)
    // PostgreSQL's Snowball is a later release than the npm port: it keeps 'add' in 'added' and 'adding'.
    expect(differ.length, differ.join(', ')).toBeLessThanOrEqual(3)
  })

  it('tells apart words that share their first letters, and joins forms of one word', () => {
    expect(new Set(['transducer', 'transmit', 'transom', 'transponder'].map(stemOf)).size).toBe(4)
    expect(stemOf('routing')).toBe(stemOf('route'))
    expect(stemOf('sharpness')).toBe(stemOf('sharp'))
    // The sentences about the transducer are not those about transmitting.
    expect(overlap(stems('the transducer'), 'Transmit power and transom')).toBe(0)
  })

  it('leaves out function words, typed as owners type them, but keeps particles', () => {
    expect(contentStems("I don't know how to turn on the radar")).toEqual(['know', 'turn', 'on', 'radar'])
    expect(FUNCTION_WORDS.has('on')).toBe(false)
    expect(contentStems('north up', { minLength: 2 })).toEqual(['north', 'up'])
  })

  describe('one sentence splitter', () => {
    const trimmed = (text: string) => sentencesOf(text).map((s) => s.trim())

    it('ends a sentence at a stop, not at a decimal point (12.5 V, 1.2 MHz)', () => {
      expect(sentencesOf('Set 12.5 V. Then 0.1 W! Done? yes')).toEqual([
        'Set 12.5 V. ',
        'Then 0.1 W! ',
        'Done? ',
        'yes',
      ])
      expect(sentencesOf('A 4.5 in screen')).toEqual(['A 4.5 in screen'])
      expect(trimmed('It transmits at 1.2 MHz. The beam is 20° wide.')).toEqual([
        'It transmits at 1.2 MHz.',
        'The beam is 20° wide.',
      ])
    })

    it("does not end one at an abbreviation ('e.g.', 'approx.', 'Fig.') or a stop before a word in lower case", () => {
      expect(trimmed('Use a second unit, e.g. Garmin or Lowrance. Then pair it.')).toEqual([
        'Use a second unit, e.g. Garmin or Lowrance.',
        'Then pair it.',
      ])
      expect(
        trimmed(
          'Mount it approx. 30 cm below the hull. See Fig. 3 for the bracket. Tighten i.e. Hand tight.',
        ),
      ).toEqual([
        'Mount it approx. 30 cm below the hull.',
        'See Fig. 3 for the bracket.',
        'Tighten i.e. Hand tight.',
      ])
      expect(trimmed('Set it to approx. 5 ft. then lock it.')).toEqual([
        'Set it to approx. 5 ft. then lock it.',
      ])
    })

    it('ends one at a line break, and keeps a list item or a numbered step whole to the end of its line', () => {
      expect(
        trimmed(
          'Steps:\n1. Press MENU. Then Home.\n2) Select Sonar.\n- Gain: auto. Range: 30 ft\n• One. Two\nAfter. That',
        ),
      ).toEqual([
        'Steps:',
        '1. Press MENU. Then Home.',
        '2) Select Sonar.',
        '- Gain: auto. Range: 30 ft',
        '• One. Two',
        'After.',
        'That',
      ])
      expect(trimmed('Weight: 1.1 kg\r\nWaterproof: IPX7')).toEqual(['Weight: 1.1 kg', 'Waterproof: IPX7'])
      // Asked to, it reads an item's sentences apart, its number or bullet still with the first.
      expect(
        sentencesOf('1. Press MENU. Then Home.\n- HDI: deep water. Choose 50 kHz', { itemsWhole: false }),
      ).toEqual(['1. Press MENU. ', 'Then Home.\n', '- HDI: deep water. ', 'Choose 50 kHz'])
      // A step's own text, its number taken off, is sentences like any other.
      expect(trimmed('Press MENU. Then Home.')).toEqual(['Press MENU.', 'Then Home.'])
    })

    it('keeps a bold lead that ends in a question mark whole, its closing marks with it', () => {
      // The segmenter ends the sentence after '?', before '**': the next sentence then opened with the bold's
      // closing marks, and leaving that sentence out left the lead's bold open.
      expect(
        sentencesOf('**Which charts do you want?** Garmin displays use Garmin charts. Compare detail.'),
      ).toEqual(['**Which charts do you want?** ', 'Garmin displays use Garmin charts. ', 'Compare detail.'])
      expect(sentencesOf('_Is it on?_ Check the fuse.')).toEqual(['_Is it on?_ ', 'Check the fuse.'])
    })

    it('gives the text back when its sentences are joined, whatever its spacing', () => {
      for (const text of [
        'One. Two 0.1 W.  ',
        '...   x',
        '',
        `a.${' '.repeat(5000)}b`,
        '- a. B\n\n1. c\n  d. E. e.g. F',
        `${'Long sentence here. '.repeat(200)}end`,
        '**Why?** Because. **Where?**',
      ])
        expect(sentencesOf(text).join('')).toBe(text)
      // A long line is read in pieces; the sentences are those of the whole line.
      expect(sentencesOf(`${'Long sentence here. '.repeat(200)}end`)).toHaveLength(201)
    })

    it('reads a hostile text in about the time of its length', () => {
      // A split on a lookbehind went back over a run of spaces at every position in it; Node's segmenter copies
      // the text it reads for every sentence it gives. Each of these took minutes or ran out of memory.
      const started = performance.now()
      expect(trimmed(`Stop.${' '.repeat(1_000_000)}Next`)).toEqual(['Stop.', 'Next'])
      expect(sentencesOf('A. '.repeat(100_000))).toHaveLength(100_000)
      expect(sentencesOf(`- ${'A. '.repeat(100_000)}`)).toHaveLength(1)
      expect(performance.now() - started).toBeLessThan(5_000)
    })
  })
})

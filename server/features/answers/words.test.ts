import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { readGuides } from '../knowledge/content'
import { overlap, stems } from './answer-kinds'
import { contentStems, FUNCTION_WORDS, stemOf, wordsOf } from './words'

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
})

import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE, safeText } from './common'

describe('safeText, the one rule for the text of a request', () => {
  it.each([
    ['NUL', '\u0000'],
    ['escape (C0)', '\u001B'],
    ['DEL', '\u007F'],
    ['next line (C1, U+0085)', '\u0085'],
    ['control sequence introducer (C1, U+009B)', '\u009B'],
    ['application program command (C1, U+009F)', '\u009F'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
    ['a pair in the wrong order', '\udc00\ud800'],
  ])('refuses %s', (_name, character) => {
    const result = safeText().safeParse(`before${character}after`)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE)
  })

  it.each([
    ['tab, line feed and carriage return', 'one\ttwo\r\nthree'],
    ['letters beyond Latin-1', 'Ærø Ñandú Łódź 東京 Ελλάδα'],
    ['the first character after the C1 block (no-break space)', 'a\u00A0b'],
    ['a surrogate pair (an emoji)', 'fish \u{1F41F} on screen'],
  ])('keeps %s', (_name, text) => {
    expect(safeText().safeParse(text)).toEqual({ success: true, data: text })
  })
})

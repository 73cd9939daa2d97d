// pdf.js's text items placed on the page as the highlight needs them: fractions of the page from its top
// left corner. The arithmetic is pdf.js's own text layer's (src/display/text_layer.js), for text that runs
// left to right once the page is turned upright; other text keeps its words for the order but no width.
import type { PageTextItem } from './highlight'

/** A text item as pdf.js's getTextContent gives it (the fields used here). */
export interface PdfTextItem {
  str: string
  hasEOL: boolean
  /** Text space to the page's own space: [a, b, c, d, e, f]. */
  transform: number[]
  /** In the page's own units. */
  width: number
  height: number
  fontName: string
}

/** What getTextContent tells of a font: how far above and below the baseline its letters reach. */
export interface PdfTextStyle {
  ascent?: number
  descent?: number
  vertical?: boolean
}

/** A viewport at scale 1: the page's own space to CSS pixels of the upright page. */
export interface PageFrame {
  transform: number[]
  width: number
  height: number
}

/** How far letters reach above and below the baseline, as a share of the font size, when the font does not say. */
const ASCENT = 0.8
const DESCENT = -0.2

/** m1 × m2, as pdf.js's Util.transform. */
function multiply(m1: number[], m2: number[]): number[] {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ]
}

/** Each text item (marked-content markers left out) placed in fractions of the page. */
export function placeTextItems(
  items: readonly (PdfTextItem | { type: string })[],
  styles: Record<string, PdfTextStyle | undefined>,
  frame: PageFrame,
): PageTextItem[] {
  const placed: PageTextItem[] = []
  for (const item of items) {
    if (!('str' in item)) continue
    const style = styles[item.fontName] ?? {}
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = multiply(frame.transform, item.transform)
    const fontHeight = Math.hypot(c, d)
    const ascent = style.ascent && style.ascent > 0 ? style.ascent : ASCENT
    const descent = style.descent && style.descent < 0 ? style.descent : DESCENT
    const upright = !style.vertical && Math.abs(Math.atan2(b, a)) < 0.01
    placed.push({
      text: item.str,
      endsLine: item.hasEOL,
      left: e / frame.width,
      top: (f - fontHeight * ascent) / frame.height,
      width: upright
        ? (item.width * Math.hypot(frame.transform[0] ?? 0, frame.transform[1] ?? 0)) / frame.width
        : 0,
      height: (fontHeight * (ascent - descent)) / frame.height,
    })
  }
  return placed
}

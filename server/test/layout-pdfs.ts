// PDFs laid out as printed manuals are (columns, tables, contents pages, running headers and footers),
// drawn with pdf-lib for the layout-reading tests.
import { degrees, PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import { wrapText } from './sample-pdfs'

export const PAGE_WIDTH = 612
export const PAGE_HEIGHT = 792
const MARGIN = 60
const LEADING = 12.5

/** Text to draw: where, how large, bold or not. */
export interface Drawn {
  text: string
  x: number
  y: number
  size?: number
  bold?: boolean
  /** Turned by this many degrees, anticlockwise (a thumb tab's chapter name at the page's edge: 90). */
  rotate?: number
}

/** Lays out one page; `draw` gets the fonts and returns what to draw. */
export type PageDrawing = (fonts: { body: PDFFont; bold: PDFFont }) => Drawn[]

export async function layoutPdf(pages: PageDrawing[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const body = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  for (const drawing of pages) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    for (const d of drawing({ body, bold })) {
      page.drawText(d.text, {
        x: d.x,
        y: d.y,
        size: d.size ?? 10,
        font: d.bold ? bold : body,
        rotate: degrees(d.rotate ?? 0),
      })
    }
  }
  return doc.save()
}

/** A paragraph wrapped into a column from (x, y) downwards; returns what to draw and the y below it. */
export function column(
  font: PDFFont,
  paragraphs: string[],
  x: number,
  top: number,
  width: number,
): { drawn: Drawn[]; bottom: number } {
  const drawn: Drawn[] = []
  let y = top
  for (const paragraph of paragraphs) {
    for (const line of wrapText(paragraph, font, 10, width)) {
      drawn.push({ text: line, x, y })
      y -= LEADING
    }
    y -= 6
  }
  return { drawn, bottom: y }
}

/** A page whose body is set in two columns under a heading across both. */
export function twoColumnPage(heading: string, left: string[], right: string[]): PageDrawing {
  return ({ body }) => {
    const width = (PAGE_WIDTH - 2 * MARGIN - 24) / 2
    const top = PAGE_HEIGHT - MARGIN - 40
    return [
      { text: heading, x: MARGIN, y: PAGE_HEIGHT - MARGIN - 10, size: 16, bold: true },
      ...column(body, left, MARGIN, top, width).drawn,
      ...column(body, right, MARGIN + width + 24, top, width).drawn,
    ]
  }
}

/** A ruled-less table: a bold header row, then rows whose cells wrap inside their columns. */
export function tablePage(
  heading: string,
  header: string[],
  rows: string[][],
  widths: number[],
): PageDrawing {
  return ({ body }) => {
    const drawn: Drawn[] = [{ text: heading, x: MARGIN, y: PAGE_HEIGHT - MARGIN - 10, size: 14, bold: true }]
    let y = PAGE_HEIGHT - MARGIN - 44
    const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0))
    header.forEach((text, i) => {
      drawn.push({ text, x: xs[i] ?? MARGIN, y, bold: true })
    })
    y -= LEADING + 8
    for (const row of rows) {
      const cells = row.map((cell, i) => wrapText(cell, body, 10, (widths[i] ?? 100) - 12))
      const height = Math.max(...cells.map((c) => c.length))
      cells.forEach((lines, i) => {
        lines.forEach((line, j) => {
          drawn.push({ text: line, x: xs[i] ?? MARGIN, y: y - j * LEADING })
        })
      })
      y -= height * LEADING + 8
    }
    return drawn
  }
}

/** A table of contents: titles, dot leaders and page numbers. */
export function contentsPage(entries: [string, number][]): PageDrawing {
  return ({ body }) => [
    { text: 'Contents', x: MARGIN, y: PAGE_HEIGHT - MARGIN - 10, size: 16, bold: true },
    ...entries.map(([title, page], i) => {
      const number = String(page)
      const room = PAGE_WIDTH - 2 * MARGIN - body.widthOfTextAtSize(`${title} ${number}`, 10)
      const dots = '.'.repeat(Math.max(3, Math.floor(room / body.widthOfTextAtSize('.', 10)) - 2))
      return { text: `${title} ${dots} ${number}`, x: MARGIN, y: PAGE_HEIGHT - MARGIN - 50 - i * 18 }
    }),
  ]
}

/** Body paragraphs under a heading, with a running header and a footer alternating to the outside edge. */
export function chapterPage(options: {
  index: number
  printed: number | null
  header: string
  code: string
  heading?: string
  paragraphs: string[]
}): PageDrawing {
  return (fonts) => {
    const { body } = fonts
    const drawn: Drawn[] = [{ text: options.header, x: MARGIN, y: PAGE_HEIGHT - 36, size: 8 }]
    if (options.printed !== null) {
      const number = String(options.printed)
      const odd = options.index % 2 === 1
      drawn.push(
        { text: options.code, x: odd ? MARGIN : PAGE_WIDTH - MARGIN - 80, y: 30, size: 8 },
        { text: number, x: odd ? PAGE_WIDTH - MARGIN - 10 : MARGIN, y: 30, size: 8 },
      )
    }
    let top = PAGE_HEIGHT - MARGIN - 10
    if (options.heading) {
      drawn.push({ text: options.heading, x: MARGIN, y: top, size: 16, bold: true })
      top -= 30
    }
    drawn.push(...column(body, options.paragraphs, MARGIN, top, PAGE_WIDTH - 2 * MARGIN).drawn)
    return drawn
  }
}

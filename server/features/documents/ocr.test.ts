// OCR of scanned pages: a page image with known words is read back, in the PDF's coordinates, within the
// size caps, with nothing downloaded.
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scannedPdf } from '../../test/scanned-pdf'
import { openPdf, type PdfDocument } from './extract'
import { createPageOcr, MAX_RENDER_PIXELS, MAX_RENDER_SIDE, ocrLines, type PageOcr, renderScale } from './ocr'
import type { TextLine } from './text'

const HEADING = 'Adjusting the sonar gain'
const BODY = [
  'Press MENU twice and select Sonar Setup, then Gain.',
  'Turn the rotary knob clockwise to raise the sensitivity of the',
  'transducer until faint specks of clutter appear on the display.',
  'Lower it again by two steps: fish arches and the bottom echo stay',
  'clear while surface noise disappears. Save with the ENTER key.',
]

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? []

/** The share of the expected words found in the text read, each found word counted once. */
function wordRecall(expected: string[], read: string): number {
  const bag = new Map<string, number>()
  for (const word of wordsOf(read)) bag.set(word, (bag.get(word) ?? 0) + 1)
  let found = 0
  const words = expected.flatMap(wordsOf)
  for (const word of words) {
    const left = bag.get(word) ?? 0
    if (left > 0) {
      found++
      bag.set(word, left - 1)
    }
  }
  return found / words.length
}

describe('reading a scanned page', () => {
  let pdf: PdfDocument
  let ocr: PageOcr
  let lines: TextLine[]
  let blank: TextLine[]
  let activity = 0

  beforeAll(async () => {
    pdf = await openPdf(await scannedPdf([[`# ${HEADING}`, ...BODY], []]))
    ocr = await createPageOcr(pdf, { onActivity: () => activity++ })
    lines = await ocr.read(1)
    blank = await ocr.read(2)
  }, 120_000)
  afterAll(async () => {
    await ocr?.close()
    await pdf?.destroy()
  })

  it('finds the words of the page', () => {
    const text = lines.map((line) => line.text).join('\n')
    const recall = wordRecall([HEADING, ...BODY], text)
    console.log(`OCR word recall ${recall.toFixed(3)}`)
    expect(recall).toBeGreaterThanOrEqual(0.9)
    expect(lines.length).toBeGreaterThanOrEqual(BODY.length)
    expect(activity).toBeGreaterThan(0)
  })

  it('places the lines in PDF coordinates, top to bottom, the heading larger than the body', () => {
    // The page is US Letter (792 pt high); the text starts an inch from the top and the left.
    const [heading, ...body] = lines as [TextLine, ...TextLine[]]
    expect(wordRecall([HEADING], heading.text)).toBeGreaterThanOrEqual(0.75)
    expect(heading.y).toBeGreaterThan(650)
    expect(heading.y).toBeLessThan(720)
    for (let i = 1; i < lines.length; i++) {
      expect((lines[i] as TextLine).y).toBeLessThan((lines[i - 1] as TextLine).y)
    }
    for (const line of body) {
      // 11 pt text, 18 pt heading.
      expect(line.size).toBeGreaterThan(8)
      expect(line.size).toBeLessThan(13)
      expect(heading.size).toBeGreaterThan(line.size * 1.3)
      expect(line.x).toBeGreaterThan(60)
      expect(line.x).toBeLessThan(85)
      expect(line.width).toBeGreaterThan(150)
    }
  })

  it('finds nothing on a blank page', () => {
    expect(blank).toEqual([])
  })
})

describe('the render size of a page', () => {
  it('is 300 dpi for a manual page', () => {
    expect(renderScale(612, 792)).toBeCloseTo(300 / 72)
  })

  it('is capped for a page claiming a gigantic size, or a narrow strip, or none', () => {
    for (const [width, height] of [
      [14_400, 14_400],
      [1e9, 1e9],
      [72, 14_400],
      [1e6, 0.5],
    ] as const) {
      const scale = renderScale(width, height)
      expect(scale).toBeGreaterThan(0)
      expect(width * scale * height * scale).toBeLessThanOrEqual(MAX_RENDER_PIXELS * 1.0001)
      expect(Math.max(width, height) * scale).toBeLessThanOrEqual(MAX_RENDER_SIDE * 1.0001)
    }
    expect(renderScale(0, 792)).toBe(0)
    expect(renderScale(Number.NaN, 792)).toBe(0)
  })

  it('reads a scan placed on a page 200 inches square, within the pixel cap', async () => {
    // The page claims 14,400 x 14,400 points; the scan fills a Letter-sized corner of it (about 1/500 of
    // the area), so at the capped scale its text is small but the reading ends, and ends quickly.
    const scan = await PDFDocument.load(await scannedPdf([['WARNING', 'Disconnect power first.']]))
    const big = await PDFDocument.create()
    const [embedded] = await big.embedPdf(scan, [0])
    const page = big.addPage([14_400, 14_400])
    if (embedded) page.drawPage(embedded, { x: 0, y: 14_400 - 792 * 8, width: 612 * 8, height: 792 * 8 })
    const pdf = await openPdf(await big.save())
    const ocr = await createPageOcr(pdf)
    try {
      const lines = await ocr.read(1)
      expect(wordRecall(['WARNING Disconnect power first.'], lines.map((l) => l.text).join(' '))).toBe(1)
      // Still in the page's own coordinates: near its top.
      expect(lines[0]?.y).toBeGreaterThan(12_000)
    } finally {
      await ocr.close()
      await pdf.destroy()
    }
  }, 120_000)
})

describe('tesseract lines in PDF coordinates', () => {
  /**
   * A line as tesseract gives it, at 1 pixel a point: each cell's words placed from the cell's x, 5 pixels a
   * letter and 3 between words, the line running across all the cells.
   */
  const tesseractLine = (
    top: number,
    cells: [string, number][],
    { height = 10, block }: { height?: number; block?: number } = {},
  ) => {
    const words = cells.flatMap(([text, x]) => {
      let at = x
      return text.split(' ').map((w) => {
        const placed = { text: w, bbox: { x0: at, y0: top, x1: at + w.length * 5, y1: top + height } }
        at += w.length * 5 + 3
        return placed
      })
    })
    return {
      text: cells.map(([text]) => text).join(' '),
      confidence: 90,
      bbox: { x0: words[0]?.bbox.x0 ?? 0, y0: top, x1: words.at(-1)?.bbox.x1 ?? 0, y1: top + height },
      baseline: { x0: 0, y0: top + height, x1: 500, y1: top + height },
      rowAttributes: { rowHeight: height },
      words,
      ...(block === undefined ? {} : { block }),
    }
  }

  it('turns pixel boxes (top-down) into points (bottom-up), dropping specks', () => {
    const lines = ocrLines({
      width: 2550,
      height: 3300,
      scale: 300 / 72,
      lines: [
        {
          text: 'Depth alarm\n',
          confidence: 95,
          bbox: { x0: 300, y0: 350, x1: 1200, y1: 420 },
          baseline: { x0: 300, y0: 405, x1: 1200, y1: 405 },
          rowAttributes: { rowHeight: 75 },
        },
        { text: '| — ,\n', confidence: 90, bbox: { x0: 0, y0: 0, x1: 50, y1: 50 } },
        { text: 'vvvvv\n', confidence: 12, bbox: { x0: 0, y0: 600, x1: 50, y1: 650 } },
      ],
    })
    expect(lines).toEqual([{ text: 'Depth alarm', y: 694.8, size: 18, x: 72, width: 216, ocr: true }])
  })

  it("reads a table's rows cell by cell from the words' places, where tesseract runs the cells together", () => {
    // At 1 pixel a point on a page 600 high: each tesseract line runs across the row's cells, a cell's text
    // wrapping onto a second line as tesseract gives it.
    const line = (top: number, cells: [string, number][]) => tesseractLine(top, cells)
    const lines = ocrLines({
      width: 500,
      height: 600,
      scale: 1,
      lines: [
        line(100, [
          ['Problem', 50],
          ['Cause', 200],
          ['Remedy', 330],
        ]),
        line(120, [
          ['The power cannot', 50],
          ['Blown fuse, or a', 200],
          ['Replace the fuse', 330],
        ]),
        line(132, [
          ['be turned on', 50],
          ['loose power cable', 200],
          ['and tighten it', 330],
        ]),
        line(152, [
          ['No echoes', 50],
          ['Transducer cable', 200],
          ['Check the', 330],
        ]),
        line(164, [
          ['loose', 200],
          ['connector', 330],
        ]),
      ],
    })
    const rows = lines.map((l) => l.text)
    expect(rows).toContain(
      'Problem: The power cannot be turned on\nCause: Blown fuse, or a loose power cable\nRemedy: Replace the fuse and tighten it',
    )
    expect(rows).toContain('Problem: No echoes\nCause: Transducer cable loose\nRemedy: Check the connector')
  })
  it("leaves out the rules OCR reads as '|' or '[' inside a table's cells, and keeps a one-row table's cell whole", () => {
    // The FCV-588 scan's troubleshooting table as tesseract gives it: the rule left of a cell read as '|' on
    // its own or glued to the cell's first word ('|Replace', '[transducer'); and the table's last row carried
    // over to the top of the next column, a table of one row whose cells wrap onto three lines.
    const line = (top: number, cells: [string, number][]) => tesseractLine(top, cells)
    const read = (lines: ReturnType<typeof line>[]) =>
      ocrLines({ width: 500, height: 600, scale: 1, lines }).map((l) => l.text)
    const padded = read([
      line(100, [
        ['Problem', 50],
        ['Cause', 200],
        ['Remedy', 330],
      ]),
      line(120, [
        ['The power', 50],
        ['|', 195],
        ['Blown fuse, or', 200],
        ['|Replace the fuse', 325],
      ]),
      line(132, [
        ['cannot be', 50],
        ['a loose power', 200],
        ['|the power cable', 325],
      ]),
      line(152, [
        ['No echoes', 50],
        ['|', 195],
        ['Transducer cable', 200],
        ['Check the', 330],
      ]),
      line(164, [
        ['and no bottom', 50],
        ['loose', 200],
        ['[transducer', 325],
      ]),
    ])
    expect(padded).toContain(
      'Problem: The power cannot be\nCause: Blown fuse, or a loose power\nRemedy: Replace the fuse the power cable',
    )
    expect(padded).toContain(
      'Problem: No echoes and no bottom\nCause: Transducer cable loose\nRemedy: Check the transducer',
    )
    const oneRow = read([
      line(100, [
        ['Problem', 50],
        ['Cause', 200],
        ['Remedy', 330],
      ]),
      line(120, [
        ['The picture', 50],
        ['|', 195],
        ['Picture', 200],
        ['Choose a speed', 330],
      ]),
      line(132, [
        ['does not', 50],
        ['advance is set', 200],
        ['|', 325],
        ['under Picture', 330],
      ]),
      line(144, [
        ['move', 50],
        ['to Stop', 200],
        ['Advance', 330],
      ]),
    ])
    expect(oneRow).toEqual([
      'Problem: The picture does not move\nCause: Picture advance is set to Stop\nRemedy: Choose a speed under Picture Advance',
    ])
  })

  it('reads a table tesseract found as a block of its own apart from the column beside it', () => {
    // The FCV-588 scan's page 8-1: the left column's heading, '8.1 Simple Troubleshooting', lies level with
    // the header of a table's last row carried to the top of the right column.
    const line = (top: number, cells: [string, number][], block: number, height = 10) =>
      tesseractLine(top, cells, { block, height })
    const lines = ocrLines({
      width: 600,
      height: 800,
      scale: 1,
      lines: [
        line(100, [['8.1 Simple Troubleshooting', 40]], 0, 14),
        line(124, [['The table below lists simple problems and', 40]], 0),
        line(136, [['what the user can do about them.', 40]], 0),
        line(148, [['If the unit cannot be restored, ask', 40]], 0),
        line(160, [['your dealer to service it.', 40]], 0),
        line(
          102,
          [
            ['Problem', 320],
            ['Cause', 400],
            ['Remedy', 480],
          ],
          1,
        ),
        line(
          120,
          [
            ['The picture', 320],
            ['Picture', 400],
            ['Choose a', 480],
          ],
          1,
        ),
        line(
          132,
          [
            ['does not', 320],
            ['advance is', 400],
            ['speed under', 480],
          ],
          1,
        ),
        line(
          144,
          [
            ['move', 320],
            ['set to Stop', 400],
            ['Picture Advance', 480],
          ],
          1,
        ),
      ],
    }).map((l) => l.text)
    expect(lines).toContain(
      'Problem: The picture does not move\nCause: Picture advance is set to Stop\nRemedy: Choose a speed under Picture Advance',
    )
    expect(lines.join('\n')).toContain('The table below lists simple problems and')
  })

  it('reads hostile recognition output without throwing: impossible positions, no scale, a page of 20,000 words', () => {
    const line = (text: string, bbox: { x0: number; y0: number; x1: number; y1: number }) => ({
      text,
      confidence: 90,
      bbox,
      words: [{ text, bbox }],
    })
    const impossible = ocrLines({
      width: 500,
      height: 600,
      scale: 1,
      lines: [
        line('Nowhere', { x0: Number.NaN, y0: Number.NaN, x1: Number.NaN, y1: Number.NaN }),
        line('Endless', { x0: 10, y0: 10, x1: Number.POSITIVE_INFINITY, y1: 20 }),
        line('Gain', { x0: 10, y0: 100, x1: 40, y1: 110 }),
      ],
    })
    expect(impossible.map((l) => l.text)).toEqual(['Gain'])
    for (const l of impossible)
      for (const n of [l.y, l.size, l.x, l.width]) expect(Number.isFinite(n)).toBe(true)
    expect(
      ocrLines({
        width: 500,
        height: 600,
        scale: 0,
        lines: [line('Gain', { x0: 10, y0: 100, x1: 40, y1: 110 })],
      }),
    ).toEqual([])

    // 2,000 lines of ten words each, scattered over the page: read in bounded time, into at most a line each.
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const crowd = Array.from({ length: 2_000 }, () => {
      const top = random() * 3200
      const words = Array.from({ length: 10 }, (_, i) => {
        const x0 = random() * 2400
        return { text: `word${i}`, bbox: { x0, y0: top, x1: x0 + 40, y1: top + 30 } }
      })
      return {
        text: words.map((w) => w.text).join(' '),
        confidence: 90,
        bbox: { x0: 0, y0: top, x1: 2500, y1: top + 30 },
        words,
      }
    })
    const read = ocrLines({ width: 2550, height: 3300, scale: 300 / 72, lines: crowd })
    expect(read.length).toBeGreaterThan(0)
    expect(read.length).toBeLessThanOrEqual(crowd.length)
  })
})

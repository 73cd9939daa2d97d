import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  chapterPage,
  column,
  contentsPage,
  layoutPdf,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type PageDrawing,
  tablePage,
  twoColumnPage,
} from '../../test/layout-pdfs'
import { openPdf, readPdfPage } from './extract'
import { pageLines, ruledTableLines, runsOf } from './layout'
import { readDocument, TEXT_LIMITS } from './read-document'
import type { DocumentChunk, TextLine } from './text'

const dir = mkdtempSync(join(tmpdir(), 'sonar-layout-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function linesOfPage(drawing: PageDrawing): Promise<string[]> {
  const pdf = await openPdf(await layoutPdf([drawing]))
  try {
    return (await readPdfPage(pdf, 1, null)).lines.map((l) => l.text)
  } finally {
    await pdf.destroy()
  }
}

let files = 0
async function passagesOf(pages: PageDrawing[]): Promise<DocumentChunk[]> {
  const path = join(dir, `manual-${files++}.pdf`)
  writeFileSync(path, await layoutPdf(pages))
  const chunks: DocumentChunk[] = []
  const result = await readDocument(
    { format: 'pdf', path, limits: TEXT_LIMITS },
    { progress: () => {}, part: (part) => chunks.push(...part) },
  )
  expect(result.status).toBe('ready')
  return chunks
}

const LEFT = [
  'Gain sets how strongly the unit amplifies the echoes it receives from the water below the boat.',
  'Raise the gain until a light speckle appears, then lower it a step so the bottom stays clear.',
]
const RIGHT = [
  'Range sets how deep the display looks. Auto range follows the bottom as the depth changes.',
  'Zoom shows part of the range larger, so fish close to the bottom stand apart from it.',
]

describe('columns', () => {
  it('reads a two-column page column after column, the heading across both first', async () => {
    const lines = await linesOfPage(twoColumnPage('Sonar settings', LEFT, RIGHT))
    expect(lines[0]).toBe('Sonar settings')
    const text = lines.slice(1).join(' ')
    // Every sentence of the left column comes before the right column's first.
    expect(text.indexOf('a step so the bottom stays clear.')).toBeGreaterThan(0)
    expect(text.indexOf('a step so the bottom stays clear.')).toBeLessThan(
      text.indexOf('Range sets how deep'),
    )
    expect(text).toContain('Raise the gain until a light speckle appears, then')
  })

  it('reads three narrow columns under their own headings, with a running header across the gutters', async () => {
    // A glossary: short lines (a table's first column is short too, but a glossary's lines carry on sentences),
    // a 10-point gutter, a heading over each column, and a running header wider than a column.
    const terms = [
      [
        'A to F',
        'Antenna: the rotating part that sends and receives the radar energy.',
        'Bearing: the direction of a target, measured clockwise from north or from the bow.',
      ],
      [
        'G to R',
        'Guard zone: an area around the boat where a new echo sounds an alarm.',
        'Heading line: the line from the centre of the picture to the edge.',
      ],
      [
        'S to Z',
        'SART: a search and rescue transponder that shows a line of twelve dots on the radar.',
        'Target: anything that reflects radar energy back to the antenna.',
      ],
    ]
    const lines = await linesOfPage(({ body }) => {
      const width = 110
      const top = 640
      return [
        { text: 'Radar Operation Manual - Glossary', x: 160, y: 740, size: 9 },
        { text: 'Glossary', x: 72, y: 700, size: 20, bold: true },
        ...terms.flatMap(([heading, ...entries], i) => [
          { text: heading as string, x: 72 + i * (width + 10), y: 670, size: 12.5, bold: true },
          ...column(body, entries, 72 + i * (width + 10), top, width).drawn,
        ]),
        { text: 'CR-OM-0201   14', x: 72, y: 40, size: 9 },
      ]
    })
    const text = lines.join(' ')
    expect(lines).toContain('A to F')
    expect(lines).toContain('S to Z')
    expect(text).toContain('Guard zone: an area around the boat where a new echo sounds an alarm.')
    expect(text).toContain(
      'SART: a search and rescue transponder that shows a line of twelve dots on the radar.',
    )
    expect(text.indexOf('from the bow.')).toBeLessThan(text.indexOf('G to R'))
  })

  it("reads a heading inside one column with its column, beside the other column's text", async () => {
    // As makers set two columns: each section's heading sits in its own column, wherever the section starts,
    // so headings of the two columns fall level with each other or with the other column's paragraphs.
    const width = (PAGE_WIDTH - 120 - 24) / 2
    const page: PageDrawing = ({ body }) => {
      const top = PAGE_HEIGHT - 80
      const power = 'The display runs from a 12 V supply through a 5 A fuse on a switched circuit.'
      const mount = 'Mount the transducer on the transom where water flows smoothly at all speeds.'
      // The right column's second heading stands in the gap between two of the left column's paragraphs,
      // level with no text of the left column.
      const left = column(body, [...LEFT, power], 60, top - 22, width)
      const ys = left.drawn.map((d) => d.y)
      const gap = ys.findLastIndex((y, i) => i > 0 && (ys[i - 1] ?? 0) - y > 15)
      const between = ((ys[gap - 1] ?? 0) + (ys[gap] ?? 0)) / 2
      const right = column(body, [...RIGHT, ...RIGHT], 60 + width + 24, top - 22, width)
      return [
        { text: 'Sonar controls', x: 60, y: top, size: 12.5, bold: true },
        ...left.drawn,
        { text: 'Range controls', x: 60 + width + 24, y: top, size: 12.5, bold: true },
        ...right.drawn.filter((d) => d.y > between + 12),
        { text: 'Transducer installation', x: 60 + width + 24, y: between, size: 12.5, bold: true },
        ...column(body, [mount], 60 + width + 24, between - 22, width).drawn,
      ]
    }
    const lines = await linesOfPage(page)
    const at = (start: string) => lines.findIndex((l) => l.startsWith(start))
    // The left column, its heading and all its text, then the right column with both its headings.
    expect(at('Sonar controls')).toBeLessThan(at('Gain sets how'))
    expect(at('Gain sets how')).toBeLessThan(at('The display runs from'))
    expect(at('The display runs from')).toBeLessThan(at('Range controls'))
    expect(at('Range controls')).toBeLessThan(at('Range sets how'))
    expect(at('Range sets how')).toBeLessThan(at('Transducer installation'))
    expect(at('Transducer installation')).toBeLessThan(at('Mount the transducer'))
  })

  it('reads two columns under a chapter heading that runs past the gutter but not across the page', async () => {
    // As the FCV-588's scan sets a chapter's title: large, from the left margin, ending a little way into the
    // right column. It hides the gutter in its own row only; the columns below it are still two.
    const width = (PAGE_WIDTH - 120 - 24) / 2
    const page: PageDrawing = ({ body, bold }) => {
      const heading = '6. Fishing with the Sounder'
      const sizes = Array.from({ length: 40 }, (_, i) => 12 + i / 2)
      const size = sizes.find((s) => bold.widthOfTextAtSize(heading, s) > width + 30)
      if (!size || bold.widthOfTextAtSize(heading, size) > (PAGE_WIDTH - 120) * 0.6)
        throw new Error('the heading must run past the gutter and stay under the spanning width')
      const top = PAGE_HEIGHT - 110
      return [
        { text: heading, x: 60, y: PAGE_HEIGHT - 70, size, bold: true },
        ...column(body, LEFT, 60, top, width).drawn,
        ...column(body, RIGHT, 60 + width + 24, top, width).drawn,
      ]
    }
    const lines = await linesOfPage(page)
    expect(lines[0]).toBe('6. Fishing with the Sounder')
    const text = lines.slice(1).join(' ')
    expect(text).toContain('Raise the gain until a light speckle appears, then')
    expect(text.indexOf('a step so the bottom stays clear.')).toBeLessThan(
      text.indexOf('Range sets how deep'),
    )
  })

  it("reads a right column of a few lines set off the left column's baselines after the left column", async () => {
    // As the FCV-588's scan ends a chapter: the last section's text runs over into the top of the right column,
    // three lines set half a line off the left column's rows, so no row holds text on both sides.
    const width = (PAGE_WIDTH - 120 - 24) / 2
    const page: PageDrawing = ({ body }) => {
      const top = PAGE_HEIGHT - 110
      return [
        ...column(body, [...LEFT, ...LEFT], 60, top, width).drawn,
        ...column(
          body,
          [
            'Before the next season, check the cables and connectors for damage before you reconnect them, and clean the contacts.',
          ],
          60 + width + 24,
          top - 6,
          width,
        ).drawn,
      ]
    }
    const lines = await linesOfPage(page)
    const text = lines.join(' ')
    expect(text).toContain('Before the next season, check the cables')
    expect(text.lastIndexOf('a step so the bottom stays clear.')).toBeLessThan(
      text.indexOf('Before the next season'),
    )
  })

  it("reads a narrow margin column's note where it stands beside the text, not before the text", async () => {
    // As HELIX manuals set a caution: a margin column a third as wide as the text, off the text's baselines.
    const page: PageDrawing = ({ body }) => {
      const top = PAGE_HEIGHT - 110
      const text = column(body, [...LEFT, ...RIGHT], 200, top, 350)
      const note = column(
        body,
        ['CAUTION Do not remove the card while the unit is saving or loading.'],
        60,
        top - 40,
        120,
      )
      return [...text.drawn, ...note.drawn]
    }
    const text = (await linesOfPage(page)).join(' ')
    expect(text.indexOf('Gain sets how strongly')).toBeLessThan(text.indexOf('CAUTION'))
  })

  it('keeps a numbered procedure one column, its numbers set apart from the steps', async () => {
    const lines = await linesOfPage(({ body: _ }) => [
      { text: 'Setting the keel offset', x: 60, y: 720, size: 16, bold: true },
      ...['Press MENU.', 'Select Sonar Setup.', 'Select Keel Offset and enter the depth.'].flatMap(
        (step, i) => [
          { text: `${i + 1}.`, x: 60, y: 690 - i * 14 },
          { text: step, x: 84, y: 690 - i * 14 },
        ],
      ),
    ])
    expect(lines).toEqual([
      'Setting the keel offset',
      '1. Press MENU.',
      '2. Select Sonar Setup.',
      '3. Select Keel Offset and enter the depth.',
    ])
  })
})

describe('turned text', () => {
  it("leaves out a thumb tab's chapter name turned at the page's edge, and reads the page's text", async () => {
    const lines = await linesOfPage(({ body }) => [
      { text: 'Sonar', x: PAGE_WIDTH - 20, y: 520, size: 11, bold: true, rotate: 90 },
      { text: 'Printed in Taiwan 190-02117-00', x: 30, y: 200, size: 7, rotate: 90 },
      ...twoColumnPage('Sonar settings', LEFT, RIGHT)({ body, bold: body }),
    ])
    expect(lines[0]).toBe('Sonar settings')
    expect(lines.join(' ')).toContain('Raise the gain until a light speckle appears, then')
    expect(lines.filter((l) => /^Sonar$|Printed in/.test(l))).toEqual([])
  })

  it('reads a page whose text is all turned (a landscape page drawn sideways)', async () => {
    const lines = await linesOfPage(() =>
      ['Connect the power cable.', 'Connect the transducer.', 'Turn the unit on.'].map((text, i) => ({
        text,
        x: 100 + i * 14,
        y: 100,
        rotate: 90,
      })),
    )
    expect(lines.join(' ')).toContain('Connect the transducer.')
  })
})

describe('headings', () => {
  it('takes a bold line of body size as a heading below the larger ones, and not a bold note label', async () => {
    const chunks = await passagesOf([
      ({ body }) => [
        { text: 'Sonar', x: 60, y: 720, size: 16, bold: true },
        { text: 'Adjusting the gain', x: 60, y: 690, bold: true },
        ...column(body, [LEFT[0] as string], 60, 676, 480).drawn,
        { text: 'NOTE', x: 60, y: 630, bold: true },
        ...column(body, ['Keep the gain below 90 percent in shallow water.'], 60, 616, 480).drawn,
      ],
    ])
    expect(chunks[0]).toMatchObject({ heading: 'Adjusting the gain', parents: ['Sonar'] })
    expect(chunks.map((c) => c.heading)).not.toContain('NOTE')
  })
})

describe('tables', () => {
  const troubleshooting = tablePage(
    'Troubleshooting',
    ['Problem', 'Possible cause', 'Solution'],
    [
      [
        'The unit does not turn on',
        'Blown fuse or reversed power wires',
        'Check the 3 A fuse and that the red wire goes to the positive terminal.',
      ],
      ['No bottom at speed', 'Air bubbles under the transducer', 'Lower the transducer 3 mm below the hull.'],
      ['Display is dim', 'Backlight set low', 'Press the power key twice and raise the backlight.'],
    ],
    [150, 150, 192],
  )

  it('keeps each row of a troubleshooting table together, its cells named by the header', async () => {
    const chunks = await passagesOf([troubleshooting])
    const row = chunks.find((c) => c.body.includes('does not turn on'))
    expect(row?.body).toBe(
      'Problem: The unit does not turn on\nPossible cause: Blown fuse or reversed power wires\n' +
        'Solution: Check the 3 A fuse and that the red wire goes to the positive terminal.',
    )
    // Titled by its problem, under the table's heading.
    expect(row).toMatchObject({ heading: 'The unit does not turn on', parents: ['Troubleshooting'] })
    // One passage per row.
    expect(chunks.filter((c) => c.body.startsWith('Problem:'))).toHaveLength(3)
  })

  it('keeps a row whose lines carry on its cells together where no padding tells rows apart', async () => {
    // A table's last row carried over to the next page: one row, its first cell wrapped after a comma.
    const chunks = await passagesOf([
      tablePage(
        'Troubleshooting',
        ['Problem', 'Cause', 'Solution'],
        [
          [
            'Fish show as lines, not arches',
            'The boat is stopped, or the scroll speed is too slow for the boat speed',
            'Arches form only while the boat moves; raise the scroll speed.',
          ],
        ],
        [110, 170, 212],
      ),
    ])
    const rows = chunks.filter((c) => c.body.startsWith('Problem:'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.body).toContain('Problem: Fish show as lines, not arches\n')
    expect(rows[0]?.heading).toBe('Fish show as lines, not arches')
  })

  it('reads a table without a header between two headings, neither heading one of its rows', async () => {
    const page: PageDrawing = () => {
      const rows = [
        ['Weight', '1.1 kg'],
        ['Supply', '12 V dc'],
        ['Screen', '4.3 in'],
        ['Waterproof', 'IPX7'],
      ]
      const drawn = [{ text: 'Specifications', x: 60, y: 700, size: 14, bold: true }]
      rows.forEach(([name, value], i) => {
        drawn.push({ text: name ?? '', x: 60, y: 676 - i * 14, size: 10, bold: false })
        drawn.push({ text: value ?? '', x: 200, y: 676 - i * 14, size: 10, bold: false })
      })
      drawn.push({ text: 'Warranty', x: 60, y: 600, size: 14, bold: true })
      drawn.push({ text: 'Two years from purchase.', x: 60, y: 580, size: 10, bold: false })
      return drawn
    }
    const lines = await linesOfPage(page)
    expect(lines).toEqual([
      'Specifications',
      'Weight: 1.1 kg',
      'Supply: 12 V dc',
      'Screen: 4.3 in',
      'Waterproof: IPX7',
      'Warranty',
      'Two years from purchase.',
    ])
  })

  it("makes a specifications row 'Name: value'", async () => {
    const chunks = await passagesOf([
      tablePage(
        'Specifications',
        ['Weight', '1.2 kg'],
        [
          ['Operating voltage', '10 to 32 V DC'],
          ['Water rating', 'IPX7'],
          ['Transducer frequencies', '83/200 kHz'],
        ],
        [200, 200],
      ),
    ])
    const bodies = chunks.map((c) => c.body)
    expect(bodies).toContain('Operating voltage: 10 to 32 V DC')
    expect(bodies).toContain('Water rating: IPX7')
  })
})
it('reads a specifications table with a column per model, its header cells the models', async () => {
  const chunks = await passagesOf([
    tablePage(
      'Specifications',
      ['Specification', 'HOOK Reveal 5', 'HOOK Reveal 7', 'HOOK Reveal 9'],
      [
        ['Screen size', '5 in', '7 in', '9 in'],
        ['Power draw', '0.6 A at 13 V', '0.75 A at 13 V', '1.0 A at 13 V'],
        ['Weight', '0.45 kg', '0.66 kg', '0.95 kg'],
      ],
      [150, 110, 110, 110],
    ),
  ])
  const row = chunks.find((c) => c.body.includes('0.75 A'))
  expect(row?.body).toContain('HOOK Reveal 7: 0.75 A at 13 V')
  expect(row?.body).not.toContain('Screen size')
})

describe('printed pages, contents pages and running lines', () => {
  const code = '190-02117-00_0A'
  const chapters = ['Getting started', 'Sonar', 'Sonar', 'Radar', 'Radar', 'Care', 'Care', 'Care']
  const pages: PageDrawing[] = [
    ({ body: _ }) => [{ text: "Seawolf 7 Owner's Manual", x: 60, y: 600, size: 28, bold: true }],
    contentsPage([
      ['Getting started', 1],
      ['Sonar', 2],
      ['Radar', 4],
      ['Care', 6],
      ['Specifications', 8],
    ]),
    ({ body: _ }) => [{ text: 'This page intentionally left blank.', x: 60, y: 600 }],
    ...chapters.map((chapter, i) =>
      chapterPage({
        index: i + 4,
        printed: i + 1,
        header: `Seawolf 7 Owner's Manual ${chapter}`,
        code,
        heading: i === 0 || chapters[i - 1] !== chapter ? chapter : undefined,
        paragraphs: [
          `On printed page ${i + 1} the ${chapter.toLowerCase()} chapter explains setting number ${i + 1} of the unit in a few plain sentences.`,
        ],
      }),
    ),
  ]

  it('cites the number printed in the footer, not the PDF page, and drops headers, footers and contents', async () => {
    const chunks = await passagesOf(pages)
    const onPage = (n: number) => chunks.find((c) => c.body.includes(`On printed page ${n} `))
    for (let n = 1; n <= 8; n++) expect(onPage(n)).toMatchObject({ page: n + 3, pageLabel: String(n) })
    const text = chunks.map((c) => c.body).join('\n')
    expect(text).not.toContain(code)
    expect(text).not.toContain("Owner's Manual")
    // The contents page's entries are no passage, nor is the cover.
    expect(text).not.toMatch(/\.\.\.\.\s*\d/)
    expect(chunks.filter((c) => c.page === 1 || c.page === 2)).toEqual([])
  })
})

describe('hostile text positions', () => {
  /** A pdf.js text item as its text stream gives it. */
  const item = (str: string, x: number, y: number, fontName = 'f1') => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width: str.length * 5,
    hasEOL: false,
    fontName,
  })

  it('leaves out text placed at no number or at infinity, and reads the rest', () => {
    const lines = pageLines(
      runsOf([
        item('Gain sets the strength of the echoes.', 72, 700),
        item('lost', Number.NaN, 680),
        item('far', Number.POSITIVE_INFINITY, 660),
        item('Range sets the depth shown.', 72, 640),
      ]),
    )
    expect(lines.map((l) => l.text)).toEqual([
      'Gain sets the strength of the echoes.',
      'Range sets the depth shown.',
    ])
  })

  it('finds no columns in text spread wider than any page', () => {
    const rows = Array.from({ length: 6 }, (_, i) => [
      item(`left ${i}`, 72, 700 - 14 * i),
      item(`right ${i}`, 5e8, 700 - 14 * i),
    ])
    const lines = pageLines(runsOf(rows.flat()))
    expect(lines).toHaveLength(6)
    expect(lines[0]?.text).toBe('left 0 right 0')
  })

  // The suite's timeout is generous; this one is not (searched from every row to the end, about 190 s).
  it('reads a page of thousands of header-like rows without searching each for a table to its end', {
    timeout: 5_000,
  }, () => {
    // Every row looks like a table's header, and none is one (all one font): searched to the page's end from
    // each row, this page would take minutes.
    const rows = Array.from({ length: 20_000 }, (_, i) => [
      item('Alpha', 72, 300_000 - 12 * i),
      item('Beta', 300, 300_000 - 12 * i),
    ])
    const lines = pageLines(runsOf(rows.flat()))
    // Read as a two-column table under its first row, one line a row.
    expect(lines).toHaveLength(19_999)
  })

  // Asked at each heading whether the band above it is a table, this page took 40 s for 10,000 rows.
  it('reads two columns under thousands of headings without asking at each whether a table ends', {
    timeout: 5_000,
  }, () => {
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      i % 2
        ? [item('H', 72, 300_000 - 20 * i, 'f2')]
        : [item('a', 72, 300_000 - 20 * i), item('b', 320, 300_000 - 20 * i)],
    ).map((row) =>
      row.map((r) =>
        r.fontName === 'f2' ? { ...r, transform: [14, 0, 0, 14, r.transform[4], r.transform[5]] } : r,
      ),
    )
    const lines = pageLines(runsOf(rows.flat()))
    expect(lines).toHaveLength(30_000)
  })
})

describe('ruled tables on scanned pages', () => {
  /** OCR'd lines 16 points apart from the top; a line starting with spaces is indented by 30 points. */
  const scanned = (texts: string[]): TextLine[] =>
    texts.map((text, i) => ({
      text: text.trim(),
      y: 700 - 16 * i,
      size: 10.5,
      x: text.startsWith(' ') ? 102 : 72,
      width: 300,
      ocr: true,
    }))

  it("reads a troubleshooting table's rows whole, cut into cells at the rules OCR read as '|'", () => {
    const lines = ruledTableLines(
      scanned([
        'Problem | Cause | Solution',
        'No sound from the speaker. | The squelch is set too high. | Turn SQL',
        '      counterclockwise until noise is heard, then back.',
        'Others cannot hear me at distance. | The radio is on low power, or the',
        '      antenna connection is poor. | Press H/L for 25 W.',
        'Clean the case with fresh water.',
      ]),
    )
    expect(lines.map((l) => [l.text, l.row ?? false, l.label])).toEqual([
      [
        'Problem: No sound from the speaker.\nCause: The squelch is set too high.\nSolution: Turn SQL counterclockwise until noise is heard, then back.',
        true,
        'No sound from the speaker.',
      ],
      [
        'Problem: Others cannot hear me at distance.\nCause: The radio is on low power, or the antenna connection is poor.\nSolution: Press H/L for 25 W.',
        true,
        'Others cannot hear me at distance.',
      ],
      ['Clean the case with fresh water.', false, undefined],
    ])
  })

  it("makes a two-column table's rows 'Name: value', and leaves lines with a stray rule alone", () => {
    const lines = ruledTableLines(
      scanned(['Name | Value', 'Current | 5.5 A transmitting at 25 W', 'Weight | 1.1 kg']),
    )
    expect(lines.map((l) => l.text)).toEqual(['Current: 5.5 A transmitting at 25 W', 'Weight: 1.1 kg'])
    const prose = scanned(['Select Menu | Settings to open the settings.', 'Then press OK.'])
    expect(ruledTableLines(prose)).toEqual(prose)
  })
})

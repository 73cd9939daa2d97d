import { describe, expect, it } from 'vitest'
import {
  CHUNK_TARGET_CHARS,
  chunkBlocks,
  joinLine,
  markdownBlocks,
  type PageText,
  pdfBlocks,
  pointsElsewhere,
  removeRunningLines,
  type TextBlock,
} from './text'

/** A page of body lines 13 points apart, with a header and a footer set apart at the edges. */
function page(index: number, body: string[], extra: { header?: string; footer?: string } = {}): PageText {
  const lines = body.map((text, i) => ({ text, y: 700 - i * 13, size: 10 }))
  if (extra.header) lines.unshift({ text: extra.header, y: 752, size: 8 })
  if (extra.footer) lines.push({ text: extra.footer, y: 30, size: 8 })
  return { index, label: null, lines }
}

const paragraph = (text: string, page = 1): TextBlock => ({
  kind: 'paragraph',
  text,
  level: 0,
  page,
  pageLabel: null,
})
const heading = (text: string, level = 1, page = 1): TextBlock => ({
  kind: 'heading',
  text,
  level,
  page,
  pageLabel: null,
})

describe('running headers and footers', () => {
  it('drops a header and a numbered footer that come back on most pages, and keeps the body', () => {
    const pages = [1, 2, 3, 4].map((n) =>
      page(n, [`Body line ${n} about sonar`, 'change it again.'], {
        header: 'Owner Manual',
        footer: `Page ${n} of 4`,
      }),
    )
    const cleaned = removeRunningLines(pages)
    expect(cleaned.map((p) => p.lines.map((l) => l.text))).toEqual(
      [1, 2, 3, 4].map((n) => [`Body line ${n} about sonar`, 'change it again.']),
    )
  })

  it('keeps a line at the edge that does not repeat, and everything on a short document', () => {
    const pages = [
      page(1, ['Only page'], { header: 'Quick start' }),
      page(2, ['Second'], { header: 'Other' }),
    ]
    expect(removeRunningLines(pages).flatMap((p) => p.lines.map((l) => l.text))).toEqual([
      'Quick start',
      'Only page',
      'Other',
      'Second',
    ])
  })

  it("drops a chapter's own header repeated on four pages in a row", () => {
    const words = 'Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima'.split(' ')
    const pages = words.map((word, i) => {
      const p = page(i + 1, [`Text about ${word}`, 'and more text'])
      // Set apart at the top, each page at its own height: not a band, so only the text can tell.
      p.lines.unshift({
        text: i >= 4 && i < 8 ? 'Chapter 2: Radar' : `${word} notes`,
        y: 730 + 2 * i,
        size: 8,
      })
      return p
    })
    const kept = removeRunningLines(pages).flatMap((p) => p.lines.map((l) => l.text))
    expect(kept).not.toContain('Chapter 2: Radar')
    expect(kept).toContain('Alpha notes')
    expect(kept).toContain('and more text')
  })

  it('drops a header that names each short chapter, by its place on the page, and the footers alternating to the outside edge', () => {
    const chapters = [
      'Getting started',
      'Getting started',
      'Sonar',
      'Sonar',
      'Sonar',
      'Radar',
      'Radar',
      'Care',
    ]
    const pages = chapters.map((chapter, i) => {
      const index = i + 4
      const printed = index - 3
      const code = '190-02117-00_0A'
      return page(index, [`Body of page ${printed} about ${chapter.toLowerCase()}`, 'more of the body'], {
        header: `Seawolf 7 Owner's Manual    ${chapter}`,
        footer: index % 2 ? `${code}    ${printed}` : `${printed}    ${code}`,
      })
    })
    const cleaned = removeRunningLines(pages)
    const kept = cleaned.flatMap((p) => p.lines.map((l) => l.text))
    expect(kept.filter((t) => t.includes('Manual') || t.includes('190-'))).toEqual([])
    expect(kept.filter((t) => t.startsWith('Body'))).toHaveLength(8)
    // The printed numbers, three behind the PDF's pages, become the pages' labels.
    expect(cleaned.map((p) => p.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
  })

  it("keeps headings at the top of pages in a row ('Step 1', 'Step 2'...)", () => {
    const pages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => {
      const p = page(n, [`Do thing ${n} first`, 'then check the display'])
      if (n <= 5) p.lines.unshift({ text: `Step ${n}`, y: 740, size: 16 })
      return p
    })
    const kept = removeRunningLines(pages).flatMap((p) => p.lines.map((l) => l.text))
    expect(kept.filter((t) => t.startsWith('Step'))).toHaveLength(5)
  })
})

describe('lines into paragraphs', () => {
  it('joins a word hyphenated across lines, and keeps real hyphens and dashes', () => {
    expect(joinLine('Clean the transduc-', 'er face')).toBe('Clean the transducer face')
    expect(joinLine('Use the NMEA-', '2000 port')).toBe('Use the NMEA- 2000 port')
    expect(joinLine('soft\u00ad', 'ware')).toBe('software')
  })

  it('finds headings by size, paragraphs by spacing, and list items', () => {
    const pdfPage: PageText = {
      index: 3,
      label: '1',
      lines: [
        { text: 'Keel offset', y: 720, size: 16 },
        { text: 'The keel offset makes the depth read from the', y: 690, size: 10 },
        { text: 'keel. Measure it first.', y: 677, size: 10 },
        { text: 'Then set it:', y: 650, size: 10 },
        { text: '1. Select Settings.', y: 637, size: 10 },
        { text: '2. Select Keel Offset.', y: 624, size: 10 },
      ],
    }
    expect(pdfBlocks([pdfPage]).map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'Keel offset'],
      ['paragraph', 'The keel offset makes the depth read from the keel. Measure it first.'],
      ['paragraph', 'Then set it:'],
      ['paragraph', '1. Select Settings.'],
      ['paragraph', '2. Select Keel Offset.'],
    ])
  })

  it('takes a line in another font a little larger than the body (12.5 pt over 11 pt) as a heading', () => {
    const pdfPage: PageText = {
      index: 14,
      label: '14',
      lines: [
        { text: 'MMSI Code', y: 658, size: 12.5, font: 'bold' },
        { text: 'You must enter your MMSI code before you can send', y: 634, size: 11, font: 'serif' },
        { text: 'any DSC call. It is a nine digit number.', y: 619, size: 11, font: 'serif' },
      ],
    }
    expect(pdfBlocks([pdfPage]).map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'MMSI Code'],
      [
        'paragraph',
        'You must enter your MMSI code before you can send any DSC call. It is a nine digit number.',
      ],
    ])
  })
})

describe('chunks', () => {
  it('starts a chunk at every heading and carries the nearest heading and the ones above', () => {
    const chunks = chunkBlocks([
      heading('Sonar', 1),
      paragraph('Intro.'),
      heading('Gain', 2),
      paragraph('Turn the gain down.'),
      heading('Radar', 1, 2),
      paragraph('Radar text.', 2),
    ])
    expect(chunks.map((c) => [c.heading, c.parents, c.body, c.page])).toEqual([
      ['Sonar', [], 'Intro.', 1],
      ['Gain', ['Sonar'], 'Turn the gain down.', 1],
      ['Radar', [], 'Radar text.', 2],
    ])
  })

  it('packs paragraphs to about 800 characters with an overlap of whole sentences, never across pages', () => {
    const sentence = (n: number) =>
      `Sentence number ${n} explains one more setting of the unit in some detail.`
    const long = Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ')
    const chunks = chunkBlocks([heading('Setup'), paragraph(long, 1), paragraph('Next page text.', 2)])
    const onFirst = chunks.filter((c) => c.page === 1)
    expect(onFirst.length).toBeGreaterThan(2)
    for (const chunk of onFirst) expect(chunk.body.length).toBeLessThanOrEqual(CHUNK_TARGET_CHARS + 200)
    // Each cut chunk begins with the closing sentence of the one before it.
    const [first = '', second = ''] = onFirst.map((c) => c.body)
    const opening = second.split(/(?<=\.)\s+/)[0] ?? ''
    expect(first.lastIndexOf(opening)).toBeGreaterThan(first.length - 200)
    expect(chunks.at(-1)).toMatchObject({ page: 2, body: 'Next page text.', heading: 'Setup' })
    // Every sentence is somewhere, word for word.
    for (let i = 0; i < 40; i++) expect(chunks.some((c) => c.body.includes(sentence(i)))).toBe(true)
  })

  it('splits Markdown at its headings and keeps code blocks whole', () => {
    const blocks = markdownBlocks(
      '# Setup\n\nFirst para\nstill first.\n\n## Wiring\n\n```\n# not a heading\n\nline\n```\n\n- one\n- two\n',
    )
    expect(blocks.map((b) => [b.kind, b.text, b.level])).toEqual([
      ['heading', 'Setup', 1],
      ['paragraph', 'First para\nstill first.', 0],
      ['heading', 'Wiring', 2],
      ['paragraph', '```\n# not a heading\n\nline\n```', 0],
      ['paragraph', '- one\n- two', 0],
    ])
  })
})

describe('contents and index pages', () => {
  const lines = (texts: string[]) => texts.map((text, i) => ({ text, y: 700 - 14 * i, size: 10 }))

  it('knows an index by its terms and pages, and a body page with numbers is not one', () => {
    const index: PageText = {
      index: 40,
      label: null,
      lines: lines(['Alarms, 12, 14', 'Backlight, 3', 'Gain, 6-8', 'Keel offset, 11', 'Zoom, 7']),
    }
    // No 'Index' title needed: the lines say what the page is.
    expect(pointsElsewhere(index)).toBe(true)
    const body: PageText = {
      index: 12,
      label: null,
      lines: lines([
        'Set the shallow alarm to 3 m.',
        'The deep alarm sounds past 30 m.',
        'Both alarms beep for 10 seconds.',
        'Silence them with any key.',
      ]),
    }
    expect(pointsElsewhere(body)).toBe(false)
  })

  // The suite's timeout is generous; this one is not: read in the square of its length, the line takes 13 s.
  it('reads a line of dots without a page number in no time', { timeout: 5_000 }, () => {
    const dots: PageText = {
      index: 3,
      label: null,
      lines: lines([...Array(4).fill('x'), `${'. '.repeat(50_000)}x`]),
    }
    expect(pointsElsewhere(dots)).toBe(false)
  })
})

describe('printed page numbers', () => {
  it('gives front matter its roman numerals and the rest the footer sequence', () => {
    const pages = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      page(n, [`Body text of page ${n}`, 'and a second line'], {
        footer: n <= 2 ? ['i', 'ii'][n - 1] : `Page ${n - 2}`,
      }),
    )
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual(['i', 'ii', '1', '2', '3', '4', '5'])
  })

  it('drops footers that alternate sides by their text on odd and even pages, wherever they sit', () => {
    const pages = Array.from({ length: 10 }, (_, i) => {
      const n = i + 1
      // Each footer at its own height: no band, only the text repeated on pages of one parity.
      const p = page(n, [`Body of page ${n}`, 'more text'])
      p.lines.push({ text: n % 2 ? `DOC-77 Seawolf ${n}` : `${n} Seawolf DOC-77`, y: 20 + n * 2, size: 8 })
      return p
    })
    const kept = removeRunningLines(pages).flatMap((p) => p.lines.map((l) => l.text))
    expect(kept.filter((t) => t.includes('Seawolf'))).toEqual([])
  })
})

describe('a footer set larger than the text', () => {
  it("drops a footer of the chapter's name and a large page number ('Sonar 12'), in the same place on every page", () => {
    const chapters = ['Introduction', 'Introduction', 'Sonar', 'Sonar', 'Sonar', 'Charts', 'Charts', 'Alarms']
    const pages = chapters.map((chapter, i) => {
      const p = page(i + 1, [`Body text of page ${i + 1}`, 'and a second line'])
      p.lines.push({ text: `${chapter} ${i + 1}`, y: 30, size: 14 })
      return p
    })
    const cleaned = removeRunningLines(pages)
    expect(
      cleaned.flatMap((p) => p.lines.map((l) => l.text)).filter((t) => /^[A-Z][a-z]+ \d+$/.test(t)),
    ).toEqual([])
    expect(cleaned.map((p) => p.label)).toEqual(chapters.map((_, i) => String(i + 1)))
  })
})

describe('page numbers printed within chapters', () => {
  it("reads '1-1', '2-3' and 'AP-1' at the foot of the pages, and the front matter's roman numerals", () => {
    const footers = ['i', 'ii', '1-1', '1-2', null, '2-1', '2-2', '2-3', 'AP-1', 'AP-2']
    const pages = footers.map((footer, i) =>
      page(i + 1, [`Body text of page ${i + 1}`, 'and a second line'], footer ? { footer } : {}),
    )
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual([
      'i',
      'ii',
      '1-1',
      '1-2',
      // Before the next chapter's first page, the page carries on its chapter.
      '1-3',
      '2-1',
      '2-2',
      '2-3',
      'AP-1',
      'AP-2',
    ])
    // The numbers are running lines: dropped from the text.
    expect(removeRunningLines(pages).flatMap((p) => p.lines.map((l) => l.text))).not.toContain('2-2')
  })

  it("fills a chapter's page without its own number between two of the same chapter", () => {
    const footers = ['3-1', '3-2', null, '3-4', '3-5']
    const pages = footers.map((footer, i) => page(i + 1, [`Body ${i}`, 'more'], footer ? { footer } : {}))
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual(['3-1', '3-2', '3-3', '3-4', '3-5'])
  })

  it("reads the chapter numbers under a header naming a model written like one ('FCV-588') on every page", () => {
    const footers = ['1-1', '1-2', '2-1', '2-2', '3-1']
    const pages = footers.map((footer, i) =>
      page(i + 1, [`Body ${i}`, 'more'], { header: "FCV-588 Operator's Manual - 1. Introduction", footer }),
    )
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual(footers)
  })

  it("takes a page whose number was not read before the next chapter's first page as its chapter's next", () => {
    // A scan's small footer number that OCR missed: '2-2' comes between '2-1' and '3-1'.
    const footers = ['1-1', '1-2', '2-1', null, '3-1', null, '3-3']
    const pages = footers.map((footer, i) => page(i + 1, [`Body ${i}`, 'more'], footer ? { footer } : {}))
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual([
      '1-1',
      '1-2',
      '2-1',
      '2-2',
      '3-1',
      '3-2',
      '3-3',
    ])
  })

  it('numbers a page between two chapters by its running header, which names the chapter', () => {
    // '8-1' not read: the page could end chapter 7 ('7-3') or begin chapter 8; its header says chapter 8.
    const pages = [
      ['7-1', 'Manual - 7. Maintenance'],
      ['7-2', 'Manual - 7. Maintenance'],
      [null, 'Manual - 8. Troubleshooting'],
      ['8-2', 'Manual - 8. Troubleshooting'],
      ['8-3', 'Manual - 8. Troubleshooting'],
      ['9-1', 'Manual - 9. Installation'],
      [null, 'Manual - 9. Installation'],
      ['10-1', 'Manual - 10. Specifications'],
    ].map(([footer, header], i) =>
      page(i + 1, [`Body ${i}`, 'more'], { header: header as string, ...(footer ? { footer } : {}) }),
    )
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual([
      '7-1',
      '7-2',
      '8-1',
      '8-2',
      '8-3',
      '9-1',
      '9-2',
      '10-1',
    ])
  })

  it('leaves a page between two chapters unnumbered where it could end one or begin the other', () => {
    const footers = ['1-1', '1-2', null, '2-2', '2-3']
    const pages = footers.map((footer, i) => page(i + 1, [`Body ${i}`, 'more'], footer ? { footer } : {}))
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual(['1-1', '1-2', null, '2-2', '2-3'])
  })

  it('believes no chapter numbering that does not count up with the pages', () => {
    const footers = ['2-7', '5-1', '2-2', '9-4']
    const pages = footers.map((footer, i) => page(i + 1, [`Body ${i}`, 'more'], { footer }))
    expect(removeRunningLines(pages).map((p) => p.label)).toEqual([null, null, null, null])
  })
})

describe('contents pages', () => {
  it("knows a contents page whose entries point to front matter ('ii') and to pages within chapters ('2-4')", () => {
    const contents: PageText = {
      index: 5,
      label: null,
      lines: [
        { text: 'Table of Contents', y: 740, size: 20 },
        { text: 'Safety Instructions . . . . . . . . . . . . . ii', y: 700, size: 10 },
        { text: 'Warning Labels . . . . . . . . . . . . . . . . iii', y: 687, size: 10 },
        { text: '1. Introduction . . . . . . . . . . . . . . . 1-1', y: 674, size: 10 },
        { text: '2.3 Following a route . . . . . . . . . . . . 2-4', y: 661, size: 10 },
        { text: 'Specifications . . . . . . . . . . . . . . . AP-2', y: 648, size: 10 },
      ],
    }
    expect(pointsElsewhere(contents)).toBe(true)
  })

  it('leaves out the last page of a long contents, which holds only a line or two of leaders', () => {
    const last: PageText = {
      index: 3,
      label: 'ii',
      lines: [
        { text: 'Specifications . . . . . . . . . . . . . . 15', y: 700, size: 10 },
        { text: 'Troubleshooting . . . . . . . . . . . . . 16', y: 687, size: 10 },
      ],
    }
    expect(pointsElsewhere(last)).toBe(true)
    expect(
      pointsElsewhere({
        ...last,
        lines: [
          { text: 'Turn the unit on. . . then wait 5', y: 700, size: 10 },
          { text: 'Hold the power key.', y: 687, size: 10 },
        ],
      }),
    ).toBe(false)
  })
})

describe('scanned pages (lines read by OCR: no fonts, sizes estimated)', () => {
  /** An OCR'd page: its lines from the top, [text, gap above in points, size]. */
  function scanPage(index: number, lines: [string, number, number?][]): PageText {
    let y = 720
    return {
      index,
      label: null,
      lines: lines.map(([text, gap, size = 10.4]) => {
        y -= gap
        return { text, y, size, x: 72, width: text.length * 5, ocr: true }
      }),
    }
  }

  it('takes a short line standing alone between paragraph gaps as a heading, and only on a scan', () => {
    const scan = scanPage(1, [
      ['Installation', 0, 16.8],
      ['Connecting the Antenna', 40],
      ['Use a marine VHF antenna with a gain of 3 to 6 dB. Mount it as high as', 32],
      ['possible: the range is about 15 nm between two boats', 16],
      ['Then check the plug', 16],
      ['Connecting the Power', 32],
      ['Connect the red wire to positive through the 6 A fuse.', 32],
    ])
    expect(pdfBlocks([scan]).map((b) => [b.kind, b.level, b.text])).toEqual([
      ['heading', 1, 'Installation'],
      ['heading', 2, 'Connecting the Antenna'],
      [
        'paragraph',
        0,
        'Use a marine VHF antenna with a gain of 3 to 6 dB. Mount it as high as possible: the range is about 15 nm between two boats Then check the plug',
      ],
      ['heading', 2, 'Connecting the Power'],
      ['paragraph', 0, 'Connect the red wire to positive through the 6 A fuse.'],
    ])
    // The same lines with their fonts known (a digital page): a line in the body's font is not a heading.
    const digital = { ...scan, lines: scan.lines.map(({ ocr: _ocr, ...line }) => ({ ...line, font: 'F1' })) }
    expect(
      pdfBlocks([digital])
        .filter((b) => b.kind === 'heading')
        .map((b) => b.text),
    ).toEqual(['Installation'])
  })

  it('reads one heading size estimated at 15 pt on one page and 17 pt on another as one level', () => {
    const pages = [
      scanPage(1, [
        ['Installation', 0, 15.2],
        ['Mount the radio at least 0.9 m from a compass.', 40],
      ]),
      scanPage(2, [
        ['DSC Calling', 0, 17.3],
        ['Enter your MMSI before you call.', 40],
      ]),
    ]
    const headings = pdfBlocks(pages).filter((b) => b.kind === 'heading')
    expect(headings.map((b) => [b.text, b.level])).toEqual([
      ['Installation', 1],
      ['DSC Calling', 1],
    ])
    expect(chunkBlocks(pdfBlocks(pages)).map((c) => c.parents)).toEqual([[], []])
  })
})

// PDFs made on the spot with pdf-lib, for the tests and `npm run bench:ingest`.
import { PDFDocument, type PDFFont, PDFName, type PDFPage, StandardFonts } from 'pdf-lib'

/** What a page holds, top to bottom: headings, paragraphs (wrapped to the page) or lines drawn as given. */
export type SampleBlock = { heading: string } | { paragraph: string } | { lines: string[] }

export interface SamplePdfOptions {
  /** One array of blocks per page; an empty array is a page with no text at all. */
  pages: SampleBlock[][]
  /** A running header drawn at the top of every page that has text. */
  header?: string
  /** A running footer; `{page}` becomes the printed page number. */
  footer?: string
  /** Label the first pages i, ii, iii... and number the rest from 1 (PDF /PageLabels). */
  romanFrontPages?: number
}

const WIDTH = 612
const HEIGHT = 792
const MARGIN = 72
const BODY_SIZE = 10
const LEADING = 13
const HEADING_SIZE = 16

/** A paragraph's lines, each as wide as fits `width` points in this font and size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

const ROMAN: [number, string][] = [
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]
export function roman(n: number): string {
  let rest = n
  let out = ''
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits
      rest -= value
    }
  }
  return out
}

/** The label printed on PDF page `index` (1-based) of a sample with `romanFrontPages`. */
export function samplePageLabel(index: number, romanFrontPages = 0): string {
  return index <= romanFrontPages ? roman(index) : String(index - romanFrontPages)
}

export async function samplePdf(options: SamplePdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const body = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  options.pages.forEach((blocks, i) => {
    const page = doc.addPage([WIDTH, HEIGHT])
    if (blocks.length === 0) {
      // A scanned page: a picture, no text layer.
      page.drawRectangle({ x: MARGIN, y: MARGIN, width: 200, height: 300, borderWidth: 1 })
      return
    }
    const label = samplePageLabel(i + 1, options.romanFrontPages)
    if (options.header) page.drawText(options.header, { x: MARGIN, y: HEIGHT - 40, size: 8, font: body })
    if (options.footer) {
      page.drawText(options.footer.replace('{page}', label), { x: MARGIN, y: 30, size: 8, font: body })
    }
    drawBlocks(page, blocks, body, bold)
  })
  if (options.romanFrontPages) {
    const nums = [0, { S: 'r' }, options.romanFrontPages, { S: 'D', St: 1 }]
    doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }))
  }
  return doc.save()
}

function drawBlocks(page: PDFPage, blocks: SampleBlock[], body: PDFFont, bold: PDFFont) {
  let y = HEIGHT - MARGIN
  for (const block of blocks) {
    if ('heading' in block) {
      y -= 8
      page.drawText(block.heading, { x: MARGIN, y, size: HEADING_SIZE, font: bold })
      y -= HEADING_SIZE + 8
      continue
    }
    const lines =
      'lines' in block ? block.lines : wrapText(block.paragraph, body, BODY_SIZE, WIDTH - 2 * MARGIN)
    for (const line of lines) {
      page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: body })
      y -= LEADING
    }
    y -= 8
  }
}

/**
 * A password-protected PDF, written by hand: pdf-lib cannot encrypt, and this is all a reader needs to see
 * (a standard security handler whose user password is not empty).
 */
export function encryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'4f'.repeat(32)}> /U <${'55'.repeat(32)}> /P -44 >>`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  const id = `<${'a1'.repeat(16)}>`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}] >>\n`
  pdf += `startxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

const TOPICS = [
  ['Sonar', 'gain', 'sensitivity', 'clutter', 'frequency', 'transducer', 'bottom lock', 'zoom'],
  ['Chart', 'waypoint', 'route', 'track', 'heading line', 'safety contour', 'tide station', 'layer'],
  ['Radar', 'range ring', 'sea clutter', 'rain clutter', 'MARPA target', 'guard zone', 'tune', 'echo trail'],
  [
    'Autopilot',
    'rudder',
    'compass',
    'dockside setup',
    'sea trial',
    'response level',
    'heading hold',
    'drive',
  ],
  ['System', 'backlight', 'network', 'software update', 'NMEA 2000', 'alarm', 'units', 'memory card'],
]
const VERBS = ['adjust', 'select', 'enable', 'calibrate', 'reduce', 'increase', 'check', 'review']
const PLACES = [
  'the Settings menu',
  'the Home screen',
  'the page options',
  'the Setup wizard',
  'the menu bar',
]

/** A deterministic, manual-like text generator (headings, procedures, notes) for large samples. */
function* sentences(seed: number) {
  let state = seed
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % n
  }
  for (;;) {
    const topic = TOPICS[next(TOPICS.length)] as string[]
    const term = topic[1 + next(topic.length - 1)]
    const verb = VERBS[next(VERBS.length)]
    const place = PLACES[next(PLACES.length)]
    yield `To ${verb} the ${term}, open ${place} and choose ${topic[0]} > ${term}. The unit keeps the value of ${next(90) + 10} percent until you change it again.`
  }
}

/**
 * A realistic manual of `pageCount` pages: four front pages labelled i-iv, chapters whose headings start
 * every few pages, wrapped paragraphs, and a running header and footer on every page.
 */
export async function sampleManual(pageCount: number, title = 'Sample Chartplotter Owner Manual') {
  const text = sentences(7)
  const take = (n: number) => Array.from({ length: n }, () => text.next().value as string).join(' ')
  const pages: SampleBlock[][] = []
  for (let i = 0; i < pageCount; i++) {
    const topic = TOPICS[Math.floor(i / 6) % TOPICS.length] as string[]
    const blocks: SampleBlock[] = []
    if (i % 3 === 0) blocks.push({ heading: `${topic[0]} ${topic[1 + (i % (topic.length - 1))]} settings` })
    for (let p = 0; p < 4; p++) blocks.push({ paragraph: take(3) })
    pages.push(blocks)
  }
  return samplePdf({ pages, header: title, footer: 'Page {page}', romanFrontPages: 4 })
}

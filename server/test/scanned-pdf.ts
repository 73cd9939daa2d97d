// Scanned PDFs made on the spot, for the tests and benchmarks of OCR: each page is one full-page PNG image
// of text drawn black on white with @napi-rs/canvas, embedded with pdf-lib (a development dependency). The
// PDF has no text layer at all, as a scanner's output has none.
import { createRequire } from 'node:module'
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'

/** A line of a page: text at the body size ('# ' for a heading), or text at a size of its own (points). */
export type ScannedLine = string | { text: string; size: number }

export interface ScannedPdfOptions {
  /** The scan's resolution in dots per inch: 200 unless told (what office scanners default to, 150-300). */
  dpi?: number
}

// A US Letter page, in points (1/72 inch), as in ./sample-pdfs.ts.
const WIDTH = 612
const HEIGHT = 792
const MARGIN = 72
const BODY_SIZE = 11
const HEADING_SIZE = 18
const LEADING = 1.45

/**
 * The font is DejaVu Sans from the `dejavu-fonts-ttf` development dependency, registered under a name of
 * its own: the pages look the same on every machine, with or without system fonts (a fresh Debian with only
 * Node has none, and @napi-rs/canvas ships no font of its own).
 */
const FONT_FAMILY = 'Scanned PDF Sans'
let fontRegistered = false
function registerFont() {
  if (fontRegistered) return
  const path = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
  if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) throw new Error(`Could not load the font ${path}`)
  fontRegistered = true
}

/** One page as a PNG image: its lines from the top margin down, a line starting with '# ' as a heading. */
async function pageImage(lines: ScannedLine[], dpi: number): Promise<Uint8Array> {
  const scale = dpi / 72
  const canvas = createCanvas(Math.round(WIDTH * scale), Math.round(HEIGHT * scale))
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000000'
  context.textBaseline = 'alphabetic'
  let y = MARGIN
  for (const line of lines) {
    const heading = typeof line === 'string' && line.startsWith('# ')
    const size = typeof line === 'string' ? (heading ? HEADING_SIZE : BODY_SIZE) : line.size
    const text = typeof line === 'string' ? (heading ? line.slice(2) : line) : line.text
    y += size * LEADING
    context.font = `${Math.round(size * scale)}px "${FONT_FAMILY}"`
    context.fillText(text, MARGIN * scale, y * scale)
    if (heading) y += size * 0.4
  }
  return canvas.encode('png')
}

/**
 * A PDF of scanned pages: each page is a list of text lines (11 pt DejaVu Sans, from the top margin down;
 * a line starting with '# ' is drawn as an 18 pt heading, a `{ text, size }` line at its own size), rendered
 * at `dpi` and embedded as one full-page image with no text layer. An empty list gives a blank white page.
 */
export async function scannedPdf(
  pages: ScannedLine[][],
  options: ScannedPdfOptions = {},
): Promise<Uint8Array> {
  registerFont()
  const dpi = options.dpi ?? 200
  const pdf = await PDFDocument.create()
  for (const lines of pages) {
    const image = await pdf.embedPng(await pageImage(lines, dpi))
    const page = pdf.addPage([WIDTH, HEIGHT])
    page.drawImage(image, { x: 0, y: 0, width: WIDTH, height: HEIGHT })
  }
  return pdf.save()
}

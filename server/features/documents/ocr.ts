// Reading scanned pages: a PDF page without a text layer is rendered to an image (pdf.js through unpdf, on
// @napi-rs/canvas) and recognised with tesseract.js. This runs in the file reader's worker thread
// (server/lib/file-reader.ts), like the rest of reading a document. Nothing is downloaded, ever: tesseract's
// core (wasm) comes from the tesseract.js-core package and the English model from @tesseract.js-data/eng,
// read from node_modules, and nothing is cached on disk. Like pdf.js, tesseract.js is loaded only when a
// document has a page to recognise.
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Worker as TesseractWorker } from 'tesseract.js'
import type { PdfDocument } from './extract'
import { pageLines, ruledTableLines, runsOf } from './layout'
import type { TextLine } from './text'

/**
 * Pages are rendered at 300 dpi, what tesseract is trained for: body text of a manual (8-11 pt) then has an
 * x-height of 17-24 px. Measured on this project's 2-core machine, a full US Letter page of 11 pt text
 * (2550 x 3300 px) renders in about 0.4 s and is recognised in about 4 s. 200 dpi takes about 3 s and
 * reads 11 pt text as well, but would leave 8 pt print with an x-height of about 11 px, below what tesseract
 * reads reliably.
 */
export const OCR_DPI = 300
/**
 * A page is never rendered larger than this many pixels, whatever size it claims (a PDF page may claim
 * 200 x 200 inches, or more with /UserUnit): 12 million pixels is a US Letter or A4 page at 300 dpi with room
 * to spare, an A3 page at about 250 dpi. The canvas (4 bytes a pixel, 48 MB), its PNG and tesseract's own
 * copies of the image stay well inside the reader's memory limit.
 */
export const MAX_RENDER_PIXELS = 12_000_000
/** Nor wider or taller than this: a strip 1 inch by 200 inches would otherwise be 60,000 pixels long. */
export const MAX_RENDER_SIDE = 8_000
/** Lines tesseract is less sure of than this (in %) are specks, rules and pictures, not text. */
const MIN_LINE_CONFIDENCE = 40
/** A rule read as a word of its own: '|' between spaces, or at a line's ends. */
const LONE_RULE = /(?:^|\s)\|+(?=\s|$)/g

const require = createRequire(import.meta.url)

/** Where the English model is: the package's LSTM-only ('best_int') model, gzipped, as tesseract.js reads it. */
function languagePath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int')
}

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One recognised line, as tesseract.js gives it with the 'blocks' output (pixels, top-down). */
interface OcrLine {
  text: string
  confidence: number
  bbox: Box
  baseline?: Box
  rowAttributes?: { rowHeight?: number }
  /** Its words, each where it was found: a table's cells are told apart by the space between them. */
  words?: { text: string; bbox: Box }[]
  /** The block (tesseract's region of text: a column, a table, a caption) it was found in, in reading order. */
  block?: number
}

/** The part of a rendered page's recognition that becomes lines. */
export interface RecognisedPage {
  /** The rendered image's size in pixels and the pixels a point (1/72 inch) became. */
  width: number
  height: number
  scale: number
  lines: OcrLine[]
}

/**
 * Maps tesseract's lines (pixels, y growing downwards) to the reader's lines (points, y growing upwards, as
 * pdf.js gives a text layer). Each recognised word becomes a text item where it was found, and the page is
 * then read as a text layer is (./layout.ts): in columns, and a table's rows kept together, cell by cell,
 * where tesseract would run a row's cells and their wrapped lines into one. The size is tesseract's row
 * height (ascender to descender, which is about the font size), so a heading set larger is still found by
 * its size. Coordinates are those of the page as displayed (after any /Rotate).
 */
export function ocrLines(page: RecognisedPage): TextLine[] {
  return regionsOf(page.lines, REGION_ALIGN * (page.scale > 0 ? page.scale : 1)).flatMap((lines) =>
    regionLines({ ...page, lines }),
  )
}

// How far (points) a block may reach past a region's edges and still lie within it.
const REGION_ALIGN = 12

/**
 * The page's regions in tesseract's reading order: runs of its blocks each within the width of the one before
 * (or holding it), read apart. A table that tesseract found beside a column of text is then read as a table of
 * its own, while a table it cut into blocks down one column stays whole. Lines without a block are one region.
 */
function regionsOf(lines: OcrLine[], slack: number): OcrLine[][] {
  const blocks = new Map<number, OcrLine[]>()
  for (const line of lines) {
    const key = line.block ?? -1
    const block = blocks.get(key)
    if (block) block.push(line)
    else blocks.set(key, [line])
  }
  const regions: { x0: number; x1: number; lines: OcrLine[] }[] = []
  for (const block of blocks.values()) {
    const x0 = block.reduce((min, l) => Math.min(min, l.bbox.x0), Number.POSITIVE_INFINITY)
    const x1 = block.reduce((max, l) => Math.max(max, l.bbox.x1), Number.NEGATIVE_INFINITY)
    const last = regions.at(-1)
    // A block within the region's width goes on down it (a table's rows that tesseract cut into blocks).
    if (last && x0 >= last.x0 - slack && x1 <= last.x1 + slack) last.lines.push(...block)
    else if (last && last.x0 >= x0 - slack && last.x1 <= x1 + slack) {
      last.lines.push(...block)
      last.x0 = Math.min(last.x0, x0)
      last.x1 = Math.max(last.x1, x1)
    } else regions.push({ x0, x1, lines: [...block] })
  }
  return regions.map((r) => r.lines)
}

function regionLines(page: RecognisedPage): TextLine[] {
  const items: { str: string; transform: number[]; width: number; hasEOL: boolean }[] = []
  for (const line of page.lines) {
    const text = line.text.replace(/\s+/g, ' ').trim()
    if (!text || !/[\p{L}\p{N}]/u.test(text) || line.confidence < MIN_LINE_CONFIDENCE) continue
    const { y0, y1 } = line.bbox
    const rowHeight = line.rowAttributes?.rowHeight || y1 - y0
    const size = rowHeight / page.scale
    // The baseline at a point along the line (a scan is often a little tilted).
    const baselineAt = (x: number) => {
      const b = line.baseline
      if (!b || b.x1 === b.x0) return b ? (b.y0 + b.y1) / 2 : y1
      return b.y0 + ((b.y1 - b.y0) * (x - b.x0)) / (b.x1 - b.x0)
    }
    const words = (line.words ?? []).filter((w) => w.text.trim())
    const pieces = (words.length > 0 ? words : [{ text, bbox: line.bbox }]).flatMap(rulesApart)
    pieces.forEach((word, i) => {
      items.push({
        str: word.text.trim(),
        transform: [
          size,
          0,
          0,
          size,
          word.bbox.x0 / page.scale,
          (page.height - baselineAt(word.bbox.x0)) / page.scale,
        ],
        width: (word.bbox.x1 - word.bbox.x0) / page.scale,
        hasEOL: i === pieces.length - 1,
      })
    })
  }
  const round = (n: number) => Math.round(n * 100) / 100
  const lines = pageLines(runsOf(items)).map(({ font: _font, ...line }) => ({
    ...line,
    y: round(line.y),
    size: round(line.size),
    x: round(line.x ?? 0),
    width: round(line.width ?? 0),
    ocr: true,
  }))
  return ruledTableLines(lines).flatMap((line) => {
    // A rule read beside the text, now its table's rows are cut at the rules: not a word of the page.
    const text = line.text.replace(LONE_RULE, ' ').replace(/ {2,}/g, ' ').trim()
    return text ? [{ ...line, text }] : []
  })
}

/**
 * A table's vertical rule as tesseract reads it: '|', or '[' and ']' where it stands against a word
 * ('[transducer', '|Replace'). Kept apart from the word (as '|', the cell rule ruledTableLines cuts rows
 * at), so the word reads as written and the layout places the rule at the cells' edge.
 */
function rulesApart<T extends { text: string; bbox: Box }>(word: T): T[] {
  const text = word.text.trim()
  const lead = /^[|[]+(?=[\p{L}\p{N}])/u.exec(text)?.[0] ?? ''
  const trail = /(?<=[\p{L}\p{N}.,;:])[|\]]+$/u.exec(text)?.[0] ?? ''
  // A bracket whose pair the word holds ('[MENU]') is the manual's own.
  const before = lead.includes('[') && text.includes(']') ? '' : lead
  const after = trail.includes(']') && text.includes('[') ? '' : trail
  if (!before && !after) return [word]
  const { x0, x1 } = word.bbox
  const perChar = (x1 - x0) / Math.max(1, text.length)
  const middle = text.slice(before.length, text.length - after.length)
  const out: T[] = []
  if (before) out.push({ ...word, text: '|', bbox: { ...word.bbox, x1: x0 + perChar * before.length } })
  out.push({
    ...word,
    text: middle,
    bbox: { ...word.bbox, x0: x0 + perChar * before.length, x1: x1 - perChar * after.length },
  })
  if (after) out.push({ ...word, text: '|', bbox: { ...word.bbox, x0: x1 - perChar * after.length } })
  return out
}

/** The scale (pixels a point) a page of this size (in points) is rendered at: 300 dpi within the caps. */
export function renderScale(width: number, height: number, dpi = OCR_DPI): number {
  if (!(width > 0 && height > 0)) return 0
  return Math.min(
    dpi / 72,
    Math.sqrt(MAX_RENDER_PIXELS / (width * height)),
    MAX_RENDER_SIDE / width,
    MAX_RENDER_SIDE / height,
  )
}

export interface PageOcr {
  /** The lines of a page (1-based) read from its image; none for a blank page. */
  read(index: number): Promise<TextLine[]>
  /** Ends the tesseract worker; the reader is unusable after. */
  close(): Promise<void>
}

/**
 * An OCR reader for the pages of one document: one tesseract worker (a thread of its own, about 150 MB once
 * the model is loaded), created now and ended by close(). `onActivity` is called while tesseract works on a
 * page (it reports every percent), so a caller can tell a long page from a stuck one.
 */
export async function createPageOcr(
  pdf: PdfDocument,
  options: { onActivity?: () => void } = {},
): Promise<PageOcr> {
  const [{ createWorker, OEM, PSM }, { renderPageAsImage }] = await Promise.all([
    import('tesseract.js'),
    import('unpdf'),
  ])
  let failure: unknown
  const worker: TesseractWorker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: languagePath(),
    gzip: true,
    // Never read or write a cached model in the working directory, never fetch one.
    cacheMethod: 'none',
    logger: () => options.onActivity?.(),
    // Without a handler tesseract.js throws a failed job's error on its message callback, which would end
    // the reader's thread; the job's own promise rejects anyway.
    errorHandler: (error: unknown) => {
      failure = error
    },
  })
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    user_defined_dpi: String(OCR_DPI),
  })
  return {
    async read(index) {
      const page = await pdf.getPage(index)
      try {
        const { width, height } = page.getViewport({ scale: 1 })
        const scale = renderScale(width, height)
        if (scale <= 0) return []
        const viewport = page.getViewport({ scale })
        const png = await renderPageAsImage(pdf, index, {
          canvasImport: () => import('@napi-rs/canvas'),
          scale,
        })
        const result = await worker
          .recognize(Buffer.from(png), {}, { blocks: true, text: false })
          .catch((error: unknown) => {
            throw failure ?? error
          })
        const lines = (result.data.blocks ?? []).flatMap((block, i) =>
          block.paragraphs.flatMap((paragraph) =>
            (paragraph.lines as OcrLine[]).map((line) => ({ ...line, block: i })),
          ),
        )
        return ocrLines({ width: viewport.width, height: viewport.height, scale, lines })
      } finally {
        page.cleanup()
      }
    },
    async close() {
      await worker.terminate()
    },
  }
}

// A scan of a drawn manual (ManualStyle `scan`): every page of the digital PDF that generate.ts drew is rendered
// with pdf.js (pdfjs-dist's legacy build, for Node) onto an @napi-rs/canvas canvas at 200 dpi, as a scanner
// would see it: grayscale, a faint off-white paper, tilted a little (+0.4 and -0.4 degrees in turn) and with a
// few small grey specks, from a seeded generator so that the output is the same on every run. The pages are
// embedded as one full-page JPEG image each in a new PDF made with pdf-lib, with no text layer at all. The
// manual's ground truth (printed numbers, kinds, headers, footers, text) is the drawn manual's.
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { type Canvas, createCanvas } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
import { seeded } from '../../server/lib/seeded'
import type { GeneratedManual } from './generate'

const DPI = 200
/** The tilt of the odd pages, in degrees; the even ones lean the other way. */
const TILT = 0.4
/** The paper's grey level (0-255): a faint off-white. */
const PAPER = 243
const SPECKS = 9
const JPEG_QUALITY = 88

/** A seed from the manual's id, so each manual's specks fall in places of their own. */
function seedOf(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

/** The scanner's view of one rendered page: grayscale, tilted onto the paper, with specks. */
function scanPage(rendered: Canvas, tilt: number, random: () => number): Canvas {
  const { width, height } = rendered
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = `rgb(${PAPER}, ${PAPER}, ${PAPER})`
  context.fillRect(0, 0, width, height)
  // The page, in grayscale, multiplied onto the paper: its white becomes the paper's tone, its ink stays dark.
  context.save()
  context.globalCompositeOperation = 'multiply'
  context.filter = 'grayscale(1)'
  context.translate(width / 2, height / 2)
  context.rotate((tilt * Math.PI) / 180)
  context.imageSmoothingEnabled = true
  context.drawImage(rendered, -width / 2, -height / 2)
  context.restore()
  // A few specks of dust on the glass: small grey dots, away from the very edges.
  for (let i = 0; i < SPECKS; i++) {
    const grey = Math.round(90 + random() * 90)
    context.fillStyle = `rgb(${grey}, ${grey}, ${grey})`
    context.beginPath()
    context.arc(
      width * (0.04 + random() * 0.92),
      height * (0.03 + random() * 0.94),
      0.8 + random() * 2.2,
      0,
      2 * Math.PI,
    )
    context.fill()
  }
  return canvas
}

/** The drawn manual `drawn` as a scan: the same pages and ground truth, its PDF page images without text. */
export async function scanManual(drawn: GeneratedManual): Promise<GeneratedManual> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  // pdf.js takes the bytes over (it may detach the buffer): it gets a copy.
  const source = await getDocument({
    data: drawn.pdf.slice(),
    standardFontDataUrl: `${root}/standard_fonts/`,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  const random = seeded(seedOf(drawn.id))
  const out = await PDFDocument.create()
  out.setTitle(drawn.title)
  out.setProducer('Scanner')
  out.setCreator('Scanner')
  out.setCreationDate(new Date('2025-03-01T00:00:00Z'))
  out.setModificationDate(new Date('2025-03-01T00:00:00Z'))
  try {
    for (let n = 1; n <= source.numPages; n++) {
      const page = await source.getPage(n)
      const viewport = page.getViewport({ scale: DPI / 72 })
      const rendered = createCanvas(Math.round(viewport.width), Math.round(viewport.height))
      const context = rendered.getContext('2d')
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, rendered.width, rendered.height)
      await page.render({
        canvas: rendered as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise
      page.cleanup()
      const scanned = scanPage(rendered, n % 2 ? TILT : -TILT, random)
      const image = await out.embedJpg(await scanned.encode('jpeg', JPEG_QUALITY))
      const [width, height] = [page.view[2] ?? 0, page.view[3] ?? 0]
      out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height })
    }
  } finally {
    await source.destroy()
  }
  return {
    ...drawn,
    scanned: true,
    pageLabels: false,
    pdf: await out.save({ useObjectStreams: false }),
  }
}

// pdf.js for the page viewer: loaded only when a page is opened (this module is imported lazily), with its
// worker as a file of the build served from the app's own origin, which the Content-Security-Policy allows.
// The legacy build: the modern one calls what only this year's browsers have (Map's getOrInsertComputed),
// and a phone at the chart table is seldom this year's.
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs'
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import type { PageTextItem } from './highlight'
import { type PdfTextItem, type PdfTextStyle, placeTextItems } from './text-items'

GlobalWorkerOptions.workerSrc = workerUrl

/** The one page of a page's PDF, open: its size, its text placed on it, and a way to draw it. */
export interface OpenedPage {
  /** The page's size in points, upright (its /Rotate applied). */
  width: number
  height: number
  items: PageTextItem[]
  /** Draws the page onto the canvas at `cssWidth` CSS pixels wide; resolves once drawn, rejects once cancelled. */
  draw(
    canvas: HTMLCanvasElement,
    cssWidth: number,
    pixelRatio: number,
  ): { done: Promise<void>; cancel(): void }
  close(): Promise<void>
}

/** Browsers' largest canvases are about 16 million pixels (iOS Safari): a deeper zoom draws less sharply. */
const MAX_CANVAS_PIXELS = 16_000_000

export async function openPage(data: Uint8Array): Promise<OpenedPage> {
  const pdf: PDFDocumentProxy = await getDocument({
    data,
    // No eval (the CSP forbids it) nor WebAssembly decoders (nor that); errors only in the console.
    isEvalSupported: false,
    useWasm: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise
  try {
    const page = await pdf.getPage(1)
    const frame = page.getViewport({ scale: 1 })
    const text = await page.getTextContent()
    const items = placeTextItems(
      text.items as (PdfTextItem | { type: string })[],
      text.styles as Record<string, PdfTextStyle>,
      { transform: frame.transform, width: frame.width, height: frame.height },
    )
    return {
      width: frame.width,
      height: frame.height,
      items,
      draw(canvas, cssWidth, pixelRatio) {
        const wanted = (cssWidth / frame.width) * pixelRatio
        const most = Math.sqrt(MAX_CANVAS_PIXELS / (frame.width * frame.height))
        const viewport = page.getViewport({ scale: Math.min(wanted, most) })
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        const task = page.render({ canvas, viewport })
        return { done: task.promise, cancel: () => task.cancel() }
      },
      close: () => pdf.destroy(),
    }
  } catch (error) {
    await pdf.destroy()
    throw error
  }
}

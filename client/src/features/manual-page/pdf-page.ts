// pdf.js for the page viewer: loaded only when a page is opened (this module is imported lazily), with its
// worker as a file of the build served from the app's own origin, which the Content-Security-Policy allows.
// The legacy build: the modern one calls what only this year's browsers have (Map's getOrInsertComputed),
// and a phone at the chart table is seldom this year's.
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  PDFWorker,
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

/** One worker for every page opened: the next page need not start and compile pdf.js's worker again. */
let worker: PDFWorker | undefined
function sharedWorker(): PDFWorker {
  if (!worker || worker.destroyed) worker = new PDFWorker({ verbosity: VerbosityLevel.ERRORS })
  return worker
}

/** Browsers' largest canvases are about 16 million pixels (iOS Safari): a deeper zoom draws less sharply. */
const MAX_CANVAS_PIXELS = 16_000_000

export async function openPage(data: Uint8Array): Promise<OpenedPage> {
  const pdf: PDFDocumentProxy = await getDocument({
    data,
    worker: sharedWorker(),
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
    // A drawing is cancelled only while it runs, and never once the document is closed: pdf.js's own cancel
    // then reaches a worker connection that is gone (an uncaught error in the page).
    let closed = false
    const running = new Set<{ cancel(): void }>()
    return {
      width: frame.width,
      height: frame.height,
      items,
      draw(canvas, cssWidth, pixelRatio) {
        if (closed) return { done: Promise.reject(new Error('The page was closed')), cancel() {} }
        const wanted = (cssWidth / frame.width) * pixelRatio
        const most = Math.sqrt(MAX_CANVAS_PIXELS / (frame.width * frame.height))
        const viewport = page.getViewport({ scale: Math.min(wanted, most) })
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        const task = page.render({ canvas, viewport })
        running.add(task)
        const done = task.promise.finally(() => running.delete(task))
        return {
          done,
          cancel: () => {
            if (!closed && running.has(task)) task.cancel()
          },
        }
      },
      async close() {
        if (closed) return
        for (const task of running) task.cancel()
        running.clear()
        closed = true
        await pdf.destroy()
      },
    }
  } catch (error) {
    await pdf.destroy()
    throw error
  }
}

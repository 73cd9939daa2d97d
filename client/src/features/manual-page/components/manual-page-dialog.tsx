import { PAGE_UNAVAILABLE_CODE } from '@contract/documents'
import { ChevronLeft, ChevronRight, ExternalLink, ZoomIn, ZoomOut } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/read-api'
import { type HighlightBox, highlightBoxes } from '../highlight'
import { fetchDocumentPage } from '../page-api'
import type { OpenedPage } from '../pdf-page'
import { MAX_ZOOM, MIN_ZOOM, readableZoom, zoomedIn, zoomedOut } from '../zoom'
import { PageSheet } from './page-sheet'

/** The page an answer cites: its manual's document, the PDF page, the passage's start and where it is cited. */
export interface CitedPage {
  documentId: number
  /** The PDF's page index, 1-based. */
  page: number
  /** The passage's start, as the sources list shows it: what is highlighted. */
  excerpt: string
  /** The manual's title, and the page number printed on the page where the source names one. */
  manualTitle: string
  printedPage: string
  /** The whole manual, for when a page cannot be shown on its own. */
  fileUrl?: string
}

type View =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; wholeFileHelps: boolean }
  | { kind: 'ready'; opened: OpenedPage }

/** pdf.js and the code that draws with it, fetched the first time a page is opened. */
const loadPdfPage = () => import('../pdf-page')

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return 'The page viewer could not be loaded. Check your connection and try again.'
}

/**
 * A page of a manual inside the app, as the answer cites it: drawn by pdf.js from a PDF of that page alone,
 * the cited passage highlighted, zoomable (buttons, or two fingers), with the pages before and after.
 * Escape or the close button ends it; focus goes back to the button that opened it.
 */
export function ManualPageDialog({ cited, onClose }: { cited: CitedPage; onClose: () => void }) {
  const [current, setCurrent] = useState(cited.page)
  const [pageCount, setPageCount] = useState<number>()
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [zoom, setZoom] = useState(() => readableZoom(window.innerWidth))

  useEffect(() => {
    const controller = new AbortController()
    let opened: OpenedPage | undefined
    let ended = false
    setView({ kind: 'loading' })
    // pdf.js loads while the page downloads; its failure, if any, is told once the page is there.
    const pdfPage = loadPdfPage()
    pdfPage.catch(() => {})
    fetchDocumentPage(cited.documentId, current, controller.signal)
      .then(async (fetched) => {
        if (ended) return
        setPageCount(fetched.pageCount)
        const page = await (await pdfPage).openPage(fetched.data)
        if (ended) return void page.close()
        opened = page
        setView({ kind: 'ready', opened: page })
      })
      .catch((error: unknown) => {
        if (ended) return
        setView({
          kind: 'error',
          message: messageOf(error),
          wholeFileHelps: error instanceof ApiError && error.code === PAGE_UNAVAILABLE_CODE,
        })
      })
    return () => {
      ended = true
      controller.abort()
      void opened?.close()
    }
  }, [cited.documentId, current])

  const onCitedPage = current === cited.page
  const boxes = useMemo<HighlightBox[]>(
    () => (view.kind === 'ready' && onCitedPage ? highlightBoxes(cited.excerpt, view.opened.items) : []),
    [view, onCitedPage, cited.excerpt],
  )
  const position = `${current}${pageCount ? ` of ${pageCount}` : ''} in the PDF`
  const description = !onCitedPage
    ? `Page ${position}.`
    : view.kind === 'ready' && boxes.length === 0
      ? `p. ${cited.printedPage}, the page the answer cites (page ${position}); its passage could not be marked.`
      : `p. ${cited.printedPage}, the page the answer cites (page ${position}), its passage highlighted.`

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl grid-rows-[auto_minmax(0,1fr)_auto] gap-3 overflow-hidden p-3 sm:h-[calc(100dvh-2rem)] sm:p-5">
        <DialogHeader>
          <DialogTitle className="text-base [overflow-wrap:anywhere]">{cited.manualTitle}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        <PageArea
          view={view}
          zoom={zoom}
          onZoom={setZoom}
          boxes={boxes}
          label={`Page ${current} of ${cited.manualTitle}`}
          fileUrl={cited.fileUrl}
        />

        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav aria-label="Pages" className="flex items-center gap-1.5">
            <Button
              variant="outline"
              size="sm"
              className="px-2.5"
              onClick={() => setCurrent((page) => page - 1)}
              disabled={current <= 1}
            >
              <ChevronLeft aria-hidden />
              Previous
            </Button>
            <span
              className="min-w-[4.5rem] text-center text-xs text-muted-foreground tabular-nums"
              aria-live="polite"
            >
              {pageCount ? `${current} / ${pageCount}` : current}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="px-2.5"
              onClick={() => setCurrent((page) => page + 1)}
              disabled={pageCount === undefined || current >= pageCount}
            >
              Next
              <ChevronRight aria-hidden />
            </Button>
          </nav>
          <div className="flex items-center gap-1.5">
            {!onCitedPage && (
              <Button variant="link" size="sm" className="px-1" onClick={() => setCurrent(cited.page)}>
                Cited page
              </Button>
            )}
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              onClick={() => setZoom(zoomedOut)}
              disabled={zoom <= MIN_ZOOM}
              aria-label="Zoom out"
            >
              <ZoomOut aria-hidden />
            </Button>
            <span className="w-11 text-center text-xs text-muted-foreground tabular-nums">
              {Math.round(zoom * 100)}%
            </span>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              onClick={() => setZoom(zoomedIn)}
              disabled={zoom >= MAX_ZOOM}
              aria-label="Zoom in"
            >
              <ZoomIn aria-hidden />
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function PageArea({
  view,
  zoom,
  onZoom,
  boxes,
  label,
  fileUrl,
}: {
  view: View
  zoom: number
  onZoom: (zoom: number) => void
  boxes: HighlightBox[]
  label: string
  fileUrl?: string
}) {
  if (view.kind === 'ready') {
    return <PageSheet opened={view.opened} zoom={zoom} onZoom={onZoom} boxes={boxes} label={label} />
  }
  if (view.kind === 'loading') {
    return (
      <div className="flex items-center justify-center rounded-md bg-muted">
        <Spinner label="Loading the page" showLabel />
      </div>
    )
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-md bg-muted p-4 text-center text-sm"
    >
      <p>{view.message}</p>
      {view.wholeFileHelps && fileUrl && (
        <a
          href={fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
        >
          Open the whole manual
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  )
}

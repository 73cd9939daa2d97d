import type { AnswerSource } from '@contract/query'
import { FileText } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CitedPage } from './manual-page-dialog'

// The dialog and, through it, pdf.js load when a page is first opened: the agent's first load stays as it was.
const ManualPageDialog = lazy(async () => ({
  default: (await import('./manual-page-dialog')).ManualPageDialog,
}))

/** The page an uploaded manual's source cites, or undefined for a guide's, a text manual's or an older answer's. */
export function citedPageOf(source: AnswerSource): CitedPage | undefined {
  if (!source.documentId || !source.page) return undefined
  // The title cites the printed page ('<manual>, p. iv'); the PDF's own index where the manual prints none.
  const printed = /^(.*), p\. (\S+)$/.exec(source.title)
  return {
    documentId: source.documentId,
    page: source.page,
    excerpt: source.excerpt,
    manualTitle: printed?.[1] ?? source.title,
    printedPage: printed?.[2] ?? String(source.page),
    // Only the server's own link to the file: a kept answer's sources are data like any other.
    fileUrl: source.url?.match(/^\/api\/manuals\/\d+\/documents\/\d+\/file/)?.[0],
  }
}

/** 'Open page N' under a manual's source: the page, inside the app, its passage highlighted (decision 0090). */
export function OpenPageButton({ source }: { source: AnswerSource }) {
  const [open, setOpen] = useState(false)
  const cited = citedPageOf(source)
  if (!cited) return null
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mt-2 h-8 px-2.5 text-xs"
        aria-haspopup="dialog"
        aria-label={`Open page ${cited.printedPage} of ${cited.manualTitle}`}
        onClick={() => setOpen(true)}
      >
        <FileText aria-hidden />
        Open page {cited.printedPage}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ManualPageDialog cited={cited} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

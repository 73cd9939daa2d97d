import type { AnswerSource } from '@contract/query'
import { BookOpen, ChevronRight, ExternalLink } from 'lucide-react'
import { OpenPageButton } from '@/features/manual-page'
import { safeSourceUrl as safeUrl, sourceEntryId } from './citation-link'

function SourceTitle({ source }: { source: AnswerSource }) {
  const href = safeUrl(source.url)
  // A manual passage's title already cites its page ('<title>, p. <page label>'); add it only to one without.
  const page = source.page && !/, p\. \S+$/.test(source.title) ? `, p. ${source.page}` : ''
  if (!href) {
    return (
      <span className="font-medium text-foreground">
        {source.title}
        {page}
      </span>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-baseline gap-1 font-medium text-primary underline-offset-2 hover:underline"
    >
      <span className="break-words">
        {source.title}
        {page}
      </span>
      <ExternalLink className="size-3 shrink-0 self-center" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

/**
 * Where an answer came from: a collapsed 'Sources' list under the answer (SPEC.md section 1: from manuals),
 * numbered as the answer's citation markers; a marker opens it at its entry (`id` names the list). With
 * `canOpenPages` (a signed-in reader: the pages are theirs only), an uploaded manual's source opens its page.
 */
export function AnswerSources({
  sources,
  id,
  canOpenPages = false,
}: {
  sources: AnswerSource[]
  id?: string
  canOpenPages?: boolean
}) {
  if (sources.length === 0) return null
  return (
    <details
      id={id}
      className="group mt-3 border-t border-border pt-2"
      // Opening the list at the bottom of the view would otherwise reveal it below the fold.
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.scrollIntoView({ block: 'nearest' })
      }}
    >
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm text-xs font-semibold text-muted-foreground select-none hover:text-foreground [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden />
        <BookOpen className="size-3.5" aria-hidden />
        Sources ({sources.length})
      </summary>
      <ol className="mt-2 grid gap-2">
        {sources.map((source, index) => (
          <li
            // Sources have no id; the same title can recur with another heading or page.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            key={index}
            id={id ? sourceEntryId(id, index + 1) : undefined}
            // Focused when its citation marker is followed (citation-link.tsx).
            tabIndex={id ? -1 : undefined}
            className="flex gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span
              className="mt-px flex size-4 shrink-0 items-center justify-center rounded-full bg-primary/10 text-[10px] font-semibold text-primary"
              aria-hidden
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <SourceTitle source={source} />
              {source.heading && <p className="mt-0.5 text-muted-foreground">{source.heading}</p>}
              {source.excerpt && (
                <p className="mt-1 line-clamp-3 leading-relaxed text-foreground">{source.excerpt}</p>
              )}
              {canOpenPages && <OpenPageButton source={source} />}
            </div>
          </li>
        ))}
      </ol>
    </details>
  )
}

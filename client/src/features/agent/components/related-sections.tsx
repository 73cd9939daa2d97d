import type { RelatedSection } from '@contract/query'
import { ChevronRight, Layers } from 'lucide-react'
import { useId } from 'react'
import { AnswerMarkdown } from './answer-markdown'

/**
 * Sections related to an answer, under it: each a collapsed disclosure titled with the section and where it
 * comes from, opening on a short markdown excerpt. Styled as the 'Sources' list next to it.
 */
/** Where a section comes from: a guide's citation ends with the section's own title, said once is enough. */
function originOf({ title, source }: RelatedSection): string {
  return source.endsWith(`: ${title}`) ? source.slice(0, -(title.length + 2)) : source
}

export function RelatedSections({ related }: { related: RelatedSection[] }) {
  const headingId = useId()
  if (related.length === 0) return null
  return (
    <div className="mt-3 border-t border-border pt-2">
      <p
        id={headingId}
        className="inline-flex items-center gap-1.5 text-xs font-semibold text-muted-foreground"
      >
        <Layers className="size-3.5" aria-hidden />
        Related
      </p>
      <ul aria-labelledby={headingId} className="mt-2 grid gap-2">
        {related.map((section, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: related sections have no id, and the list never reorders
            key={index}
          >
            <details
              className="group rounded-md border border-border bg-muted/50 text-xs"
              // Opening a section at the bottom of the view would otherwise reveal it below the fold.
              onToggle={(event) => {
                if (event.currentTarget.open) event.currentTarget.scrollIntoView({ block: 'nearest' })
              }}
            >
              <summary className="flex cursor-pointer list-none items-start gap-1.5 rounded-md px-3 py-2 select-none hover:bg-muted [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="mt-px size-3.5 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  aria-hidden
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium text-foreground">{section.title}</span>
                  {section.source && (
                    <span className="block text-muted-foreground">
                      <span className="sr-only">, from </span>
                      {originOf(section)}
                    </span>
                  )}
                </span>
              </summary>
              <div className="border-t border-border px-3 py-2 text-foreground [&>div]:text-sm">
                <AnswerMarkdown content={section.body} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  )
}

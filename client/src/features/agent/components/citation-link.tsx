import type { AnswerSource } from '@contract/query'
import { createContext, useContext } from 'react'
import { defaultUrlTransform } from 'react-markdown'

/** The sources an answer's markers cite, and the id of the list under it that shows them. */
export type Citations = { sources: AnswerSource[]; listId?: string }
export const CitationsContext = createContext<Citations | null>(null)

/** Only links the markdown filter would allow (SPEC.md 'Markdown links'); anything else is no link. */
export function safeSourceUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  return defaultUrlTransform(url) || undefined
}

/** A manual passage's title cites its page ('<title>, p. 12'); said in full for a screen reader. */
export function sourceName(source: AnswerSource): string {
  const printed = /^(.*), p\. (\S+)$/.exec(source.title)
  if (printed) return `${printed[1]}, page ${printed[2]}`
  return source.page ? `${source.title}, page ${source.page}` : source.title
}

/** The id of a source's entry in the list under the answer. */
export const sourceEntryId = (listId: string, n: number) => `${listId}-source-${n}`

/** Opens the sources list under an answer and brings the cited entry to the reader (and to keyboard focus). */
export function revealSource(listId: string, n: number) {
  const list = document.getElementById(listId)
  if (list instanceof HTMLDetailsElement) list.open = true
  const entry = document.getElementById(sourceEntryId(listId, n))
  if (!entry) return
  entry.scrollIntoView({ block: 'nearest' })
  entry.focus({ preventScroll: true })
}

// Inside <sup> (75 % of the text, raised): a rounded number about 11 px high on the answer's 15 px text.
const MARK_CLASS =
  'mx-0.5 inline-flex min-w-[1.6em] items-center justify-center rounded-full px-1 py-px text-[1em] leading-[1.3] font-semibold no-underline'

/**
 * A citation marker in an answer: a small numbered link to its source. A manual's page opens in a new tab (at
 * its page); a guide's section, which has no page of its own, is shown in the sources list under the answer.
 * While the answer streams (no sources yet) the number shows without a link.
 */
export function CitationLink({ n }: { n: number }) {
  const citations = useContext(CitationsContext)
  const source = citations?.sources[n - 1]
  if (!citations)
    return (
      <sup>
        <span className={`${MARK_CLASS} bg-muted text-muted-foreground`}>{n}</span>
      </sup>
    )
  if (!source) return <span>[{n}]</span>
  const href = safeSourceUrl(source.url)
  const name = `Source ${n}: ${sourceName(source)}`
  const className = `${MARK_CLASS} bg-primary/10 text-primary hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring`
  if (href) {
    return (
      <sup>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          aria-label={`${name} (opens in a new tab)`}
          title={sourceName(source)}
        >
          {n}
        </a>
      </sup>
    )
  }
  const listId = citations.listId
  return (
    <sup>
      <a
        href={listId ? `#${sourceEntryId(listId, n)}` : undefined}
        className={className}
        aria-label={name}
        title={sourceName(source)}
        onClick={(event) => {
          if (!listId) return
          event.preventDefault()
          revealSource(listId, n)
        }}
      >
        {n}
      </a>
    </sup>
  )
}

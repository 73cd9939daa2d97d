import type { AnswerSource } from '@contract/query'

/**
 * A closing sources list written into the answer text ("---", then "**Sources**" or a "Sources" heading,
 * then numbered or bulleted lines). The server's offline composer ends its answers so, for plain-text
 * readers; the screen lists the same sources, with links and excerpts, under the answer instead.
 */
const TRAILING_SOURCES =
  /\n*(?:[-*_]\s*){3,}\n+[ \t]*(?:\*\*Sources:?\*\*|#{1,6}[ \t]+Sources)[ \t]*:?[ \t]*(?:\n[ \t]*(?:\d+[.)]|[-*+])[ \t]+.*)*\s*$/

/** The answer as shown: without its own closing sources list when the screen lists the sources itself. */
export function answerBody(markdown: string, listsSourcesSeparately: boolean): string {
  if (!listsSourcesSeparately) return markdown
  return markdown.replace(TRAILING_SOURCES, '')
}

/** A source as a plain-text line: its title, where it sits, and its address (made absolute) when it has one. */
function sourceLine(source: AnswerSource, n: number, origin: string): string {
  const page = source.page && !/, p\. \S+$/.test(source.title) ? `, p. ${source.page}` : ''
  const heading = source.heading ? ` (${source.heading})` : ''
  let address = ''
  if (source.url) {
    try {
      const url = new URL(source.url, origin)
      if (url.protocol === 'http:' || url.protocol === 'https:') address = ` ${url.href}`
    } catch {
      // Not an address: the title says where it came from.
    }
  }
  return `[${n}] ${source.title}${page}${heading}${address}`
}

/**
 * The answer as it is copied (and exported): the Markdown shown, its citation markers kept as '[1]', and the
 * sources they number listed after it, so a pasted answer still says where each part came from
 * (docs/decisions/0082-inline-citations-and-follow-ups.md).
 */
export function answerForCopy(
  shown: string,
  sources: readonly AnswerSource[] | undefined,
  origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): string {
  const text = shown.trim()
  if (!sources?.length) return text
  return `${text}\n\nSources:\n${sources.map((s, i) => sourceLine(s, i + 1, origin)).join('\n')}`
}

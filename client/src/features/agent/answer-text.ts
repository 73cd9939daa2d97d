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

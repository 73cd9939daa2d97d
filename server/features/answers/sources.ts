// The sources shown under an answer: titles, pages and excerpts of the passages it used.
import type { AnswerSource } from '../../../contract/query'
import { documentIdOfSource } from '../documents'
import type { Passage } from './retrieval'

const EXCERPT_CHARS = 240

/** The plain-text start of a passage, for the sources list under an answer. */
export function excerptOf(body: string, chars = EXCERPT_CHARS): string {
  const plain = body
    .replace(/^#+\s+/gm, '')
    // Quote markers at line starts go; a '>' inside a menu path ('Settings > Sonar') stays.
    .replace(/^\s*>\s?/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= chars) return plain
  const cut = plain.slice(0, chars)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), chars - 40))}…`
}

/** The page a manual passage is cited by: the number printed on it where the PDF labels its pages. */
export function citedPage(p: Passage): string | null {
  return p.pageLabel ?? (p.page ? String(p.page) : null)
}

/** How a passage is cited: 'Guide title: Section' for guides, '<title>, p. <page>' for manuals. */
export function sourceTitle(p: Passage): string {
  if (p.kind === 'manual') {
    const page = citedPage(p)
    return page ? `${p.sourceTitle}, p. ${page}` : p.sourceTitle
  }
  if (p.kind === 'device') return p.sourceTitle
  return `${p.sourceTitle}: ${p.title}`
}

/**
 * Where a manual passage sits in its manual: the headings above it, outermost first, then its own
 * ('Sonar > Sensitivity'). Its headings field holds the manual's title, then the parents (ingest).
 */
export function headingPath(p: Passage): string | null {
  if (p.kind !== 'manual' || !p.title || p.title === p.sourceTitle) return null
  // A cover's title set as the largest heading is the manual's own title: no need to say it again.
  const parents = p.headings
    .split(' · ')
    .slice(1)
    .filter((h) => h && h.toLowerCase() !== p.sourceTitle.toLowerCase())
  return [...parents, p.title].join(' > ')
}

export function toSources(passages: Passage[]): AnswerSource[] {
  return passages.map((p) => {
    const heading = headingPath(p)
    // An uploaded manual's page: the viewer shows it (decision 0090). Only PDFs' passages have pages.
    const documentId = p.kind === 'manual' && p.page ? documentIdOfSource(p.sourceId) : undefined
    return {
      title: sourceTitle(p),
      ...(heading ? { heading } : {}),
      ...(p.deviceId ? { deviceId: p.deviceId } : {}),
      ...(documentId ? { documentId } : {}),
      ...(p.page ? { page: p.page } : {}),
      ...(p.url ? { url: p.url } : {}),
      excerpt: excerptOf(p.body),
    }
  })
}

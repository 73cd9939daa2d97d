import type { AnswerSource } from '@contract/query'
import { memo, useMemo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { remarkCitations } from '../remark-citations'
import { CitationLink, CitationsContext } from './citation-link'

/**
 * Readable markdown without a typography plugin: each element gets its own few classes. Links keep
 * react-markdown's default URL filter, which allows exactly SPEC.md's protocols (http, https, irc, ircs,
 * mailto, xmpp) plus relative links, and open in a new tab so the conversation stays put.
 */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  // A link the URL filter emptied (javascript: and the like) is shown as its text, not as a dead link.
  a: ({ node: _node, href, ...props }) =>
    href ? (
      <a
        className="font-medium text-primary underline underline-offset-2 break-words hover:text-primary-hover"
        target="_blank"
        rel="noopener noreferrer"
        href={href}
        {...props}
      />
    ) : (
      <span {...props} />
    ),
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-0.5 marker:text-muted-foreground" {...props} />,
  // An answer's headings, shifted by answerHeadingLevels so its top one is h1 here, sit under the page's h1:
  // its top heading is an h2, the next level an h3, and so on, whatever level the answer started at.
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => <h3 className="mt-3 mb-1.5 font-semibold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold" {...props} />,
  // A citation marker ('[1]' in the text, remark-citations.ts) is a link to its source.
  sup: ({ node: _node, ...props }) => {
    const cited = Number((props as { 'data-citation'?: string })['data-citation'])
    return cited > 0 ? <CitationLink n={cited} /> : <sup {...props} />
  },
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-4 border-border pl-3 text-muted-foreground" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-4 border-border" {...props} />,
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-2 overflow-x-auto rounded-md bg-navy p-3 text-[13px] text-navy-foreground"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={
        className ?? 'rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] [pre_&]:bg-transparent [pre_&]:p-0'
      }
      {...props}
    />
  ),
  // Wide tables scroll inside the bubble rather than widening the page on a phone.
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto rounded-md border border-border">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-muted" {...props} />,
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-border px-3 py-2 font-semibold whitespace-nowrap" {...props} />
  ),
  td: ({ node: _node, ...props }) => (
    <td className="border-b border-border px-3 py-2 align-top [tr:last-child_&]:border-b-0" {...props} />
  ),
}

type MdNode = { type: string; depth?: number; children?: MdNode[] }

function headingsOf(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'heading') found.push(node)
  for (const child of node.children ?? []) headingsOf(child, found)
  return found
}

/**
 * Shifts an answer's headings so its top level is 1 (then rendered as h2): an answer that starts at '###' would
 * otherwise skip levels under the page's h1 (axe's heading-order, issue 42).
 */
function answerHeadingLevels() {
  return (tree: MdNode) => {
    const headings = headingsOf(tree)
    const top = Math.min(...headings.map((heading) => heading.depth ?? 1))
    for (const heading of headings) heading.depth = Math.min(6, (heading.depth ?? 1) - top + 1)
  }
}

const remarkPlugins = [remarkGfm, remarkCitations, answerHeadingLevels]

/**
 * An assistant answer as markdown (GitHub flavour: tables, task lists, strikethrough, autolinks). Its citation
 * markers link to `sources` (the list under the answer has the id `sourcesId`); without sources (an answer
 * still streaming) they show as plain numbers.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({
  content,
  sources,
  sourcesId,
}: {
  content: string
  sources?: AnswerSource[]
  sourcesId?: string
}) {
  const citations = useMemo(() => (sources ? { sources, listId: sourcesId } : null), [sources, sourcesId])
  return (
    <div className="min-w-0 text-[15px] leading-relaxed break-words">
      <CitationsContext.Provider value={citations}>
        <Markdown remarkPlugins={remarkPlugins} components={components}>
          {content}
        </Markdown>
      </CitationsContext.Provider>
    </div>
  )
})

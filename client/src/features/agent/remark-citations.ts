/**
 * The answer's citation markers ('[1]', '[2][3]') as elements the markdown renderer can show as links to
 * their sources: each becomes a <sup data-citation="n">. Markers inside code, links and headings stay text.
 * (docs/decisions/0082-inline-citations-and-follow-ups.md)
 */
type MdNode = {
  type: string
  value?: string
  children?: MdNode[]
  data?: { hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[] }
}

const MARKER = /\[(\d{1,3})\](?!\()/g
/** Nodes whose text is not prose to cite in. */
const LEAVE = new Set(['link', 'linkReference', 'heading', 'code', 'inlineCode', 'definition'])

function citationNode(n: string): MdNode {
  return {
    type: 'text',
    value: `[${n}]`,
    data: { hName: 'sup', hProperties: { dataCitation: n }, hChildren: [{ type: 'text', value: n }] },
  }
}

function splitText(node: MdNode): MdNode[] {
  const value = node.value ?? ''
  const parts: MdNode[] = []
  let last = 0
  for (const match of value.matchAll(MARKER)) {
    const at = match.index ?? 0
    // The space before a marker is not shown: the marker sits against the text it cites.
    const before = value.slice(last, at).replace(/[ \t]+$/, '')
    if (before) parts.push({ type: 'text', value: before })
    parts.push(citationNode(match[1] as string))
    last = at + match[0].length
  }
  if (last === 0) return [node]
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) })
  return parts
}

/** Text the parser left in pieces ('[', '1', ']') read as one, so a marker is seen whole. */
function mergedText(children: MdNode[]): MdNode[] {
  const merged: MdNode[] = []
  for (const child of children) {
    const previous = merged[merged.length - 1]
    if (child.type === 'text' && previous?.type === 'text' && !previous.data && !child.data)
      merged[merged.length - 1] = { type: 'text', value: (previous.value ?? '') + (child.value ?? '') }
    else merged.push(child)
  }
  return merged
}

function walk(node: MdNode) {
  if (!node.children || LEAVE.has(node.type)) return
  node.children = mergedText(node.children).flatMap((child) =>
    child.type === 'text' ? splitText(child) : [child],
  )
  for (const child of node.children) walk(child)
}

/** The remark plugin. */
export function remarkCitations() {
  return (tree: MdNode) => walk(tree)
}

/** The plain number of every citation marker in an answer, in order (tests and copy). */
export function citationNumbers(markdown: string): number[] {
  return [...markdown.matchAll(MARKER)].map((m) => Number(m[1]))
}

// Where a cited passage is on its page: the excerpt under the answer found among the page's text items (as
// pdf.js reads them), and the boxes to draw over it. Pure: the page viewer gives it the items, placed.

/** A run of text on the page, placed in fractions of the page's width and height from its top left corner. */
export interface PageTextItem {
  text: string
  /** The run ends its line (pdf.js's hasEOL): a word never continues across it without a hyphen. */
  endsLine: boolean
  left: number
  top: number
  width: number
  height: number
}

/** A box to highlight, in the same fractions of the page. */
export interface HighlightBox {
  left: number
  top: number
  width: number
  height: number
}

interface Word {
  word: string
  /** Where the word is in the page's text (the items joined): its first character and the one after its last. */
  start: number
  end: number
}

/** A word's characters: letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu
/** A hyphen that ends a line, and the space to the next line's start: the word goes on there. */
const LINE_END_HYPHEN = /^[-\u00ad\u2010]\s*$/
/** Page words the walk may step over at a time (a footnote mark, a running line), and excerpt words. */
const MAX_SKIP = 3
/** Below this many words found, nothing is highlighted: a few common words match anywhere. */
const MIN_WORDS = 4
/** Nor when less than this share of the excerpt's words is found. */
const MIN_SHARE = 0.5

/**
 * The words of a text, lower case, with ligatures and full-width forms unfolded (NFKC), each with where it
 * is in `text`: the folding may change the length of a character, so the positions are the original's.
 */
function wordsOf(text: string): Word[] {
  let folded = ''
  const origin: number[] = []
  let at = 0
  for (const ch of text) {
    const unfolded = ch.normalize('NFKC').toLowerCase()
    for (let i = 0; i < unfolded.length; i++) origin.push(at)
    folded += unfolded
    at += ch.length
  }
  origin.push(text.length)
  const words: Word[] = []
  for (const match of folded.matchAll(WORD)) {
    const first = match.index
    const last = first + match[0].length - 1
    words.push({ word: match[0], start: origin[first] ?? 0, end: (origin[last] ?? 0) + 1 })
  }
  return words
}

/** The page's text (the items joined, a space after each line's end) and where each item starts in it. */
function pageText(items: readonly PageTextItem[]): { text: string; starts: number[] } {
  let text = ''
  const starts: number[] = []
  for (const item of items) {
    starts.push(text.length)
    text += item.text
    if (item.endsLine) text += '\n'
  }
  return { text, starts }
}

/** The page's words, a word hyphenated across two lines ('transduc-', 'er') made one again. */
function pageWords(text: string): Word[] {
  const words = wordsOf(text)
  const joined: Word[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Word
    const next = words[i + 1]
    const between = next ? text.slice(word.end, next.start) : ''
    if (next && between.includes('\n') && LINE_END_HYPHEN.test(between)) {
      joined.push({ word: word.word + next.word, start: word.start, end: next.end })
      i++
    } else joined.push(word)
  }
  return joined
}

/**
 * Walks the page and the excerpt side by side from a word they share, stepping over a few words of either
 * where they differ (a running header between two lines, a word the passage's reading dropped); the page
 * words found, in order.
 */
function walk(page: Word[], excerpt: string[], from: number, at: number): number[] {
  const found: number[] = []
  let p = from
  let e = at
  while (p < page.length && e < excerpt.length) {
    if (page[p]?.word === excerpt[e]) {
      found.push(p)
      p++
      e++
      continue
    }
    let stepped = false
    for (let skip = 1; skip <= MAX_SKIP && !stepped; skip++) {
      if (page[p + skip]?.word === excerpt[e]) {
        p += skip
        stepped = true
      } else if (excerpt[e + skip] !== undefined && excerpt[e + skip] === page[p]?.word) {
        e += skip
        stepped = true
      }
    }
    if (!stepped) break
  }
  return found
}

/**
 * The boxes over the excerpt where it is on the page: from the first to the last of its words found, across
 * the items between that hold any of them (one box per item, cut at the characters where the passage starts
 * and ends, the width shared out evenly among an item's characters). None when too little of it is found.
 */
export function highlightBoxes(excerpt: string, items: readonly PageTextItem[]): HighlightBox[] {
  const wanted = wordsOf(excerpt.replace(/…$/, '')).map((w) => w.word)
  if (wanted.length === 0) return []
  const { text, starts } = pageText(items)
  const page = pageWords(text)
  let best: number[] = []
  // The excerpt may open with words the page does not have (a heading the reading took from elsewhere).
  for (let at = 0; at < Math.min(wanted.length, MAX_SKIP + 1); at++) {
    for (let from = 0; from < page.length; from++) {
      if (page[from]?.word !== wanted[at]) continue
      const found = walk(page, wanted, from, at)
      if (found.length > best.length) best = found
    }
  }
  const needed = Math.min(wanted.length, Math.max(MIN_WORDS, Math.ceil(wanted.length * MIN_SHARE)))
  if (best.length < needed) return []
  const found = best.map((index) => page[index] as Word)
  const start = found[0]?.start ?? 0
  const end = found[found.length - 1]?.end ?? 0
  const boxes: HighlightBox[] = []
  items.forEach((item, i) => {
    const itemStart = starts[i] ?? 0
    const itemEnd = itemStart + item.text.length
    const from = Math.max(start, itemStart)
    const to = Math.min(end, itemEnd)
    if (to <= from || item.width <= 0) return
    // An item none of the found words is in (a running line the walk stepped over) stays unmarked.
    if (!found.some((word) => word.start < itemEnd && word.end > itemStart)) return
    const perChar = item.width / item.text.length
    boxes.push({
      left: item.left + (from - itemStart) * perChar,
      top: item.top,
      width: (to - from) * perChar,
      height: item.height,
    })
  })
  return boxes
}

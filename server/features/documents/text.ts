/** One printed line of a PDF page, in the PDF's own coordinates (y grows upwards). */
export interface TextLine {
  text: string
  y: number
  size: number
  /** Where the line starts and how wide it is, where the reader knows (PDF text items). */
  x?: number
  width?: number
  /** A table's row, its cells named ('Problem: ...\nSolution: ...'): a passage of its own. */
  row?: boolean
  /** A table row's first cell ('The unit does not turn on', 'Weight'): what the row is about. */
  label?: string
  /** The font the whole line is set in ('' when it mixes fonts), where the reader knows. */
  font?: string
  /** Read by OCR from the page's image: no fonts, and a size that is an estimate (within about 15 %). */
  ocr?: boolean
}

export interface PageText {
  /** The PDF page index, 1-based. */
  index: number
  /** The page number printed in the manual ('iv', 'A-3'), where the PDF labels its pages. */
  label: string | null
  lines: TextLine[]
}

/** A heading or a paragraph of a document, in reading order, with the page it is printed on. */
export interface TextBlock {
  /** A table's row is a passage of its own. */
  kind: 'heading' | 'paragraph' | 'row'
  text: string
  /** 1 for the largest headings; paragraphs have 0. */
  level: number
  /** A table row's first cell: the row's passage is titled by it, under the table's heading. */
  label?: string
  page: number | null
  pageLabel: string | null
}

export interface DocumentChunk {
  page: number | null
  pageLabel: string | null
  /** The nearest heading above the passage, or null before the first one. */
  heading: string | null
  /** The headings above that one, outermost first. */
  parents: string[]
  body: string
}

// How many lines at the top and at the bottom of a page can be a running header or footer.
const RUNNING_ZONE_LINES = 2
// Set-apart lines at one height on this share of the pages are running lines, whatever they say.
const RUNNING_BAND_SHARE = 0.4
// A line larger than the body text by this much, and short, is a heading.
const HEADING_SIZE_RATIO = 1.15
const HEADING_MAX_CHARS = 120
// Lines further apart than this many times the usual line spacing start a new paragraph.
const PARAGRAPH_GAP_RATIO = 1.35
const LIST_ITEM = /^(\d{1,2}[.)]|[a-z][.)]|[•●▪◦–*-])\s/

export const CHUNK_TARGET_CHARS = 800
const CHUNK_MAX_SENTENCE_CHARS = 1_000
const CHUNK_OVERLAP_CHARS = 160

function normalizeRunning(text: string, label: string | null): string {
  let key = text.toLowerCase().replace(/\s+/g, ' ').trim()
  if (label && !/^\d+$/.test(label)) {
    const escaped = label.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    key = key.replace(new RegExp(`(^|\\s)${escaped}(?=\\s|$)`, 'g'), '$1#')
  }
  return key.replace(/\d+/g, '#')
}

// '21', 'Page 21 of 40', and numbered within a chapter or an appendix: '2-4', 'AP-1'.
/** A footer's key that begins or ends with a number ('sonar #'): set in the place most pages have their
 * footer, it is one however large its number is printed. (At the top, 'Step 1', 'Step 2'... head pages.) */
const carriesAPageNumber = (key: string) => /^bottom\|(#\s|.*\s#$)/.test(key)
const isPageNumber = (key: string) => /^(page\s*)?((#|[a-z]{1,3})[-–])?#(\s*(of|\/)\s*#)?$/.test(key)

function longestRun(pages: number[]): number {
  let best = 0
  let run = 0
  let previous = Number.NaN
  for (const page of pages) {
    run = page === previous + 1 ? run + 1 : 1
    best = Math.max(best, run)
    previous = page
  }
  return best
}

/**
 * The lines set apart at the very top or bottom of a page (at most two, then a gap wider than a paragraph
 * break): where running headers and footers sit. A page that is one block of text has none.
 */
function edgeLines(sorted: TextLine[], breakGap: number): TextLine[] {
  const run = sorted.slice(0, 1)
  for (let i = 1; i < sorted.length; i++) {
    const gap = Math.abs((sorted[i - 1] as TextLine).y - (sorted[i] as TextLine).y)
    if (gap > breakGap) return run
    if (run.length === RUNNING_ZONE_LINES) return []
    run.push(sorted[i] as TextLine)
  }
  return []
}

/**
 * A running line's place on the page: its side and height, to the nearest four points (a scan read by OCR
 * puts the same header a point or two apart, and at sizes a point apart, so the size is left out).
 */
const bandOf = (side: 'top' | 'bottom', line: TextLine) => `${side}|${Math.round(line.y / 4)}`

/**
 * Drops running headers and footers: lines set apart at the top or bottom of a page that are either
 *  - no larger than body text, in a band (side and height) where such lines stand on many pages, whatever
 *    their text: a header that names the current chapter changes with it, however short the chapter;
 *  - or whose text (numbers and document codes aside) comes back on most of the odd or of the even pages
 *    (footers alternate to the outside edge), or on four or more pages in a row (a chapter's own header);
 *  - or a lone page number.
 * Where the PDF does not label its pages, the numbers in these lines give each page its printed number.
 */
export function removeRunningLines(pages: PageText[]): PageText[] {
  const bodySize = bodyTextSize(pages)
  const breakGap = PARAGRAPH_GAP_RATIO * usualLineGap(pages, bodySize)
  const zones = pages.map((page) => {
    const byHeight = [...page.lines].sort((a, b) => b.y - a.y)
    let top = edgeLines(byHeight, breakGap)
    let bottom = edgeLines(byHeight.reverse(), breakGap).filter((line) => !top.includes(line))
    // On a page too short to have a body between them, only single set-apart lines can be running ones.
    if (top.length + bottom.length >= page.lines.length) {
      top = top.length === 1 ? top : []
      bottom = bottom.length === 1 ? bottom : []
    }
    const entry = (side: 'top' | 'bottom') => (line: TextLine) => ({
      line,
      key: `${side}|${normalizeRunning(line.text, page.label)}`,
      band: bandOf(side, line),
    })
    return [...top.map(entry('top')), ...bottom.map(entry('bottom'))]
  })
  const pagesOf = new Map<string, number[]>()
  const note = (key: string, i: number) => {
    const seen = pagesOf.get(key)
    if (seen) seen.push(i)
    else pagesOf.set(key, [i])
  }
  zones.forEach((zone, i) => {
    for (const key of new Set(zone.map((z) => z.key))) note(key, i)
    for (const band of new Set(zone.map((z) => z.band))) note(band, i)
  })
  const withText = pages.filter((p) => p.lines.length > 0)
  const mostPages = Math.max(3, Math.floor(withText.length / 2) + 1)
  const parity = (odd: boolean) => withText.filter((p) => p.index % 2 === (odd ? 1 : 0)).length
  const mostOfParity = [false, true].map((odd) => Math.max(3, Math.floor(parity(odd) / 2) + 1))
  const bandPages = Math.max(3, Math.ceil(withText.length * RUNNING_BAND_SHARE))
  const running = ({ key, band, line }: { key: string; band: string; line: TextLine }, index: number) => {
    const seen = pagesOf.get(key) ?? []
    const sameParity = seen.filter((i) => (pages[i]?.index ?? 0) % 2 === index % 2).length
    const small = line.size < bodySize * HEADING_SIZE_RATIO
    return (
      isPageNumber(key.slice(key.indexOf('|') + 1)) ||
      seen.length >= mostPages ||
      (small && sameParity >= (mostOfParity[index % 2] ?? mostPages)) ||
      ((small || carriesAPageNumber(key)) && (pagesOf.get(band)?.length ?? 0) >= bandPages) ||
      // 'Step 1', 'Step 2'... heading the pages of a procedure are headings, not a chapter's header.
      (seen.length >= 4 && longestRun(seen) >= 4 && small)
    )
  }
  const dropped = zones.map((zone, i) =>
    zone.filter((z) => running(z, pages[i]?.index ?? 0)).map((z) => z.line),
  )
  const printed = printedPageNumbers(
    pages.map((p) => p.index),
    dropped.map((lines) => lines.map((l) => l.text)),
  )
  return pages.map((page, i) => {
    const drop = new Set(dropped[i])
    return {
      ...page,
      label: page.label ?? printed[i] ?? null,
      lines: page.lines.filter((line) => !drop.has(line)),
    }
  })
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 }
/** A lower- or upper-case roman numeral's value, or null. */
export function romanValue(text: string): number | null {
  if (!/^(c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i.test(text) || text === '') return null
  let total = 0
  const digits = text.toLowerCase()
  for (let i = 0; i < digits.length; i++) {
    const value = ROMAN_VALUES[digits[i] as string] ?? 0
    const next = ROMAN_VALUES[digits[i + 1] as string] ?? 0
    total += value < next ? -value : value
  }
  return total
}

// At least this many pages must carry a number that fits one sequence before the sequence is believed.
const MIN_NUMBERED_PAGES = 3

/**
 * The page numbers printed in running headers and footers: the numbers standing alone in them ('21',
 * 'Page 21 of 40', not the digits of a document code) that follow the PDF's page order with one offset on
 * the most pages. Pages after the first numbered one without a number of their own (a chapter's opening
 * page, a table set without a footer) take the sequence's; front matter before it takes its roman numerals.
 * Null where nothing is printed.
 */
export function printedPageNumbers(indexes: number[], running: string[][]): (string | null)[] {
  const arabic = running.map((texts) =>
    texts
      .flatMap((t) => t.split(/\s+/))
      .filter((w) => /^\d{1,4}$/.test(w))
      .map(Number),
  )
  const offsets = new Map<number, number>()
  arabic.forEach((numbers, i) => {
    for (const n of new Set(numbers.map((n) => (indexes[i] ?? 0) - n)))
      offsets.set(n, (offsets.get(n) ?? 0) + 1)
  })
  let offset: number | null = null
  let support = 0
  for (const [d, count] of offsets) if (count > support) [offset, support] = [d, count]
  const matched =
    offset === null || support < MIN_NUMBERED_PAGES
      ? []
      : indexes.filter((index, i) => arabic[i]?.includes(index - (offset as number)))
  if (matched.length === 0) {
    const withinChapters = chapterPageNumbers(indexes, running)
    if (withinChapters) return withFrontMatter(running, withinChapters)
  }
  const first = matched[0] ?? Number.POSITIVE_INFINITY
  return indexes.map((index, i) => {
    if (offset !== null && index >= first && index - offset >= 1) return String(index - offset)
    if (index < first) return romanNumeralIn(running[i] ?? [])
    return null
  })
}

// A page numbered within its chapter or appendix, as many makers number them: '2-4', '12-1', 'AP-3', 'A–2'.
const CHAPTER_PAGE = /^(\d{1,2}|[A-Z]{1,3})[-–](\d{1,3})$/

/**
 * Page numbers printed within chapters ('2-4'): believed when at least three pages carry one and most pages
 * that follow each other in a chapter count up with the PDF's pages. A word printed on several pages alike
 * is a model's name written like one ('FCV-588' in every header), not a page's number. A page without its
 * own (a chapter's figure page, a number OCR did not read) between two of the same chapter takes the number
 * between them, and one before the next chapter's first page carries on its chapter. Null when the manual
 * is not numbered so.
 */
function chapterPageNumbers(indexes: number[], running: string[][]): (string | null)[] | null {
  const wordsOf = (texts: string[]) => [...new Set(texts.flatMap((t) => t.split(/\s+/)))]
  const pagesWith = new Map<string, number>()
  for (const texts of running)
    for (const word of wordsOf(texts))
      if (CHAPTER_PAGE.test(word)) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1)
  const numbers = running.map((texts) => {
    for (const word of wordsOf(texts)) {
      const m = CHAPTER_PAGE.exec(word)
      if (m && (pagesWith.get(word) ?? 0) <= 2)
        return {
          chapter: (m[1] as string).toUpperCase(),
          page: Number(m[2]),
          dash: word.replace(/[^-–]/g, ''),
        }
    }
    return null
  })
  const numbered = numbers.flatMap((n, i) => (n ? [{ ...n, index: indexes[i] ?? 0 }] : []))
  if (numbered.length < MIN_NUMBERED_PAGES) return null
  /** A page's running lines without its number. */
  const runningText = (i: number) =>
    wordsOf(running[i] ?? [])
      .filter((word) => !CHAPTER_PAGE.test(word) || (pagesWith.get(word) ?? 0) > 2)
      .join(' ')
  const pairs = numbered.slice(1).map((n, i) => [numbered[i], n] as const)
  const sameChapter = pairs.filter(([a, b]) => a?.chapter === b.chapter)
  const counting = sameChapter.filter(([a, b]) => a && b.page - a.page === b.index - a.index)
  if (sameChapter.length === 0 || counting.length * 2 <= sameChapter.length) return null
  return indexes.map((index, i) => {
    const own = numbers[i]
    if (own) return `${own.chapter}${own.dash}${own.page}`
    const before = numbered.filter((n) => n.index < index).at(-1)
    const after = numbered.find((n) => n.index > index)
    if (!before || !after) return null
    const carriedOn = `${before.chapter}${before.dash}${before.page + index - before.index}`
    if (before.chapter === after.chapter)
      return after.page - before.page === after.index - before.index ? carriedOn : null
    // The next chapter begins after this page (its first numbered page counts back to 1 after it).
    const afterPage = after.page - (after.index - index)
    if (afterPage < 1) return carriedOn
    // Either chapter's: the running header, which names the chapter, tells which.
    const header = runningText(i)
    const [headerBefore, headerAfter] = [before, after].map((n) => runningText(indexes.indexOf(n.index)))
    if (header && header === headerAfter && header !== headerBefore)
      return `${after.chapter}${after.dash}${afterPage}`
    if (header && header === headerBefore && header !== headerAfter) return carriedOn
    return null
  })
}

/** The front matter before the first numbered page takes the roman numerals printed on it. */
function withFrontMatter(running: string[][], numbers: (string | null)[]): (string | null)[] {
  const first = numbers.findIndex((n) => n !== null)
  return numbers.map((n, i) => (n !== null || i > first ? n : romanNumeralIn(running[i] ?? [])))
}

/** The roman numeral standing alone in a page's running lines ('iv'), lower-cased, or null. */
function romanNumeralIn(running: string[]): string | null {
  const roman = running
    .flatMap((t) => t.split(/\s+/))
    .find((w) => /^[ivxlc]+$/i.test(w) && romanValue(w) !== null)
  return roman ? roman.toLowerCase() : null
}

/** The size of the body text: the font size that carries the most characters. */
export function bodyTextSize(pages: PageText[]): number {
  const chars = new Map<number, number>()
  for (const page of pages) {
    for (const line of page.lines) {
      const size = Math.round(line.size * 2) / 2
      chars.set(size, (chars.get(size) ?? 0) + line.text.length)
    }
  }
  let best = 0
  let most = -1
  for (const [size, count] of chars) {
    if (count > most) {
      best = size
      most = count
    }
  }
  return best || 10
}

/** The usual distance between two lines of a paragraph: the median gap between consecutive body lines. */
function usualLineGap(pages: PageText[], bodySize: number): number {
  const gaps: number[] = []
  for (const page of pages) {
    for (let i = 1; i < page.lines.length; i++) {
      const [above, below] = [page.lines[i - 1] as TextLine, page.lines[i] as TextLine]
      const gap = above.y - below.y
      if (gap > 0 && gap < 3 * bodySize && Math.abs(above.size - bodySize) < 0.5) gaps.push(gap)
    }
  }
  gaps.sort((a, b) => a - b)
  return gaps[Math.floor(gaps.length / 2)] ?? 1.2 * bodySize
}

/** Joins a line to the text before it, mending a word hyphenated across the line break ('transduc-' 'er'). */
export function joinLine(text: string, next: string): string {
  if (text.endsWith('\u00ad')) return text.slice(0, -1) + next
  if (/\p{L}-$/u.test(text) && !/--$/.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next
  return `${text} ${next}`
}

// A contents line ends in its page number ('12', a chapter's '2-4' or 'AP-1', after a leader also front
// matter's 'iv'), usually after a leader of dots; an index line in its pages.
const PAGE_REFERENCE = String.raw`(\d{1,4}|(\d{1,2}|[A-Z]{1,3})[-–]\d{1,3})`
const LEADER_LINE = new RegExp(
  String.raw`(\.\s?){3,}\s*(${PAGE_REFERENCE}|[ivxlc]{1,6})$|…\s*${PAGE_REFERENCE}$`,
)
const ENDS_IN_PAGE = new RegExp(String.raw`\s${PAGE_REFERENCE}$`)
const INDEX_LINE = /^\p{L}[^,]{0,60},\s*\d{1,4}(\s*[-–]\s*\d{1,4})?(,\s*\d{1,4}(\s*[-–]\s*\d{1,4})?)*$/u
const CONTENTS_TITLE = /^(table of )?contents$|^index$/i
const LINE_END_CHARS = 200

/**
 * A table of contents or an index: most of its lines end in page numbers, after dot leaders or under a
 * 'Contents' or 'Index' title, or list terms with their pages ('Gain, 12, 45').
 */
export function pointsElsewhere(page: PageText): boolean {
  const lines = page.lines.filter((l) => !l.row).map((l) => l.text.trim())
  const all = page.lines.map((l) => l.text.trim())
  if (all.length === 0) return false
  const share = (test: RegExp) => all.filter((t) => test.test(t)).length / all.length
  // A leader is read at the end of its line, where the page number is: a line of thousands of dots without one
  // would otherwise cost the leader's pattern time in the square of its length.
  const leaders = all.filter((t) => LEADER_LINE.test(t.slice(-LINE_END_CHARS))).length / all.length
  // The last page of a long contents may hold only a line or two, all of them leaders.
  if (leaders === 1) return true
  if (all.length < 4) return false
  const titled = lines.slice(0, 3).some((t) => CONTENTS_TITLE.test(t))
  return (
    leaders >= 0.4 || share(INDEX_LINE) >= 0.5 || (titled && share(ENDS_IN_PAGE) + share(INDEX_LINE) >= 0.5)
  )
}

// A first page with no more words than this is a cover: a title, a model, a document code.
const COVER_MAX_WORDS = 40
// A leaflet of a few pages starts on its first page; a manual has a cover.
const MIN_PAGES_WITH_A_COVER = 5

/** The manual's cover: its first page, with a few words only and no sentence. */
export function isCover(page: PageText): boolean {
  if (page.index !== 1) return false
  const words = (line: TextLine) => line.text.split(/\s+/).filter(Boolean).length
  const sentence = page.lines.some((l) => /[.!?]$/.test(l.text) && words(l) >= 6)
  return !sentence && page.lines.reduce((n, l) => n + words(l), 0) <= COVER_MAX_WORDS
}

const isHeadingLine = (line: TextLine, bodySize: number) =>
  line.size >= bodySize * HEADING_SIZE_RATIO &&
  line.text.length <= HEADING_MAX_CHARS &&
  /\p{L}/u.test(line.text)

// A line of body size, or a little larger (12.5 pt headings over 11 pt text), set whole in another font (bold)
// is a heading when it reads like one: short, starting with a capital or a section number, not ending like a
// sentence, and not a note's label.
const EMPHASIS_HEADING_CHARS = 70
const NOT_A_HEADING = /^(note|notice|warning|caution|tip|important|danger)\b/i
const isEmphasisedHeading = (line: TextLine, bodySize: number, bodyFont: string) =>
  Boolean(line.font) &&
  line.font !== bodyFont &&
  line.size > bodySize - 1 &&
  line.size < bodySize * HEADING_SIZE_RATIO &&
  line.text.length <= EMPHASIS_HEADING_CHARS &&
  /^(\p{Lu}|\d+(\.\d+)*\s+\p{Lu})/u.test(line.text) &&
  !/[.,;:!?]$/.test(line.text) &&
  !NOT_A_HEADING.test(line.text)

// A scan has no fonts: a heading set in the body's size stands alone, with a paragraph's gap above and below it.
const isSetApartHeading = (line: TextLine, gapAbove: number, gapBelow: number, paragraphGap: number) =>
  line.ocr === true &&
  gapAbove > paragraphGap &&
  gapBelow > paragraphGap &&
  line.text.length <= EMPHASIS_HEADING_CHARS &&
  /^(\p{Lu}|\d+(\.\d+)*\s+\p{Lu})/u.test(line.text) &&
  !/[.,;:!?]$/.test(line.text) &&
  !LIST_ITEM.test(line.text) &&
  !NOT_A_HEADING.test(line.text)

// OCR's sizes are estimates: one heading size read as 15 pt on one page and 17 pt on the next is one level.
const OCR_SIZE_TOLERANCE = 1.2

/** The heading sizes of a document, largest first: each a level (sizes read by OCR within 20 % are one). */
function headingLevels(lines: TextLine[], bodySize: number): (line: TextLine) => number {
  const exact = [
    ...new Set(
      lines.filter((l) => !l.ocr && isHeadingLine(l, bodySize)).map((l) => Math.round(l.size * 2) / 2),
    ),
  ]
  const read = lines.filter((l) => l.ocr && isHeadingLine(l, bodySize)).map((l) => l.size)
  const groups: number[] = []
  for (const size of read.sort((a, b) => b - a)) {
    const group = groups.at(-1)
    if (group === undefined || group / size > OCR_SIZE_TOLERANCE) groups.push(size)
  }
  const sizes = [...new Set([...exact, ...groups])].sort((a, b) => b - a)
  return (line) => {
    if (!line.ocr) return sizes.indexOf(Math.round(line.size * 2) / 2) + 1
    const level = sizes.findIndex((s) => groups.includes(s) && s / line.size <= OCR_SIZE_TOLERANCE)
    return level < 0 ? sizes.length : level + 1
  }
}

/** The font that carries the most characters of body-size text, where the reader knows fonts. */
function bodyFontOf(pages: PageText[], bodySize: number): string {
  const chars = new Map<string, number>()
  for (const page of pages)
    for (const line of page.lines)
      if (line.font && Math.abs(line.size - bodySize) < 1)
        chars.set(line.font, (chars.get(line.font) ?? 0) + line.text.length)
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

/**
 * The headings and paragraphs of the PDF's pages: larger short lines are headings (level by size), a wide
 * gap or a list item starts a paragraph, and the lines of a paragraph are joined into one.
 */
export function pdfBlocks(pages: PageText[]): TextBlock[] {
  // A contents or index page only points elsewhere, and a cover only names the manual: neither answers.
  const covered = pages.length >= MIN_PAGES_WITH_A_COVER
  pages = pages.filter((page) => !pointsElsewhere(page) && !(covered && isCover(page)))
  const bodySize = bodyTextSize(pages)
  const levelOf = headingLevels(
    pages.flatMap((p) => p.lines),
    bodySize,
  )
  const headingCount = new Set(
    pages.flatMap((p) => p.lines.filter((l) => isHeadingLine(l, bodySize)).map(levelOf)),
  ).size
  const paragraphGap = PARAGRAPH_GAP_RATIO * usualLineGap(pages, bodySize)
  const bodyFont = bodyFontOf(pages, bodySize)
  // Bold body-size headings, and a scan's headings set apart, sit below every heading set larger.
  const emphasisLevel = headingCount + 1
  const blocks: TextBlock[] = []
  for (const page of pages) {
    let previous: TextLine | undefined
    let current: TextBlock | undefined
    for (const [i, line] of page.lines.entries()) {
      if (line.row) {
        blocks.push({
          kind: 'row',
          text: line.text,
          level: 0,
          page: page.index,
          pageLabel: page.label,
          ...(line.label ? { label: line.label } : {}),
        })
        current = undefined
        previous = line
        continue
      }
      const bySize = isHeadingLine(line, bodySize)
      const gap = previous ? previous.y - line.y : 0
      const below = page.lines[i + 1]
      const heading =
        bySize ||
        isEmphasisedHeading(line, bodySize, bodyFont) ||
        isSetApartHeading(
          line,
          previous ? gap : Number.POSITIVE_INFINITY,
          below ? line.y - below.y : Number.POSITIVE_INFINITY,
          paragraphGap,
        )
      const level = bySize ? levelOf(line) : heading ? emphasisLevel : 0
      const apart =
        !previous || gap < 0 || gap > paragraphGap * (Math.max(previous.size, line.size) / bodySize)
      const continues =
        current &&
        current.level === level &&
        !apart &&
        (heading || !LIST_ITEM.test(line.text)) &&
        // A heading that wraps continues; a paragraph never runs on into a heading or out of one.
        (current.kind === 'heading') === heading
      if (current && continues) {
        current.text = joinLine(current.text, line.text)
      } else {
        current = {
          kind: heading ? 'heading' : 'paragraph',
          text: line.text,
          level,
          page: page.index,
          pageLabel: page.label,
        }
        blocks.push(current)
      }
      previous = line
    }
  }
  return blocks
}

/** Markdown: `#` headings, paragraphs between blank lines, fenced code kept whole; text kept as written. */
export function markdownBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let lines: string[] = []
  let fence: string | null = null
  const flush = () => {
    const body = lines.join('\n').trim()
    if (body) blocks.push({ kind: 'paragraph', text: body, level: 0, page: null, pageLabel: null })
    lines = []
  }
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1]
    if (fence) {
      lines.push(line)
      if (marker === fence) {
        fence = null
        flush()
      }
      continue
    }
    if (marker) {
      flush()
      fence = marker
      lines.push(line)
      continue
    }
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) {
      flush()
      const [, hashes = '#', title = ''] = heading
      blocks.push({ kind: 'heading', text: title, level: hashes.length, page: null, pageLabel: null })
    } else if (line.trim() === '') {
      flush()
    } else {
      lines.push(line)
    }
  }
  flush()
  return blocks
}

/** Plain text: paragraphs between blank lines, with their line breaks. */
export function plainTextBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+$/gm, '').trim())
    .filter(Boolean)
    .map((p) => ({ kind: 'paragraph' as const, text: p, level: 0, page: null, pageLabel: null }))
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?:;])\s+(?=\S)/)

/** A paragraph longer than a chunk, in pieces of whole sentences (words, for a sentence too long). */
function piecesOf(text: string): string[] {
  if (text.length <= CHUNK_TARGET_CHARS) return [text]
  const pieces: string[] = []
  let piece = ''
  const words = (sentence: string) => {
    for (const word of sentence.split(/\s+/)) {
      if (piece && piece.length + word.length + 1 > CHUNK_TARGET_CHARS) {
        pieces.push(piece)
        piece = ''
      }
      piece = piece ? `${piece} ${word}` : word
    }
  }
  for (const sentence of sentencesOf(text)) {
    if (sentence.length > CHUNK_MAX_SENTENCE_CHARS) {
      words(sentence)
      continue
    }
    if (piece && piece.length + sentence.length + 1 > CHUNK_TARGET_CHARS) {
      pieces.push(piece)
      piece = ''
    }
    piece = piece ? `${piece} ${sentence}` : sentence
  }
  if (piece) pieces.push(piece)
  return pieces
}

/** The closing sentences of a chunk, repeated at the start of the next so a split never loses context. */
function overlapOf(text: string): string {
  const sentences = sentencesOf(text)
  let tail = ''
  for (let i = sentences.length - 1; i > 0; i--) {
    const candidate = tail ? `${sentences[i]} ${tail}` : (sentences[i] ?? '')
    if (candidate.length > CHUNK_OVERLAP_CHARS)
      return tail || (candidate.length <= 2 * CHUNK_OVERLAP_CHARS ? candidate : '')
    tail = candidate
  }
  return tail
}

/**
 * Passages of about 800 characters: a heading always starts one, paragraphs are packed whole, a long one is
 * split between sentences, and a passage that had to be cut carries the last sentences of the one before.
 * A passage never spans two pages, so its page number is exact.
 */
export function chunkBlocks(blocks: TextBlock[]): DocumentChunk[] {
  const chunks: DocumentChunk[] = []
  const trail: { level: number; text: string }[] = []
  let parts: string[] = []
  let overlapOnly = false
  let at: { page: number | null; pageLabel: string | null } = { page: null, pageLabel: null }
  const flush = (carry: boolean) => {
    const body = parts.join('\n\n')
    if (parts.length && !overlapOnly) {
      const heading = trail.at(-1)?.text ?? null
      chunks.push({ ...at, heading, parents: trail.slice(0, -1).map((h) => h.text), body })
    }
    const overlap = carry && !overlapOnly ? overlapOf(body) : ''
    parts = overlap ? [overlap] : []
    overlapOnly = Boolean(overlap)
  }
  const length = () => parts.reduce((sum, p) => sum + p.length + 2, 0)

  for (const block of blocks) {
    if (block.kind === 'heading') {
      flush(false)
      while ((trail.at(-1)?.level ?? 0) >= block.level) trail.pop()
      trail.push({ level: block.level, text: block.text })
      continue
    }
    if (block.page !== at.page) {
      flush(false)
      at = { page: block.page, pageLabel: block.pageLabel }
    }
    if (block.kind === 'row') {
      flush(false)
      // Titled by its first cell under the table's heading ('Troubleshooting > The unit does not turn on').
      const parents = trail.map((h) => h.text)
      chunks.push({
        ...at,
        heading: block.label ?? parents.at(-1) ?? null,
        parents: block.label ? parents : parents.slice(0, -1),
        body: block.text,
      })
      continue
    }
    for (const piece of piecesOf(block.text)) {
      if (parts.length && !overlapOnly && length() + piece.length > CHUNK_TARGET_CHARS) flush(true)
      parts.push(piece)
      overlapOnly = false
    }
  }
  flush(false)
  return chunks
}

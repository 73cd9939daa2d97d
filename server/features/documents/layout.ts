// A PDF page's text in reading order, from the positions of pdf.js's text items: runs of text on one
// baseline, columns read one after the other (split where a gutter runs down the page), and tables kept
// together row by row. Runs in the PDF's own coordinates: x to the right, y upwards, in points.
import type { TextLine } from './text'

/** Text drawn on one baseline without a wide gap: a line of a paragraph, a column's line, a table cell's. */
export interface TextRun {
  text: string
  x: number
  y: number
  width: number
  size: number
  /** pdf.js's name for the run's font, or '' when the run mixes fonts (a bold word in a sentence). */
  font: string
  /** The text items the run is made of: a table's narrow gutter can only be seen between them. */
  pieces: Piece[]
}

interface Piece {
  text: string
  x: number
  width: number
}

interface PdfTextItem {
  str: string
  transform: number[]
  width: number
  hasEOL: boolean
  fontName?: string
}

// Items further apart than this many times the font size belong to different runs (a gutter, a table cell);
// the space between words, even justified, is well under it.
const RUN_GAP_EMS = 1.2
// A gutter between columns is at least this wide (points) and runs down most of the rows that have text.
const MIN_GUTTER = 7
// Columns read apart though their rows do not line up are of about one width: the narrower at least this
// share of the wider.
const SAME_WIDTH_RATIO = 0.6
// A page's first or last row further from the next than this many times the usual row gap is set apart at
// the edge (a running header or footer), on a page of at least EDGE_MIN_ROWS rows.
const EDGE_GAP_RATIO = 1.5
const EDGE_MIN_ROWS = 8
// Runs wider than this share of the text's width cross any gutter (a heading or paragraph across the page).
const SPANNING_SHARE = 0.62
// A table's cells are short: a column whose lines are mostly shorter than this is a table's, not text's.
const TABLE_CELL_CHARS = 30
const MIN_TABLE_ROWS = 3
const HEADING_RATIO = 1.15
const LIST_MARKER = /^(\d{1,2}[.)]?|[a-z][.)]|[•●▪◦–*-]|step \d+)$/i
// The widest text a real page holds, in points (a PDF page is at most 200 inches, 14,400 points).
const MAX_TEXT_WIDTH = 15_000
// A table whose header is searched for its rows stops after this many lines (a real page holds a few dozen),
// so a page of thousands of header-like rows is not searched over and over.
const MAX_TABLE_LINES = 400

// Lowest and highest of many numbers (a page can hold tens of thousands of runs: no spreading into arguments).
const minOf = (values: number[]) => values.reduce((a, b) => (b < a ? b : a), Number.POSITIVE_INFINITY)
const maxOf = (values: number[]) => values.reduce((a, b) => (b > a ? b : a), Number.NEGATIVE_INFINITY)

// Text turned more than this (tan 10 degrees) from the page's lines is not read with them where it is the
// smaller part of the page's text: a thumb tab's chapter name, a code printed up the margin, a figure's label.
const TURNED_SLOPE = 0.18
const TURNED_SHARE = 0.25
const isTextItem = (raw: unknown): raw is PdfTextItem =>
  typeof raw === 'object' && raw !== null && 'str' in raw && 'transform' in raw
const isTurned = ({ transform: [a = 0, b = 0] }: PdfTextItem) => a <= 0 || Math.abs(b) > a * TURNED_SLOPE

/** The page's text items, without the turned ones where most of the text runs along the lines. */
function alongTheLines(items: readonly unknown[]): PdfTextItem[] {
  const texts = items.filter(isTextItem)
  let turned = 0
  let all = 0
  for (const item of texts) {
    all += item.str.length
    if (isTurned(item)) turned += item.str.length
  }
  return turned > 0 && turned <= all * TURNED_SHARE ? texts.filter((item) => !isTurned(item)) : texts
}

/** Runs from pdf.js text items: items on one baseline join, with a space where pdf.js left it out. */
export function runsOf(items: readonly unknown[]): TextRun[] {
  const runs: TextRun[] = []
  let run: TextRun | undefined
  const finish = () => {
    const text = run?.text.replace(/\s+/g, ' ').trim()
    if (run && text) runs.push({ ...run, text })
    run = undefined
  }
  for (const item of alongTheLines(items)) {
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform
    const size = Math.hypot(c, d) || Math.hypot(a, b)
    // A hostile file can place text at infinity or give it no number at all: such text has no place to read.
    const placed = [x, y, size, item.width].every(Number.isFinite)
    if (placed && item.str.trim()) {
      const end = run ? run.x + run.width : 0
      const sameLine = run && Math.abs(y - run.y) <= Math.max(size, run.size) * 0.5
      const gap = x - end
      if (run && (!sameLine || gap > Math.max(size, run.size) * RUN_GAP_EMS || gap < -run.size)) finish()
      if (!run) {
        run = {
          text: item.str,
          x,
          y,
          width: item.width,
          size,
          font: item.fontName ?? '',
          pieces: [{ text: item.str, x, width: item.width }],
        }
      } else {
        run.pieces.push({ text: item.str, x, width: item.width })
        if (run.font !== (item.fontName ?? '')) run.font = ''
        // pdf.js leaves out the space between words drawn as separate items.
        const spaced = gap > size * 0.15 && !/\s$/.test(run.text) && !/^\s/.test(item.str)
        run.text += spaced ? ` ${item.str}` : item.str
        run.width = Math.max(run.width, x + item.width - run.x)
        run.size = Math.max(run.size, size)
      }
    }
    if (item.hasEOL) finish()
  }
  finish()
  return runs
}

/** The font size that carries the most characters. */
function dominantSize(runs: TextRun[]): number {
  const chars = new Map<number, number>()
  for (const r of runs) {
    const size = Math.round(r.size * 2) / 2
    chars.set(size, (chars.get(size) ?? 0) + r.text.length)
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10
}

/** Runs that share a baseline, top of the page first, each row's runs left to right. */
function rowsOf(runs: TextRun[]): TextRun[][] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x)
  const rows: TextRun[][] = []
  for (const run of sorted) {
    const row = rows.at(-1)
    const first = row?.[0]
    if (row && first && Math.abs(first.y - run.y) <= Math.min(first.size, run.size) * 0.4) row.push(run)
    else rows.push([run])
  }
  for (const row of rows) row.sort((p, q) => p.x - q.x)
  return rows
}

const lineOf = (runs: TextRun[]): TextLine => {
  const first = runs[0] as TextRun
  const last = runs.at(-1) as TextRun
  return {
    text: runs.map((r) => r.text).join(' '),
    y: first.y,
    size: maxOf(runs.map((r) => r.size)),
    x: first.x,
    width: last.x + last.width - first.x,
    font: runs.every((r) => r.font === first.font) ? first.font : '',
  }
}

/**
 * The gutters of a set of rows: vertical strips no run crosses (runs across the whole text width aside, and
 * headings: a chapter's title set large from the left margin often ends inside the right column), with text
 * on both sides in at least three rows, or columns of about one width beside each other on other baselines
 * (besideEachOther).
 */
function guttersOf(rows: TextRun[][], body: number): { from: number; to: number }[] {
  const runs = rows.flat()
  if (runs.length === 0) return []
  const left = minOf(runs.map((r) => r.x))
  const right = maxOf(runs.map((r) => r.x + r.width))
  const width = right - left
  // The strip is measured point by point; text spread wider than any real page (a hostile file) has none.
  if (width <= 0 || width > MAX_TEXT_WIDTH) return []
  // A running header or footer set apart at the page's edge may cross the gutter: it does not hide it.
  const counted = rows.filter((row) => !setApartAtTheEdge(row, rows))
  const narrow = counted
    .flat()
    .filter((r) => r.width < width * SPANNING_SHARE && r.size < body * HEADING_RATIO)
  const covered = new Uint8Array(Math.ceil(width) + 1)
  for (const r of narrow) {
    for (let x = Math.floor(r.x - left); x < Math.ceil(r.x + r.width - left); x++) covered[x] = 1
  }
  const gutters: { from: number; to: number }[] = []
  let start = -1
  for (let x = 0; x <= covered.length; x++) {
    if (x < covered.length && covered[x] === 0) {
      if (start < 0) start = x
      continue
    }
    if (start > 0 && x - start >= MIN_GUTTER && x < covered.length) {
      const from = left + start
      const to = left + x
      const leftOf = (row: TextRun[]) => row.some((r) => r.x + r.width <= from + 0.5)
      const rightOf = (row: TextRun[]) => row.some((r) => r.x >= to - 0.5)
      const both = rows.filter((row) => leftOf(row) && rightOf(row))
      // A list's numbers or bullets set apart from their text ('1.', '•') are not a column.
      const besideLeft = both.map((row) => row.filter((r) => r.x + r.width <= from + 0.5).at(-1)?.text ?? '')
      const markers = besideLeft.filter((text) => LIST_MARKER.test(text)).length
      const listMarkers = markers > 0 && markers >= both.length / 2
      if ((both.length >= 3 || besideEachOther(rows, { from, to }, leftOf, rightOf)) && !listMarkers)
        gutters.push({ from, to })
    }
    start = -1
  }
  return gutters
}

/**
 * Whether two sides of a strip are columns of text beside each other, though on different baselines: at least
 * three rows on each side, three of one side's rows between the other side's first and last (a column set half
 * a line off the other's rows, a section's last lines run over into the top of the next column), and sides of
 * about one width. A narrow margin column of notes beside the text ('WARNING ...') is not one: its notes belong
 * to the section beside them and are read where they stand.
 */
function besideEachOther(
  rows: TextRun[][],
  gutter: { from: number; to: number },
  leftOf: (row: TextRun[]) => boolean,
  rightOf: (row: TextRun[]) => boolean,
): boolean {
  const y = (row: TextRun[]) => row[0]?.y ?? 0
  const left = rows.filter(leftOf).map(y)
  const right = rows.filter(rightOf).map(y)
  if (left.length < 3 || right.length < 3) return false
  const runs = rows.flat()
  const leftWidth =
    gutter.from - minOf(runs.filter((r) => r.x + r.width <= gutter.from + 0.5).map((r) => r.x))
  const rightWidth = maxOf(runs.filter((r) => r.x >= gutter.to - 0.5).map((r) => r.x + r.width)) - gutter.to
  if (Math.min(leftWidth, rightWidth) < Math.max(leftWidth, rightWidth) * SAME_WIDTH_RATIO) return false
  const within = (ys: number[], of: number[]) => {
    const top = maxOf(of)
    const bottom = minOf(of)
    return ys.filter((v) => v <= top && v >= bottom).length
  }
  return within(right, left) >= 3 || within(left, right) >= 3
}

/** Whether a row is the page's first or last, set apart from the rest by a wider gap than rows usually have. */
function setApartAtTheEdge(row: TextRun[], rows: TextRun[][]): boolean {
  if (rows.length < EDGE_MIN_ROWS) return false
  const first = rows[0] === row
  const last = rows.at(-1) === row
  if (!first && !last) return false
  const y = (r: TextRun[] | undefined) => r?.[0]?.y ?? 0
  const gaps = rows.slice(1).map((r, i) => y(rows[i]) - y(r))
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
  const gap = first ? (gaps[0] ?? 0) : (gaps.at(-1) ?? 0)
  return gap > usual * EDGE_GAP_RATIO
}

const columnOf = (run: TextRun, gutters: { from: number; to: number }[]) => {
  let column = 0
  for (const g of gutters) if (run.x >= g.to - 0.5) column++
  return column
}
const crosses = (run: TextRun, gutters: { from: number; to: number }[]) =>
  gutters.some((g) => run.x < g.from - 0.5 && run.x + run.width > g.to + 0.5)

/**
 * Whether rows split by these gutters are a table's: its first column's lines are short, and mostly start
 * their cells. Narrow columns of text (a three-column glossary) have short lines too, but most of them carry
 * on a sentence from the line above ('that sends and receives').
 */
function looksLikeTable(rows: TextRun[][], gutters: { from: number; to: number }[]): boolean {
  const split = rows.filter((row) => new Set(row.map((r) => columnOf(r, gutters))).size > 1)
  if (split.length < MIN_TABLE_ROWS) return false
  const firstColumn = rows.flatMap((row) => row.filter((r) => columnOf(r, gutters) === 0))
  const lengths = firstColumn.map((r) => r.text.length).sort((a, b) => a - b)
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0
  const carriedOn = firstColumn.filter((r) => /^\p{Ll}/u.test(r.text)).length
  return median <= TABLE_CELL_CHARS && carriedOn < firstColumn.length / 2
}

/** A table without a header row's named cells, split by gutters: its rows ('Weight: 1.2 kg'), or named by its first row. */
function tableRows(rows: TextRun[][], gutters: { from: number; to: number }[]): TextLine[] {
  const columns = gutters.length + 1
  const cellsOf = (row: TextRun[]) =>
    Array.from({ length: columns }, (_, c) =>
      row
        .filter((r) => columnOf(r, gutters) === c)
        .map((r) => withoutRules(r.text))
        .filter(Boolean)
        .join(' '),
    )
  const first = cellsOf(rows[0] ?? [])
  const header = first.every((c) => c && HEADER_CELL(c)) ? first : null
  return namedRows(header ? rows.slice(1) : rows, cellsOf, header)
}

function joinCellLine(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next
  return `${text} ${next}`
}

// A table's header cells are short labels ('Problem', 'Possible cause'): not sentences, not index entries.
const HEADER_CELL = (text: string) =>
  text.length <= TABLE_CELL_CHARS && text.split(/\s+/).length <= 4 && !/[.:;]|\d$|^\d/.test(text)
/**
 * A header cell naming one model of a series that another cell of the header names too ('HOOK Reveal 5' beside
 * 'HOOK Reveal 7'): a specifications table with a column per model, though the label ends with a number.
 */
const isModelOfASeries = (text: string, head: TextRun[]) => {
  const series = /^(\p{L}[\p{L} -]{1,24}?) ?\d{1,4}[a-z]{0,3}$/iu.exec(text)?.[1]
  return (
    series !== undefined &&
    text.length <= TABLE_CELL_CHARS &&
    head.filter((r) => r.text !== text && r.text.startsWith(series)).length > 0
  )
}
// How far (points) a cell's text may start from its header's.
const CELL_ALIGN = 3

/** The column a piece of a table's row is in: the last column whose header starts at or before it. */
const cellColumn = (x: number, starts: number[]) => {
  let column = 0
  starts.forEach((start, i) => {
    if (x >= start - CELL_ALIGN) column = i
  })
  return column
}

/**
 * A table that starts at row `at` with a header row: two or more short labels, the rows below starting their
 * cells where the labels start and never running across a column's start (their text items, since a narrow
 * gutter hides between runs). A two-column one also has short cells ('Weight' '1.2 kg'), as two columns of
 * text under two side-by-side headings do not.
 */
function headedTableAt(
  rows: TextRun[][],
  at: number,
  body: number,
): { lines: TextLine[]; end: number } | null {
  const head = rows[at] ?? []
  if (
    head.length < 2 ||
    !head.every(
      (r) => (HEADER_CELL(r.text) || isModelOfASeries(r.text, head)) && r.size < body * HEADING_RATIO,
    )
  )
    return null
  const starts = head.map((r) => r.x)
  const fits = (row: TextRun[], previous: TextRun[]) => {
    const pieces = row.flatMap((r) => r.pieces)
    const gap = (previous[0]?.y ?? 0) - (row[0]?.y ?? 0)
    return (
      gap <= 3 * maxOf(row.map((r) => r.size)) &&
      row.every((r) => r.size < body * HEADING_RATIO) &&
      pieces.every((p) => p.x >= (starts[0] ?? 0) - CELL_ALIGN) &&
      !pieces.some((p) => starts.some((s) => p.x < s - CELL_ALIGN && p.x + p.width > s + CELL_ALIGN))
    )
  }
  // A header is set apart (bold) from its cells, where the fonts are known: three columns of a glossary whose
  // first entries happen to be short are not a table. (Asked of the first row first: it settles most pages.)
  const headFont = head[0]?.font ?? ''
  const setApart = (fonts: Set<string>) =>
    !(headFont && head.every((r) => r.font === headFont) && fonts.has(headFont))
  const next = rows[at + 1]
  if (!next || !fits(next, head) || !setApart(new Set(next.map((r) => r.font)))) return null
  let end = at + 1
  while (
    end < rows.length &&
    end - at <= MAX_TABLE_LINES &&
    fits(rows[end] as TextRun[], rows[end - 1] as TextRun[])
  )
    end++
  const below = rows.slice(at + 1, end)
  if (below.length < 1) return null
  const aligned = below.filter((row) =>
    row.flatMap((r) => r.pieces).some((p) => starts.slice(1).some((s) => Math.abs(p.x - s) <= CELL_ALIGN)),
  )
  if (aligned.length === 0) return null
  if (!setApart(new Set(below.flatMap((row) => row.map((r) => r.font))))) return null
  if (starts.length === 2) {
    const lengths = below.flatMap((row) => row.flatMap((r) => r.pieces.map((p) => p.text.trim().length)))
    lengths.sort((a, b) => a - b)
    if ((lengths[Math.floor(lengths.length / 2)] ?? 0) > TABLE_CELL_CHARS) return null
  }
  const header = head.map((r) => r.text)
  const cellsOf = (row: TextRun[]) => {
    const cells: string[] = header.map(() => '')
    for (const piece of row.flatMap((r) => r.pieces)) {
      const text = piece.text.trim()
      if (!text || text === CELL_RULE_MARK) continue
      const c = cellColumn(piece.x, starts)
      cells[c] = cells[c] ? `${cells[c]} ${text}` : text
    }
    return cells
  }
  return { lines: namedRows(below, cellsOf, header), end }
}

/**
 * A table's rows, one line each: a row starts where its first column starts a new cell after a wider gap
 * than the lines of a cell have between them (or at every first-column line when the table has no padding);
 * each cell's lines are joined, and named by the header where there is one ('Problem: ...').
 */
function namedRows(
  rows: TextRun[][],
  cellsOf: (row: TextRun[]) => string[],
  header: string[] | null,
): TextLine[] {
  const gaps: number[] = []
  for (let i = 1; i < rows.length; i++) gaps.push((rows[i - 1]?.[0]?.y ?? 0) - (rows[i]?.[0]?.y ?? 0))
  const lineGap = minOf(gaps)
  const padded = gaps.some((g) => g > lineGap * 1.2)
  const groups: { cells: string[]; first: TextRun }[] = []
  rows.forEach((row, i) => {
    const cells = cellsOf(row)
    const gap = i > 0 ? (gaps[i - 1] ?? 0) : Number.POSITIVE_INFINITY
    const last = groups.at(-1)
    // Without padding to tell rows apart (a table of one or two rows, a table's last rows carried over to the
    // next page), a first cell that carries on the one above ('Fish show as lines,' 'not arches') is that row's.
    const startsRow = padded ? gap > lineGap * 1.2 : !carriesOn(last?.cells ?? [], cells)
    if (!last || (cells[0] && startsRow)) {
      groups.push({ cells, first: row[0] as TextRun })
      return
    }
    last.cells = last.cells.map((cell, c) => {
      const more = cells[c]
      return more ? (cell ? joinCellLine(cell, more) : more) : cell
    })
  })
  return groups.map(({ cells, first }) => ({
    text: rowText(cells, header),
    y: first.y,
    size: first.size,
    x: first.x,
    width: 0,
    row: true,
    label: cells[0] || undefined,
  }))
}

/**
 * Whether a table line carries on the row above: its first cell stops mid-phrase ('Fish show as lines,'), or,
 * in a table of three columns or more, it starts in lower case below a row that starts with a capital, or
 * every cell carries on in lower case ('not arches' 'or the scroll speed...'). A name starting in lower case
 * ('microSD slot') alone does not: a two-column table's names are short labels.
 */
function carriesOn(above: string[], line: string[]): boolean {
  const first = (above[0] ?? '').trim()
  if (/(?:[,;(/-]|\b(?:and|or|the|a|an|of|to|with|for|in|on))$/i.test(first)) return true
  // In a table of three columns or more whose row starts with a capital ('The picture' 'does not' 'move'), a
  // first cell in lower case goes on.
  if (line.length >= 3 && /^\p{Lu}/u.test(first) && /^\p{Ll}/u.test((line[0] ?? '').trim())) return true
  const filled = line.filter(Boolean)
  return line.length >= 3 && filled.length > 0 && filled.every((cell) => /^\p{Ll}/u.test(cell))
}

/** A row's passage: its cells named by the header ('Problem: ...\nSolution: ...'), or 'Name: value'. */
function rowText(cells: string[], header: string[] | null): string {
  // Two columns are a name and its value ('Weight: 690 g'), whatever the header calls them.
  if (!header || header.length <= 2) return cells.filter(Boolean).join(': ')
  return cells
    .map((cell, i) => (cell ? `${header[i] ?? ''}: ${cell}` : ''))
    .filter(Boolean)
    .join('\n')
}

// OCR reads the rules between a ruled table's cells as '|'.
const CELL_RULE = /\s*\|\s*/
const CELL_RULE_MARK = '|'
/** A cell's text without the rules read beside it (a rule is not a word of a cell). */
const withoutRules = (text: string) =>
  text
    .split(' ')
    .filter((word) => word !== CELL_RULE_MARK)
    .join(' ')
    .trim()
// How far (points) a row's lines are indented from the table's left edge when they continue a row.
const ROW_INDENT = 3

/**
 * A scanned page's ruled tables, one line a row: a header of short labels parted by rules ('Problem | Cause |
 * Solution'); each line below that starts at the table's left edge starts a row, an indented one continues
 * it, and the row's text is cut into cells at the rules. The table ends at a line without a rule at its left
 * edge, or at a paragraph's gap.
 */
export function ruledTableLines(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i] as TextLine
    const header = head.text.split(CELL_RULE)
    if (header.length < 2 || !header.every((cell) => cell && HEADER_CELL(cell))) {
      out.push(head)
      continue
    }
    const left = head.x ?? 0
    const rows: { text: string; first: TextLine }[] = []
    let previous = head
    let end = i + 1
    for (; end < lines.length; end++) {
      const line = lines[end] as TextLine
      const gap = previous.y - line.y
      if (gap <= 0 || gap > 2.5 * Math.max(line.size, previous.size)) break
      const indented = (line.x ?? 0) > left + ROW_INDENT
      const last = rows.at(-1)
      if (indented && last) last.text = joinCellLine(last.text, line.text)
      else if (!indented && CELL_RULE.test(line.text)) rows.push({ text: line.text, first: line })
      else break
      previous = line
    }
    if (rows.length === 0) {
      out.push(head)
      continue
    }
    for (const { text, first } of rows) {
      const cells = text.split(CELL_RULE).map((cell) => cell.trim())
      // Cells beyond the header's (a rule read where there was none) stay with the last column.
      const fitted = [...cells.slice(0, header.length - 1), cells.slice(header.length - 1).join(' ')]
      out.push({
        ...first,
        text: rowText(fitted, header),
        width: 0,
        row: true,
        label: fitted[0] || undefined,
      })
    }
    i = end - 1
  }
  return out
}

/**
 * Rows without a headed table, in reading order: rows split by a gutter are either a table without a header
 * (short first column), one line per table row, or columns of text, read column after column; a run across
 * the gutters (a heading over both columns) ends the columns above it.
 */
function orderedLines(rows: TextRun[][], body: number): TextLine[] {
  const gutters = guttersOf(rows, body)
  if (gutters.length === 0) return rows.map(lineOf)
  const lines: TextLine[] = []
  let band: TextRun[][] = []
  const isHeading = (row: TextRun[]) => row.some((r) => r.size >= body * HEADING_RATIO)
  const isTable = (rows: TextRun[][]) => rows.length >= MIN_TABLE_ROWS && looksLikeTable(rows, gutters)
  const flush = () => {
    // A table's heading is not its first row: the headings above a table come before it.
    const lead = band.findIndex((row) => !isHeading(row))
    const table = lead < 0 ? [] : band.slice(lead)
    if (table.length > 0 && !table.some(isHeading) && isTable(table)) {
      lines.push(...band.slice(0, lead).map(lineOf), ...tableRows(table, gutters))
    } else {
      for (let c = 0; c <= gutters.length; c++) {
        for (const row of band) {
          const inColumn = row.filter((r) => columnOf(r, gutters) === c)
          if (inColumn.length) lines.push(lineOf(inColumn))
        }
      }
    }
    band = []
  }
  for (const row of rows) {
    // A run across the gutters (a heading or paragraph over the columns) ends the columns above it. A heading
    // inside one column is that column's ('Power connection' at the foot of the left column, beside the right
    // column's text), unless it follows a table: then it ends the table, whose heading it is not. (A band longer
    // than any table is not asked again at each heading: a page of thousands of headings is read in one go.)
    if (row.some((r) => crosses(r, gutters))) {
      flush()
      lines.push(lineOf(row))
    } else if (
      isHeading(row) &&
      band.length <= MAX_TABLE_LINES &&
      isTable(band.filter((r) => !isHeading(r)))
    ) {
      flush()
      band.push(row)
    } else {
      band.push(row)
    }
  }
  flush()
  return lines
}

/** A page's lines in reading order: its headed tables row by row, the rest in columns (orderedLines). */
export function pageLines(runs: TextRun[]): TextLine[] {
  const rows = rowsOf(runs)
  const body = dominantSize(runs)
  const lines: TextLine[] = []
  let from = 0
  for (let i = 0; i < rows.length; ) {
    const table = headedTableAt(rows, i, body)
    if (!table) {
      i++
      continue
    }
    lines.push(...orderedLines(rows.slice(from, i), body), ...table.lines)
    i = table.end
    from = i
  }
  lines.push(...orderedLines(rows.slice(from), body))
  return lines
}

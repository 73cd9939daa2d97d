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
// Runs wider than this share of the text's width cross any gutter (a heading or paragraph across the page).
const SPANNING_SHARE = 0.62
// A table's cells are short: a column whose lines are mostly shorter than this is a table's, not text's.
const TABLE_CELL_CHARS = 30
const MIN_TABLE_ROWS = 3
const HEADING_RATIO = 1.15
const LIST_MARKER = /^(\d{1,2}[.)]?|[a-z][.)]|[•●▪◦–*-]|step \d+)$/i

/** Runs from pdf.js text items: items on one baseline join, with a space where pdf.js left it out. */
export function runsOf(items: readonly unknown[]): TextRun[] {
  const runs: TextRun[] = []
  let run: TextRun | undefined
  const finish = () => {
    const text = run?.text.replace(/\s+/g, ' ').trim()
    if (run && text) runs.push({ ...run, text })
    run = undefined
  }
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null || !('str' in raw)) continue
    const item = raw as PdfTextItem
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform
    const size = Math.hypot(c, d) || Math.hypot(a, b)
    if (item.str.trim()) {
      const end = run ? run.x + run.width : 0
      const sameLine = run && Math.abs(y - run.y) <= Math.max(size, run.size) * 0.5
      const gap = x - end
      if (run && (!sameLine || gap > Math.max(size, run.size) * RUN_GAP_EMS || gap < -run.size)) finish()
      if (!run) {
        run = { text: item.str, x, y, width: item.width, size, font: item.fontName ?? '' }
      } else {
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
    size: Math.max(...runs.map((r) => r.size)),
    x: first.x,
    width: last.x + last.width - first.x,
    font: runs.every((r) => r.font === first.font) ? first.font : '',
  }
}

/**
 * The gutters of a set of rows: vertical strips no run crosses (runs across the whole text width aside),
 * with text on both sides in at least three rows.
 */
function guttersOf(rows: TextRun[][]): { from: number; to: number }[] {
  const runs = rows.flat()
  if (runs.length === 0) return []
  const left = Math.min(...runs.map((r) => r.x))
  const right = Math.max(...runs.map((r) => r.x + r.width))
  const width = right - left
  if (width <= 0) return []
  const narrow = runs.filter((r) => r.width < width * SPANNING_SHARE)
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
      const both = rows.filter(
        (row) => row.some((r) => r.x + r.width <= from + 0.5) && row.some((r) => r.x >= to - 0.5),
      )
      // A list's numbers or bullets set apart from their text ('1.', '•') are not a column.
      const besideLeft = both.map((row) => row.filter((r) => r.x + r.width <= from + 0.5).at(-1)?.text ?? '')
      const markers = besideLeft.filter((text) => LIST_MARKER.test(text)).length
      if (both.length >= 3 && markers < both.length / 2) gutters.push({ from, to })
    }
    start = -1
  }
  return gutters
}

const columnOf = (run: TextRun, gutters: { from: number; to: number }[]) => {
  let column = 0
  for (const g of gutters) if (run.x >= g.to - 0.5) column++
  return column
}
const crosses = (run: TextRun, gutters: { from: number; to: number }[]) =>
  gutters.some((g) => run.x < g.from - 0.5 && run.x + run.width > g.to + 0.5)

/** Whether rows split by these gutters are a table's: its first column's lines are short. */
function looksLikeTable(rows: TextRun[][], gutters: { from: number; to: number }[]): boolean {
  const split = rows.filter((row) => new Set(row.map((r) => columnOf(r, gutters))).size > 1)
  if (split.length < MIN_TABLE_ROWS) return false
  const firstColumn = rows.flatMap((row) => row.filter((r) => columnOf(r, gutters) === 0))
  const lengths = firstColumn.map((r) => r.text.length).sort((a, b) => a - b)
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0
  return median <= TABLE_CELL_CHARS
}

/**
 * A table's rows: a row starts where its first column starts a new cell after a wider gap than the lines of
 * a cell have between them (or at every first-column line when the table has no padding); each cell's lines
 * are joined. The first row names the columns when its cells are short labels.
 */
function tableRows(rows: TextRun[][], gutters: { from: number; to: number }[]): TextLine[] {
  const columns = gutters.length + 1
  const gaps: number[] = []
  for (let i = 1; i < rows.length; i++) gaps.push((rows[i - 1]?.[0]?.y ?? 0) - (rows[i]?.[0]?.y ?? 0))
  const lineGap = Math.min(...gaps)
  const groups: TextRun[][][] = []
  rows.forEach((row, i) => {
    const startsCell = row.some((r) => columnOf(r, gutters) === 0)
    const gap = i > 0 ? (gaps[i - 1] ?? 0) : Number.POSITIVE_INFINITY
    const last = groups.at(-1)
    if (!last || (startsCell && gap > lineGap * 1.2) || (startsCell && gaps.every((g) => g <= lineGap * 1.2)))
      groups.push([row])
    else last.push(row)
  })
  const cellsOf = (group: TextRun[][]) =>
    Array.from({ length: columns }, (_, c) =>
      group
        .flatMap((row) => row.filter((r) => columnOf(r, gutters) === c))
        .map((r) => r.text)
        .reduce((text, line) => (text ? joinCellLine(text, line) : line), ''),
    )
  const all = groups.map((g) => ({ cells: cellsOf(g), first: g[0]?.[0] as TextRun }))
  // The first row names the columns when its cells are short labels ('Problem', 'Possible cause').
  const header = all[0]?.cells.every(
    (c) => c && c.length <= TABLE_CELL_CHARS && !/[.:;]$/.test(c) && !/^\d/.test(c),
  )
    ? (all[0]?.cells ?? null)
    : null
  return (header ? all.slice(1) : all).map(({ cells, first }) => {
    const text = header
      ? cells
          .map((cell, i) => (cell ? `${header[i] ?? ''}: ${cell}` : ''))
          .filter(Boolean)
          .join('\n')
      : cells.filter(Boolean).join(': ')
    return { text, y: first.y, size: first.size, x: first.x, width: 0, row: true }
  })
}

function joinCellLine(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next
  return `${text} ${next}`
}

/**
 * A page's lines in reading order. Rows whose runs are split by a gutter are either a table (short first
 * column) — kept as one line per table row — or columns of text, read column after column; a run across
 * the gutters (a heading over both columns) ends the columns above it.
 */
export function pageLines(runs: TextRun[]): TextLine[] {
  const rows = rowsOf(runs)
  const gutters = guttersOf(rows)
  if (gutters.length === 0) return rows.map(lineOf)
  const lines: TextLine[] = []
  let band: TextRun[][] = []
  const flush = () => {
    if (band.length === 0) return
    if (band.length >= MIN_TABLE_ROWS && looksLikeTable(band, gutters)) {
      lines.push(...tableRows(band, gutters))
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
  const body = dominantSize(runs)
  for (const row of rows) {
    // A heading (larger than the body text) ends the columns or the table above it, like a run across them.
    if (row.some((r) => crosses(r, gutters) || r.size >= body * HEADING_RATIO)) {
      flush()
      lines.push(lineOf(row))
    } else {
      band.push(row)
    }
  }
  flush()
  return lines
}

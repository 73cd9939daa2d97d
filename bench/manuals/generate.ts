// The owner's manuals of `npm run bench:manuals`: five imaginary devices' manuals drawn with pdf-lib (one of
// them a scan, drawn through server/test/scanned-pdf.ts when it exists) and four of catalogue devices
// (content-catalogue.ts, some in house styles of their own: see its ManualStyle), deterministic, with the ground truth
// of every page: its PDF index, the number printed on it, its kind, the running header and footer drawn on it
// and all the text drawn on it.
import {
  degrees,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  PDFString,
  rgb,
  StandardFonts,
} from 'pdf-lib'
import { roman, wrapText } from '../../server/test/sample-pdfs'
import { scannedPdf } from '../../server/test/scanned-pdf'
import { MANUALS, type ManualSource } from './content'
import type { ManualStyle } from './content-catalogue'
import { scanManual } from './scan'

export type PageKind = 'cover' | 'contents' | 'chapter' | 'index' | 'blank'

export interface PageTruth {
  /** The PDF page index, 1-based (what knowledge_chunks.page holds). */
  index: number
  /** The page number printed on the page ('7', 'ii'), or null when none is printed. */
  printed: string | null
  kind: PageKind
  /** The chapter the page belongs to (chapter pages only). */
  chapter: string | null
  /** The running header drawn on the page, exactly as drawn. */
  header: string | null
  /** The footer's strings, exactly as drawn (the document code, the printed number). */
  footer: string[]
  /** Every string drawn on the page, in drawing order (a scan's text lines). */
  text: string[]
}

export interface GeneratedManual {
  id: string
  brand: string
  model: string
  deviceType: string
  title: string
  code: string
  fileName: string
  scanned: boolean
  pageLabels: boolean
  twoColumns: boolean
  /** The device is the catalogue's own row (content/catalogue/devices.json), found by brand and model. */
  catalogue: boolean
  pdf: Uint8Array
  pages: PageTruth[]
  /** The 'title + chapter' running headers drawn, for the leakage check. */
  headers: string[]
}

// ---------------------------------------------------------------------------------------------------------
// The manuals' text, parsed from content.ts's small markup.

export type Block =
  | { kind: 'section'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'step'; number: string; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'notice'; label: string; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'page' }
  | { kind: 'columns'; count: number }
  | { kind: 'index'; terms: string[] }
  | { kind: 'figure'; height: number; caption: string }

export interface Chapter {
  title: string
  blocks: Block[]
}

/**
 * `# Chapter`, `## Section`, `1. Step`, `- bullet`, `NOTE: ...` (CAUTION, WARNING), `TABLE a | b | c` followed
 * by `| x | y | z` rows, `PAGE` (a page break), `COLUMNS n` (n columns from a new page on), `INDEX a; b` (terms
 * for the index, on the page reached), `FIGURE h Caption` (an illustration's frame h points high, with its
 * caption below), anything else a paragraph.
 */
export function parseChapters(text: string): Chapter[] {
  const chapters: Chapter[] = []
  let table: { kind: 'table'; columns: string[]; rows: string[][] } | null = null
  const cells = (line: string) =>
    line
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim())
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (line.startsWith('# ')) {
      chapters.push({ title: line.slice(2).trim(), blocks: [] })
      continue
    }
    const chapter = chapters.at(-1)
    if (!chapter) throw new Error(`text before the first chapter: ${line}`)
    const push = (block: Block) => chapter.blocks.push(block)
    if (line.startsWith('| ') && table) {
      table.rows.push(cells(line))
      continue
    }
    table = null
    const step = line.match(/^(\d+)\.\s+(.*)$/)
    const notice = line.match(/^(NOTE|CAUTION|WARNING|TIP):\s+(.*)$/)
    const columns = line.match(/^COLUMNS (\d)$/)
    const figure = line.match(/^FIGURE (\d+)\s+(.*)$/)
    if (line.startsWith('## ')) push({ kind: 'section', text: line.slice(3).trim() })
    else if (step) push({ kind: 'step', number: step[1] ?? '', text: step[2] ?? '' })
    else if (line.startsWith('- ')) push({ kind: 'bullet', text: line.slice(2).trim() })
    else if (notice) push({ kind: 'notice', label: notice[1] ?? '', text: notice[2] ?? '' })
    else if (line.startsWith('TABLE ')) {
      table = { kind: 'table', columns: cells(line.slice(6)), rows: [] }
      push(table)
    } else if (line === 'PAGE') push({ kind: 'page' })
    else if (columns) push({ kind: 'columns', count: Number(columns[1]) })
    else if (figure) push({ kind: 'figure', height: Number(figure[1]), caption: figure[2] ?? '' })
    else if (line.startsWith('INDEX ')) {
      push({
        kind: 'index',
        terms: line
          .slice(6)
          .split(';')
          .map((t) => t.trim())
          .filter(Boolean),
      })
    } else push({ kind: 'paragraph', text: line })
  }
  return chapters
}

// ---------------------------------------------------------------------------------------------------------
// Drawing a manual.

/** A paragraph's lines at a width; an empty paragraph is one empty line. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines = wrapText(text, font, size, width)
  return lines.length ? lines : ['']
}

interface Fonts {
  body: PDFFont
  bold: PDFFont
  italic: PDFFont
}

interface Sizes {
  body: number
  leading: number
  chapter: number
  section: number
  small: number
  table: number
}

/** A section or chapter and the page it starts on, for the contents and the index. */
interface Entry {
  level: 1 | 2
  title: string
  page: PageTruth
}

const GREY = rgb(0.35, 0.35, 0.35)

class Layout {
  readonly pages: PageTruth[] = []
  private readonly pdfPages: PDFPage[] = []
  readonly entries: Entry[] = []
  readonly indexTerms = new Map<string, Set<PageTruth>>()
  readonly headers = new Set<string>()
  private truth: PageTruth | undefined
  private columns = 1
  private column = 0
  private columnTop = 0
  y = 0
  /** Arabic page numbers start at this PDF index (printed 1). */
  firstNumbered = 0
  private chapter: string | null = null

  /** Chapter-relative numbering: each numbered chapter's label ('1', 'AP'), by its title. */
  readonly chapterLabels = new Map<string, string>()

  constructor(
    private readonly doc: PDFDocument,
    private readonly source: ManualSource & ManualStyle,
    private readonly fonts: Fonts,
    private readonly sizes: Sizes,
  ) {}

  get width() {
    return this.source.size[0]
  }
  get height() {
    return this.source.size[1]
  }
  get margin() {
    return this.source.margin
  }
  private get top() {
    return this.height - this.margin - 6
  }
  private get bottom() {
    return this.margin + 4
  }
  private get columnWidth() {
    // With a notice sidebar (one column), the main text takes the width right of the sidebar and the gutter.
    if (this.source.noticeSidebar)
      return this.width - 2 * this.margin - this.sidebarWidth - this.source.gutter
    return (this.width - 2 * this.margin - (this.columns - 1) * this.source.gutter) / this.columns
  }
  private get x() {
    if (this.source.noticeSidebar) return this.margin + this.sidebarWidth + this.source.gutter
    return this.margin + this.column * (this.columnWidth + this.source.gutter)
  }
  /** The notice sidebar's width at the left of a chapter page (none without one). */
  private get sidebarWidth() {
    return (this.width - 2 * this.margin) * (this.source.noticeSidebar ?? 0)
  }
  /** Where the sidebar's next notice may start on the page (below the last one). */
  private sidebarY = 0

  /** Adds a page; its header and footer are drawn once its printed number is known (`finish`). */
  addPage(kind: PageKind, printed: string | null = null): PageTruth {
    const page = this.doc.addPage(this.source.size)
    const truth: PageTruth = {
      index: this.pages.length + 1,
      printed,
      kind,
      chapter: kind === 'chapter' ? this.chapter : null,
      header: null,
      footer: [],
      text: [],
    }
    this.pages.push(truth)
    this.pdfPages.push(page)
    this.truth = truth
    this.column = 0
    this.columnTop = this.top
    this.y = this.top
    this.sidebarY = this.top
    return truth
  }

  pdfPage(truth: PageTruth): PDFPage {
    return this.pdfPages[truth.index - 1] as PDFPage
  }

  text(
    value: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    on: PageTruth | undefined = this.truth,
  ) {
    if (!on) throw new Error('no page')
    this.pdfPage(on).drawText(value, { x, y, size, font })
    on.text.push(value)
  }

  private nextColumn(kind: PageKind = 'chapter') {
    if (this.column + 1 < this.columns) {
      this.column++
      this.y = this.columnTop
    } else this.addPage(kind)
  }

  /** Room for `height` points in the current column, or the next column or page. */
  private ensure(height: number) {
    if (this.y - height < this.bottom) this.nextColumn()
  }

  startChapter(title: string, columns: number) {
    this.chapter = title
    this.columns = 1
    const truth = this.addPage('chapter')
    if (!this.firstNumbered) this.firstNumbered = truth.index
    this.entries.push({ level: 1, title, page: truth })
    const size = this.sizes.chapter
    this.y -= size
    for (const line of wrap(title, this.fonts.bold, size, this.width - 2 * this.margin)) {
      this.text(line, this.margin, this.y, size, this.fonts.bold)
      this.y -= size * 1.2
    }
    this.pdfPage(truth).drawLine({
      start: { x: this.margin, y: this.y + size * 0.5 },
      end: { x: this.width - this.margin, y: this.y + size * 0.5 },
      thickness: 1.2,
    })
    this.y -= size * 0.4
    this.columns = columns
    this.columnTop = this.y
  }

  /** `count` columns from here: below a chapter's heading on its first page, else from the next page. */
  setColumns(count: number) {
    const fresh = this.truth !== undefined && this.y === this.columnTop && this.column === 0
    this.columns = count
    if (fresh) return
    this.column = count - 1
    this.y = this.bottom - 1
  }

  section(title: string) {
    const size = this.sizes.section
    const lines = wrap(title, this.fonts.bold, size, this.columnWidth)
    // A heading is never left alone at the foot of a column.
    this.ensure(lines.length * size * 1.25 + 4 * this.sizes.leading)
    if (this.y < this.columnTop - 1) this.y -= size * 0.8
    for (const line of lines) {
      this.y -= size
      this.text(line, this.x, this.y, size, this.fonts.bold)
      this.y -= size * 0.25
    }
    this.y -= size * 0.5
    if (this.truth) this.entries.push({ level: 2, title, page: this.truth })
    if (!this.source.sectionsNotIndexed) this.addIndexTerms([title])
  }

  paragraph(
    text: string,
    options: { indent?: number; lead?: string; leadFont?: PDFFont; hang?: string } = {},
  ) {
    const { body, leading } = this.sizes
    const indent = options.indent ?? 0
    const width = this.columnWidth - indent
    const full = options.lead ? `${options.lead} ${text}` : text
    const lines = wrap(full, this.fonts.body, body, width)
    lines.forEach((line, i) => {
      this.ensure(leading)
      this.y -= leading
      const x = this.x + indent
      if (i === 0 && options.hang) this.text(options.hang, this.x, this.y, body, this.fonts.body)
      if (i === 0 && options.lead && line.startsWith(options.lead)) {
        const leadFont = options.leadFont ?? this.fonts.bold
        this.text(options.lead, x, this.y, body, leadFont)
        const rest = line.slice(options.lead.length).trim()
        if (rest)
          this.text(
            rest,
            x + leadFont.widthOfTextAtSize(`${options.lead} `, body),
            this.y,
            body,
            this.fonts.body,
          )
      } else this.text(line, x, this.y, body, this.fonts.body)
    })
    this.y -= leading * 0.45
  }

  table(columns: string[], rows: string[][]) {
    const size = this.sizes.table
    const leading = size * 1.25
    const pad = 3
    const total = this.columnWidth
    const fractions =
      columns.length === 3
        ? [0.28, 0.32, 0.4]
        : columns.length === 2
          ? [0.42, 0.58]
          : columns.length === 4
            ? [0.31, 0.23, 0.23, 0.23]
            : columns.map(() => 1 / columns.length)
    const widths = fractions.map((f) => f * total)
    const layoutRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => wrap(cell, font, size, (widths[i] ?? 50) - 2 * pad))
      return { wrapped, height: Math.max(...wrapped.map((w) => w.length)) * leading + 2 * pad }
    }
    const head = layoutRow(columns, this.fonts.bold)
    const drawRow = (row: { wrapped: string[][]; height: number }, font: PDFFont, shaded: boolean) => {
      const page = this.truth ? this.pdfPage(this.truth) : undefined
      if (!page) return
      const top = this.y
      if (shaded)
        page.drawRectangle({
          x: this.x,
          y: top - row.height,
          width: total,
          height: row.height,
          color: rgb(0.88, 0.88, 0.88),
        })
      let x = this.x
      row.wrapped.forEach((lines, i) => {
        lines.forEach((line, j) => {
          this.text(line, x + pad, top - pad - size - j * leading + 1.5, size, font)
        })
        x += widths[i] ?? 0
      })
      // Ruled lines: the row's top and bottom, and the cells' sides.
      page.drawLine({ start: { x: this.x, y: top }, end: { x: this.x + total, y: top }, thickness: 0.6 })
      page.drawLine({
        start: { x: this.x, y: top - row.height },
        end: { x: this.x + total, y: top - row.height },
        thickness: 0.6,
      })
      let side = this.x
      for (let i = 0; i <= widths.length; i++) {
        page.drawLine({ start: { x: side, y: top }, end: { x: side, y: top - row.height }, thickness: 0.6 })
        side += widths[i] ?? 0
      }
      this.y -= row.height
    }
    this.ensure(head.height + leading * 3)
    this.y -= 4
    drawRow(head, this.fonts.bold, true)
    for (const cells of rows) {
      const row = layoutRow(cells, this.fonts.body)
      if (this.y - row.height < this.bottom) {
        this.nextColumn()
        drawRow(head, this.fonts.bold, true)
      }
      drawRow(row, this.fonts.body, false)
    }
    this.y -= this.sizes.leading
  }

  /** An illustration: a light frame standing for the drawing, with its caption in italics below. */
  figure(height: number, caption: string) {
    const size = this.sizes.table
    const lines = wrap(caption, this.fonts.italic, size, this.columnWidth)
    const total = Math.min(height, this.columnTop - this.bottom - 40)
    this.ensure(total + 6 + lines.length * size * 1.3 + 4)
    const page = this.truth ? this.pdfPage(this.truth) : undefined
    if (!page) return
    this.y -= 6
    page.drawRectangle({
      x: this.x,
      y: this.y - total,
      width: this.columnWidth,
      height: total,
      color: rgb(0.95, 0.95, 0.95),
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.6,
    })
    this.y -= total
    for (const line of lines) {
      this.y -= size * 1.3
      this.text(line, this.x, this.y, size, this.fonts.italic)
    }
    this.y -= this.sizes.leading * 0.6
  }

  addIndexTerms(terms: string[]) {
    if (!this.truth) return
    for (const term of terms) {
      const pages = this.indexTerms.get(term) ?? new Set()
      pages.add(this.truth)
      this.indexTerms.set(term, pages)
    }
  }

  /** The running header with the printed number at the top outer corner, and the code and web line below. */
  private decorateNumberedHeader(truth: PageTruth, web: string) {
    if (truth.printed === null) return
    const page = this.pdfPage(truth)
    const { small } = this.sizes
    const odd = pageParity(truth.printed) === 1
    const chapter = truth.kind === 'index' ? 'Index' : (truth.chapter ?? '')
    const numbered = chapter.match(/^(\d+)\s+(.*)$/)
    const label = odd ? this.source.title : numbered ? `${numbered[1]} | ${numbered[2]}` : chapter
    const header = odd ? `${label}   ${truth.printed}` : `${truth.printed}   ${label}`
    truth.header = header
    this.headers.add(label)
    const size = small + 0.5
    const y = this.height - this.margin + 14
    const x = odd ? this.width - this.margin - this.fonts.bold.widthOfTextAtSize(header, size) : this.margin
    page.drawText(header, { x, y, size, font: this.fonts.bold, color: GREY })
    page.drawLine({
      start: { x: this.margin, y: y - 4 },
      end: { x: this.width - this.margin, y: y - 4 },
      thickness: 0.4,
      color: GREY,
    })
    const footer = `${this.source.code} | ${web}`
    const fy = this.margin - 22
    const fx = (this.width - this.fonts.body.widthOfTextAtSize(footer, small - 0.5)) / 2
    page.drawText(footer, { x: fx, y: fy, size: small - 0.5, font: this.fonts.body, color: GREY })
    truth.footer = [footer]
  }

  /** A notice in the sidebar, beside the main text where it occurs (below the sidebar's last notice), or at the
   * top of the next page when it does not fit. */
  sidebarNotice(label: string, text: string) {
    const size = this.sizes.table - 0.5
    const leading = size * 1.3
    const lines = wrap(text, this.fonts.body, size, this.sidebarWidth)
    const height = leading * (lines.length + 1) + 6
    if (Math.min(this.y, this.sidebarY) - height < this.bottom) this.nextColumn()
    const top = Math.min(this.y, this.sidebarY)
    const page = this.truth ? this.pdfPage(this.truth) : undefined
    if (!page) return
    page.drawLine({
      start: { x: this.margin, y: top },
      end: { x: this.margin + this.sidebarWidth, y: top },
      thickness: 1.5,
    })
    let y = top - 4 - size
    this.text(label, this.margin, y, size, this.fonts.bold)
    for (const line of lines) {
      y -= leading
      this.text(line, this.margin, y, size, this.fonts.body)
    }
    this.sidebarY = y - leading * 1.2
  }

  /** The thumb tab at the outer edge (the running header) and the footer: the number in bold 14 pt at the outer
   * corner, the chapter's name at the inner one. */
  private decorateThumbTab(truth: PageTruth) {
    const page = this.pdfPage(truth)
    const chapter = truth.kind === 'chapter' ? truth.chapter : null
    const odd = truth.printed !== null && pageParity(truth.printed) === 1
    if (chapter) {
      const chapters = this.entries.filter((e) => e.level === 1).map((e) => e.title)
      const size = 8
      const tabWidth = 20
      const tabHeight = Math.max(90, ...chapters.map((c) => this.fonts.bold.widthOfTextAtSize(c, size) + 16))
      const top = this.height - this.margin
      const span = top - (this.margin + 30) - tabHeight
      const step = chapters.length > 1 ? Math.min(tabHeight + 4, span / (chapters.length - 1)) : 0
      const y = top - tabHeight - Math.max(0, chapters.indexOf(chapter)) * step
      const x = odd ? this.width - tabWidth : 0
      page.drawRectangle({ x, y, width: tabWidth, height: tabHeight, color: rgb(0.13, 0.15, 0.18) })
      const textWidth = this.fonts.bold.widthOfTextAtSize(chapter, size)
      // Rotated a quarter turn counter-clockwise, the glyphs stand left of the baseline.
      page.drawText(chapter, {
        x: x + tabWidth / 2 + size * 0.35,
        y: y + (tabHeight - textWidth) / 2,
        size,
        font: this.fonts.bold,
        color: rgb(1, 1, 1),
        rotate: degrees(90),
      })
      truth.text.push(chapter)
      truth.header = chapter
      this.headers.add(chapter)
    }
    if (truth.printed !== null) {
      const y = this.margin - 26
      const number = truth.printed
      const numberX = odd
        ? this.width - this.margin - this.fonts.bold.widthOfTextAtSize(number, 14)
        : this.margin
      page.drawText(number, { x: numberX, y, size: 14, font: this.fonts.bold })
      const name = chapter ?? ''
      const nameX = odd ? this.margin : this.width - this.margin - this.fonts.body.widthOfTextAtSize(name, 8)
      if (name) page.drawText(name, { x: nameX, y: y + 2, size: 8, font: this.fonts.body, color: GREY })
      truth.footer = name ? [name, number] : [number]
    }
  }

  /** Running header and footer of a numbered page. */
  decorate(truth: PageTruth) {
    if (this.source.thumbTabs) {
      this.decorateThumbTab(truth)
      return
    }
    if (this.source.headerNumber) {
      this.decorateNumberedHeader(truth, this.source.headerNumber.web)
      return
    }
    const page = this.pdfPage(truth)
    const { small } = this.sizes
    const font = this.fonts.body
    const odd = truth.printed !== null && pageParity(truth.printed) === 1
    const outside = (text: string) =>
      odd ? this.width - this.margin - font.widthOfTextAtSize(text, small) : this.margin
    const inside = (text: string) =>
      odd ? this.margin : this.width - this.margin - font.widthOfTextAtSize(text, small)
    if (this.source.header === 'chapter' || this.source.header === 'alternate') {
      // The chapter's number and title alone (front matter has none), or the chapter title on even pages and
      // the model on odd ones, drawn at the outside edge over a rule.
      const labelled = truth.chapter !== null && this.chapterLabels.has(truth.chapter)
      const even = truth.index % 2 === 0
      const header =
        truth.kind !== 'chapter'
          ? null
          : this.source.header === 'chapter'
            ? labelled
              ? truth.chapter
              : null
            : even
              ? truth.chapter
              : this.source.model
      if (header) {
        truth.header = header
        this.headers.add(header)
        const y = this.height - this.margin + 14
        const x =
          this.source.header === 'alternate' && !even
            ? this.width - this.margin - font.widthOfTextAtSize(header, small)
            : this.margin
        page.drawText(header, { x, y, size: small, font: this.fonts.bold, color: GREY })
        page.drawLine({
          start: { x: this.margin, y: y - 4 },
          end: { x: this.width - this.margin, y: y - 4 },
          thickness: 0.4,
          color: GREY,
        })
      }
    } else if (truth.kind === 'chapter' || truth.kind === 'index') {
      const header = `${this.source.title}${this.source.headerSeparator}${truth.kind === 'index' ? 'Index' : truth.chapter}`
      truth.header = header
      this.headers.add(header)
      const y = this.height - this.margin + 14
      page.drawText(header, { x: outside(header), y, size: small, font, color: GREY })
      page.drawLine({
        start: { x: this.margin, y: y - 4 },
        end: { x: this.width - this.margin, y: y - 4 },
        thickness: 0.4,
        color: GREY,
      })
    }
    if (truth.printed !== null) {
      const y = this.margin - 22
      const number = truth.printed
      if (this.source.plainFooter === 'centred') {
        // The number alone, centred at the foot of the page.
        const x = (this.width - font.widthOfTextAtSize(number, this.sizes.body)) / 2
        page.drawText(number, { x, y, size: this.sizes.body, font })
        truth.footer = [number]
        return
      }
      if (this.source.plainFooter === 'outside') {
        // The number alone at the outside edge (by the PDF page: the pages are numbered from the cover).
        const size = this.sizes.body
        const x =
          truth.index % 2 ? this.width - this.margin - font.widthOfTextAtSize(number, size) : this.margin
        page.drawText(number, { x, y, size, font })
        truth.footer = [number]
        return
      }
      if (this.source.footer === 'centred') {
        // The number centred under the text, the document code at the left margin on every page.
        const x = (this.width - font.widthOfTextAtSize(number, small)) / 2
        page.drawText(number, { x, y, size: small, font })
        page.drawText(this.source.code, { x: this.margin, y, size: small, font, color: GREY })
      } else {
        page.drawText(number, { x: outside(number), y, size: small, font })
        page.drawText(this.source.code, { x: inside(this.source.code), y, size: small, font, color: GREY })
      }
      truth.footer = [this.source.code, number]
    }
  }

  draw(blocks: Block[]) {
    for (const block of blocks) {
      switch (block.kind) {
        case 'section':
          this.section(block.text)
          break
        case 'paragraph':
          this.paragraph(block.text)
          break
        case 'step':
          this.paragraph(block.text, { indent: 14, hang: `${block.number}.` })
          break
        case 'bullet':
          this.paragraph(block.text, { indent: 12, hang: '-' })
          break
        case 'notice':
          if (this.source.noticeSidebar) {
            this.sidebarNotice(block.label, block.text)
            break
          }
          this.paragraph(block.text, {
            lead: `${block.label.charAt(0)}${block.label.slice(1).toLowerCase()}:`,
            indent: 6,
          })
          break
        case 'table':
          this.table(block.columns, block.rows)
          break
        case 'page':
          // The next line drawn starts a page (a break just before a chapter adds none).
          this.column = this.columns - 1
          this.y = this.bottom - 1
          break
        case 'columns':
          this.setColumns(block.count)
          break
        case 'index':
          this.addIndexTerms(block.terms)
          break
        case 'figure':
          this.figure(block.height, block.caption)
          break
      }
    }
  }
}

function pageParity(printed: string): number {
  if (/^\d+$/.test(printed)) return Number(printed) % 2
  const value = [...printed].reduce((n, c) => n + ({ i: 1, v: 5, x: 10 }[c] ?? 0), 0)
  // Roman numerals: 'iv' and 'ix' subtract.
  const adjusted = printed.includes('iv') || printed.includes('ix') ? value - 2 : value
  return adjusted % 2
}

const TOC_ENTRY_GAP = 1.55

async function drawManual(source: ManualSource & ManualStyle, chapters: Chapter[]): Promise<GeneratedManual> {
  const doc = await PDFDocument.create()
  doc.setTitle(source.title)
  doc.setCreationDate(new Date('2025-03-01T00:00:00Z'))
  doc.setModificationDate(new Date('2025-03-01T00:00:00Z'))
  const family = source.serif
    ? [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic]
    : [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique]
  const fonts: Fonts = {
    body: await doc.embedFont(family[0] as StandardFonts),
    bold: await doc.embedFont(family[1] as StandardFonts),
    italic: await doc.embedFont(family[2] as StandardFonts),
  }
  const sizes: Sizes = {
    body: source.bodySize,
    leading: source.bodySize * 1.32,
    chapter: 20,
    section: 12.5,
    small: 7.5,
    table: source.bodySize - 1,
  }
  const layout = new Layout(doc, source, fonts, sizes)

  // The cover.
  const cover = layout.addPage('cover')
  const [w, h] = source.size
  layout
    .pdfPage(cover)
    .drawRectangle({ x: 0, y: h * 0.62, width: w, height: h * 0.38, color: rgb(0.05, 0.2, 0.36) })
  layout.text(source.brand.toUpperCase(), source.margin, h - 70, 14, fonts.bold)
  layout.text(source.model, source.margin, h * 0.55, 30, fonts.bold)
  layout.text(source.coverTitle, source.margin, h * 0.55 - 34, 16, fonts.body)
  source.coverLines.forEach((line, i) => {
    layout.text(line, source.margin, h * 0.55 - 70 - i * 14, 9.5, fonts.body)
  })
  layout.text(source.code, source.margin, source.margin, 8, fonts.body)
  if (source.blankInsideCover) {
    layout.addPage('blank')
    layout.text('This page is intentionally left blank.', w / 2 - 70, h / 2, 9, fonts.italic)
  }

  // The contents pages come next; they are filled in once the chapters' pages are known.
  const listed = source.frontUnnumbered ? chapters.slice(source.frontChapters ?? 0) : chapters
  const entries = listed.flatMap((c) => [
    { level: 1 as const, title: c.title },
    ...(source.contentsSections
      ? c.blocks.flatMap((b) => (b.kind === 'section' ? [{ level: 2 as const, title: b.text }] : []))
      : []),
  ])
  // As many contents pages as the entries take (the first page under its title, a chapter a little apart).
  let tocCount = 1
  {
    let y = h - source.margin - 6 - 32
    let column = 0
    entries.forEach((entry, i) => {
      const step = sizes.body * TOC_ENTRY_GAP * (entry.level === 1 && i > 0 ? 1.3 : 1)
      if (y - step < source.margin + 4) {
        // Two columns: the second column of the page first, then a new page.
        if (source.contentsTwoColumns && column === 0) {
          column = 1
          y = h - source.margin - 6 - (tocCount === 1 ? 32 : 0)
        } else {
          tocCount++
          column = 0
          y = h - source.margin - 6
        }
      }
      y -= step
    })
  }
  // Front matter (chapters before the contents, numbered in roman with them) when the style has it.
  const front = chapters.slice(0, source.frontChapters ?? 0)
  for (const chapter of front) {
    layout.startChapter(chapter.title, source.columns)
    layout.draw(chapter.blocks)
  }
  const tocPages = Array.from({ length: tocCount }, () => layout.addPage('contents'))
  // With unnumbered front chapters, the numbers start on the page after the contents.
  const firstBody = layout.pages.length + 1

  for (const chapter of chapters.slice(front.length)) {
    layout.startChapter(chapter.title, source.columns)
    layout.draw(chapter.blocks)
  }

  // The index: terms in alphabetical order under their letters, in two columns.
  const terms = [...layout.indexTerms.entries()]
    .map(([term, pages]) => ({
      term: term.charAt(0).toUpperCase() + term.slice(1),
      pages: [...pages].sort((a, b) => a.index - b.index),
    }))
    .sort((a, b) => a.term.localeCompare(b.term))
  const indexTruths: PageTruth[] = []
  // Arabic numbers from the first contents page ('arabic'), else from the first chapter page.
  const numberBase =
    source.frontNumbers === 'arabic'
      ? (tocPages[0] as PageTruth).index
      : source.frontUnnumbered
        ? firstBody
        : layout.firstNumbered
  if (!source.noIndex) {
    let page = layout.addPage('index')
    indexTruths.push(page)
    let y = h - source.margin - 6 - 20
    layout.text('Index', source.margin, y, 20, fonts.bold)
    y -= 24
    const colWidth = (w - 2 * source.margin - 16) / 2
    const columnTop = y
    let column = 0
    let letter = ''
    const lineHeight = 11.5
    const advance = (need: number) => {
      if (y - need >= source.margin + 4) return
      if (column === 0) {
        column = 1
        y = columnTop
      } else {
        page = layout.addPage('index')
        indexTruths.push(page)
        column = 0
        y = h - source.margin - 6
      }
    }
    for (const entry of terms) {
      const first = entry.term.charAt(0).toUpperCase()
      if (first !== letter) {
        advance(lineHeight * 3)
        letter = first
        y -= lineHeight * 1.4
        layout.text(first, source.margin + column * (colWidth + 16), y, 10, fonts.bold, page)
      }
      advance(lineHeight)
      y -= lineHeight
      // The printed numbers the pages will get: arabic from the first chapter page.
      const numbers = entry.pages.map((p) => String(p.index - numberBase + 1)).join(', ')
      for (const [i, line] of wrap(`${entry.term}, ${numbers}`, fonts.body, 8.5, colWidth).entries()) {
        if (i > 0) {
          advance(lineHeight)
          y -= lineHeight
        }
        layout.text(
          line,
          source.margin + column * (colWidth + 16) + (i > 0 ? 10 : 0),
          y,
          8.5,
          fonts.body,
          page,
        )
      }
    }
  }

  // Printed numbers: arabic from the first chapter page; the contents roman (or none), or arabic from the
  // first contents page on.
  for (const truth of layout.pages) {
    if (truth.index >= numberBase) truth.printed = String(truth.index - numberBase + 1)
  }
  if (source.frontNumbers !== 'arabic')
    tocPages.forEach((truth, i) => {
      truth.printed = source.frontNumbers === 'roman' ? roman(i + 1) : null
    })
  if (source.numbering === 'chapter') {
    // '1-1', '1-2'... restarting at each chapter ('1. Introduction' is chapter 1, 'Appendix...' is 'AP'); the
    // front matter and the contents after the cover in roman: i, ii...
    let n = 0
    for (const chapter of chapters.slice(front.length)) {
      const label = /^appendix/i.test(chapter.title)
        ? 'AP'
        : (chapter.title.match(/^(\d+)\./)?.[1] ?? String(++n))
      if (/^\d+$/.test(label)) n = Number(label)
      layout.chapterLabels.set(chapter.title, label)
    }
    const counts = new Map<string, number>()
    for (const truth of layout.pages) {
      const label =
        truth.kind === 'chapter' && truth.chapter ? layout.chapterLabels.get(truth.chapter) : undefined
      if (label) {
        const at = (counts.get(label) ?? 0) + 1
        counts.set(label, at)
        truth.printed = `${label}-${at}`
      } else truth.printed = truth.kind === 'cover' ? null : roman(truth.index - 1)
    }
  } else if (source.numbering === 'cover') {
    // Counted from the cover, which shows no number: the printed number is the PDF page index.
    for (const truth of layout.pages) truth.printed = truth.kind === 'cover' ? null : String(truth.index)
  }

  // The contents, with dotted leaders to the printed page numbers.
  {
    let at = 0
    for (const truth of tocPages) {
      let y = h - source.margin - 6
      if (at === 0) {
        y -= 20
        layout.text('Table of Contents', source.margin, y, 20, fonts.bold, truth)
        y -= 12
      }
      const dot = fonts.body.widthOfTextAtSize('.', sizes.body)
      // Two columns (contentsTwoColumns): the entries fill the left column, then the right one.
      const columnTop = y
      const columnWidth = (w - 2 * source.margin - 24) / 2
      let column = 0
      while (at < entries.length) {
        const entry = entries[at++]
        if (!entry) break
        const page = layout.entries.find((e) => e.level === entry.level && e.title === entry.title)?.page
        const number = page?.printed ?? ''
        const font = entry.level === 1 ? fonts.bold : fonts.body
        const step = sizes.body * TOC_ENTRY_GAP * (entry.level === 1 && at > 1 ? 1.3 : 1)
        if (y - step < source.margin + 4) {
          if (source.contentsTwoColumns && column === 0) {
            column = 1
            y = columnTop
          } else {
            at--
            break
          }
        }
        const left = source.contentsTwoColumns ? source.margin + column * (columnWidth + 24) : source.margin
        const right = source.contentsTwoColumns ? left + columnWidth : w - source.margin
        const x = left + (entry.level === 2 ? 12 : 0)
        y -= step
        const titleWidth = font.widthOfTextAtSize(entry.title, sizes.body)
        const numberWidth = fonts.body.widthOfTextAtSize(number, sizes.body)
        layout.text(entry.title, x, y, sizes.body, font, truth)
        const from = x + titleWidth + 4
        const to = right - numberWidth - 4
        const dots = Math.max(2, Math.floor((to - from) / (dot * 2)))
        layout.text(
          Array(dots).fill('.').join(' '),
          to - dots * dot * 2 + dot,
          y,
          sizes.body,
          fonts.body,
          truth,
        )
        layout.text(number, right - numberWidth, y, sizes.body, fonts.body, truth)
      }
    }
    if (at < entries.length) throw new Error(`${source.id}: the contents do not fit in ${tocCount} pages`)
  }

  for (const truth of layout.pages) layout.decorate(truth)

  if (source.pageLabels) {
    // Cover, then the contents i, ii..., then 1, 2... from the first chapter.
    // The prefix is a text string: pdf-lib's obj() would make a plain JS string a name, which readers refuse.
    const nums = [0, { P: PDFString.of('Cover') }, 1, { S: 'r' }, layout.firstNumbered - 1, { S: 'D', St: 1 }]
    doc.catalog.set(PDFName.of('PageLabels'), doc.context.obj({ Nums: nums }))
  }
  const pdf = await doc.save({ useObjectStreams: false })
  return {
    id: source.id,
    brand: source.brand,
    model: source.model,
    deviceType: source.deviceType,
    title: source.title,
    code: source.code,
    fileName: `${source.id}.pdf`,
    scanned: false,
    pageLabels: Boolean(source.pageLabels),
    twoColumns: source.columns === 2,
    catalogue: Boolean(source.catalogue),
    pdf,
    pages: layout.pages,
    headers: [...layout.headers],
  }
}

// ---------------------------------------------------------------------------------------------------------
// The scanned manual: the same markup set as lines of text on page images.

// server/test/scanned-pdf.ts draws 11 pt lines (75 characters across) from a one-inch margin: 42 fit on a
// page, a '# ' heading taking two. The running header takes two lines, the footer the last.
const SCAN_CHARS = 66
const SCAN_LINES = 36
const SCAN_FOOTER_LINE = 41

function wrapChars(text: string, width: number, indent = ''): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && candidate.length > width) {
      lines.push(line)
      line = `${indent}${word}`
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

async function scannedManual(source: ManualSource, chapters: Chapter[]): Promise<GeneratedManual> {
  const pages: PageTruth[] = []
  const headers = new Set<string>()
  const add = (kind: PageKind, chapter: string | null): PageTruth => {
    const truth: PageTruth = {
      index: pages.length + 1,
      printed: null,
      kind,
      chapter,
      header: null,
      footer: [],
      text: [],
    }
    pages.push(truth)
    return truth
  }
  const cover = add('cover', null)
  cover.text.push(
    source.brand.toUpperCase(),
    '',
    '',
    `# ${source.model}`,
    `# ${source.coverTitle}`,
    '',
    ...source.coverLines,
    ...Array(20).fill(''),
    source.code,
  )

  const listed = chapters.reduce((n, c) => n + 1 + c.blocks.filter((b) => b.kind === 'section').length, 0)
  const contentsPages = Array.from({ length: Math.ceil((listed + 2) / SCAN_LINES) }, () =>
    add('contents', null),
  )
  const contents = contentsPages[0] as PageTruth
  const body: PageTruth[] = []
  const entries: { title: string; page: PageTruth }[] = []
  const terms = new Map<string, Set<PageTruth>>()
  let current: PageTruth = contents
  let chapterTitle = ''
  const room = () => SCAN_LINES - current.text.reduce((n, line) => n + (line.startsWith('# ') ? 2 : 1), 0)
  const newPage = () => {
    current = add('chapter', chapterTitle)
    body.push(current)
  }
  let breakPending = false
  const put = (lines: string[], keep = lines.length) => {
    if (breakPending || room() < keep) newPage()
    breakPending = false
    for (const line of lines) {
      if (room() < 1) newPage()
      current.text.push(line)
    }
  }
  for (const chapter of chapters) {
    chapterTitle = chapter.title
    newPage()
    breakPending = false
    entries.push({ title: chapter.title, page: current })
    put([`# ${chapter.title}`, ''])
    for (const block of chapter.blocks) {
      switch (block.kind) {
        case 'section':
          put(['', block.text, ''], 5)
          entries.push({ title: block.text, page: current })
          break
        case 'paragraph':
          put(wrapChars(block.text, SCAN_CHARS), 2)
          break
        case 'step':
          put(wrapChars(`${block.number}. ${block.text}`, SCAN_CHARS, '   '), 1)
          break
        case 'bullet':
          put(wrapChars(`- ${block.text}`, SCAN_CHARS, '  '), 1)
          break
        case 'notice':
          put(wrapChars(`${block.label}: ${block.text}`, SCAN_CHARS, '  '), 2)
          break
        case 'table':
          put([block.columns.join('  |  ')], 3)
          for (const row of block.rows) put(wrapChars(row.join('  |  '), SCAN_CHARS, '      '), 2)
          break
        case 'page':
        case 'columns':
          breakPending = true
          break
        case 'index':
          for (const term of block.terms) terms.set(term, (terms.get(term) ?? new Set()).add(current))
          break
        case 'figure':
          put(wrapChars(block.caption, SCAN_CHARS), 1)
          break
      }
    }
  }
  const firstNumbered = (body[0] as PageTruth).index
  const printedOf = (p: PageTruth) => String(p.index - firstNumbered + 1)
  contents.text.push('# Contents', '')
  let contentsPage = contents
  for (const entry of entries) {
    const chapter = chapters.some((c) => c.title === entry.title)
    const title = chapter ? entry.title : `   ${entry.title}`
    const number = printedOf(entry.page)
    if (contentsPage.text.length >= SCAN_LINES) {
      contentsPage = contentsPages[contentsPages.indexOf(contentsPage) + 1] ?? contentsPage
      if (contentsPage.text.length >= SCAN_LINES) throw new Error(`${source.id}: the contents do not fit`)
    }
    contentsPage.text.push(
      `${title} ${'.'.repeat(Math.max(3, SCAN_CHARS - title.length - number.length - 2))} ${number}`,
    )
  }
  const index = add('index', null)
  index.text.push('# Index', '')
  for (const [term, on] of [...terms.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    index.text.push(`${term}, ${[...on].map(printedOf).join(', ')}`)
  // Running header and footer, drawn as lines of the page image.
  for (const truth of pages) {
    if (truth.index >= firstNumbered) truth.printed = printedOf(truth)
    if (truth.kind === 'chapter' || truth.kind === 'index') {
      const header = `${source.title}${source.headerSeparator}${truth.kind === 'index' ? 'Index' : truth.chapter}`
      truth.header = header
      headers.add(header)
      truth.text.unshift(header, '')
    }
    if (truth.printed) {
      const footer =
        Number(truth.printed) % 2
          ? `${source.code}        ${truth.printed}`
          : `${truth.printed}        ${source.code}`
      truth.footer = [footer]
      const used = truth.text.reduce((n, line) => n + (line.startsWith('# ') ? 2 : 1), 0)
      truth.text.push(...Array(Math.max(1, SCAN_FOOTER_LINE - used)).fill(''), footer)
    }
  }
  const pdf = await scannedPdf(pages.map((p) => p.text))
  return {
    id: source.id,
    brand: source.brand,
    model: source.model,
    deviceType: source.deviceType,
    title: source.title,
    code: source.code,
    fileName: `${source.id}.pdf`,
    scanned: true,
    pageLabels: false,
    twoColumns: false,
    catalogue: Boolean(source.catalogue),
    pdf,
    pages,
    headers: [...headers],
  }
}

/** All the bench's manuals, in content.ts's order. */
export async function generateManuals(): Promise<GeneratedManual[]> {
  const out: GeneratedManual[] = []
  for (const source of MANUALS) {
    const chapters = parseChapters(source.text)
    const drawn = source.scanned ? await scannedManual(source, chapters) : await drawManual(source, chapters)
    // ManualStyle `scan`: the drawn manual's pages rasterised as a scanner would (scan.ts).
    out.push('scan' in source && source.scan ? await scanManual(drawn) : drawn)
  }
  return out
}

/**
 * A long version of manual `id`: its chapters repeated (each repeat's chapter titles numbered) until it has
 * at least `pages` pages, for the memory figure of a big manual.
 */
export async function longManual(id: string, pages: number): Promise<GeneratedManual> {
  const source = MANUALS.find((m) => m.id === id)
  if (!source || source.scanned) throw new Error(`no drawn manual ${id}`)
  const chapters = parseChapters(source.text)
  const long = {
    ...source,
    contentsSections: false,
    id: `${id}-long`,
    title: `${source.title} (Long Edition)`,
  }
  const once = await drawManual(long, chapters)
  const perCopy = once.pages.filter((p) => p.kind === 'chapter').length
  const copies = Math.ceil(pages / perCopy)
  const repeated = Array.from({ length: copies }, (_, n) =>
    chapters.map((c) => ({ title: `${c.title} (Part ${n + 1})`, blocks: c.blocks })),
  ).flat()
  return { ...(await drawManual(long, repeated)), model: `${source.model} Long Edition` }
}

// Run directly (`npx tsx bench/manuals/generate.ts [dir]`) to write the PDFs and print their pages.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync, mkdirSync } = await import('node:fs')
  const dir = process.argv[2]
  if (dir) mkdirSync(dir, { recursive: true })
  for (const manual of await generateManuals()) {
    console.log(
      `${manual.id}: ${manual.pages.length} pages, ${manual.pages.map((p) => `${p.index}:${p.kind[0]}${p.printed ?? '-'}`).join(' ')}`,
    )
    if (dir) writeFileSync(`${dir}/${manual.fileName}`, manual.pdf)
    if (process.argv.includes('--text'))
      for (const p of manual.pages) console.log(`  --- ${p.index} (${p.printed})\n  ${p.text.join('\n  ')}`)
  }
}

// One conversation as a file to download (decision 0083): Markdown built from the answers' own markdown, or
// a PDF laid out by pdfkit from the same markdown (headings, paragraphs, lists, quotes, code and tables).

import { setImmediate } from 'node:timers/promises'
import type { Blockquote, Code, List, PhrasingContent, Root, RootContent, Table } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import PDFDocument from 'pdfkit'
import type { Conversation, ExportFormat } from '../../../contract/conversations'
import type { AnswerSource } from '../../../contract/query'

export interface ExportedFile {
  filename: string
  contentType: string
  body: Buffer
}

/** 'November 29, 2026, 15:40 UTC': the server does not know the reader's time zone, so it says which it uses. */
export function exportDate(iso: string): string {
  const date = new Date(iso)
  const day = date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
  return `${day}, ${time} UTC`
}

/**
 * A file name from the title: letters, digits and spaces kept (accents too), anything a file system or a
 * header treats specially left out; 'conversation' when nothing is left.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
      .trim() || 'conversation'
  return `${base}.${format === 'pdf' ? 'pdf' : 'md'}`
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function attachmentHeader(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** A source as one line: its title, the section and page where known (once), and its address. */
export function sourceLine(source: AnswerSource): string {
  // A manual passage's title already cites its page ('<title>, p. <page label>').
  const page = source.page && !/, p\. \S+$/.test(source.title) ? `page ${source.page}` : undefined
  const where = [source.heading, page].filter(Boolean).join(', ')
  return `${source.title}${where ? ` (${where})` : ''}${source.url ? ` ${source.url}` : ''}`
}

/** Text typed by a person, shown as itself in Markdown (no emphasis, link, heading or list it did not mean). */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, '\\$&').replace(/^(\s*)([-+]|\d+[.)])(\s)/gm, '$1\\$2$3')
}

export interface ExportOptions {
  appName: string
  exportedAt: string
}

/**
 * A closing sources list the offline composer writes into its answers ('---', then '**Sources**' or a
 * 'Sources' heading, then list lines): the export lists the same sources itself, with their pages.
 */
const TRAILING_SOURCES =
  /\n*(?:[-*_]\s*){3,}\n+[ \t]*(?:\*\*Sources:?\*\*|#{1,6}[ \t]+Sources)[ \t]*:?[ \t]*(?:\n[ \t]*(?:\d+[.)]|[-*+])[ \t]+.*)*\s*$/

export function answerText(content: string, hasSources: boolean): string {
  return (hasSources ? content.replace(TRAILING_SOURCES, '') : content).trim()
}

function started(conversation: Conversation): string {
  return conversation.messages[0]?.createdAt ?? conversation.updatedAt
}

export function conversationMarkdown(
  conversation: Conversation,
  { appName, exportedAt }: ExportOptions,
): string {
  const lines = [
    `# ${escapeMarkdown(conversation.title)}`,
    '',
    `- **Device:** ${escapeMarkdown(conversation.device.label)}`,
    `- **Started:** ${exportDate(started(conversation))}`,
    `- **Last updated:** ${exportDate(conversation.updatedAt)}`,
    `- **Exported from ${escapeMarkdown(appName)}:** ${exportDate(exportedAt)}`,
    '',
  ]
  for (const message of conversation.messages) {
    lines.push('---', '')
    if (message.role === 'user') {
      lines.push('## Question', '', escapeMarkdown(message.content).replace(/\n/g, '  \n'), '')
      continue
    }
    lines.push(
      `## ${escapeMarkdown(appName)}`,
      '',
      answerText(message.content, Boolean(message.sources?.length)),
      '',
    )
    if (message.cutShort) lines.push('_This answer was cut short._', '')
    if (message.sources?.length) {
      lines.push('**Sources**', '')
      message.sources.forEach((source, i) => {
        lines.push(`${i + 1}. ${escapeMarkdown(sourceLine(source))}`)
      })
      lines.push('')
    }
  }
  return `${lines.join('\n').trimEnd()}\n`
}

// ---- PDF ----

const MARGIN = 56
const BODY_SIZE = 10.5
const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  mono: 'Courier',
}
const MUTED = '#555555'
const INK = '#111111'
const ACCENT = '#0b4f6c'

/**
 * The PDF's standard fonts cover Windows-1252 only: the few characters answers use outside it are spelled
 * the nearest way, and any other becomes '?', so nothing prints as garbage.
 */
const NEAREST: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '★': '*',
  '☆': '*',
  '●': '•',
  '▪': '•',
  '◦': '•',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
}
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
export function pdfSafe(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0
    if (
      char === '\n' ||
      char === '\t' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    ) {
      out += char
    } else if (char in NEAREST) {
      out += NEAREST[char]
    } else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      out += plain && [...plain].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? plain : '?'
    }
  }
  return out
}

interface Run {
  text: string
  font: string
  link?: string
}

function runsOf(nodes: PhrasingContent[], bold = false, italic = false, link?: string): Run[] {
  const font = () =>
    bold && italic ? FONTS.boldItalic : bold ? FONTS.bold : italic ? FONTS.italic : FONTS.regular
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
        return [{ text: node.value, font: font(), link }]
      case 'strong':
        return runsOf(node.children, true, italic, link)
      case 'emphasis':
        return runsOf(node.children, bold, true, link)
      case 'delete':
        return runsOf(node.children, bold, italic, link)
      case 'inlineCode':
        return [{ text: node.value, font: FONTS.mono, link }]
      case 'break':
        return [{ text: '\n', font: font() }]
      case 'link': {
        const inner = runsOf(node.children, bold, italic, node.url)
        const label = inner.map((r) => r.text).join('')
        return label === node.url || !/^https?:/i.test(node.url)
          ? inner
          : [...inner, { text: ` (${node.url})`, font: FONTS.regular }]
      }
      case 'image':
        return [{ text: node.alt ? `[${node.alt}]` : '', font: font() }]
      case 'html':
        return [{ text: node.value, font: font() }]
      default:
        return 'children' in node ? runsOf(node.children as PhrasingContent[], bold, italic, link) : []
    }
  })
}

class PdfWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - MARGIN * 2
  }

  runs(runs: Run[], { indent = 0, size = BODY_SIZE, color = INK, gap = 6 } = {}) {
    const doc = this.doc
    const visible = runs.filter((r) => r.text.length > 0)
    if (!visible.length) return
    doc.fontSize(size).fillColor(color)
    visible.forEach((run, i) => {
      const options = {
        width: this.width - indent,
        continued: i < visible.length - 1,
        lineGap: 2,
        ...(run.link && /^https?:/i.test(run.link) ? { link: run.link } : { link: null }),
      }
      doc.font(run.font)
      if (i === 0) doc.text(pdfSafe(run.text), MARGIN + indent, doc.y, options)
      else doc.text(pdfSafe(run.text), options)
    })
    doc.moveDown(gap / size)
  }

  text(
    text: string,
    options: { font?: string; size?: number; color?: string; indent?: number; gap?: number } = {},
  ) {
    this.runs([{ text, font: options.font ?? FONTS.regular }], options)
  }

  rule() {
    const doc = this.doc
    doc.moveDown(0.3)
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke()
    doc.moveDown(0.8)
  }

  markdown(markdown: string) {
    const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
    for (const node of tree.children) this.block(node, 0)
  }

  private block(node: RootContent, indent: number) {
    switch (node.type) {
      case 'heading': {
        const size = node.depth <= 1 ? 14 : node.depth === 2 ? 12.5 : 11.5
        this.doc.moveDown(0.2)
        this.runs(runsOf(node.children, true), { indent, size, gap: 4 })
        return
      }
      case 'paragraph':
        this.runs(runsOf(node.children), { indent })
        return
      case 'list':
        this.list(node, indent)
        return
      case 'blockquote':
        this.quote(node, indent)
        return
      case 'code':
        this.code(node, indent)
        return
      case 'table':
        this.table(node, indent)
        return
      case 'thematicBreak':
        this.rule()
        return
      case 'html':
        this.text(node.value, { indent })
        return
      default:
        if ('children' in node) for (const child of node.children as RootContent[]) this.block(child, indent)
    }
  }

  private list(list: List, indent: number) {
    list.children.forEach((item, i) => {
      const marker = list.ordered ? `${(list.start ?? 1) + i}.` : '•'
      const [first, ...rest] = item.children
      const checkbox = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : ''
      const y = this.doc.y
      this.doc
        .font(FONTS.regular)
        .fontSize(BODY_SIZE)
        .fillColor(INK)
        .text(marker, MARGIN + indent, y, { width: 18, lineBreak: false })
      this.doc.y = y
      if (first?.type === 'paragraph') {
        this.runs([{ text: checkbox, font: FONTS.mono }, ...runsOf(first.children)], {
          indent: indent + 18,
          gap: 3,
        })
      } else if (first) {
        this.block(first, indent + 18)
      }
      for (const child of rest) this.block(child, indent + 18)
    })
    this.doc.moveDown(0.2)
  }

  private quote(quote: Blockquote, indent: number) {
    const top = this.doc.y
    for (const child of quote.children) this.block(child, indent + 14)
    const bottom = this.doc.y - 4
    if (bottom > top)
      this.doc
        .moveTo(MARGIN + indent + 4, top)
        .lineTo(MARGIN + indent + 4, bottom)
        .lineWidth(2)
        .strokeColor('#cccccc')
        .stroke()
  }

  private code(code: Code, indent: number) {
    this.text(code.value, { font: FONTS.mono, size: 9, indent: indent + 8 })
  }

  private table(table: Table, indent: number) {
    table.children.forEach((row, i) => {
      const cells = row.children.map((cell) =>
        runsOf(cell.children)
          .map((r) => r.text)
          .join(''),
      )
      this.text(cells.join('  |  '), { font: i === 0 ? FONTS.bold : FONTS.regular, indent, gap: 3 })
    })
    this.doc.moveDown(0.3)
  }
}

export async function conversationPdf(
  conversation: Conversation,
  { appName, exportedAt }: ExportOptions,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfSafe(conversation.title), Creator: pdfSafe(appName), Producer: pdfSafe(appName) },
    lang: 'en',
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const pdf = new PdfWriter(doc)
  pdf.text(conversation.title, { font: FONTS.bold, size: 18, gap: 8 })
  pdf.runs(
    [
      { text: 'Device: ', font: FONTS.bold },
      { text: conversation.device.label, font: FONTS.regular },
    ],
    { color: MUTED, gap: 2 },
  )
  pdf.runs(
    [
      { text: 'Started: ', font: FONTS.bold },
      { text: exportDate(started(conversation)), font: FONTS.regular },
    ],
    { color: MUTED, gap: 2 },
  )
  pdf.runs(
    [
      { text: 'Last updated: ', font: FONTS.bold },
      { text: exportDate(conversation.updatedAt), font: FONTS.regular },
    ],
    { color: MUTED, gap: 2 },
  )
  pdf.runs(
    [
      { text: `Exported from ${appName}: `, font: FONTS.bold },
      { text: exportDate(exportedAt), font: FONTS.regular },
    ],
    { color: MUTED },
  )
  for (const [index, message] of conversation.messages.entries()) {
    // pdfkit lays out synchronously: a long conversation (300 turns took 2.4 s) is laid out a message at a
    // time, the server answering other requests in between.
    if (index > 0) await setImmediate()
    if (message.role === 'user') {
      pdf.rule()
      pdf.text('Question', { font: FONTS.bold, size: 12, color: ACCENT, gap: 4 })
      pdf.text(message.content, { gap: 8 })
      continue
    }
    pdf.text(appName, { font: FONTS.bold, size: 12, color: ACCENT, gap: 4 })
    pdf.markdown(answerText(message.content, Boolean(message.sources?.length)))
    if (message.cutShort) pdf.text('This answer was cut short.', { font: FONTS.italic, color: MUTED })
    if (message.sources?.length) {
      pdf.text('Sources', { font: FONTS.bold, size: 10, color: MUTED, gap: 2 })
      message.sources.forEach((source, i) => {
        pdf.text(`${i + 1}. ${sourceLine(source)}`, { size: 9, color: MUTED, indent: 8, gap: 2 })
      })
      doc.moveDown(0.4)
    }
  }
  // Page numbers, once every page exists.
  const pages = doc.bufferedPageRange()
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${pdfSafe(conversation.title).slice(0, 90)} - page ${i + 1} of ${pages.count}`,
        MARGIN,
        doc.page.height - MARGIN / 2 - 8,
        {
          width: doc.page.width - MARGIN * 2,
          align: 'center',
          lineBreak: false,
        },
      )
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return await done
}

/** The conversation as the file asked for. */
export async function exportConversation(
  conversation: Conversation,
  format: ExportFormat,
  options: ExportOptions,
): Promise<ExportedFile> {
  const filename = exportFileName(conversation.title, format)
  if (format === 'markdown') {
    return {
      filename,
      contentType: 'text/markdown; charset=utf-8',
      body: Buffer.from(conversationMarkdown(conversation, options), 'utf8'),
    }
  }
  return { filename, contentType: 'application/pdf', body: await conversationPdf(conversation, options) }
}

// Hostile files for the tests of untrusted-file reading: small on disk, huge once inflated. Nothing here holds
// the inflated size in memory: a deflate stream of `n` copies of a piece is made by compressing the piece
// once (ending on a byte boundary with a sync flush) and repeating those compressed bytes, which is a valid
// deflate stream because each copy refers to nothing before it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Readable } from 'node:stream'
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { expect } from 'vitest'

const SEGMENT = 1024 * 1024

export interface Deflated {
  /** Raw deflate data (no zlib header), as zip entries hold it. */
  raw: Buffer
  /** The inflated size. */
  size: number
  /** CRC-32 of the inflated data, as zip entries declare it. */
  crc: number
}

/** `prefix`, then `piece` repeated up to about `inflatedBytes`, then `suffix`, as raw deflate data. */
export function repeatedDeflate(
  piece: Buffer,
  inflatedBytes: number,
  prefix = Buffer.alloc(0),
  suffix = Buffer.alloc(0),
): Deflated {
  const segment = Buffer.alloc(Math.max(piece.length, SEGMENT - (SEGMENT % piece.length)))
  for (let at = 0; at < segment.length; at += piece.length) piece.copy(segment, at)
  const copies = Math.max(1, Math.round(inflatedBytes / segment.length))
  const flush = { level: 9, finishFlush: constants.Z_SYNC_FLUSH }
  const compressed = deflateRawSync(segment, flush)
  const parts = [deflateRawSync(prefix, flush)]
  let crc = crc32(prefix)
  for (let i = 0; i < copies; i++) {
    parts.push(compressed)
    crc = crc32(segment, crc)
  }
  parts.push(deflateRawSync(suffix, { level: 9 }))
  crc = crc32(suffix, crc)
  return { raw: Buffer.concat(parts), size: prefix.length + copies * segment.length + suffix.length, crc }
}

/** Wraps raw deflate data in the zlib format PDFs use for /FlateDecode (the checksum is not read by readers). */
function zlibWrapped(raw: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x78, 0xda]), raw, Buffer.alloc(4)])
}

/**
 * A one-page PDF (plus `extraPages` ordinary ones before it) whose page content stream inflates to about
 * `inflatedBytes`: zeros (whitespace to a PDF reader), a text-showing operator repeated, or operators that
 * draw nothing ('q Q', save and restore: work without text, in pieces a reader can stop between). `twice`:
 * the stream is deflated a second time (/Filter [/FlateDecode /FlateDecode]), which makes a gigabyte of zeros
 * a file of a few kilobytes.
 */
export async function pdfBomb(options: {
  inflatedBytes: number
  content: 'zeros' | 'text' | 'operators'
  extraPages?: number
  twice?: boolean
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont('Helvetica')
  for (let i = 0; i < (options.extraPages ?? 0); i++) {
    doc.addPage([612, 792]).drawText(`Ordinary page ${i + 1}`, { x: 72, y: 700, size: 12, font })
  }
  const page = doc.addPage([612, 792])
  page.drawText(' ', { x: 72, y: 700, size: 12, font }) // registers the font in the page's resources
  const fontName = page.node
    .Resources()
    ?.lookup(PDFName.of('Font'))
    ?.toString()
    .match(/\/(\S+)/)?.[1]
  const piece =
    options.content === 'zeros'
      ? Buffer.alloc(4096)
      : options.content === 'operators'
        ? Buffer.from('q Q '.repeat(1024))
        : // a page of lines, over and over at the same place: every line is text a reader keeps
          Buffer.from(
            `1 0 0 1 72 740 Tm ${'(Engine alarm threshold exceeded on port engine) Tj T* '.repeat(50)}`,
          )
  const deflated =
    options.content !== 'text'
      ? repeatedDeflate(piece, options.inflatedBytes)
      : repeatedDeflate(piece, options.inflatedBytes, Buffer.from(`BT /${fontName} 10 Tf 12 TL 72 700 Td `))
  const once = zlibWrapped(deflated.raw)
  const data = options.twice ? deflateSync(once, { level: 9 }) : once
  const stream = PDFRawStream.of(
    doc.context.obj({
      Filter: options.twice ? ['FlateDecode', 'FlateDecode'] : 'FlateDecode',
      Length: data.length,
    }),
    data,
  )
  page.node.set(PDFName.of('Contents'), doc.context.register(stream))
  return doc.save({ useObjectStreams: false })
}

/**
 * A PDF of `pages` pages that all draw one shared content stream inflating to about `inflatedBytes` (a few
 * hundred KB on disk): every page costs the reader the whole stream again. `content` as in pdfBomb; 'text'
 * shows one short line, so each page has text and is never read by OCR.
 */
export async function sharedStreamPdf(options: {
  pages: number
  inflatedBytes: number
  content: 'zeros' | 'text'
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont('Helvetica')
  const first = doc.addPage([612, 792])
  first.drawText(' ', { x: 72, y: 700, size: 12, font }) // registers the font in the page's resources
  const resources = first.node.Resources()
  const fontName = resources
    ?.lookup(PDFName.of('Font'))
    ?.toString()
    .match(/\/(\S+)/)?.[1]
  const prefix =
    options.content === 'text'
      ? Buffer.from(`BT /${fontName} 10 Tf 72 700 Td (Shared page) Tj ET `)
      : undefined
  const deflated = repeatedDeflate(Buffer.alloc(4096, 0x20), options.inflatedBytes, prefix)
  const stream = doc.context.register(
    PDFRawStream.of(
      doc.context.obj({ Filter: 'FlateDecode', Length: deflated.raw.length + 6 }),
      zlibWrapped(deflated.raw),
    ),
  )
  first.node.set(PDFName.of('Contents'), stream)
  for (let i = 1; i < options.pages; i++) {
    const page = doc.addPage([612, 792])
    if (resources) page.node.set(PDFName.of('Resources'), resources)
    page.node.set(PDFName.of('Contents'), stream)
  }
  return doc.save({ useObjectStreams: false })
}

export interface ZipEntry {
  name: string
  /** Stored uncompressed (method 0). */
  data?: Buffer
  /** Stored deflated (method 8). */
  deflated?: Deflated
  /** The uncompressed size to declare, when it should lie. */
  declaredSize?: number
}

/**
 * The fields a local header and a central directory header share, in the same layout, written from `at`
 * (4 in a local header, 6 in a central one): version needed, method, CRC, sizes and name length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  fields: { method: number; crc: number; storedSize: number; declared: number; nameLength: number },
) {
  header.writeUInt16LE(20, at)
  header.writeUInt16LE(fields.method, at + 4)
  header.writeUInt32LE(fields.crc >>> 0, at + 10)
  header.writeUInt32LE(fields.storedSize, at + 14)
  header.writeUInt32LE(fields.declared, at + 18)
  header.writeUInt16LE(fields.nameLength, at + 22)
}

/** A zip archive written by hand (local headers, data, central directory, end record): no ZIP64. */
export function zipFile(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const stored = entry.deflated ? entry.deflated.raw : (entry.data ?? Buffer.alloc(0))
    const size = entry.deflated ? entry.deflated.size : stored.length
    const crc = entry.deflated ? entry.deflated.crc : crc32(stored)
    const declared = entry.declaredSize ?? size
    const method = entry.deflated ? 8 : 0
    const fields = { method, crc, storedSize: stored.length, declared, nameLength: name.length }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeEntryFields(local, 4, fields)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    writeEntryFields(central, 6, fields)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, stored)
    centrals.push(central, name)
    offset += local.length + name.length + stored.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** The parts of a one-sheet workbook around its sheet. */
function workbookParts(sheet: Omit<ZipEntry, 'name'>): ZipEntry[] {
  const text = (name: string, xml: string): ZipEntry => ({ name, data: Buffer.from(xml) })
  return [
    text(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    text(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Devices" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ]
}

/**
 * An .xlsx whose sheet inflates to about `inflatedBytes` of rows of device data. With `declaredSize`, its
 * zip directory claims that size instead (a lie), so only reading it reveals the real one.
 */
export function xlsxBomb(options: { inflatedBytes: number; declaredSize?: number }): Buffer {
  const row =
    '<row><c t="inlineStr"><is><t>Garmin</t></is></c><c t="inlineStr"><is><t>ECHOMAP</t></is></c></row>'
  const deflated = repeatedDeflate(
    Buffer.from(row.repeat(64)),
    options.inflatedBytes,
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData><row><c t="inlineStr"><is><t>Brand</t></is></c><c t="inlineStr"><is><t>Model</t></is></c></row>`,
    ),
    Buffer.from('</sheetData></worksheet>'),
  )
  return zipFile(
    workbookParts(
      options.declaredSize === undefined ? { deflated } : { deflated, declaredSize: options.declaredSize },
    ),
  )
}

/**
 * Watches a server while `work` runs: the event loop's longest delay (monitorEventLoopDelay, and a 10 ms
 * timer's lateness, which also sees a stall still going on when the work ends), and /api/health asked
 * every 50 ms, each answer's status and time.
 */
export async function whileWatching<T>(app: FastifyInstance, work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let last = performance.now()
  let latest = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    latest = Math.max(latest, now - last - 10)
    last = now
  }, 10)
  const health: { status: number; ms: number }[] = []
  let watching = true
  const poll = (async () => {
    while (watching) {
      const started = performance.now()
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      health.push({ status: response.statusCode, ms: performance.now() - started })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const started = performance.now()
  try {
    const result = await work()
    const ms = performance.now() - started
    watching = false
    await poll
    await new Promise((resolve) => setTimeout(resolve, 30)) // the timers' turn after the last of the work
    return {
      result,
      ms,
      health,
      maxDelayMs: Math.max(histogram.max / 1e6, latest),
      p99DelayMs: histogram.percentile(99) / 1e6,
    }
  } finally {
    watching = false
    clearInterval(ticker)
    histogram.disable()
  }
}

export type Watched = Awaited<ReturnType<typeof whileWatching>>

// The event loop may be held up this long at most while a file is read, beyond what the machine's load
// alone causes (measured first, with nothing being read: a loaded machine delays timers on its own).
// Reading on the event loop's thread held it for seconds with these files.
const MAX_EVENT_LOOP_DELAY_MS = 100

/** The same watching for three seconds with nothing being read: how late timers fire on this machine now. */
export async function idleEventLoopDelay(app: FastifyInstance): Promise<number> {
  const idle = await whileWatching(app, () => new Promise((resolve) => setTimeout(resolve, 3_000)))
  console.log(`event loop p99 delay with nothing being read: ${idle.p99DelayMs.toFixed(1)} ms`)
  return idle.p99DelayMs
}

/** Every health check answered 200 within a second, and the event loop kept turning (see above). */
export function expectResponsive(watched: Watched, idleDelayMs: number) {
  expect(watched.health.every((h) => h.status === 200)).toBe(true)
  expect(Math.max(0, ...watched.health.map((h) => h.ms))).toBeLessThan(1_000)
  // Typical delays stay within 100 ms of the idle machine's; no single stall reaches a second (reading on
  // the event loop's thread stalled it for seconds). The exact worst case is measured by npm run bench:ingest.
  expect(watched.p99DelayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS + idleDelayMs)
  expect(watched.maxDelayMs).toBeLessThan(1_000)
}

/** One line for the test log: how long, how late the event loop, how the health checks fared. */
export const describeWatch = (what: string, watched: Watched) =>
  `${what}: ${Math.round(watched.ms)} ms, event loop max delay ${watched.maxDelayMs.toFixed(1)} ms, ` +
  `${watched.health.length} health checks, slowest ${Math.round(Math.max(0, ...watched.health.map((h) => h.ms)))} ms`

/** A request body as a network delivers it: 64 KB pieces, each in its own turn of the event loop. */
export function networkPaced(body: Buffer): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < body.length; at += 64 * 1024) {
        await new Promise((resolve) => setImmediate(resolve))
        yield body.subarray(at, at + 64 * 1024)
      }
    })(),
    { objectMode: false },
  )
}

/** This process's child processes (Linux: /proc), such as the file reader's. */
export function childProcesses(): number[] {
  const children: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The parent's pid is the second field after the command name, which may hold spaces: "(name) S ppid".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(process.pid))
        children.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return children
}

/** Whether a process still exists (a zombie not yet reaped counts). */
export const processExists = (pid: number) => existsSync(`/proc/${pid}`)

/** Runs `work`, noting every child process started while it runs (sampled every 20 ms). */
export async function childrenWhile<T>(
  work: () => Promise<T>,
): Promise<{ result: T; children: Set<number> }> {
  const before = new Set(childProcesses())
  const children = new Set<number>()
  const look = () => {
    for (const pid of childProcesses()) if (!before.has(pid)) children.add(pid)
  }
  const timer = setInterval(look, 20)
  try {
    const result = await work()
    return { result, children }
  } finally {
    clearInterval(timer)
  }
}

// Hostile device imports: .xlsx files (zips) small on disk and huge once inflated, whether their zip
// directory says so or lies about it. Each ends with a clear 400 or 413 naming the file field, nothing
// imported, and the server answering throughout.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { READER_LIMITS, runFileJob } from '../../lib/file-reader'
import { injectAs, setUpAdminTestApp } from '../../test/context'
import {
  describeWatch,
  expectResponsive,
  idleEventLoopDelay,
  networkPaced,
  repeatedDeflate,
  whileWatching,
  xlsxBomb,
  zipFile,
} from '../../test/hostile-files'

const suite = setUpAdminTestApp()
const { ctx } = suite
let idleDelayMs = 0

beforeAll(async () => {
  idleDelayMs = await idleEventLoopDelay(ctx.app)
})

const savedLimits = structuredClone(READER_LIMITS)
afterEach(() => Object.assign(READER_LIMITS, structuredClone(savedLimits)))

const MB = 2 ** 20

function importFile(fileName: string, data: Buffer) {
  const boundary = '----sonar-bomb-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return injectAs(ctx.app, suite.adminCookie, {
    method: 'POST',
    url: '/api/admin/manuals/import',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
    payload: networkPaced(body),
  })
}

const listDevices = async (): Promise<Manual[]> =>
  (await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url: '/api/manuals' })).json()

/** Imports `data` while watching the server; expects a refusal, nothing imported, the server answering. */
async function refused(what: string, fileName: string, data: Buffer) {
  const before = await listDevices()
  const watched = await whileWatching(ctx.app, () => importFile(fileName, data))
  console.log(
    `${describeWatch(what, watched)}; ${watched.result.statusCode} ${watched.result.json().message}`,
  )
  expect([400, 413]).toContain(watched.result.statusCode)
  expect(watched.result.json().field).toBe('file')
  expectResponsive(watched, idleDelayMs)
  expect(await listDevices()).toEqual(before)
  return {
    status: watched.result.statusCode,
    message: watched.result.json().message as string,
    ms: watched.ms,
  }
}

describe('an .xlsx whose sheet inflates to hundreds of megabytes', () => {
  it('is refused from its zip directory, before anything inflates it', async () => {
    const bomb = xlsxBomb({ inflatedBytes: 320 * MB })
    expect(bomb.length).toBeLessThan(2 * MB)
    const result = await refused('honest 320 MB sheet', 'bomb.xlsx', bomb)
    expect(result.status).toBe(400)
    expect(result.message).toMatch(
      /^The spreadsheet cannot be imported: its part xl\/worksheets\/sheet1.xml unpacks to 320 MB, more than 50 MB/,
    )
    expect(result.ms).toBeLessThan(2_000)
  })

  it('is refused for its compression ratio under the size limit', async () => {
    const result = await refused('40 MB sheet at ~280:1', 'ratio.xlsx', xlsxBomb({ inflatedBytes: 40 * MB }))
    expect(result.status).toBe(400)
    expect(result.message).toMatch(/sheet1.xml unpacks to \d+ times its size, a sign of a zip bomb/)
  })

  it('is refused when its parts together unpack to too much', async () => {
    // Each part declares 40 MB for 1 MB stored (40:1, under the per-part limits); together 120 MB.
    const entries = [1, 2, 3].map((n) => ({
      name: `xl/worksheets/sheet${n}.xml`,
      data: Buffer.alloc(1024 * 1024),
      declaredSize: 40 * MB,
    }))
    const result = await refused('three 40 MB parts', 'parts.xlsx', zipFile(entries))
    expect(result.status).toBe(400)
    expect(result.message).toMatch(/it unpacks to 120 MB, more than 100 MB/)
  })

  it('refuses an archive with a ZIP64 marker or without a directory', async () => {
    const zip64 = zipFile([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }])
    zip64.writeUInt16LE(0xffff, zip64.length - 12) // total entries: "see the ZIP64 record"
    expect((await refused('ZIP64 marker', 'zip64.xlsx', zip64)).message).toMatch(/ZIP64/)
    const truncated = xlsxBomb({ inflatedBytes: MB }).subarray(0, 4096)
    expect((await refused('no directory', 'cut.xlsx', Buffer.from(truncated))).message).toMatch(
      /no zip directory/,
    )
  })
})

describe('an .xlsx whose zip directory lies about its sizes', () => {
  it('ends cleanly in the worker, not in a stall or a crash', async () => {
    // Declares 2 KB a part; the sheet really inflates to 320 MB.
    const bomb = xlsxBomb({ inflatedBytes: 320 * MB, declaredSize: 2048 })
    const result = await refused('lying 320 MB sheet', 'liar.xlsx', bomb)
    expect(result.ms).toBeLessThan(20_000)
  }, 60_000)

  it('is stopped by the time limit when reading it takes too long', async () => {
    READER_LIMITS.readWorkbook.totalMs = 1_000
    const sheet = repeatedDeflate(Buffer.alloc(64 * 1024), 2_000 * MB)
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: 4096 },
    ])
    const result = await refused('lying 2 GB sheet, 1 s limit', 'slow.xlsx', bomb)
    expect(result.status).toBe(413)
    expect(result.message).toMatch(
      /^The spreadsheet is too large or complex to read safely: reading it took longer than 1 s/,
    )
  }, 60_000)

  it('is stopped by the heap limit when the workbook needs too much memory', async () => {
    // Straight to the reader (the zip check would refuse it): an honest 120 MB sheet in a 64 MB heap.
    const started = performance.now()
    const outcome = await runFileJob(
      'readWorkbook',
      { data: xlsxBomb({ inflatedBytes: 120 * MB }), maxRows: 10 },
      // Time limits far away, so that memory is what stops it even on a loaded machine.
      { limits: { heapMb: 64, memoryMb: 4096, totalMs: 120_000, idleMs: 120_000 } },
    ).catch((error: Error) => error)
    console.log(`heap limit: ${Math.round(performance.now() - started)} ms, ${String(outcome)}`)
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toMatch(/needed more than 64 MB of memory/)
  }, 150_000)
})

describe('ordinary imports still work after a refused bomb', () => {
  it('imports a small workbook', async () => {
    const XLSX = await import('@e965/xlsx')
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Brand', 'Model', 'Device Type', 'Specifications'],
        ['Simrad', 'NSX 3007', 'chartplotter', '7-inch'],
      ]),
      'Devices',
    )
    const response = await importFile('ok.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().count).toBe(1)
  })
})

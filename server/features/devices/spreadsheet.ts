import * as XLSX from '@e965/xlsx'
import { DEVICE_IMPORT_COLUMNS, DEVICE_IMPORT_EXAMPLE } from '../../../contract/admin'
import { deviceTypes, type ManualInput, manualInputSchema } from '../../../contract/devices'
import { AppError, badRequest } from '../../lib/errors'
import { FileLimitError, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { checkZipSizes, ZipDirectoryError, type ZipLimits } from '../../lib/zip-directory'
import type { WorkbookRows } from './workbook-reader'

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]) // a zip container
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) // an OLE compound file
export const MAX_IMPORT_ROWS = 5_000

/**
 * What an .xlsx (a zip) may declare before it is read: a device list of 5,000 rows is a few MB of XML in
 * a dozen parts, compressed five to twenty times.
 */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
}

export type ImportedDevice = Required<Omit<ManualInput, 'deviceType'>> & { deviceType: string }

/** Header cells are matched loosely: case, spacing and punctuation do not matter. */
const normalizeHeader = (h: unknown) =>
  String(h ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/** What an admin reads when a spreadsheet is refused before or while it is read (413). */
const tooComplex = (detail: string) =>
  new AppError(
    413,
    `The spreadsheet is too large or complex to read safely: ${detail}. Save it again as a plain .xlsx with just the device rows and import that.`,
    'PAYLOAD_TOO_LARGE',
    'file',
  )

/**
 * Reads the device rows of an uploaded Excel workbook (.xlsx or .xls, told apart by content, not by name).
 * An .xlsx's declared sizes are checked first (a zip bomb is refused before anything inflates it); the
 * workbook is then parsed in the file reader's child process, with memory and time limits. Every row is
 * validated; the first bad one rejects the whole file with its row number and reason.
 */
export async function parseDeviceWorkbook(fileName: string, data: Buffer): Promise<ImportedDevice[]> {
  const extension = fileName.toLowerCase().match(/\.(xlsx|xls)$/)?.[1]
  if (!extension) throw badRequest('Please upload an Excel file (.xlsx or .xls)', 'file')
  const magic = extension === 'xlsx' ? XLSX_MAGIC : XLS_MAGIC
  if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) {
    throw badRequest(`The file is not a valid .${extension} spreadsheet`, 'file')
  }
  if (extension === 'xlsx') {
    try {
      checkZipSizes(data, XLSX_ZIP_LIMITS)
    } catch (error) {
      if (!(error instanceof ZipDirectoryError)) throw error
      throw badRequest(`The spreadsheet cannot be imported: ${error.message}`, 'file')
    }
  }
  let read: WorkbookRows
  try {
    // One more row than the header and the most that can be imported tells "too many rows".
    read = await runFileJob('readWorkbook', { data, maxRows: MAX_IMPORT_ROWS + 2 })
  } catch (error) {
    if (error instanceof UnreadableFileError) throw badRequest(error.message, 'file')
    if (error instanceof FileLimitError) throw tooComplex(error.message)
    throw error
  }
  const rows = read.rows
  if (!rows) throw badRequest('The spreadsheet has no sheets', 'file')
  if (rows.length === 0)
    throw badRequest('The spreadsheet is empty: the first row must hold the headers', 'file')

  const header = (rows[0] ?? []).map(normalizeHeader)
  const column = Object.fromEntries(
    DEVICE_IMPORT_COLUMNS.map((name) => [name, header.indexOf(normalizeHeader(name))]),
  )
  const missing = DEVICE_IMPORT_COLUMNS.filter((name) => column[name] === -1)
  if (missing.includes('Brand') || missing.length === DEVICE_IMPORT_COLUMNS.length) {
    throw badRequest(
      `The first row must hold the headers ${DEVICE_IMPORT_COLUMNS.join(', ')} (missing: ${missing.join(', ')})`,
      'file',
    )
  }
  const body = rows.slice(1)
  if (body.length === 0) throw badRequest('The spreadsheet has no device rows under its headers', 'file')
  if (read.more || body.length > MAX_IMPORT_ROWS)
    throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once`, 'file')

  const cell = (row: string[], name: (typeof DEVICE_IMPORT_COLUMNS)[number]) => {
    const index = column[name] ?? -1
    return index === -1 ? '' : (row[index] ?? '').trim()
  }
  const seen = new Map<string, number>()
  return body.map((row, i) => {
    const rowNumber = i + 2 // spreadsheet rows count from 1, and row 1 is the header
    const parsed = manualInputSchema.safeParse({
      brand: cell(row, 'Brand'),
      model: cell(row, 'Model'),
      deviceType: cell(row, 'Device Type').toLowerCase(),
      specifications: cell(row, 'Specifications'),
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const reason =
        issue?.path[0] === 'deviceType'
          ? `Device Type '${cell(row, 'Device Type')}' is not one of ${deviceTypes.join(', ')}`
          : (issue?.message ?? 'invalid value')
      throw badRequest(`Row ${rowNumber}: ${reason}`, 'file')
    }
    if (isExampleRow(parsed.data)) {
      throw badRequest(
        `Row ${rowNumber} is still the template's example (Brand '${DEVICE_IMPORT_EXAMPLE.brand}', Model '${DEVICE_IMPORT_EXAMPLE.model}'): replace it with a real device or delete the row`,
        'file',
      )
    }
    const key = `${parsed.data.brand.toLowerCase()}|${parsed.data.model.toLowerCase()}`
    const first = seen.get(key)
    if (first) throw badRequest(`Row ${rowNumber}: the same brand and model as row ${first}`, 'file')
    seen.set(key, rowNumber)
    return parsed.data
  })
}

/** A row whose brand or model is still the template's placeholder: an admin forgot to fill it in. */
function isExampleRow(device: { brand: string; model: string }): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return same(device.brand, DEVICE_IMPORT_EXAMPLE.brand) || same(device.model, DEVICE_IMPORT_EXAMPLE.model)
}

/**
 * The import template: the header row and one example that is plainly not a device (the import refuses it
 * until it is replaced), showing what each column takes.
 */
export function deviceTemplateWorkbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    [...DEVICE_IMPORT_COLUMNS],
    [
      DEVICE_IMPORT_EXAMPLE.brand,
      DEVICE_IMPORT_EXAMPLE.model,
      'chartplotter',
      `Replace this row with your devices, one per row. Device Type is one of ${deviceTypes.join(', ')}, or empty. Specifications: screen size, frequencies, transducer, networking...`,
    ],
  ])
  sheet['!cols'] = [{ wch: 18 }, { wch: 24 }, { wch: 14 }, { wch: 80 }]
  const workbook = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(workbook, sheet, 'Devices')
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

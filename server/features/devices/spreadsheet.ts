import * as XLSX from '@e965/xlsx'
import { DEVICE_IMPORT_COLUMNS } from '../../../contract/admin'
import { type ManualInput, manualInputSchema } from '../../../contract/devices'
import { badRequest } from '../../lib/errors'

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]) // a zip container
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) // an OLE compound file
export const MAX_IMPORT_ROWS = 5_000

export type ImportedDevice = Required<Omit<ManualInput, 'deviceType'>> & { deviceType: string }

/** Header cells are matched loosely: case, spacing and punctuation do not matter. */
const normalizeHeader = (h: unknown) =>
  String(h ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/**
 * Reads the device rows of an uploaded Excel workbook (.xlsx or .xls, told apart by content, not by name).
 * Every row is validated; the first bad one rejects the whole file with its row number and reason.
 */
export function parseDeviceWorkbook(fileName: string, data: Buffer): ImportedDevice[] {
  const extension = fileName.toLowerCase().match(/\.(xlsx|xls)$/)?.[1]
  if (!extension) throw badRequest('Please upload an Excel file (.xlsx or .xls)', 'file')
  const magic = extension === 'xlsx' ? XLSX_MAGIC : XLS_MAGIC
  if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) {
    throw badRequest(`The file is not a valid .${extension} spreadsheet`, 'file')
  }
  let workbook: XLSX.WorkBook
  try {
    workbook = XLSX.read(data, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false })
  } catch {
    throw badRequest('The spreadsheet could not be read; it may be damaged or password-protected', 'file')
  }
  const sheetName = workbook.SheetNames[0]
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined
  if (!sheet) throw badRequest('The spreadsheet has no sheets', 'file')
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    blankrows: false,
    defval: '',
    raw: false,
  })
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
  if (body.length > MAX_IMPORT_ROWS)
    throw badRequest(`At most ${MAX_IMPORT_ROWS} rows can be imported at once`, 'file')

  const cell = (row: unknown[], name: (typeof DEVICE_IMPORT_COLUMNS)[number]) => {
    const index = column[name] ?? -1
    return index === -1 ? '' : String(row[index] ?? '').trim()
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
          ? `Device Type '${cell(row, 'Device Type')}' is not one of sonar, chartplotter, gps, fishfinder, radar, depthfinder, autopilot, navigation, other`
          : (issue?.message ?? 'invalid value')
      throw badRequest(`Row ${rowNumber}: ${reason}`, 'file')
    }
    const key = `${parsed.data.brand.toLowerCase()}|${parsed.data.model.toLowerCase()}`
    const first = seen.get(key)
    if (first) throw badRequest(`Row ${rowNumber}: the same brand and model as row ${first}`, 'file')
    seen.set(key, rowNumber)
    return parsed.data
  })
}

/** The import template: the header row and one example. */
export function deviceTemplateWorkbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    [...DEVICE_IMPORT_COLUMNS],
    [
      'Garmin',
      'ECHOMAP UHD2 93sv',
      'chartplotter',
      '9-inch touchscreen chartplotter; CHIRP traditional, ClearVu and SideVu sonar; GT56UHD-TM transducer; NMEA 2000; Wi-Fi',
    ],
  ])
  sheet['!cols'] = [{ wch: 18 }, { wch: 24 }, { wch: 14 }, { wch: 80 }]
  const workbook = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(workbook, sheet, 'Devices')
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

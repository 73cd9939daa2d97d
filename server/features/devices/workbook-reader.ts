// Reading an imported workbook's cells. This runs in the file reader's child process
// (server/lib/file-reader.ts), never in the process that answers requests: the file is untrusted.
import { UnreadableFileError } from '../../lib/file-reader'

export const UNREADABLE_SPREADSHEET =
  'The spreadsheet could not be read; it may be damaged or password-protected'

/** The first sheet's non-blank rows as text (null: no sheet); `more` when there were over `maxRows`. */
export interface WorkbookRows {
  rows: string[][] | null
  more: boolean
}

declare module '../../lib/file-reader' {
  interface FileJobs {
    /** The cells of a workbook's first sheet, as text. */
    readWorkbook: {
      input: { data: Uint8Array; maxRows: number }
      result: WorkbookRows
      part: never
    }
  }
}

/** The first sheet of an .xlsx or .xls workbook, every cell as its displayed text. */
export async function readWorkbookRows(input: { data: Uint8Array; maxRows: number }): Promise<WorkbookRows> {
  const XLSX = await import('@e965/xlsx')
  let workbook: import('@e965/xlsx').WorkBook
  try {
    workbook = XLSX.read(input.data, { type: 'array', dense: true, cellFormula: false, cellHTML: false })
  } catch {
    throw new UnreadableFileError(UNREADABLE_SPREADSHEET)
  }
  const sheetName = workbook.SheetNames[0]
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined
  if (!sheet) return { rows: null, more: false }
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    blankrows: false,
    defval: '',
    raw: false,
  })
  const kept = rows.slice(0, input.maxRows).map((row) => row.map((cell) => String(cell ?? '')))
  return { rows: kept, more: rows.length > input.maxRows }
}

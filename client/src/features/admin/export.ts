import { type AdminUser, USER_EXPORT_COLUMNS } from '@contract/admin'

export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number]
export type UserExportRow = Record<UserExportColumn, string | number>
export type ExportFormat = 'csv' | 'json'

/** SPEC.md section 2: both exports are named sonar-users, whatever the product is called. */
export const USER_EXPORT_BASENAME = 'sonar-users'

/** One user as an export row: exactly the columns of USER_EXPORT_COLUMNS, in their order. */
export function userExportRow(user: AdminUser): UserExportRow {
  return {
    ID: user.id,
    'First Name': user.firstName,
    'Last Name': user.lastName ?? '',
    Email: user.email,
    Role: user.role,
    Subscription: user.subscription,
    'Queries Used': user.queriesUsed,
    'Created At': user.createdAt,
  }
}

// A spreadsheet treats a cell starting with one of these as a formula (tab and CR too, as some strip them).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r'])

/**
 * One CSV cell. Text that a spreadsheet would run as a formula gets a leading single quote (OWASP's advice
 * against CSV injection: a user could name themselves '=HYPERLINK(...)'); numbers are written as they are.
 * Cells holding a comma, quote or line break are quoted, with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_TRIGGERS.has(text.charAt(0))) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The whole CSV document: a header row, one row per user, CRLF line ends (RFC 4180). */
export function usersToCsv(users: readonly AdminUser[]): string {
  const lines = [USER_EXPORT_COLUMNS.map(csvCell).join(',')]
  for (const user of users) {
    const row = userExportRow(user)
    lines.push(USER_EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

/** The JSON export: the same fields under the same names as the CSV columns. */
export function usersToJson(users: readonly AdminUser[]): string {
  return JSON.stringify(users.map(userExportRow), null, 2)
}

/** What to download for a format: file name, MIME type and contents. */
export function userExport(
  users: readonly AdminUser[],
  format: ExportFormat,
): { fileName: string; mimeType: string; content: string } {
  if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents stay intact).
    return {
      fileName: `${USER_EXPORT_BASENAME}.csv`,
      mimeType: 'text/csv;charset=utf-8',
      content: `\uFEFF${usersToCsv(users)}`,
    }
  }
  return {
    fileName: `${USER_EXPORT_BASENAME}.json`,
    mimeType: 'application/json',
    content: usersToJson(users),
  }
}

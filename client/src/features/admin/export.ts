import { type AdminUser, USER_EXPORT_COLUMNS } from '@contract/admin'
import type { FeedbackItem } from '@contract/feedback'

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

/**
 * The one CSV writer of the console's exports: a header row of `columns`, then one row per record with its
 * cells in column order, every cell through csvCell, CRLF line ends (RFC 4180).
 */
export function toCsv<C extends string>(
  columns: readonly C[],
  rows: Iterable<Record<C, string | number | null | undefined>>,
): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** A CSV download: the byte-order mark makes Excel read the file as UTF-8 (accents and emoji stay intact). */
export function csvFile(
  basename: string,
  csv: string,
): { fileName: string; mimeType: string; content: string } {
  return { fileName: `${basename}.csv`, mimeType: 'text/csv;charset=utf-8', content: `\uFEFF${csv}` }
}

/** The whole CSV document: a header row, one row per user. */
export function usersToCsv(users: readonly AdminUser[]): string {
  return toCsv(USER_EXPORT_COLUMNS, users.map(userExportRow))
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
  if (format === 'csv') return csvFile(USER_EXPORT_BASENAME, usersToCsv(users))
  return {
    fileName: `${USER_EXPORT_BASENAME}.json`,
    mimeType: 'application/json',
    content: usersToJson(users),
  }
}

/** The feedback export's columns, in their order (decision 0086). */
export const FEEDBACK_EXPORT_COLUMNS = [
  'ID',
  'Created At',
  'Name',
  'Email',
  'Type',
  'Status',
  'Priority',
  'Subject',
  'Message',
  'Replies',
] as const
export type FeedbackExportColumn = (typeof FEEDBACK_EXPORT_COLUMNS)[number]

/** Named like the users export: sonar-feedback.csv. */
export const FEEDBACK_EXPORT_BASENAME = 'sonar-feedback'

/** One feedback entry as an export row; values as the API gives them (type 'bug', status 'in-progress'). */
export function feedbackExportRow(item: FeedbackItem): Record<FeedbackExportColumn, string | number> {
  return {
    ID: item.id,
    'Created At': item.createdAt,
    Name: item.name,
    Email: item.email,
    Type: item.type,
    Status: item.status,
    Priority: item.priority,
    Subject: item.subject,
    Message: item.message,
    Replies: item.replyCount,
  }
}

/** The feedback entries the table shows (its search and filter, every page, in its order) as a CSV file. */
export function feedbackExport(items: readonly FeedbackItem[]) {
  return csvFile(FEEDBACK_EXPORT_BASENAME, toCsv(FEEDBACK_EXPORT_COLUMNS, items.map(feedbackExportRow)))
}

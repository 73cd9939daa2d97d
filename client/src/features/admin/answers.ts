import type { QuestionOutcome } from '@contract/admin'
import {
  ANSWERS_MAX_PAGE_SIZE,
  type AnswerFilters,
  type AnswerList,
  type AnswerListItem,
  type AnswerRating,
} from '@contract/answer-review'
import { outcomeLabels } from './charts'
import { csvCell } from './export'

export const ANSWERS_URL = '/api/admin/answers'
export const UNMET_DEVICES_URL = '/api/admin/answers/unmet-devices'
export const ANSWER_GAPS_URL = '/api/admin/answers/gaps'
/** The Answers table's page size. */
export const ANSWERS_TABLE_PAGE_SIZE = 20

/** The list's URL (its query key) for a page and these filters; empty filters are left out. */
export function answersUrl(
  filters: AnswerFilters,
  page = 1,
  pageSize: number = ANSWERS_TABLE_PAGE_SIZE,
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  if (filters.rating) params.set('rating', filters.rating)
  if (filters.outcome) params.set('outcome', filters.outcome)
  const device = filters.device?.trim()
  if (device) params.set('device', device)
  return `${ANSWERS_URL}?${params}`
}

/** How an outcome reads in the table (the dashboard chart's names). */
export function outcomeLabel(outcome: QuestionOutcome): string {
  return outcomeLabels[outcome]
}

/** A rating in words: the icon's accessible text and the export's cell. */
export function ratingLabel(rating: AnswerRating | null): string {
  if (rating === 'up') return 'Helpful'
  if (rating === 'down') return 'Not helpful'
  return 'Not rated'
}

/** Who asked, as the table and the export show them. */
export function askerName(item: Pick<AnswerListItem, 'user'>): string {
  return item.user ? item.user.name : 'Deleted user'
}

/** The Answers export's columns, in order. */
export const ANSWER_EXPORT_COLUMNS = [
  'ID',
  'Time',
  'User',
  'Email',
  'Device',
  'Question',
  'Outcome',
  'Rating',
  'Comment',
] as const
export const ANSWER_EXPORT_FILE = 'sonar-answers.csv'

/** The CSV of the listed answers: a header row, one row each, CRLF line ends, formula-safe cells. */
export function answersToCsv(items: readonly AnswerListItem[]): string {
  const lines = [ANSWER_EXPORT_COLUMNS.map(csvCell).join(',')]
  for (const item of items) {
    lines.push(
      [
        item.id,
        item.createdAt,
        askerName(item),
        item.user?.email ?? '',
        item.deviceLabel,
        item.question,
        outcomeLabel(item.outcome),
        item.rating ? ratingLabel(item.rating) : '',
        item.ratingComment ?? '',
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/** The most rows one export reads (in pages of the largest size the server allows). */
export const ANSWER_EXPORT_LIMIT = 5000

/**
 * Every answer the filters keep (up to ANSWER_EXPORT_LIMIT), newest first, read page by page from
 * `fetchPage` (a GET of the URL it is given).
 */
export async function collectAnswers(
  filters: AnswerFilters,
  fetchPage: (url: string) => Promise<AnswerList>,
): Promise<AnswerListItem[]> {
  const items: AnswerListItem[] = []
  for (let page = 1; items.length < ANSWER_EXPORT_LIMIT; page++) {
    const list = await fetchPage(answersUrl(filters, page, ANSWERS_MAX_PAGE_SIZE))
    items.push(...list.items)
    if (list.items.length === 0 || items.length >= list.total) break
  }
  return items.slice(0, ANSWER_EXPORT_LIMIT)
}

import { and, desc, eq, getTableColumns, gte, ilike, type SQL, sql } from 'drizzle-orm'
import type { QuestionOutcome } from '../../../contract/admin'
import {
  ANSWER_GAPS_DAYS,
  ANSWER_GAPS_LIMIT,
  type AnswerDetails,
  type AnswerFilters,
  type AnswerGap,
  type AnswerList,
  type AnswerListItem,
  type AnswerRating,
  UNMET_DEVICES_DAYS,
  UNMET_DEVICES_LIMIT,
  type UnmetDevice,
} from '../../../contract/answer-review'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type { AnswerSource } from '../../../contract/query'
import type { Db } from '../../db/client'
import { containsPattern } from '../../db/like'
import { answerGaps, documents, manuals, queries, users } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { isAnsweredOrDeclined, outcomeOfRow } from '../answers'
import { toManual } from '../devices'

// The Answers tab's review of what people asked: every figure and filter is worked out by the database.

const outcome = sql<QuestionOutcome>`${outcomeOfRow}`

/** The list's columns: the question, who asked (joined; missing once the account is deleted) and how it ended. */
const listColumns = {
  id: queries.id,
  createdAt: queries.createdAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deviceLabel: queries.deviceLabel,
  question: queries.question,
  outcome,
  rating: queries.rating,
  ratingComment: queries.ratingComment,
}

type ListRow = {
  id: number
  createdAt: Date
  userId: number | null
  firstName: string | null
  lastName: string | null
  email: string | null
  deviceLabel: string
  question: string
  outcome: QuestionOutcome
  rating: AnswerRating | null
  ratingComment: string | null
}

function toListItem(row: ListRow): AnswerListItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user:
      row.userId === null
        ? null
        : {
            id: row.userId,
            name: [row.firstName, row.lastName].filter(Boolean).join(' '),
            email: row.email ?? '',
          },
    deviceLabel: row.deviceLabel,
    question: row.question,
    outcome: row.outcome,
    rating: row.rating,
    ratingComment: row.ratingComment,
  }
}

/** The filters as one SQL condition, over the questions the dashboard counts (decision 0075). */
function filterCondition(filters: AnswerFilters): SQL | undefined {
  return and(
    isAnsweredOrDeclined,
    filters.rating ? eq(queries.rating, filters.rating) : undefined,
    filters.outcome ? sql`${outcomeOfRow} = ${filters.outcome}` : undefined,
    filters.device ? ilike(queries.deviceLabel, containsPattern(filters.device)) : undefined,
  )
}

/** One page of the questions the filters keep, newest first, and how many they keep in all. */
export async function listAnswers(
  db: Db,
  { page, pageSize, ...filters }: AnswerFilters & { page: number; pageSize: number },
): Promise<AnswerList> {
  const where = filterCondition(filters)
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(queries)
      .leftJoin(users, eq(users.id, queries.userId))
      .where(where)
      .orderBy(desc(queries.createdAt), desc(queries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(queries).where(where),
  ])
  return { items: rows.map(toListItem), total: Number(counted?.total ?? 0), page, pageSize }
}

/** One question with its whole answer, sources and rating. */
export async function getAnswer(db: Db, id: number): Promise<AnswerDetails> {
  const [row] = await db
    .select({
      ...listColumns,
      answer: queries.answer,
      sources: queries.sources,
      deviceId: queries.deviceId,
      ratedAt: queries.ratedAt,
    })
    .from(queries)
    .leftJoin(users, eq(users.id, queries.userId))
    .where(eq(queries.id, id))
  if (!row) throw notFound('Answer not found')
  return {
    ...toListItem(row),
    answer: row.answer,
    sources: Array.isArray(row.sources) ? (row.sources as AnswerSource[]) : [],
    deviceId: row.deviceId,
    ratedAt: row.ratedAt?.toISOString() ?? null,
  }
}

/**
 * Catalogue devices with no ready manual that people asked about in the last UNMET_DEVICES_DAYS days, most
 * asked first. 'General Device Question' is left out: it is answered from the guides, never from a manual.
 */
export async function listUnmetDevices(db: Db, now = new Date()): Promise<UnmetDevice[]> {
  const since = new Date(now.getTime() - UNMET_DEVICES_DAYS * 24 * 60 * 60 * 1000)
  const questions = sql<number>`count(${queries.id})::int`
  const rows = await db
    .select({ ...getTableColumns(manuals), questions })
    .from(manuals)
    .innerJoin(
      queries,
      and(eq(queries.deviceId, manuals.id), gte(queries.createdAt, since), isAnsweredOrDeclined),
    )
    .where(
      and(
        sql`${manuals.brand} <> ${GENERAL_DEVICE_BRAND}`,
        sql`not exists (select 1 from ${documents}
              where ${documents.manualId} = ${manuals.id} and ${documents.status} = 'ready')`,
      ),
    )
    .groupBy(manuals.id)
    .orderBy(desc(questions), manuals.brand, manuals.model, manuals.id)
    .limit(UNMET_DEVICES_LIMIT)
  return rows.map(({ questions: count, ...manual }) => ({
    device: toManual(manual),
    questions: Number(count),
  }))
}

/**
 * What owners asked in the last ANSWER_GAPS_DAYS days that nothing covers, by device and subject (case aside),
 * most asked first, then the most lately asked; each with its latest question.
 */
export async function listAnswerGaps(db: Db, now = new Date()): Promise<AnswerGap[]> {
  const since = new Date(now.getTime() - ANSWER_GAPS_DAYS * 24 * 60 * 60 * 1000)
  const questions = sql<number>`count(*)::int`
  const lastAskedAt = sql<Date>`max(${answerGaps.createdAt})`
  const rows = await db
    .select({
      deviceLabel: answerGaps.deviceLabel,
      subject: sql<string>`min(${answerGaps.subject})`,
      questions,
      lastQuestion: sql<string>`(array_agg(${answerGaps.question} order by ${answerGaps.createdAt} desc, ${answerGaps.id} desc))[1]`,
      lastAskedAt,
    })
    .from(answerGaps)
    .where(gte(answerGaps.createdAt, since))
    .groupBy(answerGaps.deviceLabel, sql`lower(${answerGaps.subject})`)
    .orderBy(desc(questions), desc(lastAskedAt))
    .limit(ANSWER_GAPS_LIMIT)
  return rows.map((r) => ({
    ...r,
    questions: Number(r.questions),
    lastAskedAt: new Date(r.lastAskedAt).toISOString(),
  }))
}

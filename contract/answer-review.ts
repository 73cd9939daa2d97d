import { z } from 'zod'
import { type QuestionOutcome, questionOutcomeSchema } from './admin'
import { safeText } from './common'
import { manualSchema } from './devices'
import { answerSourceSchema } from './query'

// The Admin Console's Answers tab: the questions people asked, how each ended and how it was rated, and the
// catalogue devices asked about that still have no manual.

export const ANSWER_RATINGS = ['up', 'down'] as const
export const answerRatingSchema = z.enum(ANSWER_RATINGS)
export type AnswerRating = z.infer<typeof answerRatingSchema>

/** The list's page size unless one is asked for, and the largest one allowed. */
export const ANSWERS_PAGE_SIZE = 20
export const ANSWERS_MAX_PAGE_SIZE = 100

/**
 * GET /api/admin/answers?page&pageSize&rating&outcome&device: newest first. rating keeps the answers rated
 * so ('down' is the tab's 'Thumbs down only'); outcome keeps one outcome; device is a part of the device
 * label, matched case-insensitively and literally (a '%' or '_' in it is that character). An empty
 * device is no filter.
 */
export const answersQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int({ message: 'page must be a whole number' })
    .min(1, { message: 'page must be at least 1' })
    .max(1_000_000, { message: 'page is out of range' })
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int({ message: 'pageSize must be a whole number' })
    .min(1, { message: 'pageSize must be at least 1' })
    .max(ANSWERS_MAX_PAGE_SIZE, { message: `pageSize must be at most ${ANSWERS_MAX_PAGE_SIZE}` })
    .optional()
    .default(ANSWERS_PAGE_SIZE),
  rating: z.enum(ANSWER_RATINGS, { message: 'rating must be up or down' }).optional(),
  outcome: questionOutcomeSchema.optional(),
  device: safeText()
    .trim()
    .max(200, { message: 'device must be at most 200 characters' })
    .optional()
    .transform((value) => value || undefined),
})
export type AnswersQuery = z.input<typeof answersQuerySchema>
/** The list's filters, each optional (what the tab sends besides the page). */
export type AnswerFilters = { rating?: AnswerRating; outcome?: QuestionOutcome; device?: string }

/** Who asked: null once the account is deleted (the tab shows 'Deleted user'). */
export const answerAskerSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .nullable()

/** One asked question as the list shows it. */
export const answerListItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  user: answerAskerSchema,
  deviceLabel: z.string(),
  question: z.string(),
  outcome: questionOutcomeSchema,
  rating: answerRatingSchema.nullable(),
  ratingComment: z.string().nullable(),
})
export type AnswerListItem = z.infer<typeof answerListItemSchema>

/** A page of the list: its items and the total the filters match. */
export const answerListSchema = z.object({
  items: z.array(answerListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
})
export type AnswerList = z.infer<typeof answerListSchema>

/** GET /api/admin/answers/{id}: the question with the whole answer, its sources and its rating. */
export const answerDetailsSchema = answerListItemSchema.extend({
  answer: z.string(),
  sources: z.array(answerSourceSchema),
  deviceId: z.number().int().nullable(),
  ratedAt: z.string().nullable(),
})
export type AnswerDetails = z.infer<typeof answerDetailsSchema>

/** The 'Devices without manuals' card looks back over this many days and lists at most this many devices. */
export const UNMET_DEVICES_DAYS = 30
export const UNMET_DEVICES_LIMIT = 10

/**
 * GET /api/admin/answers/unmet-devices: catalogue devices without a ready manual that people asked about in
 * the last UNMET_DEVICES_DAYS days, most asked first, with how many questions.
 */
export const unmetDeviceSchema = z.object({ device: manualSchema, questions: z.number().int().min(1) })
export type UnmetDevice = z.infer<typeof unmetDeviceSchema>
export const unmetDeviceListSchema = z.array(unmetDeviceSchema)

/** The 'Questions nothing covers' card looks back over this many days and lists at most this many gaps. */
export const ANSWER_GAPS_DAYS = 30
export const ANSWER_GAPS_LIMIT = 20

/**
 * GET /api/admin/answers/gaps: what owners asked in the last ANSWER_GAPS_DAYS days that neither the guides nor
 * a manual covers (the 'not covered' answers), by device and subject, most asked first, with the latest
 * question asked and when.
 */
export const answerGapSchema = z.object({
  deviceLabel: z.string(),
  subject: z.string(),
  questions: z.number().int().min(1),
  lastQuestion: z.string(),
  lastAskedAt: z.string(),
})
export type AnswerGap = z.infer<typeof answerGapSchema>
export const answerGapListSchema = z.array(answerGapSchema)

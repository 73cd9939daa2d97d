// A user's conversations with the assistant, kept on the server, and the ratings of its answers.
import { z } from 'zod'
import { idSchema, safeText } from './common'
import { answerSourceSchema } from './query'

export const CONVERSATION_TITLE_MAX = 120

/** GET /api/conversations: the user's own, newest first; `q` searches titles and questions. */
export const conversationListQuerySchema = z.object({
  q: safeText().trim().max(200, { message: 'Search must be at most 200 characters' }).optional(),
})

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  device: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>
export const conversationListSchema = z.array(conversationSummarySchema)

export const ratingSchema = z.enum(['up', 'down'])
export type Rating = z.infer<typeof ratingSchema>

export const conversationMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(answerSourceSchema).optional(),
  /** The kept answer, on the assistant's messages. */
  answerId: z.number().int().optional(),
  rating: ratingSchema.nullable().optional(),
  /** The answer stopped before it was whole (the reader left, the server stopped): `content` is what was sent. */
  cutShort: z.boolean().optional(),
  createdAt: z.string(),
})
export type ConversationMessage = z.infer<typeof conversationMessageSchema>

/** The device a conversation is about: a catalogue device by its id, or the one the user described. */
export const conversationDeviceSchema = z.object({
  manualId: z.number().int().nullable(),
  label: z.string(),
  customDevice: z
    .object({
      brand: z.string(),
      model: z.string(),
      deviceType: z.string(),
      specifications: z.string().nullable().optional(),
    })
    .nullable(),
})

export const conversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  device: conversationDeviceSchema,
  updatedAt: z.string(),
  messages: z.array(conversationMessageSchema),
})
export type Conversation = z.infer<typeof conversationSchema>

export const conversationParamsSchema = z.object({ id: idSchema('id') })

export const renameConversationSchema = z.object({
  title: safeText({ message: 'Title is required' })
    .trim()
    .min(1, { message: 'Title is required' })
    .max(CONVERSATION_TITLE_MAX, { message: `Title must be at most ${CONVERSATION_TITLE_MAX} characters` }),
})

/** POST /api/answers/{answerId}/feedback */
export const answerParamsSchema = z.object({ answerId: idSchema('answerId') })
export const answerFeedbackSchema = z.object({
  rating: ratingSchema,
  comment: safeText().trim().max(2000, { message: 'Comment must be at most 2000 characters' }).optional(),
})
export type AnswerFeedback = z.input<typeof answerFeedbackSchema>
export const answerFeedbackResponseSchema = z.object({
  answerId: z.number().int(),
  rating: ratingSchema,
  comment: z.string().nullable(),
})

// A user's conversations with the assistant, kept on the server, and the ratings of its answers.
import { z } from 'zod'
import { idSchema, safeText } from './common'
import { answerSourceSchema } from './query'

export const CONVERSATION_TITLE_MAX = 120

export const CONVERSATION_PAGE_SIZE = 30

/**
 * GET /api/conversations: the user's own, newest first, a page at a time. `q` searches titles, questions and
 * answers; `cursor` is the last conversation of the previous page (its nextCursor).
 */
export const conversationListQuerySchema = z.object({
  q: safeText().trim().max(200, { message: 'Search must be at most 200 characters' }).optional(),
  cursor: idSchema('cursor').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(100, { message: 'limit must be at most 100' })
    .optional(),
})

/** Where a search matched inside a conversation: the text around the first match, the match on its own. */
export const conversationSnippetSchema = z.object({
  in: z.enum(['question', 'answer']),
  before: z.string(),
  match: z.string(),
  after: z.string(),
})
export type ConversationSnippet = z.infer<typeof conversationSnippetSchema>

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  device: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  /** With a search that matched a question or an answer (not only the title): where. */
  snippet: conversationSnippetSchema.optional(),
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** The cursor of the next page, or null on the last. */
  nextCursor: z.number().int().nullable(),
})
export type ConversationPage = z.infer<typeof conversationListSchema>

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
  /** A conversation about the owner's boat: the boat, and the device on it asked about (null: the whole boat). */
  boat: z
    .object({ boatId: z.number().int(), boatDeviceId: z.number().int().nullable() })
    .nullable()
    .optional(),
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

/** GET /api/conversations/{id}/export?format=: the conversation as a file to download. */
export const EXPORT_FORMATS = ['markdown', 'pdf'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const conversationExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: "format must be 'markdown' or 'pdf'" }),
})

/**
 * GET /api/conversations/{id}/share: whether a live link exists. The link itself is shown once, when it is
 * made: only its hash is kept (decision 0083).
 */
export const shareStatusSchema = z.object({
  shared: z.boolean(),
  sharedAt: z.string().nullable(),
})
export type ShareStatus = z.infer<typeof shareStatusSchema>

/** POST /api/conversations/{id}/share (201): the new link's path (the origin is the app's). */
export const createdShareSchema = z.object({
  path: z.string(),
  sharedAt: z.string(),
})
export type CreatedShare = z.infer<typeof createdShareSchema>

/** The shared page's address: /shared?token=... (a query string, so logs redact it as every token). */
export const SHARED_PAGE = '/shared'
/** A share token: 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** GET /api/shared-conversation?token= and GET /shared?token= (the public page). */
export const sharedQuerySchema = z.object({
  token: safeText({ message: 'token is required' }).max(200, { message: 'token is too long' }),
})

/** A shared conversation as anyone with the link sees it: nothing of its owner. */
export const sharedConversationSchema = z.object({
  title: z.string(),
  device: z.string(),
  sharedAt: z.string(),
  messages: z.array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      sources: z.array(answerSourceSchema).optional(),
      cutShort: z.boolean().optional(),
    }),
  ),
})
export type SharedConversation = z.infer<typeof sharedConversationSchema>

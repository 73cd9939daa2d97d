import { z } from 'zod'
import { MAX_ID, safeText } from './common'
import { usageSchema } from './usage'

export const historyTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: safeText().max(8000, { message: 'History messages must be at most 8000 characters' }),
})

/** A device the user described in the browser (not saved): sent with a negative manualId. */
export const customDeviceSchema = z.object({
  brand: safeText({ message: 'Manufacturer is required' })
    .trim()
    .min(1, { message: 'Manufacturer is required' })
    .max(100, { message: 'Manufacturer must be at most 100 characters' }),
  model: safeText({ message: 'Model is required' })
    .trim()
    .min(1, { message: 'Model is required' })
    .max(150, { message: 'Model must be at most 150 characters' }),
  deviceType: safeText().trim().max(40).optional().default('sonar'),
  specifications: safeText()
    .trim()
    .max(5000, { message: 'Specifications must be at most 5000 characters' })
    .nullable()
    .optional(),
})
export type CustomDevice = z.input<typeof customDeviceSchema>

/** POST /api/query and /api/query/stream (SPEC.md section 7). */
export const queryRequestSchema = z.object({
  // Negative for a custom device (SPEC.md section 3); either way within PostgreSQL's integer range.
  manualId: z
    .number({ message: 'Please select a device' })
    .int({ message: 'Please select a device' })
    .min(-MAX_ID, { message: 'Please select a device' })
    .max(MAX_ID, { message: 'Please select a device' }),
  query: safeText({ message: 'Please enter a question' })
    .trim()
    .min(1, { message: 'Please enter a question' })
    .max(2000, { message: 'Questions must be at most 2000 characters' }),
  history: z.array(historyTurnSchema).max(50).optional().default([]),
  customDevice: customDeviceSchema.optional(),
  /** The conversation the question continues; without one, the question starts a new conversation. */
  conversationId: z
    .number({ message: 'conversationId must be a number' })
    .int({ message: 'conversationId must be a whole number' })
    .positive({ message: 'conversationId must be a positive number' })
    .max(MAX_ID, { message: 'conversationId is out of range' })
    .optional(),
  /**
   * Asks about the owner's boat (issue 43): the guides of every device on it and the networks between them
   * answer. With boatDeviceId the question is about that device, the rest of the boat its context; without,
   * it is about the boat as a whole. manualId is then the device's catalogue id, or 0 (the whole boat, or a
   * device of the owner's own).
   */
  boatId: z
    .number({ message: 'boatId must be a number' })
    .int({ message: 'boatId must be a whole number' })
    .positive({ message: 'boatId must be a positive number' })
    .max(MAX_ID, { message: 'boatId is out of range' })
    .optional(),
  boatDeviceId: z
    .number({ message: 'boatDeviceId must be a number' })
    .int({ message: 'boatDeviceId must be a whole number' })
    .positive({ message: 'boatDeviceId must be a positive number' })
    .max(MAX_ID, { message: 'boatDeviceId is out of range' })
    .optional(),
  /**
   * Asks in place of a kept answer of the conversation (regenerate, an edited question, a retry): that
   * question and answer, and every later one, leave the conversation when the new answer's first text is sent.
   */
  replaceFrom: z
    .number({ message: 'replaceFrom must be a number' })
    .int({ message: 'replaceFrom must be a whole number' })
    .positive({ message: 'replaceFrom must be a positive number' })
    .max(MAX_ID, { message: 'replaceFrom is out of range' })
    .optional(),
})
export type QueryRequest = z.input<typeof queryRequestSchema>

export const answerSourceSchema = z.object({
  title: z.string(),
  heading: z.string().optional(),
  deviceId: z.number().int().optional(),
  /** An uploaded manual's passage: the document, whose pages GET /api/documents/{documentId}/pages/{page} shows. */
  documentId: z.number().int().optional(),
  /** The PDF's own page index (1-based); the page number printed on it, where it differs, is in the title. */
  page: z.number().int().optional(),
  url: z.string().optional(),
  excerpt: z.string(),
})
export type AnswerSource = z.infer<typeof answerSourceSchema>

/** A section related to the answer: its title and a short markdown excerpt the reader can expand. */
export const relatedSectionSchema = z.object({
  title: z.string(),
  source: z.string(),
  body: z.string(),
})
export type RelatedSection = z.infer<typeof relatedSectionSchema>

export const queryResponseSchema = z.object({
  response: z.string(),
  sources: z.array(answerSourceSchema),
  usage: usageSchema,
  related: z.array(relatedSectionSchema).optional(),
  /**
   * Two or three questions to ask next, from the sections the answer leads to (decision 0082); none after a
   * decline. Asking one is asking it as typed.
   */
  followUps: z.array(z.string()).max(3).optional(),
  /** The question was not about boats' electronics, or nothing answers it: no query was spent. */
  declined: z.boolean().optional(),
  /** The conversation the answer was kept in, and the kept answer (to rate it). */
  conversationId: z.number().int().optional(),
  answerId: z.number().int().optional(),
})
export type QueryResponse = z.infer<typeof queryResponseSchema>

/** Where an answer is kept: its conversation and the kept answer (the 'start' event, and errors after it). */
export type KeptAnswerIds = { conversationId: number; answerId: number }

/**
 * Server-sent events of POST /api/query/stream: 'start' names where the answer is kept, just before its
 * first text (so an answer stopped or cut short can still be retried, edited or regenerated), 'delta' appends text, 'replace' swaps the whole answer
 * (a model failed part-way and the offline answer takes its place), 'done' carries what /api/query answers,
 * 'error' a message and code.
 */
export type QueryStreamEvent =
  | { event: 'start'; data: KeptAnswerIds }
  | { event: 'delta'; data: { text: string } }
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: QueryResponse }
  | { event: 'error'; data: { message: string; code?: string } }

export const QUOTA_EXCEEDED_CODE = 'QUOTA_EXCEEDED'
/** 409: the answer to replace is no longer in the conversation (replaced meanwhile, e.g. in another tab). */
export const CONVERSATION_CHANGED_CODE = 'CONVERSATION_CHANGED'

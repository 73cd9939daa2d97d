import { z } from 'zod'
import { idSchema, safeText } from './common'

export const feedbackTypes = ['support', 'enhancement', 'bug'] as const
export const feedbackStatuses = ['pending', 'in-progress', 'completed', 'declined'] as const
export const feedbackPriorities = ['low', 'medium', 'high', 'critical'] as const

/** SPEC.md section 2 'Type badges'. */
export const feedbackTypeLabels: Record<(typeof feedbackTypes)[number], string> = {
  bug: 'Bug Report',
  enhancement: 'Enhancement',
  support: 'Support',
}

/** POST /api/feedback, with SPEC.md section 5's rules and messages; the contact form uses the same schema. */
export const feedbackRequestSchema = z.object({
  name: safeText({ message: 'Name must be at least 2 characters.' })
    .trim()
    .min(2, { message: 'Name must be at least 2 characters.' })
    .max(100, { message: 'Name must be at most 100 characters.' }),
  email: safeText({ message: 'Please enter a valid email address.' })
    .trim()
    .toLowerCase()
    .max(254, { message: 'Please enter a valid email address.' })
    .pipe(z.email({ message: 'Please enter a valid email address.' })),
  type: z.enum(feedbackTypes, { message: 'Please select a feedback type.' }).default('support'),
  subject: safeText({ message: 'Subject must be at least 5 characters.' })
    .trim()
    .min(5, { message: 'Subject must be at least 5 characters.' })
    .max(200, { message: 'Subject must be at most 200 characters.' }),
  message: safeText({ message: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, { message: 'Message must be at least 10 characters.' })
    .max(5000, { message: 'Message must be at most 5000 characters.' }),
})
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  type: z.enum(feedbackTypes),
  status: z.enum(feedbackStatuses),
  priority: z.enum(feedbackPriorities),
  /** How many replies the admins have written to it (the details dialog loads the thread itself). */
  replyCount: z.number().int(),
})
export type FeedbackItem = z.infer<typeof feedbackItemSchema>
export const feedbackListSchema = z.array(feedbackItemSchema)

/** PUT /api/admin/feedback/{id}: any status to any status, any priority to any priority (SPEC.md section 4). */
export const feedbackUpdateSchema = z
  .object({
    status: z.enum(feedbackStatuses).optional(),
    priority: z.enum(feedbackPriorities).optional(),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined, {
    message: 'Status or priority is required',
    path: ['status'],
  })
export type FeedbackUpdate = z.input<typeof feedbackUpdateSchema>

/** Longest reply an admin may send; the contact form's messages are capped at 5000 too. */
export const FEEDBACK_REPLY_MAX_LENGTH = 5000

/**
 * POST /api/admin/feedback/{id}/replies: the reply's text (emailed to the sender, their message quoted
 * beneath) and the status the item moves to, 'in-progress' unless the admin picks another (decision 0086).
 * The reply dialog's form validates with this same schema.
 */
export const feedbackReplyRequestSchema = z.object({
  message: safeText({ message: 'Write a reply before sending.' })
    .trim()
    .min(1, { message: 'Write a reply before sending.' })
    .max(FEEDBACK_REPLY_MAX_LENGTH, {
      message: `Reply must be at most ${FEEDBACK_REPLY_MAX_LENGTH} characters.`,
    }),
  status: z.enum(feedbackStatuses, { message: 'Please choose a status.' }).default('in-progress'),
})
export type FeedbackReplyRequest = z.input<typeof feedbackReplyRequestSchema>

/**
 * What became of a reply's email: 'sent'; 'failed' (the mail server refused or could not be reached: `error`
 * says why, and it can be sent again); 'outbox' (no mail server is configured: kept, never emailed); 'sending'
 * while an attempt runs.
 */
export const feedbackReplyDeliveries = ['sending', 'sent', 'failed', 'outbox'] as const
export type FeedbackReplyDelivery = (typeof feedbackReplyDeliveries)[number]

export const feedbackReplySchema = z.object({
  id: z.number().int(),
  feedbackId: z.number().int(),
  createdAt: z.string(),
  /** The admin who wrote it, as named when they did. */
  authorName: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  message: z.string(),
  delivery: z.enum(feedbackReplyDeliveries),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
})
export type FeedbackReply = z.infer<typeof feedbackReplySchema>
/** GET /api/admin/feedback/{id}/replies: the thread, oldest first (newest last). */
export const feedbackReplyListSchema = z.array(feedbackReplySchema)

/** POST .../replies and POST .../replies/{replyId}/resend: the reply as it now stands, and its item. */
export const feedbackReplyResultSchema = z.object({
  reply: feedbackReplySchema,
  item: feedbackItemSchema,
})
export type FeedbackReplyResult = z.infer<typeof feedbackReplyResultSchema>

/** The path of one reply: the feedback item's id and the reply's. */
export const feedbackReplyParamsSchema = z.object({ id: idSchema(), replyId: idSchema('replyId') })

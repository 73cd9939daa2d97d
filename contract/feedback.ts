import { z } from 'zod'
import { safeText } from './common'

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

// The user's own data: the export of GET /api/account/export and the request of DELETE /api/account.
import { z } from 'zod'
import { boatSchema } from './boats'
import { safeText } from './common'
import { feedbackPriorities, feedbackStatuses, feedbackTypes } from './feedback'
import { answerSourceSchema } from './query'
import { planSchema, roleSchema } from './user'

/** Dates are ISO 8601 strings (UTC), or null where the account has none. */
const date = z.string()
const optionalDate = z.string().nullable()

/**
 * GET /api/account/export: everything the service keeps about the signed-in user, one section per kind of
 * data. Never a password hash, a session or token, nor a payment secret. A new section is a new key here
 * and a new reader in the server's `exportSections` (server/features/account/service.ts).
 */
export const accountExportSchema = z.object({
  exportedAt: date,
  profile: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    username: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: roleSchema,
    createdAt: date,
    lastLoginAt: optionalDate,
  }),
  subscription: z.object({
    plan: planSchema,
    status: z.string(),
    subscriptionId: z.string().nullable(),
    startDate: optionalDate,
    currentPeriodEnd: optionalDate,
    cancelAtPeriodEnd: z.boolean(),
    queriesUsed: z.number().int(),
  }),
  /** Every question asked, oldest first, with the answer given and the sources it cited. */
  questions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: date,
      device: z.string(),
      question: z.string(),
      answer: z.string(),
      sources: z.array(answerSourceSchema),
      status: z.enum(['answered', 'aborted', 'declined']),
      /** The conversation it was asked in (see `conversations`), and the user's rating of the answer. */
      conversationId: z.number().int().nullable(),
      rating: z.enum(['up', 'down']).nullable(),
      ratingComment: z.string().nullable(),
    }),
  ),
  /** The conversations kept for the user; their questions are in `questions`. */
  conversations: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      device: z.string(),
      createdAt: date,
      updatedAt: date,
    }),
  ),
  /** The contact-form messages sent from this account, or from its confirmed email address. */
  feedback: z.array(
    z.object({
      id: z.number().int(),
      createdAt: date,
      name: z.string(),
      email: z.string(),
      type: z.enum(feedbackTypes),
      subject: z.string(),
      message: z.string(),
      status: z.enum(feedbackStatuses),
      priority: z.enum(feedbackPriorities),
    }),
  ),
  /**
   * The owner's boats with their devices and networks, as GET /api/boats answers them. Always sent; optional
   * in the type only so that the section was added without changing what readers of the export compile.
   */
  boats: z.array(boatSchema).optional(),
})
export type AccountExport = z.infer<typeof accountExportSchema>

/**
 * The export's file name: the product's name, then the day it was made (sonar-assistant-data-2025-04-01.json).
 * The server sends it in Content-Disposition; the client saves the file under it.
 */
export function accountExportFileName(productName: string, exportedAt: string): string {
  const product = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${product || 'account'}-data-${exportedAt.slice(0, 10)}.json`
}

/** DELETE /api/account: the account's password, checked again before anything is removed. */
export const deleteAccountRequestSchema = z.object({
  password: safeText({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(256, { message: 'Password must be at most 256 characters' }),
})
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>

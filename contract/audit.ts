import { z } from 'zod'
import { idSchema, safeText } from './common'

/**
 * What the audit log records (decision 0085): every admin write, named as 'target.verb'. The console's
 * action filter lists these.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.reset-queries',
  'user.suspend',
  'user.reinstate',
  'user.reset-link',
  'device.create',
  'device.update',
  'device.delete',
  'device.import',
  'document.upload',
  'document.delete',
  'document.reindex',
  'feedback.update',
  'feedback.reply',
  'feedback.reply.resend',
] as const
export const auditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof auditActionSchema>

/** The words the console shows for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'User added',
  'user.update': 'User edited',
  'user.delete': 'User deleted',
  'user.reset-queries': 'Queries reset',
  'user.suspend': 'User suspended',
  'user.reinstate': 'User reinstated',
  'user.reset-link': 'Reset link sent',
  'device.create': 'Device added',
  'device.update': 'Device edited',
  'device.delete': 'Device deleted',
  'device.import': 'Devices imported',
  'document.upload': 'Manual uploaded',
  'document.delete': 'Manual deleted',
  'document.reindex': 'Manual read again',
  'feedback.update': 'Feedback updated',
  'feedback.reply': 'Feedback answered',
  'feedback.reply.resend': 'Reply sent again',
}

export const AUDIT_PAGE_SIZES = [10, 20, 50] as const

/**
 * GET /api/admin/audit?page&pageSize&q&actorId&action: newest first. q is matched, case-insensitively and
 * literally, against the admin's email, the summary, the target's id and the action.
 */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  q: safeText().trim().max(200, { message: 'q must be at most 200 characters' }).optional(),
  actorId: idSchema('actorId').optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'action is not a recorded action' }).optional(),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  /** What changed, by field: { from, to } for values, true for a password set (never the password). */
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every admin who has an entry in the log (by their latest email there), for the admin filter. */
  actors: z.array(z.object({ id: z.number().int(), email: z.string() })),
})
export type AuditList = z.infer<typeof auditListSchema>

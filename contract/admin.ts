import { z } from 'zod'
import { passwordSchema } from './auth'
import { emailSchema, idSchema, MAX_ID, safeText } from './common'
import { planSchema, roleSchema, userSchema } from './user'

/**
 * A user as the Admin Console lists it: the public user plus when they last signed in, and whether (since
 * when, and the admin's note on why) the account is suspended (decision 0085).
 */
export const adminUserSchema = userSchema.extend({
  lastLoginAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserListSchema = z.array(adminUserSchema)

const firstName = safeText({ message: 'First name is required' })
  .trim()
  .min(1, { message: 'First name is required' })
  .max(100, { message: 'First name must be at most 100 characters' })
const lastName = safeText()
  .trim()
  .max(100, { message: 'Last name must be at most 100 characters' })
  .nullable()
  .optional()

/** POST /api/admin/users: email, password and first name required; role user and plan free by default. */
export const createUserRequestSchema = z.object({
  firstName,
  lastName,
  email: emailSchema(),
  password: passwordSchema,
  role: roleSchema.optional().default('user'),
  subscription: planSchema.optional().default('free'),
})
export type CreateUserRequest = z.input<typeof createUserRequestSchema>

/** PUT /api/admin/users/{id}: the password is changed only when one is sent. */
export const updateUserRequestSchema = z.object({
  firstName,
  lastName,
  email: emailSchema(),
  role: roleSchema,
  subscription: planSchema,
  password: z
    .union([passwordSchema, z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>

export const bulkDeleteUsersRequestSchema = z.object({
  userIds: z
    .array(z.number().int().positive().max(MAX_ID), { message: 'userIds must be a list of user ids' })
    .min(1, { message: 'Select at least one user' })
    .max(1000, { message: 'At most 1000 users at a time' }),
})
export type BulkDeleteUsersRequest = z.input<typeof bulkDeleteUsersRequestSchema>
export const bulkDeleteUsersResponseSchema = z.object({ count: z.number().int(), message: z.string() })

export const idParamsSchema = z.object({ id: idSchema() })

/** The longest note an admin may keep on why an account is suspended. */
export const SUSPENSION_REASON_MAX = 500
/** POST /api/admin/users/{id}/suspend: the reason is optional, kept for admins, never shown to the user. */
export const suspendUserRequestSchema = z.object({
  reason: safeText()
    .trim()
    .max(SUSPENSION_REASON_MAX, { message: `Reason must be at most ${SUSPENSION_REASON_MAX} characters` })
    .optional(),
})
export type SuspendUserRequest = z.input<typeof suspendUserRequestSchema>

/**
 * POST /api/admin/users/{id}/reset-link: how the link went. email: sent through SMTP; log: no mail server is
 * configured (development), so the link was written to the server's log. The link itself is never answered.
 */
export const resetLinkResponseSchema = z.object({
  message: z.string(),
  delivery: z.enum(['email', 'log']),
})
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>

/** The status from which a request counts as failed: the console flags it red (SPEC.md section 9). */
export const ERROR_STATUS = 400

/** The HTTP methods the System tab's log filter offers. */
export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
export type LogMethod = (typeof LOG_METHODS)[number]

/**
 * GET /api/admin/logs?limit&offset&errorsOnly&method&path&includeConsoleReads: newest first. errorsOnly keeps
 * statuses of ERROR_STATUS and above; path is a part of the path, matched case-insensitively and literally (a
 * '%' or '_' in it is that character, not a wildcard). The Admin Console's own reads (GET under /api/admin
 * answered below ERROR_STATUS, decision 0074) are left out unless includeConsoleReads is true.
 */
export const logsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional().default(100),
  offset: z.coerce.number().int().min(0).optional().default(0),
  errorsOnly: z
    .enum(['true', 'false'], { message: 'errorsOnly must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  method: z.enum(LOG_METHODS, { message: `method must be one of ${LOG_METHODS.join(', ')}` }).optional(),
  path: safeText().trim().max(500, { message: 'path must be at most 500 characters' }).optional(),
  includeConsoleReads: z
    .enum(['true', 'false'], { message: 'includeConsoleReads must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
})
/** The log list's filters, each optional. */
export type LogFilters = {
  errorsOnly?: boolean
  method?: LogMethod
  path?: string
  /** Shows the Admin Console's own reads too, which the list leaves out by default. */
  includeConsoleReads?: boolean
}
export const logEntrySchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  statusCode: z.number().int(),
  duration: z.number(),
  method: z.string(),
  path: z.string(),
  userId: z.number().int().nullable(),
  request: z.unknown().optional(),
})
export type LogEntry = z.infer<typeof logEntrySchema>
export const logListSchema = z.array(logEntrySchema)

/** GET /api/admin/stats. totalQueries: every question answered or declined since the start (decision 0075). */
export const statsSchema = z.object({
  totalQueries: z.number().int(),
  activeUsers: z.number().int(),
  averageResponseTime: z.number().int(),
})
export type Stats = z.infer<typeof statsSchema>

/** The dashboard's charts look back over this many UTC days, today included. */
export const CHART_DAYS = 30
/** How many devices the top-devices chart lists. */
export const TOP_DEVICES = 10

/**
 * How a question ended, in the order the outcomes chart lists them. model-fallback: the model failed and
 * the offline answer was given; nothing-found: declined because nothing in the knowledge base answers it;
 * declined: declined as not about boats' electronics.
 */
export const QUESTION_OUTCOMES = [
  'answered',
  'model-fallback',
  'aborted',
  'nothing-found',
  'declined',
] as const
export const questionOutcomeSchema = z.enum(QUESTION_OUTCOMES)
export type QuestionOutcome = z.infer<typeof questionOutcomeSchema>

const count = z.number().int().min(0)

/**
 * GET /api/admin/stats/charts: the questions answered or declined (the ones totalQueries counts, decision
 * 0075) over the last CHART_DAYS UTC days (from and to are the first and last day, YYYY-MM-DD).
 * questionsPerDay has every day of the window, oldest first, 0 where none was asked; outcomes has every
 * outcome, in QUESTION_OUTCOMES' order; topDevices the TOP_DEVICES devices asked about most, most first.
 */
export const dashboardChartsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  questionsPerDay: z.array(z.object({ date: z.iso.date(), count })),
  outcomes: z.array(z.object({ outcome: questionOutcomeSchema, count })),
  topDevices: z.array(z.object({ device: z.string(), count })),
})
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>

/**
 * POST /api/admin/manuals/import: count is every row imported (SPEC.md's count); added of them were new
 * devices, updated replaced the type and specifications of a device with the same brand and model.
 */
export const importResultSchema = z.object({
  count: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
})
export type ImportResult = z.infer<typeof importResultSchema>

/** SPEC.md section 8's success text, then how it split: 'Successfully imported 3 manuals. 2 added, 1 updated.' */
export function importSummary({ count, added, updated }: Omit<ImportResult, 'message'>): string {
  return `Successfully imported ${count} manuals. ${added} added, ${updated} updated.`
}

/** The spreadsheet columns for device import, in template order. */
export const DEVICE_IMPORT_COLUMNS = ['Brand', 'Model', 'Device Type', 'Specifications'] as const
/**
 * The template's sample row: plainly an example, and refused by the import while either of these is still
 * in it, so downloading the template and importing it unedited cannot touch the catalogue.
 */
export const DEVICE_IMPORT_EXAMPLE = { brand: 'Example Brand', model: 'Replace with your model' } as const
export const DEVICE_IMPORT_MAX_BYTES = 10 * 1024 * 1024

/** CSV and JSON export of the users table (SPEC.md section 2): exactly these columns, in this order. */
export const USER_EXPORT_COLUMNS = [
  'ID',
  'First Name',
  'Last Name',
  'Email',
  'Role',
  'Subscription',
  'Queries Used',
  'Created At',
] as const

import { z } from 'zod'
import { passwordSchema } from './auth'
import { emailSchema, idSchema, MAX_ID, safeText } from './common'
import { planSchema, roleSchema, userSchema } from './user'

/** A user as the Admin Console lists it: the public user plus when they last signed in. */
export const adminUserSchema = userSchema.extend({ lastLoginAt: z.string().nullable() })
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

/** GET /api/admin/logs?limit&offset: newest first. */
export const logsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional().default(100),
  offset: z.coerce.number().int().min(0).optional().default(0),
})
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

export const statsSchema = z.object({
  totalQueries: z.number().int(),
  activeUsers: z.number().int(),
  averageResponseTime: z.number().int(),
})
export type Stats = z.infer<typeof statsSchema>

export const importResultSchema = z.object({ count: z.number().int(), message: z.string() })
export type ImportResult = z.infer<typeof importResultSchema>

/** The spreadsheet columns for device import, in template order. */
export const DEVICE_IMPORT_COLUMNS = ['Brand', 'Model', 'Device Type', 'Specifications'] as const
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

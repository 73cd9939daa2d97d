import { z } from 'zod'

export const roles = ['user', 'admin'] as const
export const plans = ['free', 'basic', 'premium'] as const
export const subscriptionStatuses = [
  'inactive',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const

export const roleSchema = z.enum(roles)
export const planSchema = z.enum(plans)

/** The user as the API shows it: never a password hash, token or session id. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  subscription: planSchema,
  subscriptionStatus: z.string(),
  subscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  queriesUsed: z.number().int(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /**
   * The account still has the password printed when it was made (the first admin's): every signed-in call
   * but reading the user, changing the password and logging out answers 403 PASSWORD_CHANGE_REQUIRED until
   * a new one is set. The server always sends it; optional so older payloads still parse.
   */
  passwordChangeRequired: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>
export type Role = z.infer<typeof roleSchema>
export type Plan = z.infer<typeof planSchema>

export const currentUserResponseSchema = z.object({ user: userSchema })
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>

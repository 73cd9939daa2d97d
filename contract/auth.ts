import { z } from 'zod'
import { emailSchema, safeText } from './common'
import { userSchema } from './user'

/** SPEC.md section 5: the password rules, with their exact messages; enforced by forms and server alike. */
export const passwordSchema = safeText({ message: 'Password is required' })
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(256, { message: 'Password must be at most 256 characters' })
  .regex(/[A-Z]/, { message: 'Password must contain at least one uppercase letter' })
  .regex(/[a-z]/, { message: 'Password must contain at least one lowercase letter' })
  .regex(/[0-9]/, { message: 'Password must contain at least one number' })

const nameSchema = (label: string, max = 100) =>
  safeText()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })

export const registerRequestSchema = z.object({
  firstName: nameSchema('First name').min(1, { message: 'First name is required' }),
  lastName: nameSchema('Last name').optional().default(''),
  email: emailSchema(),
  password: passwordSchema,
})
export type RegisterRequest = z.input<typeof registerRequestSchema>

export const loginRequestSchema = z.object({
  email: safeText({ message: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required' }),
  password: safeText({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(256),
})
export type LoginRequest = z.input<typeof loginRequestSchema>

export const changePasswordRequestSchema = z.object({
  currentPassword: safeText({ message: 'Current password is required' })
    .min(1, { message: 'Current password is required' })
    .max(256),
  newPassword: passwordSchema,
})
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

/** The change-password dialog: the request plus a confirmation checked on the confirm field. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>

export const forgotPasswordRequestSchema = z.object({ email: emailSchema() })
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>

export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  debug: z.object({ resetLink: z.string() }).optional(),
})
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>

export const resetPasswordRequestSchema = z.object({
  token: safeText({ message: 'Reset token is missing' })
    .min(1, { message: 'Reset token is missing' })
    .max(512),
  newPassword: passwordSchema,
})
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>

/** The reset page's form: same rules on password, confirmation on confirmPassword. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>

/**
 * The error code of a signed-in call refused (403) because the account must first replace the password it
 * was given (user.passwordChangeRequired).
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'PASSWORD_CHANGE_REQUIRED'

/**
 * The error code of a sign-in or signed-in call refused (403) because an admin suspended the account
 * (decision 0085); the message is ACCOUNT_SUSPENDED_MESSAGE.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED'
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. To ask why or to appeal, contact support through the Contact page (/contact).'

export const authUserResponseSchema = z.object({ user: userSchema, message: z.string().optional() })
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a reset link has been sent.'

/** POST /api/auth/verify-email: the token of the link mailed at registration. */
export const verifyEmailRequestSchema = z.object({
  token: safeText({ message: 'Confirmation token is missing' })
    .min(1, { message: 'Confirmation token is missing' })
    .max(200),
})
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>

/** POST /api/auth/resend-verification; outside production without SMTP the link comes back as debug. */
export const resendVerificationResponseSchema = z.object({
  message: z.string(),
  debug: z.object({ verifyLink: z.string() }).optional(),
})
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>

/**
 * POST /api/auth/password-check: the password pages ask, as the user types, whether the server would take a
 * new password (decision 0043). The account's words come from the signed-in user, the reset link's token,
 * or (on the registration form) the names and email typed so far.
 */
export const passwordCheckRequestSchema = z.object({
  password: safeText().max(256, { message: 'Password must be at most 256 characters' }),
  firstName: nameSchema('First name').optional(),
  lastName: nameSchema('Last name').optional(),
  email: safeText()
    .trim()
    .toLowerCase()
    .max(254, { message: 'Email must be at most 254 characters' })
    .optional(),
  resetToken: safeText().max(512).optional(),
})
export type PasswordCheckRequest = z.input<typeof passwordCheckRequestSchema>

/** Why the password would be refused (the message the form would get), or null when it would be taken. */
export const passwordCheckResponseSchema = z.object({ problem: z.string().nullable() })
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>

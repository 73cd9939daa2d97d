import { z } from 'zod'

/** Every API error body: a human message, and a machine code where the client branches on it. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export const messageSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageSchema>

/** Trimmed, lower-cased email; the one definition used by every form and route. */
export const emailSchema = (message = 'Please enter a valid email address') =>
  z
    .string({ message })
    .trim()
    .toLowerCase()
    .max(254, { message: 'Email must be at most 254 characters' })
    .pipe(z.email({ message }))

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

/**
 * What no text field of a request may hold: C0 control characters (NUL included), DEL, C1 control
 * characters (U+0080-U+009F: U+0085 is a line break to some readers, U+009B a terminal escape) and lone
 * surrogates (half of a UTF-16 pair, which is no character at all and which PostgreSQL refuses). Tab, line
 * feed and carriage return are ordinary text. With the u flag a surrogate pair is one code point (an emoji
 * passes) and only a lone half matches \uD800-\uDFFF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'

/**
 * The one string schema for every text field of a request: a string without control characters or lone
 * surrogates (CONTROL_CHARACTERS). Chain trim, min and max on it as on z.string(); the error names the
 * field (see the server's error plugin).
 */
export const safeText = (params?: string | { message?: string }) =>
  z.string(params).regex(CONTROL_CHARACTERS, { message: CONTROL_CHARACTERS_MESSAGE })

/** Ids are PostgreSQL integers: positive and at most 2^31 - 1, so a larger one is a 400, never a 500. */
export const MAX_ID = 2_147_483_647
export const idSchema = (name = 'id') =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .positive({ message: `${name} must be a positive number` })
    .max(MAX_ID, { message: `${name} is out of range` })

/** Trimmed, lower-cased email; the one definition used by every form and route. */
export const emailSchema = (message = 'Please enter a valid email address') =>
  safeText({ message })
    .trim()
    .toLowerCase()
    .max(254, { message: 'Email must be at most 254 characters' })
    .pipe(z.email({ message }))

/** Keys whose values never reach a log: passwords, tokens, secrets, card data, cookies. */
const SECRET_KEY =
  /pass(word)?|token|secret|card|cvc|cvv|cvn|expiry|exp_(month|year)|pan$|iban|authorization|cookie|api[-_]?key|payment_?method|client_?secret|signature/i

export const REDACTED = '[REDACTED]'
const MAX_DEPTH = 6
const MAX_STRING = 2_000
const MAX_KEYS = 50

/**
 * What PostgreSQL's text and jsonb refuse: NUL, and a lone surrogate (JSON.stringify writes it as \ud800,
 * which jsonb rejects with 22P02). With the u flag a surrogate pair is one code point and does not match.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what must be found
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what must be found
const UNSTORABLE_ALL = /[\u0000\uD800-\uDFFF]/gu

/** Text the database stores as it is: what it refuses is shown as U+FFFD, so a request carrying it is still logged. */
export const storableText = (text: string) =>
  UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, '\uFFFD') : text

/** A copy of a request body fit for the log: secret fields masked, long values cut, depth bounded. */
export function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null
  if (typeof value === 'string')
    // Cut first: a cut can split a surrogate pair, leaving a lone half.
    return storableText(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((v) => sanitizeForLog(v, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
      out[storableText(key)] = SECRET_KEY.test(key) ? REDACTED : sanitizeForLog(v, depth + 1)
    }
    return out
  }
  return String(value)
}

/** A URL with secret query parameters masked, for log lines (the reset link carries ?token=). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q === -1) return url
  const params = new URLSearchParams(url.slice(q + 1))
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, REDACTED)
  return `${url.slice(0, q)}?${params.toString()}`
}

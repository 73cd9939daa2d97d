/** Keys whose values never reach a log: passwords, tokens, secrets, card data, cookies. */
const SECRET_KEY =
  /pass(word)?|token|secret|card|cvc|cvv|cvn|expiry|exp_(month|year)|pan$|iban|authorization|cookie|api[-_]?key|payment_?method|client_?secret|signature/i

export const REDACTED = '[REDACTED]'
const MAX_DEPTH = 6
const MAX_STRING = 2_000
const MAX_KEYS = 50

/** PostgreSQL's text and jsonb refuse NUL: it is shown as U+FFFD, so a request carrying one is still logged. */
const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text)

/** A copy of a request body fit for the log: secret fields masked, long values cut, depth bounded. */
export function sanitizeForLog(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null
  if (typeof value === 'string')
    return withoutNul(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((v) => sanitizeForLog(v, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
      out[withoutNul(key)] = SECRET_KEY.test(key) ? REDACTED : sanitizeForLog(v, depth + 1)
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

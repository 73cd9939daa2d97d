/** Signed session cookies whose session id this instance keeps (decision 0019). */
export const VERIFIED_COOKIES_MAX_ENTRIES = 10_000

/**
 * The session id (the token's SHA-256) of each signed session cookie this instance has verified. Checking
 * the signature (an HMAC) and hashing the token cost more than the rest of a request whose session is
 * cached, and both give the same result every time for one cookie under one secret, so an entry needs no
 * lifetime: whether its session still holds is asked of the session cache and the database on every
 * request, as before. Only cookies that verified are kept, so forged ones cannot push real ones out; at
 * most `maxEntries`, the oldest out first.
 */
export class VerifiedSessionCookies {
  private readonly ids = new Map<string, string>()

  constructor(
    /** The session id of a signed cookie, or null when its signature or token is not valid. */
    private readonly verify: (signedCookie: string) => string | null,
    private readonly maxEntries = VERIFIED_COOKIES_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.ids.size
  }

  sessionIdOf(signedCookie: string): string | null {
    const known = this.ids.get(signedCookie)
    if (known !== undefined) return known
    const sessionId = this.verify(signedCookie)
    if (sessionId === null) return null
    if (this.ids.size >= Math.max(1, this.maxEntries)) {
      const oldest = this.ids.keys().next().value
      if (oldest !== undefined) this.ids.delete(oldest)
    }
    this.ids.set(signedCookie, sessionId)
    return sessionId
  }
}

import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256, so a database leak yields nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

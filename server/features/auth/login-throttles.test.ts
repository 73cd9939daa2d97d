import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loginFailures } from '../../db/schema'
import { registerUser, STRONG_PASSWORD, setUpTestContext } from '../../test/context'
import { loginFailureKeys } from './attempts'

// Decision 0043: a stranger's failed logins slow the stranger, never the owner at an address of their own.

const WRONG = 'Wrong-pass1'

/**
 * The production rules (server/config.ts), with the soft limit low enough to reach in a test and a first
 * wait of a minute, so that no guess of a test slips past a wait on a slow machine.
 */
const limits = {
  loginFailuresPerIp: { max: 100, timeWindowMs: 15 * 60_000 },
  loginFailuresPerAccountAndAddress: {
    freeFailures: 5,
    baseDelayMs: 60_000,
    maxDelayMs: 15 * 60_000,
    resetAfterMs: 60 * 60_000,
  },
  loginFailuresPerAccount: { softLimit: 4, timeWindowMs: 60 * 60_000 },
}

describe('failed logins from one address (TRUST_PROXY, addresses from X-Forwarded-For)', () => {
  const ctx = setUpTestContext({ env: { TRUST_PROXY: '1' }, limits })
  // inject() connects from 127.0.0.1, the one trusted proxy: the client is the address it forwards.
  const loginFrom = (address: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': address },
      payload: { email, password },
    })
  const failuresOf = async (key: string) => {
    const [row] = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.key, key))
    return row?.failures
  }

  it('after 50 guesses by another address, the owner signs in from a fresh one', async () => {
    const { email } = await registerUser(ctx.app)
    const attacker = '203.0.113.66'
    const codes: number[] = []
    for (let i = 0; i < 50; i++) codes.push((await loginFrom(attacker, email, `${WRONG}${i}`)).statusCode)
    // Five checked, then refused unchecked (no argon2 work) while the pair waits.
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(401))
    expect(codes.slice(5)).toEqual(Array(45).fill(429))

    const owner = await loginFrom('198.51.100.7', email, STRONG_PASSWORD)
    expect(owner.statusCode).toBe(200)
    expect(owner.json().user.email).toBe(email)

    // The attacker's address is still throttled on the account, even with the right password.
    const again = await loginFrom(attacker, email, STRONG_PASSWORD)
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    // The refused guesses were not failures of the address; the checked ones still are.
    expect(await failuresOf(loginFailureKeys(email, attacker).address as string)).toBe(5)
  })

  it('keeps the owner in while the attacker guesses once every wait', async () => {
    const { email } = await registerUser(ctx.app)
    const attacker = '203.0.113.67'
    const { pair } = loginFailureKeys(email, attacker)
    for (let round = 0; round < 12; round++) {
      const code = (await loginFrom(attacker, email, `${WRONG}${round}`)).statusCode
      expect(code).toBe(401)
      // As if the attacker had waited out the pair's current wait before the next guess.
      await ctx.database.db
        .update(loginFailures)
        .set({ blockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginFailures.key, pair))
      expect((await loginFrom('198.51.100.8', email, STRONG_PASSWORD)).statusCode).toBe(200)
    }
  })

  it('the owner’s typos at an address of their own count there only', async () => {
    const { email } = await registerUser(ctx.app)
    for (let i = 0; i < 2; i++) expect((await loginFrom('203.0.113.68', email, WRONG)).statusCode).toBe(401)
    const owner = '198.51.100.9'
    expect((await loginFrom(owner, email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom(owner, email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom(owner, email, STRONG_PASSWORD)).statusCode).toBe(200)
  })
})

describe('guesses at one account from many addresses (the soft limit)', () => {
  const ctx = setUpTestContext({ env: { TRUST_PROXY: '1' }, limits })
  const loginFrom = (address: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': address },
      payload: { email, password },
    })

  it('past it, each address gets one free try on the account; an address that has not failed still signs in', async () => {
    const { email } = await registerUser(ctx.app)
    // Within the soft limit (4), an address has its five free tries.
    expect((await loginFrom('203.0.113.1', email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom('203.0.113.1', email, WRONG)).statusCode).toBe(401)
    for (let i = 2; i <= 4; i++)
      expect((await loginFrom(`203.0.113.${i}`, email, WRONG)).statusCode).toBe(401)
    // Past it: a new address's first guess is still checked, its second waits.
    expect((await loginFrom('203.0.113.5', email, WRONG)).statusCode).toBe(401)
    const second = await loginFrom('203.0.113.5', email, WRONG)
    expect(second.statusCode).toBe(429)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0)
    // So does an address that failed before the limit was passed, after one more try.
    expect((await loginFrom('203.0.113.1', email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom('203.0.113.1', email, WRONG)).statusCode).toBe(429)
    // The owner, from an address that has not failed, signs in at the first try.
    expect((await loginFrom('198.51.100.20', email, STRONG_PASSWORD)).statusCode).toBe(200)
  })

  it('another account is not affected', async () => {
    const guessed = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    for (let i = 0; i < 6; i++) {
      expect((await loginFrom(`203.0.114.${i}`, guessed.email, WRONG)).statusCode).toBe(401)
    }
    const from = '203.0.114.50'
    expect((await loginFrom(from, other.email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom(from, other.email, WRONG)).statusCode).toBe(401)
    expect((await loginFrom(from, other.email, STRONG_PASSWORD)).statusCode).toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  setUpTestContext,
  signInAsAdmin,
  uniqueEmail,
} from '../../test/context'
import { PERSONAL_PASSWORD, PRODUCT_PASSWORD } from './password-strength'

// Decision 0043: a password built from the product's words or the account's own is refused wherever a
// password is set, and the password pages' as-you-type check says the same.

const PRODUCT_WORD_PASSWORDS = ['SonarAssistant1', 'Sonarassistant2026', 'Garmin123', 'Fishfinder1']
const OWNER = { firstName: 'Wrenfield', lastName: 'Quistorp' }
// Taken from anyone else: only the owner's name makes it guessable.
const NAME_PASSWORD = 'Wrenfield1984'

const ctx = setUpTestContext()

const register = (password: string, fields: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...OWNER, email: uniqueEmail(), password, ...fields },
  })

async function resetLinkToken(email: string): Promise<string> {
  const forgot = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  })
  return new URL(forgot.json().debug.resetLink).searchParams.get('token') as string
}

const cases = [
  ...PRODUCT_WORD_PASSWORDS.map((password) => [password, PRODUCT_PASSWORD] as const),
  [NAME_PASSWORD, PERSONAL_PASSWORD] as const,
]

describe('passwords built from the product’s or the account’s words', () => {
  it.each(cases)('refuses %s at registration, saying why (as plain text)', async (password, message) => {
    const response = await register(password)
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe(message)
  })

  it.each(cases)('refuses %s at reset-password, naming the field', async (password, message) => {
    const { email } = await registerUser(ctx.app, OWNER)
    const token = await resetLinkToken(email)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: password },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION', field: 'newPassword' })
  })

  it.each(cases)('refuses %s at change-password, naming the field', async (password, message) => {
    const { cookie } = await registerUser(ctx.app, OWNER)
    const response = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: password },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION', field: 'newPassword' })
  })

  it('refuses words of the email’s local part and domain', async () => {
    const email = `deckhand.${Date.now()}@harbour-charters.example.com`
    expect((await register('Charters2024', { email })).body).toBe(PERSONAL_PASSWORD)
    expect((await register('Deckhand2024!', { email })).body).toBe(PERSONAL_PASSWORD)
  })

  it('refuses makers and device types read from the catalogue', async () => {
    for (const password of ['Humminbird2024', 'Lowrance99', 'MinnKota123', 'Chartplotter7']) {
      expect((await register(password)).body).toBe(PRODUCT_PASSWORD)
    }
  })

  it('takes a password that is none of these', async () => {
    expect((await register('Tide-Kettle-Owl5')).statusCode).toBe(201)
  })

  it('refuses them when an admin creates or edits a user', async () => {
    const admin = await signInAsAdmin(ctx)
    const created = await injectAs(ctx.app, admin.cookie, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Deckhand', email: uniqueEmail(), password: 'Garmin123' },
    })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toMatchObject({ message: PRODUCT_PASSWORD, field: 'password' })
    const { user } = await registerUser(ctx.app)
    const edited = await injectAs(ctx.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: {
        firstName: user.firstName,
        lastName: user.lastName ?? '',
        email: user.email,
        role: 'user',
        subscription: 'free',
        password: 'Fishfinder1',
      },
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json()).toMatchObject({ message: PRODUCT_PASSWORD, field: 'password' })
  })
})

describe('the product’s name is APP_NAME', () => {
  it('refuses a password built from the configured name', async () => {
    const named = await createTestContext({ env: { APP_NAME: 'Reel Keeper' } })
    try {
      const response = await named.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Ann', email: uniqueEmail(), password: 'ReelKeeper2026' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.body).toBe(PRODUCT_PASSWORD)
    } finally {
      await named.close()
    }
  })
})

describe('POST /api/auth/password-check (the password pages, as the user types)', () => {
  const check = (payload: Record<string, string>, cookie?: string) =>
    injectAs(ctx.app, cookie, { method: 'POST', url: '/api/auth/password-check', payload })

  it('gives the reason the routes would give, with the names and email typed so far', async () => {
    expect((await check({ password: 'Garmin123' })).json()).toEqual({ problem: PRODUCT_PASSWORD })
    expect((await check({ password: NAME_PASSWORD, ...OWNER })).json()).toEqual({
      problem: PERSONAL_PASSWORD,
    })
    expect((await check({ password: 'Tide-Kettle-Owl5', ...OWNER })).json()).toEqual({ problem: null })
  })

  it('uses the signed-in user’s words (change password)', async () => {
    const { cookie } = await registerUser(ctx.app, OWNER)
    expect((await check({ password: NAME_PASSWORD }, cookie)).json()).toEqual({ problem: PERSONAL_PASSWORD })
  })

  it('uses the words of the reset link’s account', async () => {
    const { email } = await registerUser(ctx.app, OWNER)
    const resetToken = await resetLinkToken(email)
    expect((await check({ password: NAME_PASSWORD, resetToken })).json()).toEqual({
      problem: PERSONAL_PASSWORD,
    })
    // An unknown token gets the same kind of answer, from the product's words alone.
    expect((await check({ password: NAME_PASSWORD, resetToken: 'x'.repeat(43) })).json()).toEqual({
      problem: null,
    })
  })

  it('is throttled per address', async () => {
    const limited = await createTestContext({
      limits: { passwordChecksPerIp: { max: 2, timeWindowMs: 60_000 } },
    })
    try {
      const once = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-check',
          remoteAddress: '10.60.0.1',
          payload: { password: 'Tide-Kettle-Owl5' },
        })
      expect((await once()).statusCode).toBe(200)
      expect((await once()).statusCode).toBe(200)
      const third = await once()
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_MESSAGE } from '../../../contract/auth'
import { passwordResetTokens } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  setUpTestContext,
  type TestContext,
  uniqueEmail,
} from '../../test/context'
import { startSmtpServer } from '../../test/smtp'

describe('password reset without SMTP (development)', () => {
  const ctx = setUpTestContext()

  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string

  it('answers the same message whether or not the account exists', async () => {
    const { email } = await registerUser(ctx.app)
    const known = await forgot(email)
    const unknown = await forgot(uniqueEmail())
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json().message).toBe(FORGOT_PASSWORD_MESSAGE)
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE })
  })

  it('returns debug.resetLink to APP_URL/reset-password with a 32-byte token, stored hashed', async () => {
    const { email, user } = await registerUser(ctx.app)
    const link = (await forgot(email)).json().debug.resetLink as string
    expect(link.startsWith(`${ctx.config.appUrl}/reset-password?token=`)).toBe(true)
    const token = tokenOf(link)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).not.toContain(token)
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now()
    expect(ttl).toBeGreaterThan(59 * 60_000)
    expect(ttl).toBeLessThanOrEqual(60 * 60_000)
  })

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const { email, cookie } = await registerUser(ctx.app)
    const token = tokenOf((await forgot(email)).json().debug.resetLink)
    const first = await reset(token, 'Fresh-Start7')
    expect(first.statusCode).toBe(200)
    expect((await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(401)
    expect(sessionCookie(await login('Fresh-Start7'))).toMatch(/^sid=/)
    const again = await reset(token, 'Another-Go8')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired token, an unknown one, and a weak new password', async () => {
    const { email, user } = await registerUser(ctx.app)
    const token = tokenOf((await forgot(email)).json().debug.resetLink)
    const weak = await reset(token, 'weakpass')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe('Password must contain at least one uppercase letter')
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id))
    expect((await reset(token, 'Fresh-Start7')).statusCode).toBe(400)
    expect((await reset('made-up-token', 'Fresh-Start7')).statusCode).toBe(400)
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'Fresh-Start7' },
    })
    expect(missing.json().message).toBe('Reset token is missing')
  })

  it('supersedes an earlier link when a new one is requested', async () => {
    const { email } = await registerUser(ctx.app)
    const older = tokenOf((await forgot(email)).json().debug.resetLink)
    const newer = tokenOf((await forgot(email)).json().debug.resetLink)
    expect((await reset(older, 'Fresh-Start7')).statusCode).toBe(400)
    expect((await reset(newer, 'Fresh-Start7')).statusCode).toBe(200)
  })
})

describe('password reset over SMTP', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sonar Assistant <help@example.com>' },
    })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  it('mails the link and keeps it out of the answer', async () => {
    const { email } = await registerUser(ctx.app, { firstName: 'Maren' })
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    })
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE })
    const mail = await smtp.waitForMail(email, /Subject: Reset your/)
    expect(mail?.to).toEqual([email])
    expect(mail?.from).toBe('help@example.com')
    const body = mail.text
    expect(body).toMatch(/Subject: Reset your Sonar Assistant password/)
    expect(body).toMatch(/Hello Maren/)
    const token = body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1] as string
    expect(token).toBeTruthy()
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Mailed-Link9' },
    })
    expect(reset.statusCode).toBe(200)
  })

  it('sends nothing for an unknown email', async () => {
    const resetMails = /Subject: Reset your/
    const before = smtp.count(resetMails)
    const unknown = uniqueEmail()
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: unknown } })
    // No event marks a mail that is never sent; a known account's request, made after it, marks the moment
    // by which a mail for the unknown address would have been on its way first.
    const { email } = await registerUser(ctx.app)
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
    await smtp.waitForMail(email, resetMails)
    expect(smtp.received.filter((mail) => mail.to.includes(unknown))).toEqual([])
    expect(smtp.count(resetMails)).toBe(before + 1)
  })
})

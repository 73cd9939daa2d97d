import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { startSmtpServer } from '../../test/smtp'
import { INVALID_VERIFICATION_LINK, VERIFICATION_TTL_MS, verificationToken } from './email-verification'

describe('email verification over SMTP', () => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    ctx = await createTestContext({ content: true, env: { SMTP_URL: smtp.url } })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  const verified = async (id: number) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.emailVerified
  const linkIn = (text: string) => text.match(/verify-email\?token=([A-Za-z0-9._%-]+)/)?.[1] as string

  it('mails a confirmation link at registration; the link marks the email verified', async () => {
    const { email, user, cookie } = await registerUser(ctx.app, { firstName: 'Ingrid' })
    expect(user.emailVerified).toBe(false)
    const mail = await smtp.waitForMail(email, /Subject: Confirm your email/)
    expect(mail.text).toMatch(/Hello Ingrid/)
    const token = decodeURIComponent(linkIn(mail.text))
    // The free trial does not wait for the confirmation.
    const manuals = (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/manuals' })).json()
    const asked = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: manuals[1].id, query: 'how do I set the gain' },
    })
    expect(asked.statusCode).toBe(200)

    // The link works without a session (another browser, the phone's mail app), and twice.
    for (let i = 0; i < 2; i++) {
      const confirmed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      })
      expect(confirmed.statusCode).toBe(200)
      expect(confirmed.json().user.emailVerified).toBe(true)
    }
    expect(await verified(user.id)).toBe(true)
    // The admin's users table shows the truth.
    const admin = await signInAsAdmin(ctx)
    const listed = (await injectAs(ctx.app, admin.cookie, { method: 'GET', url: '/api/admin/users' })).json()
    expect(listed.find((u: { id: number }) => u.id === user.id).emailVerified).toBe(true)
  })

  it('refuses forged, tampered, expired and other-account links', async () => {
    const { user, email } = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const secret = ctx.config.sessionSecret as string
    const good = verificationToken(secret, user)
    const [id, expires, mac] = good.split('.')
    const bad = [
      'nonsense',
      `${other.user.id}.${expires}.${mac}`,
      `${id}.${Number(expires) + 1}.${mac}`,
      verificationToken('another-secret-another-secret-another-1', user),
      verificationToken(secret, user, Date.now() - VERIFICATION_TTL_MS - 1000),
      verificationToken(secret, { id: user.id, email: 'someone.else@example.com' }),
      `99999999999.${expires}.${mac}`,
    ]
    for (const token of bad) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      })
      expect(response.statusCode, token).toBe(400)
      expect(response.json()).toMatchObject({ field: 'token', message: INVALID_VERIFICATION_LINK })
    }
    expect(await verified(user.id)).toBe(false)
    // A changed email voids the links sent to the old one.
    await ctx.database.db
      .update(users)
      .set({ email: `new.${email}` })
      .where(eq(users.id, user.id))
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: good },
    })
    expect(stale.statusCode).toBe(400)
  })

  it('resends the link to a signed-in, unconfirmed user, and says so when already confirmed', async () => {
    const { cookie, email, user } = await registerUser(ctx.app)
    await smtp.waitForMail(email, /Subject: Confirm your email/)
    const before = smtp.count(/Subject: Confirm your email/)
    const resent = await injectAs(ctx.app, cookie, { method: 'POST', url: '/api/auth/resend-verification' })
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toEqual({ message: `We sent a new confirmation link to ${email}.` })
    await expect.poll(() => smtp.count(/Subject: Confirm your email/)).toBe(before + 1)
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id))
    const again = await injectAs(ctx.app, cookie, { method: 'POST', url: '/api/auth/resend-verification' })
    expect(again.json().message).toBe('Your email address is already confirmed.')
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(
      401,
    )
  })
})

describe('email verification without SMTP (development)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('hands the link back for the browser console, so a local run can follow it', async () => {
    const { cookie } = await registerUser(ctx.app)
    const resent = await injectAs(ctx.app, cookie, { method: 'POST', url: '/api/auth/resend-verification' })
    const link = resent.json().debug.verifyLink as string
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/)
    const token = decodeURIComponent(new URL(link).searchParams.get('token') as string)
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    })
    expect(confirmed.json().user.emailVerified).toBe(true)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from '../../../contract/auth'
import { adminAuditLog, passwordResetTokens, sessions, users } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  setUpAdminTestApp,
  type TestContext,
} from '../../test/context'
import { startSmtpServer } from '../../test/smtp'
import { createSession } from '../auth/sessions'
import { issueResetLink, MAIL_NOT_CONFIGURED } from './service'

const suite = setUpAdminTestApp()
const { ctx } = suite

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  injectAs(ctx.app, cookie ?? suite.adminCookie, { method, url, ...(payload ? { payload } : {}) })
const login = (email: string, password = STRONG_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
const auditOf = (targetId: number) =>
  ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))

/** A second admin and their session cookie. */
async function anotherAdmin() {
  const { user } = await registerUser(ctx.app, { firstName: 'Second' })
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id))
  const token = await createSession(ctx.database.db, user.id)
  return { id: user.id as number, cookie: `sid=${ctx.app.signCookie(token)}` }
}

describe('suspending and reinstating a user', () => {
  it("refuses the user's session at once, with why, and their sign-in; reinstating lets them sign in anew", async () => {
    const member = await registerUser(ctx.app, { firstName: 'Suspended' })
    // The session is verified (and cached for a second) before the suspension.
    expect((await injectAs(ctx.app, member.cookie, { method: 'GET', url: '/api/usage' })).statusCode).toBe(
      200,
    )

    const suspended = await asAdmin('POST', `/api/admin/users/${member.user.id}/suspend`, {
      reason: 'Chargeback under review',
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({ suspensionReason: 'Chargeback under review' })
    expect(suspended.json().suspendedAt).toEqual(expect.any(String))

    for (const url of ['/api/usage', '/api/auth/user', '/api/conversations']) {
      const refused = await injectAs(ctx.app, member.cookie, { method: 'GET', url })
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toMatchObject({
        code: ACCOUNT_SUSPENDED_CODE,
        message: ACCOUNT_SUSPENDED_MESSAGE,
      })
      // The admin's note is for admins: the user is told that, and how to reach support, not the note.
      expect(refused.body).not.toContain('Chargeback')
    }
    const signIn = await login(member.email)
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE })
    expect(signIn.headers['set-cookie']).toBeUndefined()
    // A wrong password is the usual refusal: the suspension is told only to who knows the password.
    expect((await login(member.email, 'Wrong-Password9')).statusCode).toBe(401)

    const listed = (await asAdmin('GET', '/api/admin/users')).json()
    expect(listed.find((u: { id: number }) => u.id === member.user.id)).toMatchObject({
      suspensionReason: 'Chargeback under review',
    })

    const reinstated = await asAdmin('POST', `/api/admin/users/${member.user.id}/reinstate`)
    expect(reinstated.statusCode, reinstated.body).toBe(200)
    expect(reinstated.json()).toMatchObject({ suspendedAt: null, suspensionReason: null })
    // The old session does not come back; a new sign-in works.
    expect(
      (await injectAs(ctx.app, member.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode,
    ).toBe(401)
    const again = await login(member.email)
    expect(again.statusCode).toBe(200)
    const fresh = sessionCookie(again)
    expect((await injectAs(ctx.app, fresh, { method: 'GET', url: '/api/usage' })).statusCode).toBe(200)

    const actions = (await auditOf(member.user.id)).map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['user.suspend', 'user.reinstate']))
  })

  it('refuses an admin suspending themselves, a second suspension and reinstating who is not suspended', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${suite.adminId}/suspend`, {})
    expect(self.statusCode).toBe(400)
    expect(self.json().message).toBe('You cannot suspend your own account')
    const { user } = await registerUser(ctx.app)
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/reinstate`)).statusCode).toBe(409)
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, {})).statusCode).toBe(200)
    const twice = await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, {})
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_SUSPENDED')
    expect((await asAdmin('POST', '/api/admin/users/999999/suspend', {})).statusCode).toBe(404)
    const long = await asAdmin('POST', `/api/admin/users/${user.id}/reinstate`)
    expect(long.statusCode).toBe(200)
    expect(
      (await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400)
  })

  it('stops a suspended admin acting at once, and keeps them out of the admins who count', async () => {
    const second = await anotherAdmin()
    expect((await asAdmin('POST', `/api/admin/users/${second.id}/suspend`, {})).statusCode).toBe(200)
    const refused = await asAdmin('GET', '/api/admin/users', undefined, second.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(ACCOUNT_SUSPENDED_CODE)
  })

  it('settles two admins suspending the same user at once: one suspends, the other is told, one entry', async () => {
    const second = await anotherAdmin()
    const { user } = await registerUser(ctx.app)
    const results = await Promise.all([
      asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'first' }),
      asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'second' }, second.cookie),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const entries = (await auditOf(user.id)).filter((e) => e.action === 'user.suspend')
    expect(entries).toHaveLength(1)
  })

  it('settles a suspension and a deletion of the same user at once: the user is gone, no half state', async () => {
    const second = await anotherAdmin()
    const { user } = await registerUser(ctx.app)
    const [suspend, remove] = await Promise.all([
      asAdmin('POST', `/api/admin/users/${user.id}/suspend`, {}),
      asAdmin('DELETE', `/api/admin/users/${user.id}`, undefined, second.cookie),
    ])
    expect(remove.statusCode).toBe(200)
    expect([200, 404]).toContain(suspend.statusCode)
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0)
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    const actions = (await auditOf(user.id)).map((e) => e.action).sort()
    expect(actions).toEqual(suspend.statusCode === 200 ? ['user.delete', 'user.suspend'] : ['user.delete'])
  })
})

describe('sending a reset link (no SMTP, development)', () => {
  it('issues a hashed, single-use token, says the mail went to the log, never answers the link, and throttles', async () => {
    const { user } = await registerUser(ctx.app)
    const sent = await asAdmin('POST', `/api/admin/users/${user.id}/reset-link`)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().delivery).toBe('log')
    expect(sent.json().message).toMatch(/server log/)
    expect(sent.body).not.toMatch(/token|reset-password\?/)
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    const [entry] = (await auditOf(user.id)).filter((e) => e.action === 'user.reset-link')
    expect(entry?.summary).toMatch(/development log/)
    expect(JSON.stringify(entry)).not.toContain(rows[0]?.tokenHash)
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/reset-link`)).statusCode).toBe(200)
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/reset-link`)).statusCode).toBe(200)
    const throttled = await asAdmin('POST', `/api/admin/users/${user.id}/reset-link`)
    expect(throttled.statusCode).toBe(429)
    // Each new link superseded the last: one usable token.
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(1)
  })

  it('refuses before making a token where no mail can go (production without SMTP)', async () => {
    const { user } = await registerUser(ctx.app)
    await expect(issueResetLink(ctx.database.db, suite.adminId, user.id, 'http://x', 'none')).rejects.toThrow(
      MAIL_NOT_CONFIGURED,
    )
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(0)
  })
})

describe('sending a reset link by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailCtx: TestContext
  beforeAll(async () => {
    smtp = await startSmtpServer()
    mailCtx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'help@example.com' } })
  })
  afterAll(async () => {
    await mailCtx.close()
    await smtp.close()
  })

  it('mails the forgot-password link, which sets a new password once', async () => {
    const { signInAsAdmin } = await import('../../test/context')
    const admin = await signInAsAdmin(mailCtx)
    const member = await registerUser(mailCtx.app)
    const sent = await injectAs(mailCtx.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/reset-link`,
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ delivery: 'email' })
    expect(sent.body).not.toMatch(/token=/)
    const mail = await smtp.waitForMail(member.email, /reset-password\?token=/)
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] as string
    const reset = (newPassword: string) =>
      mailCtx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
    expect((await reset('Fresh-Start7')).statusCode).toBe(200)
    expect((await reset('Fresh-Start8')).statusCode).toBe(400)
  })
})

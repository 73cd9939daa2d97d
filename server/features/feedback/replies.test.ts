import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_REPLY_MAX_LENGTH } from '../../../contract/feedback'
import {
  createTestContext,
  injectAs,
  setUpTestApp,
  signInAsAdmin,
  type TestContext,
} from '../../test/context'
import { startSmtpServer } from '../../test/smtp'
import { submitFeedback } from './service'

const sender = {
  name: 'Ola Nordmann',
  email: 'ola@example.com',
  type: 'bug' as const,
  subject: 'Depth reading',
  message: 'The depth reading jumps around at speed.\nMostly above 20 knots.',
}

async function feedbackItem(ctx: TestContext, fields: Partial<typeof sender> = {}) {
  return submitFeedback(ctx.database.db, { ...sender, ...fields }, null)
}

const repliesUrl = (id: number) => `/api/admin/feedback/${id}/replies`

describe('replies to feedback without SMTP (development outbox)', () => {
  const suite = setUpTestApp()
  const asAdmin = (options: Parameters<typeof injectAs>[2]) =>
    injectAs(suite.ctx.app, suite.adminCookie, options)

  it('refuses anonymous callers (401) and signed-in users (403) on every reply route', async () => {
    const item = await feedbackItem(suite.ctx)
    const calls = [
      { method: 'GET' as const, url: repliesUrl(item.id) },
      { method: 'POST' as const, url: repliesUrl(item.id), payload: { message: 'Hello there' } },
      { method: 'POST' as const, url: `${repliesUrl(item.id)}/1/resend` },
    ]
    for (const call of calls) {
      expect((await suite.ctx.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401)
      expect((await injectAs(suite.ctx.app, suite.userCookie, call)).statusCode).toBe(403)
    }
    const thread = await asAdmin({ method: 'GET', url: repliesUrl(item.id) })
    expect(thread.json()).toEqual([])
  })

  it('keeps each reply as not emailed, sets the status, and lists the thread oldest first', async () => {
    const item = await feedbackItem(suite.ctx)
    const first = await asAdmin({
      method: 'POST',
      url: repliesUrl(item.id),
      payload: { message: '  Thanks, we are looking into it.  ' },
    })
    expect(first.statusCode).toBe(201)
    expect(first.json().reply).toMatchObject({
      feedbackId: item.id,
      authorName: 'Admin',
      toEmail: 'ola@example.com',
      subject: 'Depth reading',
      message: 'Thanks, we are looking into it.',
      delivery: 'outbox',
      sentAt: null,
      error: null,
    })
    // Default status: in-progress.
    expect(first.json().item).toMatchObject({ id: item.id, status: 'in-progress', replyCount: 1 })

    const second = await asAdmin({
      method: 'POST',
      url: repliesUrl(item.id),
      payload: { message: 'Fixed in the next update.', status: 'completed' },
    })
    expect(second.json().item).toMatchObject({ status: 'completed', replyCount: 2 })

    const thread = (await asAdmin({ method: 'GET', url: repliesUrl(item.id) })).json()
    expect(thread.map((r: { message: string }) => r.message)).toEqual([
      'Thanks, we are looking into it.',
      'Fixed in the next update.',
    ])
    const listed = (await asAdmin({ method: 'GET', url: '/api/admin/feedback' })).json()
    expect(listed.find((f: { id: number }) => f.id === item.id)).toMatchObject({
      status: 'completed',
      replyCount: 2,
    })

    // Each reply is in the admins' audit log, with the status it set and not the reply's words.
    const audit = (await asAdmin({ method: 'GET', url: '/api/admin/audit?action=feedback.reply' })).json()
    const entries = audit.entries.filter(
      (entry: { targetId: string | number }) => String(entry.targetId) === String(item.id),
    )
    expect(entries).toHaveLength(2)
    expect(entries.map((entry: { details: unknown }) => entry.details)).toEqual([
      { status: { from: 'in-progress', to: 'completed' } },
      { status: { from: 'pending', to: 'in-progress' } },
    ])
    expect(JSON.stringify(entries)).not.toContain('looking into it')

    // Nothing can be resent while no mail server is configured: said plainly, not pretended.
    const resend = await asAdmin({ method: 'POST', url: `${repliesUrl(item.id)}/${thread[0].id}/resend` })
    expect(resend.statusCode).toBe(503)
    expect(resend.json()).toMatchObject({ code: 'MAIL_NOT_CONFIGURED' })
  })

  it.each([
    [{ message: '   ' }, 'Write a reply before sending.'],
    [{ message: 'x'.repeat(FEEDBACK_REPLY_MAX_LENGTH + 1) }, 'Reply must be at most 5000 characters.'],
    [{ message: 'Hello\u0000there' }, 'must not contain control characters'],
    [{ message: 'Hello there', status: 'done' }, 'Please choose a status.'],
  ])('validates the reply (%#)', async (payload, message) => {
    const item = await feedbackItem(suite.ctx)
    const response = await asAdmin({ method: 'POST', url: repliesUrl(item.id), payload })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
    const thread = await asAdmin({ method: 'GET', url: repliesUrl(item.id) })
    expect(thread.json()).toEqual([])
  })

  it('answers 404 for feedback or a reply that does not exist', async () => {
    expect((await asAdmin({ method: 'GET', url: repliesUrl(999_999) })).statusCode).toBe(404)
    const post = await asAdmin({ method: 'POST', url: repliesUrl(999_999), payload: { message: 'Hello' } })
    expect(post.statusCode).toBe(404)
  })
})

describe('replies to feedback over SMTP', () => {
  let ctx: TestContext
  let admin: string
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    ctx = await createTestContext({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sonar Assistant <help@example.com>' },
    })
    admin = (await signInAsAdmin(ctx)).cookie
  })
  afterAll(async () => {
    await ctx?.close()
    await smtp?.close()
  })

  it("emails the sender with 'RE: <subject>', the reply, and their message quoted; then 409 on resend", async () => {
    const to = 'maren.reply@example.com'
    const item = await feedbackItem(ctx, { email: to, subject: 'Chart = wrong' })
    const response = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: repliesUrl(item.id),
      payload: { message: 'Please update the chart card.', status: 'completed' },
    })
    expect(response.statusCode).toBe(201)
    const { reply, item: updated } = response.json()
    expect(reply).toMatchObject({ delivery: 'sent', error: null })
    expect(Date.parse(reply.sentAt)).not.toBeNaN()
    expect(updated.status).toBe('completed')

    const mail = await smtp.waitForMail(to, /Please update the chart card/)
    expect(mail.to).toEqual([to])
    expect(mail.from).toBe('help@example.com')
    expect(mail.text).toMatch(/^Subject: RE: Chart = wrong\r?$/m)
    expect(mail.text).toContain('Ola Nordmann wrote:')
    expect(mail.text).toContain('> The depth reading jumps around at speed.')
    expect(mail.text).toContain('> Mostly above 20 knots.')

    const again = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: `${repliesUrl(item.id)}/${reply.id}/resend`,
    })
    expect(again.statusCode).toBe(409)
    expect(smtp.count(/Please update the chart card/)).toBe(1)
  })
})

/** An SMTP server that refuses every message while `refuse` is set, with a 550 reply. */
async function startRefusingSmtpServer() {
  const state = { refuse: true, accepted: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        if (state.refuse) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          callback(error)
          return
        }
        state.accepted++
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('replies to feedback when the mail fails', () => {
  let ctx: TestContext
  let admin: string
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>
  beforeAll(async () => {
    smtp = await startRefusingSmtpServer()
    ctx = await createTestContext({ env: { SMTP_URL: smtp.url } })
    admin = (await signInAsAdmin(ctx)).cookie
  })
  afterAll(async () => {
    await ctx?.close()
    await smtp?.close()
  })

  it("keeps the reply as 'failed' with the server's error, then sends it once when resent", async () => {
    const item = await feedbackItem(ctx)
    const response = await injectAs(ctx.app, admin, {
      method: 'POST',
      url: repliesUrl(item.id),
      payload: { message: 'We will call you tomorrow.' },
    })
    expect(response.statusCode).toBe(201)
    const { reply, item: updated } = response.json()
    expect(reply).toMatchObject({ delivery: 'failed', sentAt: null, message: 'We will call you tomorrow.' })
    expect(reply.error).toMatch(/Mailbox unavailable/)
    expect(updated).toMatchObject({ status: 'in-progress', replyCount: 1 })
    const thread = (await injectAs(ctx.app, admin, { method: 'GET', url: repliesUrl(item.id) })).json()
    expect(thread).toMatchObject([{ id: reply.id, delivery: 'failed' }])

    // Two admins press Resend at once: one attempt sends it, the other is refused.
    smtp.state.refuse = false
    const resend = () =>
      injectAs(ctx.app, admin, { method: 'POST', url: `${repliesUrl(item.id)}/${reply.id}/resend` })
    const results = await Promise.all([resend(), resend()])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const sent = results.find((r) => r.statusCode === 200)?.json()
    expect(sent.reply).toMatchObject({ id: reply.id, delivery: 'sent', error: null })
    expect(smtp.state.accepted).toBe(1)
  })

  it('reports a mail server that cannot be reached, and keeps the reply', async () => {
    const closed = await startSmtpServer()
    await closed.close()
    const down = await createTestContext({ env: { SMTP_URL: closed.url } })
    try {
      const cookie = (await signInAsAdmin(down)).cookie
      const item = await feedbackItem(down)
      const response = await injectAs(down.app, cookie, {
        method: 'POST',
        url: repliesUrl(item.id),
        payload: { message: 'Are you still seeing this?' },
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().reply).toMatchObject({ delivery: 'failed' })
      expect(response.json().reply.error).toMatch(/ECONNREFUSED|connect/i)
    } finally {
      await down.close()
    }
  })
})

import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountExportSchema } from '../../../contract/account'
import {
  conversations,
  demoPaymentMethods,
  feedback,
  passwordResetTokens,
  queries,
  sessions,
  users,
} from '../../db/schema'
import { addDemoCard, createSubscription, initializeSubscription } from '../../test/billing'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  setUpTestApp,
  signInAsAdmin,
  TEST_ADMIN,
  TEST_APP_URL,
  type TestContext,
} from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

const SAME_ORIGIN = { origin: TEST_APP_URL }

const exportAs = (app: FastifyInstance, cookie: string | undefined) =>
  injectAs(app, cookie, { method: 'GET', url: '/api/account/export' })

const deleteAs = (
  app: FastifyInstance,
  cookie: string | undefined,
  password: string,
  headers: Record<string, string> = SAME_ORIGIN,
) => injectAs(app, cookie, { method: 'DELETE', url: '/api/account', headers, payload: { password } })

const login = (app: FastifyInstance, email: string, password = STRONG_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

/** Whether a session cookie still signs anyone in. */
const signedIn = async (app: FastifyInstance, cookie: string) =>
  (await injectAs(app, cookie, { method: 'GET', url: '/api/auth/user' })).statusCode === 200

/** Questions recorded as the answers feature records them (it owns POST /api/query). */
async function recordQuestions(ctx: TestContext, userId: number, questions: string[]) {
  await ctx.database.db.insert(queries).values(
    questions.map((question) => ({
      userId,
      deviceId: null,
      deviceLabel: 'Garmin ECHOMAP UHD2 74sv',
      question,
      answer: `Answer to: ${question}`,
      sources: [
        { title: 'ECHOMAP UHD2 Owner Manual, p. 12', page: 12, excerpt: 'Select Menu > Sonar Setup.' },
      ],
      composer: 'extractive',
      latencyMs: 40,
    })),
  )
}

const sendFeedback = (app: FastifyInstance, cookie: string | undefined, email: string, subject: string) =>
  injectAs(app, cookie, {
    method: 'POST',
    url: '/api/feedback',
    payload: {
      name: 'Nora Lind',
      email,
      type: 'support',
      subject,
      message: 'The gain keeps resetting itself.',
    },
  })

const questionCountOf = async (ctx: TestContext, userId: number) =>
  (await ctx.database.db.select().from(queries).where(eq(queries.userId, userId))).length

describe('GET /api/account/export', () => {
  const suite = setUpTestApp()
  const { ctx } = suite

  it('is a JSON download of the profile, questions and feedback, and never a hash, token or session', async () => {
    const owner = await registerUser(ctx.app, { firstName: 'Nora', lastName: 'Lind' })
    const stranger = await registerUser(ctx.app, { firstName: 'Eve' })
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?', 'What is CHIRP?'])
    await recordQuestions(ctx, stranger.user.id, ['Stranger question about radar'])
    expect((await sendFeedback(ctx.app, owner.cookie, owner.email, 'Gain keeps resetting')).statusCode).toBe(
      201,
    )
    await sendFeedback(ctx.app, stranger.cookie, stranger.email, 'Stranger subject line')
    // A reset link outstanding: its token must not leak either.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    })

    const response = await exportAs(ctx.app, owner.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const today = new Date().toISOString().slice(0, 10)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sonar-assistant-data-${today}.json"`,
    )
    expect(response.headers['cache-control']).toBe('no-store')

    const data = accountExportSchema.parse(response.json())
    expect(data.profile).toMatchObject({
      id: owner.user.id,
      firstName: 'Nora',
      lastName: 'Lind',
      email: owner.email,
      role: 'user',
    })
    expect(data.subscription).toMatchObject({ plan: 'free', status: 'inactive', queriesUsed: 0 })
    expect(data.questions.map((q) => q.question)).toEqual(['How do I set the gain?', 'What is CHIRP?'])
    expect(data.questions[0]).toMatchObject({
      device: 'Garmin ECHOMAP UHD2 74sv',
      answer: 'Answer to: How do I set the gain?',
      status: 'answered',
      sources: [
        { title: 'ECHOMAP UHD2 Owner Manual, p. 12', page: 12, excerpt: 'Select Menu > Sonar Setup.' },
      ],
    })
    expect(data.feedback.map((f) => f.subject)).toEqual(['Gain keeps resetting'])
    expect(data.conversations).toEqual([])

    const text = response.body
    expect(text).not.toContain('Stranger')
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id))
    const owned = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))
    const tokens = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, owner.user.id))
    expect(tokens).toHaveLength(1)
    expect(text).not.toContain(row?.passwordHash as string)
    expect(text).not.toMatch(/password|token|sessionId|secret/i)
    for (const session of owned) expect(text).not.toContain(session.id)
    for (const token of tokens) expect(text).not.toContain(token.tokenHash)
    expect(text).not.toContain(owner.cookie.replace(/^sid=/, '').split('.')[0] as string)
  })

  it("includes messages sent signed out from the account's email only once that email is confirmed", async () => {
    const owner = await registerUser(ctx.app)
    await sendFeedback(ctx.app, undefined, owner.email, 'Sent while signed out')
    const subjects = async () =>
      (await exportAs(ctx.app, owner.cookie)).json().feedback.map((f: { subject: string }) => f.subject)
    // Anyone can register with someone else's address: unconfirmed, it proves nothing.
    expect(await subjects()).toEqual([])
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id))
    ctx.app.sessionCache.forgetUser(owner.user.id)
    expect(await subjects()).toEqual(['Sent while signed out'])
  })

  it('needs a signed-in user', async () => {
    const response = await exportAs(ctx.app, undefined)
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHENTICATED')
  })
})

describe('DELETE /api/account', () => {
  const suite = setUpTestApp()
  const { ctx } = suite
  const totalQueries = async () =>
    (await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url: '/api/admin/stats' })).json()
      .totalQueries as number

  it('refuses a wrong password with a 400 naming the password field, and changes nothing', async () => {
    const owner = await registerUser(ctx.app)
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?'])
    await sendFeedback(ctx.app, owner.cookie, owner.email, 'Gain keeps resetting')

    const wrong = await deleteAs(ctx.app, owner.cookie, 'Not-my-password1')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: 'Password is incorrect', code: 'VALIDATION', field: 'password' })
    const empty = await deleteAs(ctx.app, owner.cookie, '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ message: 'Password is required', field: 'password' })

    expect(await signedIn(ctx.app, owner.cookie)).toBe(true)
    expect((await login(ctx.app, owner.email)).statusCode).toBe(200)
    expect(await questionCountOf(ctx, owner.user.id)).toBe(1)
    expect(
      await ctx.database.db.select().from(feedback).where(eq(feedback.userId, owner.user.id)),
    ).toHaveLength(1)
  })

  it('deletes the account: no sign-in, no session, its questions still counted without a name', async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const secondDevice = await login(ctx.app, owner.email)
    const secondCookie = String(secondDevice.headers['set-cookie']).split(';')[0] as string
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?', 'What is CHIRP?'])
    await recordQuestions(ctx, other.user.id, ['Another skipper asks'])
    await sendFeedback(ctx.app, owner.cookie, owner.email, 'Sonar freezes at dawn')
    await sendFeedback(ctx.app, other.cookie, other.email, 'Another skipper writes')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    })
    const countedBefore = await totalQueries()
    const { db } = ctx.database
    const asked = await db.select({ id: queries.id }).from(queries).where(eq(queries.userId, owner.user.id))
    // The questions grouped in a conversation, as the agent keeps them (decision 0023).
    const [conversation] = await db
      .insert(conversations)
      .values({ userId: owner.user.id, title: 'Gain', deviceLabel: 'Garmin ECHOMAP UHD2 74sv' })
      .returning()
    await db
      .update(queries)
      .set({ conversationId: conversation?.id })
      .where(eq(queries.userId, owner.user.id))

    const response = await deleteAs(ctx.app, owner.cookie, STRONG_PASSWORD)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' })
    // The session cookie is cleared in the response.
    const cleared = String(response.headers['set-cookie'])
    expect(cleared).toMatch(/^sid=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)

    // Never signs in again, and no session of it (this browser's or another's) works.
    const again = await login(ctx.app, owner.email)
    expect(again.statusCode).toBe(401)
    expect(await signedIn(ctx.app, owner.cookie)).toBe(false)
    expect(await signedIn(ctx.app, secondCookie)).toBe(false)
    expect(await db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([])
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.user.id)),
    ).toEqual([])

    // The statistics still count the questions; they just no longer name anyone.
    expect(await totalQueries()).toBe(countedBefore)
    expect(await questionCountOf(ctx, owner.user.id)).toBe(0)
    const kept = await db
      .select()
      .from(queries)
      .where(
        inArray(
          queries.id,
          asked.map((q) => q.id),
        ),
      )
    expect(kept.map((q) => q.userId)).toEqual([null, null])
    // The conversation goes with the account (ON DELETE CASCADE); its questions stay, detached.
    expect(await db.select().from(conversations).where(eq(conversations.userId, owner.user.id))).toEqual([])
    expect(kept.map((q) => q.conversationId)).toEqual([null, null])

    // Its contact-form messages go with it; another user's stay, as does the other account.
    const left = await db.select().from(feedback)
    expect(left.map((f) => f.subject)).not.toContain('Sonar freezes at dawn')
    expect(left.map((f) => f.subject)).toContain('Another skipper writes')
    expect(await signedIn(ctx.app, other.cookie)).toBe(true)
    expect(await questionCountOf(ctx, other.user.id)).toBe(1)

    // The address is free again: the person may start over with a new account.
    expect((await registerUser(ctx.app, { email: owner.email })).user.id).not.toBe(owner.user.id)
  })

  it('removes a demo subscriber together with the cards demo billing kept', async () => {
    const owner = await registerUser(ctx.app)
    const card = await addDemoCard(ctx.app, owner.cookie)
    expect(card.statusCode).toBe(201)
    await initializeSubscription(ctx.app, owner.cookie)
    expect((await createSubscription(ctx.app, owner.cookie, card.json().id)).statusCode).toBe(200)

    expect((await deleteAs(ctx.app, owner.cookie, STRONG_PASSWORD)).statusCode).toBe(200)
    const { db } = ctx.database
    expect(
      await db.select().from(demoPaymentMethods).where(eq(demoPaymentMethods.userId, owner.user.id)),
    ).toEqual([])
  })

  it('refuses a request from another origin, or one naming no origin, and deletes nothing', async () => {
    const owner = await registerUser(ctx.app)
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      {},
      { 'sec-fetch-site': 'cross-site', origin: TEST_APP_URL },
    ]
    for (const headers of refused) {
      const response = await deleteAs(ctx.app, owner.cookie, STRONG_PASSWORD, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json().code).toBe('BAD_ORIGIN')
    }
    expect(await signedIn(ctx.app, owner.cookie)).toBe(true)
    expect((await login(ctx.app, owner.email)).statusCode).toBe(200)
  })

  it('needs a signed-in user', async () => {
    const response = await deleteAs(ctx.app, undefined, STRONG_PASSWORD)
    expect(response.statusCode).toBe(401)
  })

  it('keeps the last admin, who must name another admin first', async () => {
    const refused = await deleteAs(ctx.app, suite.adminCookie, TEST_ADMIN.password)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/only admin/)
    expect(await signedIn(ctx.app, suite.adminCookie)).toBe(true)

    // With a second admin, the first may leave.
    const deputy = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, deputy.user.id))
    ctx.app.sessionCache.forgetUser(deputy.user.id)
    expect((await deleteAs(ctx.app, deputy.cookie, STRONG_PASSWORD)).statusCode).toBe(200)
    expect(await signedIn(ctx.app, suite.adminCookie)).toBe(true)
  })
})

describe('DELETE /api/account with a Stripe subscription', () => {
  let ctx: TestContext
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let adminCookie: string

  beforeAll(async () => {
    fake = await startFakeStripe()
    ctx = await createTestContext({ env: stripeTestEnv(fake.url) })
    adminCookie = (await signInAsAdmin(ctx)).cookie
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  async function subscriber() {
    const owner = await registerUser(ctx.app)
    expect((await initializeSubscription(ctx.app, owner.cookie)).statusCode).toBe(200)
    const created = await createSubscription(ctx.app, owner.cookie, 'pm_card_visa')
    expect(created.json().status).toBe('active')
    return { ...owner, subscriptionId: created.json().subscriptionId as string }
  }

  it('cancels the subscription at Stripe at once, then deletes the account', async () => {
    const owner = await subscriber()
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?'])
    const stats = async () =>
      (await injectAs(ctx.app, adminCookie, { method: 'GET', url: '/api/admin/stats' })).json().totalQueries
    const countedBefore = await stats()
    fake.requests.length = 0

    const response = await deleteAs(ctx.app, owner.cookie, STRONG_PASSWORD)
    expect(response.statusCode).toBe(200)
    const cancel = fake.requests.find((r) => r.method === 'DELETE')
    expect(cancel?.path).toBe(`/v1/subscriptions/${owner.subscriptionId}`)
    expect(cancel?.params.get('invoice_now')).toBe('false')
    expect(cancel?.params.get('prorate')).toBe('false')
    expect(fake.subscriptions.get(owner.subscriptionId)?.status).toBe('canceled')
    expect((await login(ctx.app, owner.email)).statusCode).toBe(401)
    expect(await stats()).toBe(countedBefore)
  })

  it('deletes nothing when Stripe cannot cancel, and says so', async () => {
    const owner = await subscriber()
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?'])
    fake.settings.cancelFails = true
    try {
      const response = await deleteAs(ctx.app, owner.cookie, STRONG_PASSWORD)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_CANCELLED' })
      expect(response.json().message).toMatch(
        /^Your subscription could not be cancelled, so your account was not deleted\./,
      )
    } finally {
      fake.settings.cancelFails = false
    }
    expect(fake.subscriptions.get(owner.subscriptionId)?.status).toBe('active')
    expect(await signedIn(ctx.app, owner.cookie)).toBe(true)
    expect((await login(ctx.app, owner.email)).statusCode).toBe(200)
    expect(await questionCountOf(ctx, owner.user.id)).toBe(1)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id))
    expect(row?.subscription).toBe('basic')
  })

  it('checks the password before anything reaches Stripe', async () => {
    const owner = await subscriber()
    fake.requests.length = 0
    expect((await deleteAs(ctx.app, owner.cookie, 'Not-my-password1')).statusCode).toBe(400)
    expect(fake.requests).toEqual([])
    expect(fake.subscriptions.get(owner.subscriptionId)?.status).toBe('active')
  })
})

describe('the export of kept conversations and ratings', () => {
  const suite = setUpTestApp()
  const { ctx } = suite
  it('holds the user’s conversations, and each question’s conversation and rating, and no one else’s', async () => {
    const owner = await registerUser(ctx.app)
    const stranger = await registerUser(ctx.app)
    await recordQuestions(ctx, owner.user.id, ['How do I set the gain?'])
    await recordQuestions(ctx, stranger.user.id, ['Stranger question about radar'])
    const { db } = ctx.database
    const [conversation] = await db
      .insert(conversations)
      .values({ userId: owner.user.id, title: 'Gain on my plotter', deviceLabel: 'Garmin ECHOMAP UHD2 74sv' })
      .returning()
    await db
      .insert(conversations)
      .values({ userId: stranger.user.id, title: 'Stranger conversation', deviceLabel: 'Radar' })
    await db
      .update(queries)
      .set({ conversationId: conversation?.id, rating: 'down', ratingComment: 'Menu name was wrong' })
      .where(eq(queries.userId, owner.user.id))

    const data = accountExportSchema.parse((await exportAs(ctx.app, owner.cookie)).json())
    expect(data.conversations.map((c) => c.title)).toEqual(['Gain on my plotter'])
    expect(data.questions).toEqual([
      expect.objectContaining({
        conversationId: conversation?.id,
        rating: 'down',
        ratingComment: 'Menu name was wrong',
      }),
    ])
  })
})

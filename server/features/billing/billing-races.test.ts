import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { addDemoCard, createSubscription, initializeSubscription } from '../../test/billing'
import { createTestContext, registerUser, setUpTestContext, type TestContext } from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

const PARALLEL = 10

const create = (ctx: TestContext, cookie: string, paymentMethodId: string) =>
  createSubscription(ctx.app, cookie, paymentMethodId)

describe('parallel subscription creation, demo billing', () => {
  const ctx = setUpTestContext()

  it(`${PARALLEL} parallel creates make exactly one subscription; the rest are told why`, async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const card = await addDemoCard(ctx.app, cookie, { number: '4242 4242 4242 4242' })
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => create(ctx, cookie, card.json().id)),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1)
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(['SUBSCRIPTION_IN_PROGRESS', 'ALREADY_SUBSCRIBED']).toContain(refused.json().code)
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.subscriptionId).toBe(responses.find((r) => r.statusCode === 200)?.json().subscriptionId)
    // The attempt marker is released: a later call is refused because of the subscription, not the marker.
    expect(row?.billingAttemptId).toBeNull()
    expect((await create(ctx, cookie, card.json().id)).json().code).toBe('ALREADY_SUBSCRIBED')
  })

  it('releases the marker when the provider refuses, so the customer can try another card', async () => {
    const { cookie } = await registerUser(ctx.app)
    const declined = await addDemoCard(ctx.app, cookie, { number: '4000 0000 0000 0002' })
    expect((await create(ctx, cookie, declined.json().id)).statusCode).toBe(402)
    const good = await addDemoCard(ctx.app, cookie, { number: '4242 4242 4242 4242' })
    expect((await create(ctx, cookie, good.json().id)).statusCode).toBe(200)
  })
})

describe('parallel subscription creation, Stripe (through the real SDK)', () => {
  let ctx: TestContext
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  beforeAll(async () => {
    fake = await startFakeStripe()
    ctx = await createTestContext({ env: stripeTestEnv(fake.url) })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it(`${PARALLEL} parallel creates bill once: one Stripe subscription, keyed by the attempt`, async () => {
    const { cookie } = await registerUser(ctx.app)
    const init = await initializeSubscription(ctx.app, cookie)
    expect(init.statusCode).toBe(200)
    fake.requests.length = 0
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => create(ctx, cookie, 'pm_card_visa')),
    )
    expect(
      responses.filter((r) => r.statusCode === 200),
      JSON.stringify(responses.map((r) => [r.statusCode, r.body])),
    ).toHaveLength(1)
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
    expect(made).toHaveLength(1)
    // The key names the attempt, not the card: a retry with another card cannot slip a second one through.
    expect(made[0]?.idempotencyKey).toMatch(/^subscription-[0-9a-f-]{36}$/)
  })
})

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountRow,
  addDemoCard,
  changePlan,
  createSubscription,
  initializeSubscription,
} from '../../test/billing'
import {
  createTestContext,
  injectAs,
  registerUser,
  restartApp,
  setUpTestContext,
  type TestContext,
} from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

// Upgrades, downgrades, cancellations and resumptions of one customer's subscription, sent at once through
// two instances on one database (demo billing, and Stripe through its SDK against the fake Stripe). Whatever the interleaving, the calls answered 200 must
// form one serial history: each was allowed on the state the one before left, its answer is the state it
// made, and the account ends in the state of the last. On PostgreSQL the calls race on separate
// connections; on PGlite (one connection, statements one at a time) the same test runs through two app
// instances on the one database.

type PaidPlan = 'basic' | 'premium'
type Op = 'upgrade' | 'downgrade' | 'cancel' | 'resume'
interface PlanState {
  plan: PaidPlan
  cancelAtPeriodEnd: boolean
  scheduledPlan: PaidPlan | null
}

/** What the call does to a state, as decision 0027 has it; null when it is refused there. */
function after(state: PlanState, op: Op): PlanState | null {
  switch (op) {
    case 'upgrade':
      if (state.cancelAtPeriodEnd) return null
      // Asking for Premium on Premium only drops a scheduled downgrade.
      if (state.plan === 'premium' && !state.scheduledPlan) return null
      return { plan: 'premium', cancelAtPeriodEnd: false, scheduledPlan: null }
    case 'downgrade':
      if (state.cancelAtPeriodEnd || state.plan === 'basic') return null
      return { plan: 'premium', cancelAtPeriodEnd: false, scheduledPlan: 'basic' }
    case 'cancel':
      if (state.cancelAtPeriodEnd) return null
      return { plan: state.plan, cancelAtPeriodEnd: true, scheduledPlan: null }
    case 'resume':
      if (!state.cancelAtPeriodEnd) return null
      return { ...state, cancelAtPeriodEnd: false }
  }
}

const same = (x: PlanState, y: PlanState) =>
  x.plan === y.plan && x.cancelAtPeriodEnd === y.cancelAtPeriodEnd && x.scheduledPlan === y.scheduledPlan

interface Accepted {
  op: Op
  answer: PlanState
}

/**
 * An order of the accepted calls in which each was allowed and made exactly the state it answered, ending
 * in `final`; null when there is none (a call was accepted on a state it did not see, or its answer lied).
 */
function serialHistory(start: PlanState, accepted: Accepted[], final: PlanState): Accepted[] | null {
  if (accepted.length === 0) return same(start, final) ? [] : null
  const tried = new Set<string>()
  for (const [index, call] of accepted.entries()) {
    const key = `${call.op}:${JSON.stringify(call.answer)}`
    if (tried.has(key)) continue // the same call answered the same: trying one is trying both
    tried.add(key)
    const next = after(start, call.op)
    if (!next || !same(next, call.answer)) continue
    const rest = serialHistory(next, [...accepted.slice(0, index), ...accepted.slice(index + 1)], final)
    if (rest) return [call, ...rest]
  }
  return null
}

const stateOf = (summary: {
  plan: string
  cancelAtPeriodEnd: boolean
  scheduledPlan: PaidPlan | null
}): PlanState => ({
  plan: summary.plan as PaidPlan,
  cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
  scheduledPlan: summary.scheduledPlan,
})

function send(app: FastifyInstance, cookie: string, op: Op): Promise<LightMyRequestResponse> {
  if (op === 'upgrade') return changePlan(app, cookie, 'premium')
  if (op === 'downgrade') return changePlan(app, cookie, 'basic')
  return injectAs(app, cookie, { method: 'POST', url: `/api/subscriptions/${op}` })
}

const OPS: Op[] = ['upgrade', 'cancel', 'downgrade', 'resume']
const ROUNDS = 10
const PER_ROUND = 5

/** Rounds of calls at once, half through each instance, each round checked for one serial history. */
async function raceRounds(
  ctx: TestContext,
  b: FastifyInstance,
  subscribe: () => Promise<{ cookie: string; userId: number; created: LightMyRequestResponse }>,
) {
  const { cookie, userId, created } = await subscribe()
  expect(created.statusCode, created.body).toBe(200)
  let state = stateOf(created.json().subscription)
  let acceptedInAll = 0
  for (let round = 0; round < ROUNDS; round++) {
    const ops = Array.from({ length: PER_ROUND }, (_, i) => OPS[(i * 3 + round) % OPS.length] as Op)
    const responses = await Promise.all(ops.map((op, i) => send(i % 2 === 0 ? ctx.app : b, cookie, op)))
    const accepted: Accepted[] = []
    for (const [i, response] of responses.entries()) {
      // Refused is fine (409 another change under way, 400 or 409 not allowed now); failing is not.
      expect([200, 400, 409], `round ${round} ${ops[i]}: ${response.body}`).toContain(response.statusCode)
      if (response.statusCode === 200)
        accepted.push({ op: ops[i] as Op, answer: stateOf(response.json().subscription) })
    }
    const row = await accountRow(ctx, userId)
    const final: PlanState = {
      plan: row.subscription as PaidPlan,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      scheduledPlan: row.scheduledPlan,
    }
    const history = serialHistory(state, accepted, final)
    expect(
      history,
      `round ${round}: from ${JSON.stringify(state)}, accepted ${JSON.stringify(accepted)}, stored ${JSON.stringify(final)}`,
    ).not.toBeNull()
    acceptedInAll += accepted.length
    state = final
  }
  // Mostly one call a round wins the account and the rest are told to wait; never none at all.
  expect(acceptedInAll).toBeGreaterThan(0)
}

const TITLE = `${ROUNDS * PER_ROUND} upgrades, downgrades, cancellations and resumptions end as the last accepted`

describe('plan changes racing on two instances, demo billing', () => {
  const ctx = setUpTestContext()
  let b: FastifyInstance
  beforeAll(async () => {
    b = await restartApp(ctx)
  })
  afterAll(() => b?.close())

  it(TITLE, () =>
    raceRounds(ctx, b, async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const card = await addDemoCard(ctx.app, cookie)
      return { cookie, userId: user.id, created: await createSubscription(ctx.app, cookie, card.json().id) }
    }),
  )
})

describe('plan changes racing on two instances, Stripe (through the real SDK)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  let ctx: TestContext
  let b: FastifyInstance
  beforeAll(async () => {
    fake = await startFakeStripe()
    ctx = await createTestContext({ env: stripeTestEnv(fake.url) })
    b = await restartApp(ctx)
  })
  afterAll(async () => {
    await b?.close()
    await ctx?.close()
    await fake?.close()
  })

  it(TITLE, () =>
    raceRounds(ctx, b, async () => {
      const { cookie, user } = await registerUser(ctx.app)
      expect((await initializeSubscription(ctx.app, cookie)).statusCode).toBe(200)
      return { cookie, userId: user.id, created: await createSubscription(ctx.app, cookie, 'pm_card_visa') }
    }),
  )
})

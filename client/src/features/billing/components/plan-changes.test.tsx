// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfilePage } from '@/pages/profile'
import {
  type ApiCall,
  billingRoutes,
  type FakeBilling,
  fakeApi,
  paidBilling,
  type Routes,
} from '@/test/fake-api'
import { appConfig, usage, user as userFixture } from '@/test/fixtures'
import { renderApp } from '@/test/render'

/** The profile of a paid account whose billing the fake server keeps. */
async function openProfile(billing: FakeBilling) {
  const api = fakeApi(billingRoutes(billing))
  const user = userEvent.setup()
  renderApp(<ProfilePage />, { route: '/profile' })
  // The first render loads the page, the account and its subscription: slow on a busy machine.
  await screen.findByText(/\$\d+\.\d\d\/month\)$/, undefined, { timeout: 5000 })
  return { api, user }
}

/** The 'Subscription & Usage' card. */
const subscriptionCard = () => screen.getByRole('region', { name: 'Subscription & Usage' })

/** The calls of the card flow, which a plan change must never make. */
const cardFlowCalls = (api: ReturnType<typeof fakeApi>) => [
  ...api.callsTo('POST /api/subscriptions/initialize'),
  ...api.callsTo('POST /api/subscriptions/create'),
  ...api.callsTo('POST /api/billing/demo/payment-methods'),
]

describe('the profile offers the plan changes that apply', () => {
  it('free: Upgrade Subscription opens the plans with the card flow, and nothing to change, resume or pay with', async () => {
    const routes: Routes = {
      'GET /api/config': appConfig(),
      'GET /api/auth/user': { user: userFixture() },
      'GET /api/usage': usage(),
      'GET /api/subscriptions/invoices': { invoices: [] },
      'POST /api/subscriptions/initialize': { clientSecret: 'seti_demo_secret', provider: 'demo' },
    }
    const api = fakeApi(routes)
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    const upgrade = await screen.findByRole('button', { name: 'Upgrade Subscription' }, { timeout: 5000 })

    for (const name of ['Upgrade to Premium', 'Change to Basic', 'Resume Subscription', 'Update card']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    expect(screen.queryByRole('heading', { name: 'Payment method' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/subscriptions/current')).toHaveLength(0)

    await user.click(upgrade)
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe to Premium' }))
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/initialize')).toHaveLength(1))
  })

  it('basic: Upgrade to Premium confirms a prorated charge now, calls change-plan without a card, and the profile changes at once', async () => {
    const billing = paidBilling('basic')
    const { api, user } = await openProfile(billing)
    // SPEC.md's buttons stay as they are.
    for (const name of ['Manage Subscription', 'Sync', 'Cancel Subscription']) {
      expect(within(subscriptionCard()).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: 'Change to Basic' })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    const basic = within(chooser).getByRole('region', { name: 'Basic Plan' })
    expect(within(basic).getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    const premium = within(chooser).getByRole('region', { name: 'Premium Plan' })
    await user.click(within(premium).getByRole('button', { name: 'Upgrade to Premium' }))

    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to the Premium Plan' })
    expect(confirm).toHaveTextContent('Your plan changes to Premium now')
    expect(
      await within(confirm).findByText(
        'You will be charged $4.12 today (prorated for the rest of this period), then $18.99 a month.',
      ),
    ).toBeInTheDocument()
    expect(confirm).toHaveTextContent('The monthly charge starts on May 1, 2025.')
    expect(within(confirm).queryByLabelText('Card number')).not.toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Upgrade to Premium now' }))

    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/change-plan')).toHaveLength(1))
    expect(api.callsTo('POST /api/subscriptions/change-plan')[0]?.body).toEqual({
      planType: 'premium',
      priceId: 'price_premium',
    })
    expect(await screen.findByText("You've been upgraded to the Premium plan.")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The user, the usage and the invoices are read again: the new plan shows without a reload.
    expect(await screen.findByText('Premium Plan ($18.99/month)')).toBeInTheDocument()
    expect(await screen.findByText('Upgrade to Premium Plan (prorated)')).toBeInTheDocument()
    expect(screen.getByText('$4.12')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Change to Basic' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/profile')
    expect(cardFlowCalls(api)).toHaveLength(0)
    // The preview was asked once, before the change: never again for the plan now held (the server says 400).
    expect(api.callsTo('GET /api/subscriptions/preview')).toHaveLength(1)
  })

  it('premium: Change to Basic says it happens at the period end, then shows the scheduled change', async () => {
    const billing = paidBilling('premium')
    const { api, user } = await openProfile(billing)
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Change to Basic' }))
    const confirm = await screen.findByRole('dialog', { name: 'Change to the Basic Plan' })
    expect(confirm).toHaveTextContent(
      'Your plan changes to Basic on May 1, 2025, when the current billing period ends. You keep Premium until then',
    )
    expect(within(confirm).getByText('Nothing is charged today.')).toBeInTheDocument()
    // Nothing to charge, so nothing to ask the server before confirming.
    expect(api.callsTo('GET /api/subscriptions/preview')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Change to Basic' }))

    await waitFor(() =>
      expect(api.callsTo('POST /api/subscriptions/change-plan')[0]?.body).toEqual({
        planType: 'basic',
        priceId: 'price_basic',
      }),
    )
    expect(await screen.findByText('Plan change scheduled')).toBeInTheDocument()
    expect(screen.getByText('Your plan changes to Basic on May 1, 2025.')).toBeInTheDocument()
    expect(await screen.findByText('Changes to Basic on May 1, 2025')).toBeInTheDocument()
    // Premium applies until then, and the change is not offered twice.
    expect(screen.getByText('Premium Plan ($18.99/month)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change to Basic' })).not.toBeInTheDocument()
    expect(cardFlowCalls(api)).toHaveLength(0)
  })

  it('premium with a downgrade scheduled: Keep Premium asks for Premium again and the notice goes', async () => {
    const billing = paidBilling('premium', { subscription: { scheduledPlan: 'basic' } })
    const { api, user } = await openProfile(billing)
    expect(await screen.findByText('Changes to Basic on May 1, 2025')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Keep Premium' }))
    await waitFor(() =>
      expect(api.callsTo('POST /api/subscriptions/change-plan')[0]?.body).toEqual({
        planType: 'premium',
        priceId: 'price_premium',
      }),
    )
    expect(await screen.findByText('Premium kept')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/Changes to Basic on/)).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: 'Change to Basic' })).toBeInTheDocument()
  })

  it('cancelled at the period end: says when access ends and resumes with Resume Subscription', async () => {
    const billing = paidBilling('basic', { subscription: { cancelAtPeriodEnd: true } })
    const { api, user } = await openProfile(billing)
    const card = subscriptionCard()
    expect(await within(card).findByText(/Access continues until May 1, 2025/)).toBeInTheDocument()
    expect(within(card).getByText('Access until')).toBeInTheDocument()
    // While it ends, it is resumed rather than cancelled again or changed.
    expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Resume Subscription' }))
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/resume')).toHaveLength(1))
    expect(await screen.findByText('Subscription resumed')).toBeInTheDocument()
    expect(await within(card).findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Resume Subscription' })).not.toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument()
    expect(within(card).getByText('Next billing date')).toBeInTheDocument()
  })

  it("an upgrade states today's charge before it can be confirmed: the button waits for the amount", async () => {
    const billing = paidBilling('basic')
    const routes = billingRoutes(billing)
    let answerPreview: () => void = () => {}
    const previewRoute = routes['GET /api/subscriptions/preview'] as (call: ApiCall) => unknown
    const api = fakeApi({
      ...routes,
      'GET /api/subscriptions/preview': (call: ApiCall) =>
        new Promise((resolve) => {
          answerPreview = () => resolve(previewRoute(call))
        }),
    })
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 5000 }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    await user.click(
      within(within(chooser).getByRole('region', { name: 'Premium Plan' })).getByRole('button', {
        name: 'Upgrade to Premium',
      }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to the Premium Plan' })
    const upgrade = within(confirm).getByRole('button', { name: 'Upgrade to Premium now' })
    expect(upgrade).toBeDisabled()
    expect(confirm).toHaveTextContent("Working out today's charge...")
    await waitFor(() => expect(api.callsTo('GET /api/subscriptions/preview')).toHaveLength(1))
    expect(api.callsTo('GET /api/subscriptions/preview')[0]?.query.get('plan')).toBe('premium')

    answerPreview()
    expect(
      await within(confirm).findByText(
        'You will be charged $4.12 today (prorated for the rest of this period), then $18.99 a month.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(upgrade).toBeEnabled())
    expect(api.callsTo('POST /api/subscriptions/change-plan')).toHaveLength(0)
    await user.click(upgrade)
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/change-plan')).toHaveLength(1))
  })

  it('an upgrade whose charge cannot be worked out says why and cannot be confirmed until it can', async () => {
    const billing = paidBilling('basic')
    const routes = billingRoutes(billing)
    let fails = true
    const previewRoute = routes['GET /api/subscriptions/preview'] as (call: ApiCall) => unknown
    fakeApi({
      ...routes,
      'GET /api/subscriptions/preview': (call: ApiCall) =>
        fails
          ? new Response(JSON.stringify({ message: 'The payment service is unreachable right now.' }), {
              status: 503,
              statusText: 'Service Unavailable',
            })
          : previewRoute(call),
    })
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 5000 }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    await user.click(
      within(within(chooser).getByRole('region', { name: 'Premium Plan' })).getByRole('button', {
        name: 'Upgrade to Premium',
      }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to the Premium Plan' })
    expect(
      await within(confirm).findByText(
        "We could not work out today's charge, so the change cannot be confirmed yet.",
      ),
    ).toBeInTheDocument()
    expect(within(confirm).getByRole('button', { name: 'Upgrade to Premium now' })).toBeDisabled()

    fails = false
    await user.click(within(confirm).getByRole('button', { name: 'Try again' }))
    expect(await within(confirm).findByText(/You will be charged \$4\.12 today/)).toBeInTheDocument()
    expect(within(confirm).getByRole('button', { name: 'Upgrade to Premium now' })).toBeEnabled()
  })

  it('a failed plan change says why and leaves the plan as it was', async () => {
    const billing = paidBilling('basic')
    const routes = billingRoutes(billing)
    fakeApi({
      ...routes,
      'POST /api/subscriptions/change-plan': new Response(
        JSON.stringify({ message: 'Your card was declined.' }),
        { status: 402, headers: { 'Content-Type': 'application/json' } },
      ),
    })
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }, { timeout: 5000 }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    await user.click(
      within(within(chooser).getByRole('region', { name: 'Premium Plan' })).getByRole('button', {
        name: 'Upgrade to Premium',
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium now' }))
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Upgrade to the Premium Plan' })).toBeInTheDocument()
    expect(screen.getByText('Basic Plan ($9.99/month)')).toBeInTheDocument()
  })
})

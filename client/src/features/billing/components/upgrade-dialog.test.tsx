// @vitest-environment jsdom
import '@/test/dom'
import type { CreateSubscriptionResponse } from '@contract/billing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from '@/components/ui/button'
import { fakeApi, type Routes } from '@/test/fake-api'
import { appConfig, usage } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { REDIRECT_AFTER_UPGRADE_MS, UpgradeDialog } from './upgrade-dialog'

const created: CreateSubscriptionResponse = {
  status: 'active',
  subscriptionId: 'sub_demo_1',
  paymentIntentClientSecret: null,
  message: 'Subscription created',
  subscription: {
    id: 'sub_demo_1',
    provider: 'demo',
    plan: 'basic',
    status: 'active',
    currentPeriodStart: '2025-04-01T00:00:00.000Z',
    currentPeriodEnd: '2025-05-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
  },
}

async function openDialog(extra: Routes = {}) {
  const api = fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'POST /api/subscriptions/initialize': { clientSecret: 'seti_demo_secret', provider: 'demo' },
    'POST /api/billing/demo/payment-methods': { id: 'pm_demo_1', brand: 'visa', last4: '4242' },
    'POST /api/subscriptions/create': created,
    ...extra,
  })
  const user = userEvent.setup()
  renderApp(
    <UpgradeDialog>
      <Button>Upgrade</Button>
    </UpgradeDialog>,
    { route: '/agent' },
  )
  await user.click(screen.getByRole('button', { name: 'Upgrade' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
  return { api, user, dialog }
}

describe('Upgrade dialog (SPEC.md section 2 "Choose Your Plan" and section 4 "Upgrade flow")', () => {
  it('offers Basic at $9.99/month for up to 500 queries and Premium at $18.99/month, Most Popular', async () => {
    const { dialog } = await openDialog()
    const basic = within(dialog).getByRole('region', { name: 'Basic Plan' })
    const premium = within(dialog).getByRole('region', { name: 'Premium Plan' })

    expect(basic).toHaveTextContent('$9.99/month')
    expect(basic).toHaveTextContent('Up to 500 queries per month')
    expect(basic).not.toHaveTextContent('Most Popular')
    expect(within(basic).getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled()

    expect(premium).toHaveTextContent('$18.99/month')
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument()
    expect(premium).toHaveTextContent('Unlimited queries')
    expect(premium).toHaveTextContent('Early access to new features')
    expect(within(premium).getByRole('button', { name: 'Subscribe to Premium' })).toBeEnabled()

    expect(within(dialog).getByText('Secured with 256-bit SSL encryption')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  it('pays for Basic with the demo card form, then toasts and goes to /profile', async () => {
    const { api, user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe to Basic' }))

    expect(await screen.findByRole('heading', { name: 'Subscribe to the Basic Plan' })).toBeInTheDocument()
    expect(screen.getByText('Demo billing: no card is charged')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/initialize')).toHaveLength(1))
    expect(api.callsTo('POST /api/subscriptions/initialize')[0]?.body).toEqual({
      planType: 'basic',
      priceId: 'price_basic',
    })

    const pay = screen.getByRole('button', { name: 'Subscribe for $9.99/month' })
    await waitFor(() => expect(pay).toBeEnabled())
    // An empty form is refused before anything is sent.
    await user.click(pay)
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/billing/demo/payment-methods')).toHaveLength(0)

    await user.type(screen.getByLabelText('Card number'), '4242424242424242')
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230')
    await user.type(screen.getByLabelText('CVC'), '123')
    // When the router leaves /agent, timed by the DOM itself: the first toast mounts the lazy toaster, which
    // React may reveal later than the redirect's timer, so the test cannot time it by what it sees next.
    const location = screen.getByTestId('location')
    let movedAt = 0
    new MutationObserver(() => {
      if (!movedAt && location.textContent === '/profile') movedAt = performance.now()
    }).observe(location, { childList: true, characterData: true, subtree: true })
    await user.click(pay)

    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/create')).toHaveLength(1))
    // The form's schema sends the number without its spaces.
    expect(api.callsTo('POST /api/billing/demo/payment-methods')[0]?.body).toEqual({
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    })
    expect(api.callsTo('POST /api/subscriptions/create')[0]?.body).toEqual({
      paymentMethodId: 'pm_demo_1',
      planType: 'basic',
      priceId: 'price_basic',
    })
    expect(await screen.findByText('Subscription successful!')).toBeInTheDocument()
    expect(screen.getByText("You've been upgraded to the Basic plan.")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // SPEC.md section 4: the user goes to /profile 500 ms after the success, not at once.
    await waitFor(() => expect(location).toHaveTextContent('/profile'))
    const createdAt = api.callsTo('POST /api/subscriptions/create')[0]?.at ?? 0
    expect(movedAt - createdAt).toBeGreaterThanOrEqual(REDIRECT_AFTER_UPGRADE_MS)
  })

  it('marks the plan the user already has', async () => {
    const { dialog } = await openDialog({ 'GET /api/usage': usage({ subscription: 'basic', limit: 500 }) })
    const basic = within(dialog).getByRole('region', { name: 'Basic Plan' })
    await waitFor(() =>
      expect(within(basic).getByRole('button', { name: 'Your current plan' })).toBeDisabled(),
    )
  })
})

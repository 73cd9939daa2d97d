// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfilePage } from '@/pages/profile'
import { billingRoutes, fakeApi, paidBilling } from '@/test/fake-api'
import { appConfig } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { cardExpiry } from './payment-method'

/** The profile's card section, once the account and its subscription have loaded (the first render is slow). */
const paymentSection = () => screen.findByRole('region', { name: 'Payment method' }, { timeout: 5000 })

describe('the card on file', () => {
  it('shows the brand, the last four digits and the expiry on the profile', async () => {
    fakeApi(billingRoutes(paidBilling('basic')))
    renderApp(<ProfilePage />, { route: '/profile' })
    const section = await paymentSection()
    expect(section).toHaveTextContent('Visa •••• ending in 4242')
    expect(section).toHaveTextContent('Expires 12/35')
    expect(within(section).getByRole('button', { name: 'Update card' })).toBeInTheDocument()
  })

  it('updates the card with the demo card form, then shows the new card', async () => {
    const api = fakeApi(billingRoutes(paidBilling('premium')))
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    const section = await paymentSection()
    await user.click(within(section).getByRole('button', { name: 'Update card' }))

    const dialog = await screen.findByRole('dialog', { name: 'Update your card' })
    expect(within(dialog).getByText('Demo billing: no card is charged')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Card number'), '5555555555554444')
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1134')
    await user.type(within(dialog).getByLabelText('CVC'), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))

    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/payment-method')).toHaveLength(1))
    expect(api.callsTo('POST /api/billing/demo/payment-methods')[0]?.body).toEqual({
      number: '5555555555554444',
      expiry: '11/34',
      cvc: '123',
    })
    expect(api.callsTo('POST /api/subscriptions/payment-method')[0]?.body).toEqual({
      paymentMethodId: 'pm_demo_new',
    })
    // Demo billing needs no SetupIntent, and a new card is no new subscription.
    expect(api.callsTo('POST /api/subscriptions/payment-method/setup')).toHaveLength(0)
    expect(api.callsTo('POST /api/subscriptions/create')).toHaveLength(0)
    expect(await screen.findByText('Card updated')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(section).toHaveTextContent('Mastercard •••• ending in 4444'))
    expect(section).toHaveTextContent('Expires 11/34')
  })

  it('keeps the dialog open with the reason when the card is refused', async () => {
    const routes = billingRoutes(paidBilling('basic'))
    fakeApi({
      ...routes,
      'POST /api/billing/demo/payment-methods': new Response(
        JSON.stringify({ message: 'Your card number is invalid.' }),
        { status: 402, headers: { 'Content-Type': 'application/json' } },
      ),
    })
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    const section = await paymentSection()
    await user.click(within(section).getByRole('button', { name: 'Update card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update your card' })
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424241')
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1134')
    await user.type(within(dialog).getByLabelText('CVC'), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card number is invalid.')
    expect(section).toHaveTextContent('Visa •••• ending in 4242')
  })

  it('asks Stripe deployments for a SetupIntent before the card form can save', async () => {
    const routes = billingRoutes(paidBilling('basic'))
    const api = fakeApi({
      ...routes,
      'GET /api/config': appConfig({ billing: { provider: 'stripe', publishableKey: 'pk_test_123' } }),
      'POST /api/subscriptions/payment-method/setup': { clientSecret: 'seti_1_secret_2', provider: 'stripe' },
    })
    const user = userEvent.setup()
    renderApp(<ProfilePage />, { route: '/profile' })
    const section = await paymentSection()
    await user.click(within(section).getByRole('button', { name: 'Update card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update your card' })
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/payment-method/setup')).toHaveLength(1))
    // Stripe.js never loads in this test, so the form waits, and no demo card endpoint is ever used.
    expect(within(dialog).queryByText('Demo billing: no card is charged')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/billing/demo/payment-methods')).toHaveLength(0)
    expect(api.callsTo('POST /api/subscriptions/payment-method')).toHaveLength(0)
  })

  it('prints the expiry as MM/YY, and nothing when the provider gave none', () => {
    expect(cardExpiry({ expMonth: 3, expYear: 2031 })).toBe('03/31')
    expect(cardExpiry({ expMonth: null, expYear: null })).toBeNull()
  })
})

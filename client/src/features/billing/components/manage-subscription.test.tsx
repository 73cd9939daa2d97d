// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BillingManagePage } from '@/pages/billing-manage'
import { billingRoutes, fakeApi, paidBilling } from '@/test/fake-api'
import { renderApp } from '@/test/render'

describe('the demo manage page offers what the profile offers', () => {
  it('changes plan, shows the card and the invoices', async () => {
    const api = fakeApi(billingRoutes(paidBilling('basic')))
    const user = userEvent.setup()
    renderApp(<BillingManagePage />, { route: '/billing/manage' })

    expect(
      await screen.findByText('Basic Plan ($9.99/month)', undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Payment method' })).toHaveTextContent(
      'Visa •••• ending in 4242',
    )
    const history = screen.getByRole('region', { name: 'Billing history' })
    expect(await within(history).findByText('Basic Plan subscription')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    await user.click(
      within(within(chooser).getByRole('region', { name: 'Premium Plan' })).getByRole('button', {
        name: 'Upgrade to Premium',
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium now' }))
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/change-plan')).toHaveLength(1))
    expect(await screen.findByText('Premium Plan ($18.99/month)')).toBeInTheDocument()
    expect(await within(history).findByText('Upgrade to Premium Plan (prorated)')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Change to Basic' })).toBeInTheDocument()
  })

  it('resumes a cancelled subscription', async () => {
    const api = fakeApi(billingRoutes(paidBilling('premium', { subscription: { cancelAtPeriodEnd: true } })))
    const user = userEvent.setup()
    renderApp(<BillingManagePage />, { route: '/billing/manage' })
    expect(
      await screen.findByText(/Access continues until May 1, 2025/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resume Subscription' }))
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/resume')).toHaveLength(1))
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change to Basic' })).toBeInTheDocument()
  })
})

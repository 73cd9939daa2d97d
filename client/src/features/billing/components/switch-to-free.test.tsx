// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProfilePage } from '@/pages/profile'
import { billingRoutes, type FakeBilling, fakeApi, paidBilling } from '@/test/fake-api'
import { renderApp } from '@/test/render'

async function openProfile(billing: FakeBilling) {
  const api = fakeApi(billingRoutes(billing))
  const user = userEvent.setup()
  renderApp(<ProfilePage />, { route: '/profile' })
  await screen.findByText(/\$\d+\.\d\d\/month\)$/, undefined, { timeout: 5000 })
  return { api, user }
}
const subscriptionCard = () => screen.getByRole('region', { name: 'Subscription & Usage' })

describe('Switch to Free at the end of this period', () => {
  it('says what happens, ends the subscription with the period, and can be undone before then', async () => {
    const billing = paidBilling('premium')
    const { api, user } = await openProfile(billing)
    const card = subscriptionCard()
    await user.click(await within(card).findByRole('button', { name: 'Switch to Free' }))

    const dialog = await screen.findByRole('dialog', { name: 'Switch to Free at the end of this period' })
    // Focus starts on the step's heading (keyboard users are not lost).
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: 'Switch to Free at the end of this period' }),
      ).toHaveFocus(),
    )
    const facts = within(dialog).getByTestId('switch-to-free')
    expect(facts).toHaveTextContent('You keep the Premium Plan until May 1, 2025, with unlimited queries.')
    // The fake account used 5 of the 20 free questions before subscribing.
    expect(facts).toHaveTextContent(
      'Then your account moves to Free: the free allowance of 20 questions in total, of which 15 are left.',
    )
    expect(facts).toHaveTextContent(
      'Nothing more is charged. You can undo this until May 1, 2025 from your profile.',
    )
    expect(api.callsTo('POST /api/subscriptions/cancel')).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Switch to Free on May 1, 2025' }))
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/cancel')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The profile now says when Premium ends and what follows, and offers the way back.
    expect(
      await within(card).findByText(
        /You keep Premium until then; after that your account is on Free, with 15 of its 20 free questions left/,
      ),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Switch to Free' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Resume Subscription' }))
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/resume')).toHaveLength(1))
    expect(await within(card).findByRole('button', { name: 'Switch to Free' })).toBeInTheDocument()
  })

  it('is offered in the plan dialog beside the paid plans, by keyboard', async () => {
    const { user } = await openProfile(paidBilling('basic'))
    await user.click(await within(subscriptionCard()).findByRole('button', { name: 'Upgrade to Premium' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' })
    const free = within(dialog).getByRole('region', { name: 'Free' })
    const choose = within(free).getByRole('button', { name: 'Switch to Free at the end of this period' })
    choose.focus()
    await user.keyboard('{Enter}')
    expect(
      await screen.findByRole('dialog', { name: 'Switch to Free at the end of this period' }),
    ).toBeInTheDocument()
  })
})

describe('Billing details on the profile', () => {
  it('are entered in a dialog, validated with the shared schema, saved and shown', async () => {
    const billing = paidBilling('basic')
    const { api, user } = await openProfile(billing)
    const section = await screen.findByRole('region', { name: 'Billing details' })
    expect(await within(section).findByText(/None yet/)).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Edit billing details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Billing details' })
    await user.type(within(dialog).getByLabelText('Billing name'), 'Blue Heron Charters LLC')
    await user.type(within(dialog).getByLabelText('Address line 1'), '12 Harbour Road')
    await user.click(within(dialog).getByRole('button', { name: 'Save billing details' }))
    // An address needs its country: refused before any request.
    expect(await within(dialog).findByText('Choose the country of this address')).toBeInTheDocument()
    expect(api.callsTo('PUT /api/subscriptions/billing-details')).toHaveLength(0)

    await user.selectOptions(within(dialog).getByLabelText('Country'), 'US')
    await user.type(within(dialog).getByLabelText('City'), 'Mobile')
    await user.click(within(dialog).getByRole('button', { name: 'Save billing details' }))
    await waitFor(() => expect(api.callsTo('PUT /api/subscriptions/billing-details')).toHaveLength(1))
    expect(api.callsTo('PUT /api/subscriptions/billing-details')[0]?.body).toEqual({
      name: 'Blue Heron Charters LLC',
      line1: '12 Harbour Road',
      line2: '',
      city: 'Mobile',
      state: '',
      postalCode: '',
      country: 'US',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(section).toHaveTextContent('Blue Heron Charters LLC')
    expect(section).toHaveTextContent('12 Harbour Road')
    expect(section).toHaveTextContent('United States')
  })
})

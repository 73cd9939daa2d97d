// @vitest-environment jsdom
import '@/test/dom'
import type { Invoice } from '@contract/billing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { BillingHistory } from './billing-history'

const invoices: Invoice[] = [
  {
    id: 'in_2',
    date: '2025-04-15T12:00:00.000Z',
    amountCents: 1899,
    currency: 'usd',
    status: 'open',
    description: 'Premium Plan renewal',
    url: 'https://invoice.stripe.com/i/acct_1/in_2',
    number: 'ACME-0042',
    pdfUrl: 'https://pay.stripe.com/invoice/acct_1/in_2/pdf',
  },
  {
    id: 'in_1',
    date: '2025-04-01T12:00:00.000Z',
    amountCents: 999,
    currency: 'usd',
    status: 'paid',
    description: 'Basic Plan subscription',
    url: null,
    number: 'SA-2025-000007',
    pdfUrl: '/api/subscriptions/invoices/in_1/receipt.pdf',
  },
]

describe('Billing history (GET /api/subscriptions/invoices)', () => {
  it('lists each invoice with its date, amount, status and description, and a View link when it has a page', async () => {
    fakeApi({ 'GET /api/subscriptions/invoices': { invoices } })
    renderApp(<BillingHistory />)
    const list = await screen.findByRole('list', { name: 'Invoices' })
    const [renewal, first] = within(list).getAllByRole('listitem')

    expect(renewal).toHaveTextContent('April 15, 2025')
    expect(renewal).toHaveTextContent('$18.99')
    expect(renewal).toHaveTextContent('Open')
    expect(renewal).toHaveTextContent('Premium Plan renewal')
    const view = within(renewal as HTMLElement).getByRole('link', { name: /^View/ })
    expect(view).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/in_2')
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'))

    expect(first).toHaveTextContent('April 1, 2025')
    expect(first).toHaveTextContent('$9.99')
    expect(first).toHaveTextContent('Paid')
    expect(first).toHaveTextContent('Basic Plan subscription')
    // A demo invoice has no page to open, only its receipt to download.
    expect(within(first as HTMLElement).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument()
  })

  it("shows each invoice's number and its PDF: our receipt downloads, Stripe's opens on Stripe", async () => {
    fakeApi({ 'GET /api/subscriptions/invoices': { invoices } })
    renderApp(<BillingHistory />)
    const list = await screen.findByRole('list', { name: 'Invoices' })
    const [renewal, first] = within(list).getAllByRole('listitem') as HTMLElement[]
    expect(renewal).toHaveTextContent('Invoice number ACME-0042')
    expect(first).toHaveTextContent('Invoice number SA-2025-000007')

    const receipt = within(first as HTMLElement).getByRole('link', {
      name: 'PDF receipt SA-2025-000007 of April 1, 2025, to download',
    })
    expect(receipt).toHaveAttribute('href', '/api/subscriptions/invoices/in_1/receipt.pdf')
    expect(receipt).toHaveAttribute('download', 'receipt-SA-2025-000007.pdf')
    const stripePdf = within(renewal as HTMLElement).getByRole('link', {
      name: /^PDF receipt ACME-0042/,
    })
    expect(stripePdf).toHaveAttribute('href', 'https://pay.stripe.com/invoice/acct_1/in_2/pdf')
    expect(stripePdf).toHaveAttribute('target', '_blank')
    expect(stripePdf).not.toHaveAttribute('download')
  })

  it('says so when there are no invoices yet', async () => {
    fakeApi({ 'GET /api/subscriptions/invoices': { invoices: [] } })
    renderApp(<BillingHistory />)
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Invoices' })).not.toBeInTheDocument()
  })

  it('says when the history cannot be loaded, and tries again', async () => {
    let fail = true
    const api = fakeApi({
      'GET /api/subscriptions/invoices': () =>
        fail ? json({ message: 'Billing is unavailable' }, 503) : { invoices },
    })
    const user = userEvent.setup()
    renderApp(<BillingHistory />)
    expect(await screen.findByText('Failed to load your billing history.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Invoices' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/subscriptions/invoices')).toHaveLength(2)
  })
})

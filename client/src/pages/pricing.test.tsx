// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { billingRoutes, fakeApi, json, paidBilling } from '@/test/fake-api'
import { appConfig, user as userFixture } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { PricingPage } from './pricing'

// Prices other than SPEC.md's: the page must show whatever the contract's constants say (the ones the
// server bills with), never figures of its own.
vi.mock('@contract/plans', async (importOriginal) => {
  const original = await importOriginal<typeof import('@contract/plans')>()
  return {
    ...original,
    PLAN_DETAILS: {
      basic: { name: 'Basic Plan', price: '$7.77', amountCents: 777, queries: 321 },
      premium: { name: 'Premium Plan', price: '$15.55', amountCents: 1555, queries: null },
    },
  }
})

const signedOut = () =>
  fakeApi({
    'GET /api/config': appConfig({
      features: { composer: 'extractive', model: null, streaming: true, freeQueryLimit: 25 },
    }),
    'GET /api/auth/user': json({ message: 'Not signed in' }, 401),
  })

const card = (name: string) => {
  const plans = screen.getByRole('list', { name: 'Plans' })
  const heading = within(plans).getByRole('heading', { name })
  return heading.closest('article') as HTMLElement
}

describe('the pricing page', () => {
  // The plan dialog is loaded when first asked for; loaded here once, a busy machine does not time it out.
  beforeAll(() => import('@/features/billing'), 60_000)

  it('lists Free, Basic and Premium as a list of cards, with the prices and allowances of the contract and /api/config', async () => {
    signedOut()
    renderApp(<PricingPage />, { route: '/pricing' })
    await waitFor(() => expect(document.title).toBe('Pricing · Sonar Assistant'))
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeInTheDocument()

    const plans = screen.getByRole('list', { name: 'Plans' })
    const items = within(plans)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === plans)
    expect(items).toHaveLength(3)
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Free Trial',
      'Basic Plan',
      'Premium Plan',
    ])

    expect(await within(card('Free Trial')).findByText('25 AI-guided queries to start')).toBeInTheDocument()
    expect(card('Free Trial')).toHaveTextContent('$0')
    expect(card('Basic Plan')).toHaveTextContent('$7.77 /month')
    expect(card('Basic Plan')).toHaveTextContent('321 queries per month')
    expect(card('Premium Plan')).toHaveTextContent('$15.55 /month')
    expect(card('Premium Plan')).toHaveTextContent('Unlimited queries')
    expect(card('Premium Plan')).toHaveTextContent('Early access to new features')
    expect(card('Premium Plan')).toHaveTextContent('Most Popular')
    expect(document.body).not.toHaveTextContent('$9.99')
    expect(document.body).not.toHaveTextContent('$18.99')
  })

  it('has its headings in order: the page h1, then h2 for each plan and the billing questions', () => {
    signedOut()
    renderApp(<PricingPage />, { route: '/pricing' })
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] as number) + 1)
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Billing questions' })).toBeInTheDocument()
  })

  it("offers a visitor 'Get started' on every plan, to /register", async () => {
    signedOut()
    renderApp(<PricingPage />, { route: '/pricing' })
    const links = await screen.findAllByRole('link', { name: /^Get started/ })
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Get started with the Free Trial',
      'Get started with the Basic Plan',
      'Get started with the Premium Plan',
    ])
    for (const link of links) {
      expect(link).toHaveTextContent('Get started')
      expect(link).toHaveAttribute('href', '/register')
    }
  })

  it('offers a free owner the upgrade flow at the plan chosen, and no sign-up', async () => {
    const api = fakeApi({
      'GET /api/config': appConfig(),
      'GET /api/auth/user': { user: userFixture() },
      'GET /api/usage': { queriesUsed: 3, limit: 20, subscription: 'free' },
      'POST /api/subscriptions/initialize': { clientSecret: 'seti_demo_secret', provider: 'demo' },
    })
    const user = userEvent.setup()
    renderApp(<PricingPage />, { route: '/pricing' })
    expect(await within(card('Free Trial')).findByText('Your current plan')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Get started/ })).not.toBeInTheDocument()

    await user.click(within(card('Basic Plan')).getByRole('button', { name: 'Upgrade to Basic' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Subscribe to the Basic Plan' },
      { timeout: 5000 },
    )
    expect(within(dialog).getByRole('button', { name: 'Subscribe for $7.77/month' })).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST /api/subscriptions/initialize')).toHaveLength(1))
    expect(api.callsTo('POST /api/subscriptions/initialize')[0]?.body).toEqual({
      planType: 'basic',
      priceId: 'price_basic',
    })
  })

  it("offers a Basic owner its plan's management and Premium's upgrade, which states today's charge", async () => {
    const billing = paidBilling('basic')
    const api = fakeApi(billingRoutes(billing))
    const user = userEvent.setup()
    renderApp(<PricingPage />, { route: '/pricing' })
    const basic = card('Basic Plan')
    expect(await within(basic).findByText('Your current plan')).toBeInTheDocument()
    expect(within(basic).getByRole('link', { name: 'Manage in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(within(card('Free Trial')).getByText('Included with every account')).toBeInTheDocument()

    await user.click(within(card('Premium Plan')).getByRole('button', { name: 'Upgrade to Premium' }))
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Upgrade to the Premium Plan' },
      { timeout: 5000 },
    )
    expect(await within(confirm).findByText(/You will be charged \$4\.12 today/)).toBeInTheDocument()
    // Opened before the account's plan was read: never a checkout for an account that already pays.
    expect(api.callsTo('POST /api/subscriptions/initialize')).toHaveLength(0)

    // Closing and opening again starts at the same step.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(within(card('Premium Plan')).getByRole('button', { name: 'Upgrade to Premium' }))
    expect(
      await screen.findByRole('dialog', { name: 'Upgrade to the Premium Plan' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it("opens the dialog for the plan the landing page's 'Upgrade to Premium' asked for (?plan=premium)", async () => {
    fakeApi(billingRoutes(paidBilling('basic')))
    renderApp(<PricingPage />, { route: '/pricing?plan=premium' })
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Upgrade to the Premium Plan' },
      { timeout: 5000 },
    )
    expect(await within(confirm).findByText(/You will be charged \$4\.12 today/)).toBeInTheDocument()
  })
})

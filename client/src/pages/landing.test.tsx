// @vitest-environment jsdom
import '@/test/dom'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '@/test/fake-api'
import { appConfig, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import catalogue from '../../../content/catalogue/devices.json'
import { DEMO_DEVICE, LandingPage } from './landing'

const signUpCalls = ['Create Account', 'Start Free Trial', 'Get started free']

describe('the landing page', () => {
  it("offers visitors SPEC.md's sign-up buttons and log-in link", async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<LandingPage />)
    // Once the session is known: until then they hold their place unseen, hidden from assistive technology.
    for (const name of ['Create Account', 'Start Free Trial']) {
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
        'href',
        '/register',
      )
    }
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('offers a signed-in user the agent instead of signing up', async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': { user: user() } })
    renderApp(<LandingPage />)
    // The trial card comes with the pricing section's chunk, after the hero.
    await screen.findByRole('heading', { name: 'Try it free: 20 AI-guided queries' })
    const openTheAgent = await screen.findAllByRole('link', { name: 'Open the Agent' })
    // The hero's and the trial card's calls to action, and the 'Launch the Agent' step card's own link.
    expect(openTheAgent.length).toBeGreaterThanOrEqual(2)
    for (const link of openTheAgent) expect(link).toHaveAttribute('href', '/agent')
    for (const name of signUpCalls) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
  })

  it("keeps the visitor's calls' place, unseen, under a signed-in user's own: nothing below moves (decision 0087)", async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': { user: user() } })
    renderApp(<LandingPage />)
    const [heroAgent] = await screen.findAllByRole('link', { name: 'Open the Agent' })
    const place = screen.getByText('Create Account').closest('.invisible')
    expect(place).toHaveAttribute('aria-hidden', 'true')
    // The same cell of one grid: the taller of the two sets the height, whichever shows.
    expect(place?.parentElement).toBe(heroAgent?.closest('.grid'))
  })

  it("links 'Tailored Recommendations' to My boat, where the boat they are tailored to is set up", async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<LandingPage />)
    const feature = await screen.findByRole(
      'link',
      { name: /^Tailored Recommendations/ },
      { timeout: 10_000 },
    )
    expect(feature).toHaveAttribute('href', '/boats')
    expect(feature).toHaveTextContent(
      'Advice and settings matched to your exact model, its specifications and the conditions you describe, whether you fish, cruise or navigate offshore.',
    )
  })

  it('shows no sign-up button while the session is being checked', () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': () => new Promise(() => {}) })
    renderApp(<LandingPage />)
    // Held in place but unseen (visibility: hidden), so a signed-in user never sees them flash.
    for (const name of ['Create Account', 'Start Free Trial']) {
      expect(screen.getByText(name).closest('.invisible')).not.toBeNull()
    }
  })

  it("shows SPEC.md's plans and prices in its own section, with the way to /pricing", async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<LandingPage />)
    const section = await screen.findByRole('region', { name: 'Simple monthly pricing' })
    const plans = within(section).getByRole('list', { name: 'Plans' })
    const basic = within(plans).getByRole('heading', { level: 3, name: 'Basic Plan' }).closest('article')
    const premium = within(plans).getByRole('heading', { level: 3, name: 'Premium Plan' }).closest('article')
    expect(basic).toHaveTextContent('$9.99 /month')
    expect(basic).toHaveTextContent('Up to 500 queries per month')
    expect(premium).toHaveTextContent('$18.99 /month')
    expect(premium).toHaveTextContent('Unlimited queries')
    expect(premium).toHaveTextContent('Early access to new features')
    expect(premium).toHaveTextContent('Most Popular')
    expect(
      within(plans).getByRole('heading', { level: 3, name: 'Free Trial' }).closest('article'),
    ).toHaveTextContent('20 AI-guided queries')
    expect(
      await within(section).findByRole('link', { name: 'Get started with the Basic Plan' }),
    ).toHaveAttribute('href', '/register')
    expect(within(section).getByRole('link', { name: 'Compare plans and billing details' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })

  it("sends a signed-in owner from a plan's card to the pricing page's dialog for that plan", async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': { user: user() } })
    renderApp(<LandingPage />)
    const section = await screen.findByRole('region', { name: 'Simple monthly pricing' })
    expect(await within(section).findByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute(
      'href',
      '/pricing?plan=basic',
    )
    expect(within(section).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing?plan=premium',
    )
    expect(within(section).getByText('Your current plan')).toBeInTheDocument()
    expect(within(section).queryByRole('link', { name: /Get started/ })).not.toBeInTheDocument()
  })

  it('names a device of the seeded catalogue in its example conversation', async () => {
    expect(catalogue).toContainEqual(expect.objectContaining(DEMO_DEVICE))
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<LandingPage />)
    const example = screen.getByRole('figure', { name: 'Example conversation' })
    expect(example).toHaveTextContent(`${DEMO_DEVICE.brand} ${DEMO_DEVICE.model}`)
  })
})

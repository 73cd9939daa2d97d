// @vitest-environment jsdom
import '@/test/dom'
import type { AccountExport } from '@contract/account'
import type { User } from '@contract/user'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import '@/components/ui/toaster'
// The route loads the profile page lazily; imported here, its first render does not wait on the transform.
import '@/pages/profile'
import { fakeApi, json, type Routes } from '@/test/fake-api'
import { appConfig, usage, user as userFixture } from '@/test/fixtures'

const exported: AccountExport = {
  exportedAt: '2025-04-01T09:30:00.000Z',
  profile: {
    id: 7,
    firstName: 'Ada',
    lastName: 'Skipper',
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
    role: 'user',
    createdAt: '2025-03-01T10:00:00.000Z',
    lastLoginAt: '2025-04-01T09:00:00.000Z',
  },
  subscription: {
    plan: 'free',
    status: 'inactive',
    subscriptionId: null,
    startDate: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    queriesUsed: 2,
  },
  questions: [
    {
      id: 1,
      createdAt: '2025-03-02T10:00:00.000Z',
      device: 'Garmin Striker 4',
      question: 'How do I set the gain?',
      answer: 'Open Menu > Sonar Setup.',
      sources: [{ title: 'Striker 4 Manual, p. 12', page: 12, excerpt: 'Sonar Setup' }],
      status: 'answered',
      conversationId: 3,
      rating: 'up',
      ratingComment: null,
    },
    {
      id: 2,
      createdAt: '2025-03-03T10:00:00.000Z',
      device: 'Garmin Striker 4',
      question: 'What is CHIRP?',
      answer: 'A sweep of frequencies.',
      sources: [],
      status: 'answered',
      conversationId: 3,
      rating: null,
      ratingComment: null,
    },
  ],
  conversations: [
    {
      id: 3,
      title: 'How do I set the gain?',
      device: 'Garmin Striker 4',
      createdAt: '2025-03-02T10:00:00.000Z',
      updatedAt: '2025-03-03T10:00:00.000Z',
    },
  ],
  feedback: [
    {
      id: 3,
      createdAt: '2025-03-04T10:00:00.000Z',
      name: 'Ada Skipper',
      email: 'ada@example.com',
      type: 'support',
      subject: 'Gain keeps resetting',
      message: 'The gain resets after a restart.',
      status: 'pending',
      priority: 'medium',
    },
  ],
}

/** The profile page for `account`, as the app routes to it; a deletion signs the fake server's user out. */
async function openProfile(account: User = userFixture(), routes: Routes = {}) {
  let signedIn = true
  const api = fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': () => (signedIn ? { user: account } : json({ message: 'Not authenticated' }, 401)),
    'GET /api/usage': () => (signedIn ? usage() : json({ message: 'Not authenticated' }, 401)),
    'GET /api/account/export': exported,
    'DELETE /api/account': () => {
      signedIn = false
      return { message: 'Your account has been deleted.' }
    },
    ...routes,
  })
  const person = userEvent.setup()
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/profile']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  )
  const card = await screen.findByRole('region', { name: 'Your Data' }, { timeout: 5000 })
  return { api, person, card }
}

async function openDeleteDialog(person: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
  await person.click(within(card).getByRole('button', { name: 'Delete my account' }))
  return screen.findByRole('dialog', { name: 'Delete your account?' })
}

describe('Download my data', () => {
  const saved: Blob[] = []
  const downloads: string[] = []
  beforeEach(() => {
    saved.length = 0
    downloads.length = 0
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:account-export'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('saves the export as sonar-assistant-data-<day>.json and says what it holds', async () => {
    const { api, person, card } = await openProfile()
    await person.click(within(card).getByRole('button', { name: 'Download my data' }))

    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument()
    expect(
      screen.getByText(
        'sonar-assistant-data-2025-04-01.json: your profile, 2 questions and 1 contact message.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo('GET /api/account/export')).toHaveLength(1)
    expect(downloads).toEqual(['sonar-assistant-data-2025-04-01.json'])
    expect(saved[0]?.type).toBe('application/json')
    expect(JSON.parse(await (saved[0] as Blob).text())).toEqual(exported)
  })

  it('says so when the download fails, and saves nothing', async () => {
    const { person, card } = await openProfile(userFixture(), {
      'GET /api/account/export': new Response('', { status: 503, statusText: 'Service Unavailable' }),
    })
    await person.click(within(card).getByRole('button', { name: 'Download my data' }))
    expect(await screen.findByText('Download failed')).toBeInTheDocument()
    expect(screen.getByText('Server error: Service Unavailable')).toBeInTheDocument()
    expect(downloads).toEqual([])
  })
})

describe('Delete my account', () => {
  it('asks for the password before sending anything', async () => {
    const { api, person, card } = await openProfile()
    const dialog = await openDeleteDialog(person, card)
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument()
    expect(api.callsTo('DELETE /api/account')).toHaveLength(0)
  })

  it("shows the server's refusal under the password field, and stays on the profile", async () => {
    const { api, person, card } = await openProfile(userFixture(), {
      'DELETE /api/account': json(
        { message: 'Password is incorrect', code: 'VALIDATION', field: 'password' },
        400,
      ),
    })
    const dialog = await openDeleteDialog(person, card)
    const password = within(dialog).getByLabelText('Password')
    await person.type(password, 'Not-my-password1')
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is incorrect'))
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'Not-my-password1' })
    // Still open, over the profile (which the modal hides from assistive technology meanwhile).
    expect(dialog).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your Profile', hidden: true })).toBeInTheDocument()
  })

  it('shows a refusal that is not about the password above the buttons', async () => {
    const message =
      'Your subscription could not be cancelled, so your account was not deleted. The payment service is unreachable right now.'
    const { person, card } = await openProfile(
      userFixture({ subscription: 'basic', subscriptionStatus: 'active' }),
      {
        'GET /api/subscriptions/current': { subscription: null, paymentMethod: null },
        'DELETE /api/account': json({ message, code: 'SUBSCRIPTION_NOT_CANCELLED' }, 503),
      },
    )
    const dialog = await openDeleteDialog(person, card)
    expect(dialog).toHaveTextContent('Your Basic subscription is cancelled at once, with no refund')
    await person.type(within(dialog).getByLabelText('Password'), 'Harbour2Light')
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('deletes the account, signs out and lands on the home page with a confirmation', async () => {
    const { api, person, card } = await openProfile()
    const dialog = await openDeleteDialog(person, card)
    await person.type(within(dialog).getByLabelText('Password'), 'Harbour2Light')
    await person.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(await screen.findByText('Account deleted')).toBeInTheDocument()
    expect(screen.getByText('Your account and its data have been deleted.')).toBeInTheDocument()
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'Harbour2Light' })
    // Signed out: the landing page, with the visitor's Login link back in the top bar.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0))
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Start Free Trial' }).length).toBeGreaterThan(0)
  })
})

// @vitest-environment jsdom
import '@/test/dom'
import type { Conversation, ConversationSummary } from '@contract/conversations'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { type ApiCall, eventStream, fakeApi, json, type Routes } from '@/test/fake-api'
import { appConfig, manual, usage, user } from '@/test/fixtures'

// Generous: each page loads its own chunk on first use (the agent's is large), and the machine may be busy.
const slow = { timeout: 15_000 }

/** The tester's list: 16 conversations, which come before the chat in the page. */
const summaries: ConversationSummary[] = Array.from({ length: 16 }, (_, i) => ({
  id: i + 1,
  title: `Question ${i + 1}`,
  device: 'Garmin Striker 4',
  updatedAt: '2025-06-18T10:00:00.000Z',
  messageCount: 2,
}))

const conversation: Conversation = {
  id: 1,
  title: 'Question 1',
  device: { manualId: 2, label: 'Garmin Striker 4', customDevice: null },
  updatedAt: '2025-06-18T10:00:00.000Z',
  messages: [
    { role: 'user', content: 'How do I set the gain?', createdAt: '2025-06-18T10:00:00.000Z' },
    {
      role: 'assistant',
      content: 'Open the sonar menu and lower the gain.',
      sources: [],
      answerId: 10,
      rating: null,
      createdAt: '2025-06-18T10:00:01.000Z',
    },
  ],
}

function renderRoute(route: string, extra: Routes = {}) {
  sessionStorage.clear()
  fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': { user: user() },
    'GET /api/usage': usage(),
    'GET /api/manuals': [manual({ id: 2, brand: 'Garmin', model: 'Striker 4' })],
    'GET /api/conversations': { conversations: summaries, nextCursor: null },
    'GET /api/conversations/:id': (call: ApiCall) =>
      call.path.endsWith('/1') ? conversation : json({ message: 'Conversation not found' }, 404),
    ...extra,
  })
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  )
}

/** Follows the skip link from the keyboard: from the top of the page, Tab (the link is the first stop), Enter. */
async function skip(keyboard: ReturnType<typeof userEvent.setup>) {
  ;(document.activeElement as HTMLElement | null)?.blur()
  await keyboard.tab()
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus()
  await keyboard.keyboard('{Enter}')
}

describe("the frame's 'Skip to content' link", () => {
  it('on /agent with no device chosen yet, lands in the device search, not the conversation list', async () => {
    const keyboard = userEvent.setup()
    renderRoute('/agent')
    const search = await screen.findByRole('combobox', { name: 'First, select your device model:' }, slow)
    await screen.findByRole('list', { name: 'Your conversations' }, slow)
    await skip(keyboard)
    expect(search).toHaveFocus()
  })

  it('on /agent with a device chosen, lands in the question box', async () => {
    const keyboard = userEvent.setup()
    renderRoute('/agent')
    const search = await screen.findByRole('combobox', { name: 'First, select your device model:' }, slow)
    await keyboard.click(search)
    await keyboard.type(search, 'garmin')
    await keyboard.click(await screen.findByRole('option', { name: /Garmin/ }))
    const question = await screen.findByRole('textbox', { name: 'Your question about Garmin Striker 4' })
    await skip(keyboard)
    expect(question).toHaveFocus()
    await keyboard.keyboard('depth alarm')
    expect(question).toHaveValue('depth alarm')
  })

  it('on /agent in a conversation, lands in its question box', async () => {
    const keyboard = userEvent.setup()
    renderRoute('/agent?c=1')
    expect(await screen.findByText('Open the sonar menu and lower the gain.', {}, slow)).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Your conversations' }, slow)
    await skip(keyboard)
    expect(screen.getByRole('textbox', { name: 'Your question about Garmin Striker 4' })).toHaveFocus()
  })

  it('on /agent while an answer comes (the question box waits), lands at the start of the chat, then in the box', async () => {
    const keyboard = userEvent.setup()
    const stream = eventStream()
    renderRoute('/agent?c=1', { 'POST /api/query/stream': stream.response })
    const question = await screen.findByRole(
      'textbox',
      { name: 'Your question about Garmin Striker 4' },
      slow,
    )
    await keyboard.type(question, 'And the depth alarm?{Enter}')
    await waitFor(() => expect(question).toBeDisabled())
    await skip(keyboard)
    // The chat column: the conversation region is all it holds.
    const chat = screen.getByRole('region', { name: 'Conversation' }).parentElement as HTMLElement
    expect(chat).toHaveFocus()
    // Past the conversation list: the next Tab is the chat's own first control.
    await keyboard.tab()
    expect(chat).toContainElement(document.activeElement as HTMLElement)

    // Left there, focus goes on to the question box as soon as it can take the next question.
    await skip(keyboard)
    expect(chat).toHaveFocus()
    stream.send('done', {
      response: 'Set it in the alarms menu.',
      sources: [],
      usage: usage({ queriesUsed: 1 }),
      conversationId: 1,
      answerId: 11,
    })
    stream.end()
    expect(await screen.findByText('Set it in the alarms menu.')).toBeInTheDocument()
    await waitFor(() => expect(question).toHaveFocus())
  })

  it("on another page, lands on its main content: the next Tab is the page's first control", async () => {
    const keyboard = userEvent.setup()
    renderRoute('/contact')
    await screen.findByRole('heading', { level: 1 }, slow)
    await skip(keyboard)
    const main = screen.getByRole('main')
    expect(main).toHaveFocus()
    await keyboard.tab()
    expect(main).toContainElement(document.activeElement as HTMLElement)
    // Focusable only while the link has put focus there.
    await waitFor(() => expect(main).not.toHaveAttribute('tabindex'))
  })
})

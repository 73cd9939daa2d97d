// @vitest-environment jsdom
import '@/test/dom'
import type { Conversation, ConversationSummary } from '@contract/conversations'
import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import type { QueryResponse } from '@contract/query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AgentPage } from '@/pages/agent'
import { type ApiCall, fakeApi, json, type Routes } from '@/test/fake-api'
import { appConfig, manual, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'

const catalogue = [
  manual({ id: 1, brand: GENERAL_DEVICE_BRAND, model: '', deviceType: 'other' }),
  manual({ id: 2, brand: 'Garmin', model: 'Striker 4', deviceType: 'fishfinder' }),
  manual({ id: 3, brand: 'Raymarine', model: 'Element 9 HV', deviceType: 'fishfinder' }),
]

function answer(text: string, ids: { conversationId: number; answerId: number }): QueryResponse {
  return { response: text, sources: [], usage: usage({ queriesUsed: 1 }), ...ids }
}

const summaries: ConversationSummary[] = [
  {
    id: 12,
    title: 'Sonar gain settings',
    device: 'Raymarine Element 9 HV',
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    messageCount: 2,
  },
  {
    id: 9,
    title: 'Transducer on a custom boat',
    device: 'Acme DeepSeer 5',
    updatedAt: '2024-03-04T12:00:00.000Z',
    messageCount: 2,
  },
]

const gainConversation: Conversation = {
  id: 12,
  title: 'Sonar gain settings',
  device: { manualId: 3, label: 'Raymarine Element 9 HV', customDevice: null },
  updatedAt: '2025-06-18T10:00:00.000Z',
  messages: [
    { role: 'user', content: 'How do I set the gain?', createdAt: '2025-06-18T10:00:00.000Z' },
    {
      role: 'assistant',
      content: 'Open the sonar menu and lower the gain.',
      sources: [],
      answerId: 120,
      rating: 'up',
      createdAt: '2025-06-18T10:00:01.000Z',
    },
  ],
}

const customConversation: Conversation = {
  id: 9,
  title: 'Transducer on a custom boat',
  device: {
    manualId: null,
    label: 'Acme DeepSeer 5',
    customDevice: { brand: 'Acme', model: 'DeepSeer 5', deviceType: 'sonar', specifications: '200 kHz' },
  },
  updatedAt: '2024-03-04T12:00:00.000Z',
  messages: [
    { role: 'user', content: 'Where do I mount the transducer?', createdAt: '2024-03-04T12:00:00.000Z' },
    {
      role: 'assistant',
      content: 'Mount it on the transom, below the waterline.',
      sources: [],
      answerId: 90,
      rating: null,
      createdAt: '2024-03-04T12:00:01.000Z',
    },
  ],
}

const conversationsById: Record<string, Conversation> = { '12': gainConversation, '9': customConversation }

function renderAgent(extra: Routes = {}, route = '/agent') {
  sessionStorage.clear()
  const api = fakeApi({
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': catalogue,
    'GET /api/conversations': { conversations: summaries, nextCursor: null },
    'GET /api/conversations/:id': (call: ApiCall) => {
      const found = conversationsById[call.path.split('/').at(-1) ?? '']
      return found ?? json({ message: 'Conversation not found' }, 404)
    },
    ...extra,
  })
  renderApp(<AgentPage />, { route })
  return api
}

const location = () => screen.getByTestId('location').textContent
const panel = () => screen.getByRole('complementary', { name: 'Conversations' })
const findPanel = () => screen.findByRole('complementary', { name: 'Conversations' })
const deviceButton = (name: RegExp) => screen.findByRole('button', { name })

async function chooseDevice(search: string, option: RegExp) {
  const user = userEvent.setup()
  const box = await screen.findByRole('combobox', { name: 'First, select your device model:' })
  await user.click(box)
  await user.type(box, search)
  await user.click(await screen.findByRole('option', { name: option }))
  return user
}

describe('stored conversations on the agent screen', () => {
  it('continues the conversation the first answer started, and keeps its id in the URL', async () => {
    let asked = 0
    const api = renderAgent({
      'POST /api/query/stream': () => {
        asked += 1
        return answer(`Answer ${asked}.`, { conversationId: 41, answerId: 500 + asked })
      },
    })
    const user = await chooseDevice('garmin', /Garmin/)
    await user.type(screen.getByPlaceholderText('Or type your own question...'), 'First question{Enter}')
    expect(await screen.findByText('Answer 1.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/query/stream')[0]?.body).not.toHaveProperty('conversationId')
    await waitFor(() => expect(location()).toBe('/agent?c=41'))
    const listReads = api.callsTo('GET /api/conversations').length

    await user.type(screen.getByPlaceholderText('Ask about your device...'), 'Second question{Enter}')
    expect(await screen.findByText('Answer 2.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/query/stream')[1]?.body).toMatchObject({
      conversationId: 41,
      query: 'Second question',
      history: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'Answer 1.' },
      ],
    })
    // Each answer refreshes the list.
    await waitFor(() => expect(api.callsTo('GET /api/conversations').length).toBeGreaterThan(listReads))
  })

  it('restores the conversation in ?c= on arrival, with its catalogue device', async () => {
    const api = renderAgent(
      { 'POST /api/query/stream': answer('Then turn on auto gain.', { conversationId: 12, answerId: 121 }) },
      '/agent?c=12',
    )
    expect(await screen.findByText('Open the sonar menu and lower the gain.')).toBeInTheDocument()
    expect(screen.getByText('How do I set the gain?')).toBeInTheDocument()
    await deviceButton(/Device: Raymarine Element 9 HV/)
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true')
    expect(location()).toBe('/agent?c=12')

    const user = userEvent.setup()
    await user.type(screen.getByPlaceholderText('Ask about your device...'), 'And in deep water?{Enter}')
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    expect(api.callsTo('POST /api/query/stream')[0]?.body).toMatchObject({ manualId: 3, conversationId: 12 })
  })

  it('shows a kept answer that stopped before it was whole as cut short, with the text that was sent', async () => {
    const cut: Conversation = {
      ...gainConversation,
      messages: [
        ...gainConversation.messages,
        { role: 'user', content: 'And in deep water?', createdAt: '2025-06-18T10:01:00.000Z' },
        {
          role: 'assistant',
          content: 'In deep water, raise the',
          sources: [],
          answerId: 121,
          rating: null,
          cutShort: true,
          createdAt: '2025-06-18T10:01:01.000Z',
        },
      ],
    }
    renderAgent({ 'GET /api/conversations/:id': cut }, '/agent?c=12')
    expect(await screen.findByText('In deep water, raise the')).toBeInTheDocument()
    expect(screen.getAllByText('This answer was cut short.')).toHaveLength(1)
  })

  it('restores a custom device from the conversation, described again with the question', async () => {
    const api = renderAgent(
      { 'POST /api/query/stream': answer('Use the bracket.', { conversationId: 9, answerId: 91 }) },
      '/agent?c=9',
    )
    await deviceButton(/Device: Acme DeepSeer 5/)
    const user = userEvent.setup()
    await user.type(screen.getByPlaceholderText('Ask about your device...'), 'Which bracket?{Enter}')
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    const body = api.callsTo('POST /api/query/stream')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      conversationId: 9,
      customDevice: { brand: 'Acme', model: 'DeepSeer 5', specifications: '200 kHz' },
    })
    expect(body.manualId).toBeLessThan(0)
  })

  it("shows the welcome screen and drops ?c= for a conversation that is gone or not the user's", async () => {
    renderAgent({}, '/agent?c=77')
    expect(
      await screen.findByText(
        'Get help with your marine electronics by chatting with our intelligent assistant',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/agent'))
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  it('lists the conversations with device and date, and opens the one chosen', async () => {
    const user = userEvent.setup()
    const api = renderAgent()
    const list = await within(await findPanel()).findByRole('list', { name: 'Your conversations' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Sonar gain settings')
    expect(items[0]).toHaveTextContent('Raymarine Element 9 HV')
    expect(items[0]).toHaveTextContent('5 min ago')
    expect(items[1]).toHaveTextContent('March 4, 2024')

    await user.click(within(list).getByRole('button', { name: /^Transducer on a custom boat/ }))
    expect(await screen.findByText('Mount it on the transom, below the waterline.')).toBeInTheDocument()
    await deviceButton(/Device: Acme DeepSeer 5/)
    await waitFor(() => expect(location()).toBe('/agent?c=9'))
    expect(within(list).getByRole('button', { name: /^Transducer on a custom boat/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(api.calls.filter((call) => call.path === '/api/conversations/9')).toHaveLength(1)

    // 'New chat' empties the chat and keeps the device.
    await user.click(within(panel()).getByRole('button', { name: 'New chat' }))
    expect(await screen.findByText('Selected device:')).toBeInTheDocument()
    expect(screen.getByText('Selected device:').parentElement).toHaveTextContent('Acme DeepSeer 5')
    expect(screen.queryByText('Mount it on the transom, below the waterline.')).not.toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/agent'))
  })

  it('searches the conversations through ?q= once typing pauses', async () => {
    const user = userEvent.setup()
    renderAgent()
    await within(await findPanel()).findByRole('list', { name: 'Your conversations' })
    await user.type(within(panel()).getByRole('searchbox', { name: 'Search conversations' }), 'gain')
    const urls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url))
    await waitFor(() => expect(urls()).toContain('/api/conversations?q=gain'))
    // Debounced: no request per keystroke.
    expect(urls()).not.toContain('/api/conversations?q=g')
  })

  it('opens a conversation from the drawer on a narrow screen', async () => {
    const user = userEvent.setup()
    renderAgent()
    await user.click(await screen.findByRole('button', { name: 'Conversations' }))
    const drawer = await screen.findByRole('dialog', { name: 'Conversations' })
    await user.click(await within(drawer).findByRole('button', { name: /^Sonar gain settings/ }))
    expect(await screen.findByText('Open the sonar menu and lower the gain.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("renames a conversation, showing the server's validation message", async () => {
    const user = userEvent.setup()
    const api = renderAgent({
      'PATCH /api/conversations/:id': (call: ApiCall) => {
        const { title } = call.body as { title: string }
        if (!title.trim()) return json({ message: 'Title is required' }, 400)
        return { ...gainConversation, title }
      },
    })
    await within(await findPanel()).findByRole('list', { name: 'Your conversations' })
    const reads = api.callsTo('GET /api/conversations').length
    await user.click(within(panel()).getByRole('button', { name: 'Rename "Sonar gain settings"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename conversation' })
    const field = within(dialog).getByLabelText('Title')
    expect(field).toHaveValue('Sonar gain settings')

    await user.clear(field)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Title is required')
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.type(field, 'Gain in shallow water')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual(
      [
        ['/api/conversations/12', { title: '' }],
        ['/api/conversations/12', { title: 'Gain in shallow water' }],
      ],
    )
    await waitFor(() => expect(api.callsTo('GET /api/conversations').length).toBeGreaterThan(reads))
  })

  it('deletes the open conversation after confirming, and returns to a new chat', async () => {
    const user = userEvent.setup()
    const api = renderAgent(
      { 'DELETE /api/conversations/:id': () => new Response(null, { status: 204 }) },
      '/agent?c=12',
    )
    expect(await screen.findByText('Open the sonar menu and lower the gain.')).toBeInTheDocument()
    await within(await findPanel()).findByRole('list', { name: 'Your conversations' })
    const reads = api.callsTo('GET /api/conversations').length

    await user.click(within(panel()).getByRole('button', { name: 'Delete "Sonar gain settings"' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation?' })
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/conversations/12',
    ])
    expect(screen.queryByText('Open the sonar menu and lower the gain.')).not.toBeInTheDocument()
    expect(await screen.findByText('Selected device:')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/agent'))
    await waitFor(() => expect(api.callsTo('GET /api/conversations').length).toBeGreaterThan(reads))
    expect(within(panel()).getByRole('button', { name: 'New chat' })).toHaveFocus()
  })
})

describe('closing a dialog of the conversation list gives focus back to the button that opened it', () => {
  it('the drawer, on Escape, to the Conversations button', async () => {
    const user = userEvent.setup()
    renderAgent()
    const button = await screen.findByRole('button', { name: 'Conversations' })
    button.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Conversations' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('Rename, on Escape, and Delete, on Cancel, to their buttons', async () => {
    const user = userEvent.setup()
    renderAgent()
    await within(await findPanel()).findByRole('list', { name: 'Your conversations' })
    const rename = within(panel()).getByRole('button', { name: 'Rename "Sonar gain settings"' })
    rename.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Rename conversation' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(rename).toHaveFocus())

    const remove = within(panel()).getByRole('button', { name: 'Delete "Sonar gain settings"' })
    remove.focus()
    await user.keyboard('{Enter}')
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete conversation?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(remove).toHaveFocus())
  })
})

describe('rating an answer', () => {
  function renderRated(feedback: Routes[string]) {
    return renderAgent({ 'POST /api/answers/:answerId/feedback': feedback }, '/agent?c=9')
  }
  const feedbackCalls = (api: ReturnType<typeof renderAgent>) =>
    api.calls.filter((call) => call.path.endsWith('/feedback')).map((call) => [call.path, call.body])

  it('sends thumbs up, then thumbs down with a comment, and shows the saved rating', async () => {
    const user = userEvent.setup()
    const api = renderRated((call: ApiCall) => ({ answerId: 90, comment: null, ...(call.body as object) }))
    const helpful = await screen.findByRole('button', { name: 'Helpful' })
    const notHelpful = screen.getByRole('button', { name: 'Not helpful' })
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false')

    await user.click(helpful)
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'))
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false')

    await user.click(notHelpful)
    await waitFor(() => expect(notHelpful).toHaveAttribute('aria-pressed', 'true'))
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
    const comment = await screen.findByLabelText('What was wrong with this answer? (optional)')
    expect(comment).toHaveFocus()
    await user.type(comment, 'It is for a different transducer.')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument()
    expect(screen.queryByLabelText('What was wrong with this answer? (optional)')).not.toBeInTheDocument()
    expect(feedbackCalls(api)).toEqual([
      ['/api/answers/90/feedback', { rating: 'up' }],
      ['/api/answers/90/feedback', { rating: 'down' }],
      ['/api/answers/90/feedback', { rating: 'down', comment: 'It is for a different transducer.' }],
    ])
    expect(notHelpful).toHaveAttribute('aria-pressed', 'true')
  })

  it('Skip closes the comment box and keeps the thumbs-down rating', async () => {
    const user = userEvent.setup()
    const api = renderRated({ answerId: 90, rating: 'down', comment: null })
    const notHelpful = await screen.findByRole('button', { name: 'Not helpful' })
    await user.click(notHelpful)
    await user.click(await screen.findByRole('button', { name: 'Skip' }))
    expect(screen.queryByLabelText('What was wrong with this answer? (optional)')).not.toBeInTheDocument()
    expect(notHelpful).toHaveAttribute('aria-pressed', 'true')
    expect(notHelpful).toHaveFocus()
    expect(feedbackCalls(api)).toEqual([['/api/answers/90/feedback', { rating: 'down' }]])
  })

  it('toasts a failure and leaves the rating unpressed', async () => {
    const user = userEvent.setup()
    renderRated(json({ message: 'Answer not found' }, 404))
    const helpful = await screen.findByRole('button', { name: 'Helpful' })
    await user.click(helpful)
    expect(await screen.findByText('Answer not found')).toBeInTheDocument()
    expect(helpful).toHaveAttribute('aria-pressed', 'false')
  })
})

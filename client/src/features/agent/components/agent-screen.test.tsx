// @vitest-environment jsdom
import '@/test/dom'
import { GENERAL_DEVICE_BRAND } from '@contract/devices'
import type { QueryRequest, QueryResponse } from '@contract/query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { AgentPage } from '@/pages/agent'
import { type ApiCall, eventStream, fakeApi, type Routes } from '@/test/fake-api'
import { appConfig, manual, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { AgentConversation } from './agent-conversation'

const catalogue = [
  manual({ id: 1, brand: GENERAL_DEVICE_BRAND, model: '', deviceType: 'other' }),
  manual({ id: 2, brand: 'Garmin', model: 'Striker 4', deviceType: 'fishfinder' }),
  manual({ id: 3, brand: 'Raymarine', model: 'Element 9 HV', deviceType: 'fishfinder' }),
  manual({ id: 4, brand: 'Furuno', model: 'DRS4W', deviceType: 'radar' }),
]

function answer(text: string): QueryResponse {
  return { response: text, sources: [], usage: usage({ queriesUsed: 1 }) }
}

function renderAgent(extra: Routes = {}) {
  const api = fakeApi({
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': catalogue,
    ...extra,
  })
  renderApp(<AgentPage />, { route: '/agent' })
  return api
}

async function chooseDevice(search: string, option: RegExp) {
  const user = userEvent.setup()
  const box = await screen.findByRole('combobox', { name: 'First, select your device model:' })
  await user.click(box)
  await user.type(box, search)
  await user.click(await screen.findByRole('option', { name: option }))
  return user
}

function suggestionButtons() {
  const section = screen.getByRole('region', { name: 'Try asking one of these questions:' })
  return within(section).getAllByRole('button')
}

describe('Agent chat (SPEC.md section 2 "Agent chat")', () => {
  it('lists the devices on focus, filters them while typing and selects one', async () => {
    const user = userEvent.setup()
    renderAgent()
    expect(
      await screen.findByText(
        'Get help with your marine electronics by chatting with our intelligent assistant',
      ),
    ).toBeInTheDocument()
    const box = screen.getByRole('combobox', { name: 'First, select your device model:' })
    expect(box).toHaveAttribute('placeholder', 'Search for your device...')
    await user.click(box)
    const listbox = await screen.findByRole('listbox', { name: 'Devices' })
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5))
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Add Custom Device')

    await user.type(box, 'zzz')
    expect(screen.getByText('No devices found for "zzz"')).toBeInTheDocument()
    await user.clear(box)
    await user.type(box, 'raym')
    const options = within(listbox).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Raymarine'),
      'Add Custom Device',
    ])
    await user.click(options[0] as HTMLElement)

    expect(screen.getByText('Selected device:')).toBeInTheDocument()
    expect(screen.getByText('Raymarine Element 9 HV')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change device' })).toBeInTheDocument()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // SPEC.md: 4 demo suggestions for a chosen device.
    expect(suggestionButtons()).toHaveLength(4)
    expect(screen.getByPlaceholderText('Or type your own question...')).toBeEnabled()
  })

  it('offers 3 generic suggestions for the general pseudo-device', async () => {
    renderAgent()
    await chooseDevice('general', /General Device Question/)
    expect(suggestionButtons()).toHaveLength(3)
  })

  it('a suggested question fills the input, is sent 100 ms later, and its answer is shown', async () => {
    let clickedAt = 0
    const api = renderAgent({
      'POST /api/query/stream': () => answer('Lower the gain and turn on surface clutter rejection.'),
    })
    await chooseDevice('garmin', /Garmin/)
    const [first] = suggestionButtons()
    const question = first?.textContent ?? ''
    expect(question).toBe('How do I get rid of the clutter near the surface?')

    clickedAt = performance.now()
    first?.click()
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Or type your own question...')).toHaveValue(question),
    )
    expect(api.callsTo('POST /api/query/stream')).toHaveLength(0)

    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    const [call] = api.callsTo('POST /api/query/stream') as [ApiCall]
    // Node may fire a timer a fraction of a millisecond early.
    expect(call.at - clickedAt).toBeGreaterThanOrEqual(99)
    expect(call.body).toMatchObject({ manualId: 2, query: question } satisfies Partial<QueryRequest>)
    expect(
      await screen.findByText('Lower the gain and turn on surface clutter rejection.'),
    ).toBeInTheDocument()
    expect(screen.getByText(question)).toBeInTheDocument()
  })

  it('sends a typed question and shows the answer as it streams in', async () => {
    const stream = eventStream()
    const api = renderAgent({ 'POST /api/query/stream': stream.response })
    const user = await chooseDevice('furuno', /Furuno/)

    await user.type(screen.getByPlaceholderText('Or type your own question...'), 'How do I set a guard zone?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(1))
    expect(api.callsTo('POST /api/query/stream')[0]?.body).toMatchObject({
      manualId: 4,
      query: 'How do I set a guard zone?',
      history: [],
    })
    // The conversation replaces the welcome card; the question shows at once.
    expect(await screen.findByText('How do I set a guard zone?')).toBeInTheDocument()
    const composer = screen.getByPlaceholderText('Ask about your device...')
    expect(composer).toHaveValue('')
    expect(composer).toBeDisabled()

    stream.send('delta', { text: 'Open the radar menu, ' })
    expect(await screen.findByText('Open the radar menu,')).toBeInTheDocument()
    stream.send('delta', { text: 'then choose Guard Zone.' })
    stream.send('done', answer('Open the radar menu, then choose Guard Zone.'))
    stream.end()

    expect(await screen.findByText('Open the radar menu, then choose Guard Zone.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByPlaceholderText('Ask about your device...')).toBeEnabled())
    expect(screen.getByRole('button', { name: /Furuno DRS4W/ })).toBeInTheDocument()
  })

  it('lists related sections under the answer, each collapsed until opened', async () => {
    const user = userEvent.setup()
    renderAgent({
      'POST /api/query/stream': () => ({
        ...answer('Lower the gain.'),
        related: [
          {
            title: 'Sensitivity presets',
            source: 'Garmin Striker 4 Owner Manual, p. 14',
            body: 'Choose **Auto Gain** for most water.',
          },
          {
            title: 'Surface clutter',
            source: 'Sonar basics: Surface clutter',
            body: 'Turn on *Surface Noise*.',
          },
        ],
      }),
    })
    await chooseDevice('garmin', /Garmin/)
    await user.type(screen.getByPlaceholderText('Or type your own question...'), 'Too much clutter{Enter}')
    expect(await screen.findByText('Lower the gain.')).toBeInTheDocument()

    const list = screen.getByRole('list', { name: 'Related' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const title = within(list).getByText('Sensitivity presets')
    expect(within(list).getByText('Garmin Striker 4 Owner Manual, p. 14')).toBeVisible()
    const details = title.closest('details') as HTMLDetailsElement
    expect(details).not.toHaveAttribute('open')
    expect(within(details).getByText('Auto Gain')).not.toBeVisible()

    await user.click(title)
    expect(details).toHaveAttribute('open')
    // The excerpt is markdown, rendered as the answer is.
    expect(within(details).getByText('Auto Gain').tagName).toBe('STRONG')
    expect(within(details).getByText('Auto Gain')).toBeVisible()
    expect(within(list).getByText('Surface Noise').closest('details')).not.toHaveAttribute('open')
  })

  it('copies a settled answer with its sources listed as plain lines, not its closing Markdown list', async () => {
    const stream = eventStream()
    renderAgent({ 'POST /api/query/stream': stream.response })
    const user = await chooseDevice('furuno', /Furuno/)
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.type(screen.getByPlaceholderText('Or type your own question...'), 'Guard zone?{Enter}')
    stream.send('delta', { text: 'Open the radar menu.' })
    await screen.findByText('Open the radar menu.')
    // Only a settled answer can be copied.
    expect(screen.queryByRole('button', { name: 'Copy answer' })).not.toBeInTheDocument()

    const text = 'Open **Menu**, then choose Guard Zone.\n\n---\n**Sources**\n1. DRS4W Operator Manual, p. 9'
    stream.send('done', {
      ...answer(text),
      sources: [{ title: 'DRS4W Operator Manual, p. 9', excerpt: 'Guard zone' }],
    })
    stream.end()
    await user.click(await screen.findByRole('button', { name: 'Copy answer' }))

    // The sources follow as plain lines, numbered as the answer's markers (decision 0082).
    const copiedText = 'Open **Menu**, then choose Guard Zone.\n\nSources:\n[1] DRS4W Operator Manual, p. 9'
    expect(writeText).toHaveBeenCalledWith(copiedText)
    await expect(navigator.clipboard.readText()).resolves.toBe(copiedText)
    // Said once on screen (the button's own word) and once to a screen reader (the polite status).
    const copied = screen.getAllByText('Copied')
    expect(copied).toHaveLength(2)
    expect(copied.filter((e) => e.getAttribute('aria-live') === 'polite')).toHaveLength(1)
    expect(copied.find((e) => e.getAttribute('aria-live') === 'polite')).toHaveClass('sr-only')
    expect(screen.getByRole('button', { name: 'Copy answer' })).toHaveTextContent(/^Copied$/)
  })

  it('stops a streaming answer: the request is aborted and the text so far stays, marked stopped', async () => {
    const stream = eventStream()
    const streams = [stream, eventStream()]
    const api = renderAgent({ 'POST /api/query/stream': () => streams.shift()?.response })
    const user = await chooseDevice('furuno', /Furuno/)
    await user.type(screen.getByPlaceholderText('Or type your own question...'), 'How do I set a guard zone?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    stream.send('delta', { text: 'Open the radar menu, ' })
    expect(await screen.findByText('Open the radar menu,')).toBeInTheDocument()

    // While the answer streams, Stop takes the send button's place.
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stop answering' }))

    const fetchMock = vi.mocked(fetch)
    const streamCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/query/stream'))
    expect(streamCall?.[1]?.signal?.aborted).toBe(true)
    expect(api.callsTo('POST /api/query/stream')).toHaveLength(1)

    expect(screen.getByText('Open the radar menu,')).toBeInTheDocument()
    expect(screen.getByText('Stopped')).toBeInTheDocument()
    expect(screen.getByText('How do I set a guard zone?')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop answering' })).not.toBeInTheDocument()
    const composer = screen.getByPlaceholderText('Ask about your device...')
    await waitFor(() => expect(composer).toBeEnabled())
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
    expect(screen.queryByText(/Not answered/)).not.toBeInTheDocument()
    // Nothing more is read: the answer's stream was cancelled.
    expect(() => stream.send('delta', { text: 'then choose Guard Zone.' })).toThrow()

    // The stopped answer can be copied, and travels as history with the next question.
    expect(screen.getByRole('button', { name: 'Copy answer' })).toBeInTheDocument()
    await user.type(composer, 'And the alarm?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(2))
    expect(api.callsTo('POST /api/query/stream')[1]?.body).toMatchObject({
      history: [
        { role: 'user', content: 'How do I set a guard zone?' },
        { role: 'assistant', content: 'Open the radar menu, ' },
      ],
    })
  })

  it('keeps the question box disabled while no device is selected', async () => {
    const props = {
      product: 'Sonar Assistant',
      messages: [{ id: 'm1', type: 'user' as const, content: 'Hello' }],
      pending: null,
      onOpenDevices: () => {},
      deviceButtonRef: null,
      input: 'How do I update?',
      onInputChange: () => {},
      onSend: () => {},
      busy: false,
      composerRef: null,
    }
    fakeApi({ 'GET /api/usage': usage() })
    const { rerender } = render(<AgentConversation {...props} device={null} />, { wrapper: AppProviders })
    expect(screen.getByPlaceholderText('Select a device first')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Select device' })).toBeInTheDocument()

    rerender(<AgentConversation {...props} device={catalogue[3] ?? null} />)
    expect(screen.getByPlaceholderText('Ask about your device...')).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled()
  })
})

describe('the question box as a limited plan runs out (issue 42)', () => {
  it('warns before the last free question, with a way to upgrade', async () => {
    renderAgent({ 'GET /api/usage': usage({ queriesUsed: 19 }) })
    await chooseDevice('furuno', /Furuno/)
    expect(await screen.findByText('1 free question left.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upgrade for more' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Or type your own question...')).toBeEnabled()
  })

  it('puts an Upgrade card in place of the question box when none is left', async () => {
    renderAgent({ 'GET /api/usage': usage({ queriesUsed: 20 }) })
    await chooseDevice('furuno', /Furuno/)
    const card = await screen.findByRole('region', { name: 'No questions left' })
    expect(card).toHaveTextContent(
      "You've used all 20 free queries. Upgrade to the Basic or Premium plan to keep asking.",
    )
    expect(within(card).getByRole('button', { name: 'Upgrade' })).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('Or type your own question...')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument()
  })

  it('says nothing to a plan without a limit', async () => {
    renderAgent({ 'GET /api/usage': usage({ queriesUsed: 900, limit: null, subscription: 'premium' }) })
    await chooseDevice('furuno', /Furuno/)
    expect(await screen.findByPlaceholderText('Or type your own question...')).toBeEnabled()
    expect(screen.queryByText(/question left/)).not.toBeInTheDocument()
  })
})

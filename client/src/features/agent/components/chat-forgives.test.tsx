// @vitest-environment jsdom
// A chat that forgives (decision 0081): regenerate, edit and resend, retry; Jump to latest; keyboard shortcuts.
import '@/test/dom'
import type { QueryRequest, QueryResponse } from '@contract/query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { AgentPage } from '@/pages/agent'
import { type ApiCall, eventStream, fakeApi, json, type Routes } from '@/test/fake-api'
import { appConfig, manual, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import type { ChatMessage } from '../chat'
import { AgentConversation } from './agent-conversation'

const catalogue = [manual({ id: 4, brand: 'Furuno', model: 'DRS4W', deviceType: 'radar' })]

function answer(text: string, answerId: number, conversationId = 5): QueryResponse {
  return { response: text, sources: [], usage: usage({ queriesUsed: 1 }), answerId, conversationId }
}

/** Answers each question in turn with the next of `answers` (a body, a Response, or a hand-fed stream). */
function renderAgent(answers: unknown[], extra: Routes = {}) {
  const api = fakeApi({
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': catalogue,
    'GET /api/conversations': { conversations: [], nextCursor: null },
    'POST /api/query/stream': () => answers.shift(),
    ...extra,
  })
  renderApp(<AgentPage />, { route: '/agent' })
  return api
}

async function chooseDevice() {
  const person = userEvent.setup()
  const box = await screen.findByRole('combobox', { name: 'First, select your device model:' })
  await person.click(box)
  await person.type(box, 'furuno')
  await person.click(await screen.findByRole('option', { name: /Furuno/ }))
  return person
}

async function askFirst(person: ReturnType<typeof userEvent.setup>, question: string) {
  await person.type(screen.getByPlaceholderText('Or type your own question...'), `${question}{Enter}`)
}

const requests = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('POST /api/query/stream').map((call: ApiCall) => call.body as QueryRequest)

describe('regenerate, edit and resend, retry', () => {
  it('regenerates the latest answer in its place', async () => {
    const stream = eventStream()
    const api = renderAgent([answer('Open the radar menu.', 11), stream.response])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    expect(await screen.findByText('Open the radar menu.')).toBeInTheDocument()

    await person.click(screen.getByRole('button', { name: 'Regenerate' }))
    await waitFor(() => expect(requests(api)).toHaveLength(2))
    expect(requests(api)[1]).toMatchObject({
      query: 'How do I set a guard zone?',
      conversationId: 5,
      replaceFrom: 11,
      history: [],
    })
    // The answer it replaces is gone at once; the question shows once, being answered again.
    expect(screen.queryByText('Open the radar menu.')).not.toBeInTheDocument()
    expect(screen.getAllByText('How do I set a guard zone?')).toHaveLength(1)
    stream.send('start', { conversationId: 5, answerId: 12 })
    stream.send('delta', { text: 'Press MENU, then Guard Zone.' })
    stream.send('done', answer('Press MENU, then Guard Zone.', 12))
    stream.end()
    expect(await screen.findByText('Press MENU, then Guard Zone.')).toBeInTheDocument()
    expect(screen.queryByText('Open the radar menu.')).not.toBeInTheDocument()
    // Offered again on the new latest answer only.
    expect(screen.getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1)
  })

  it('edits an earlier question: it is sent in place of the original, and what followed it goes', async () => {
    const api = renderAgent([
      answer('Open the radar menu.', 11),
      answer('Set the range first.', 12),
      answer('Use the Gain key.', 13),
    ])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    await screen.findByText('Open the radar menu.')
    const composer = screen.getByPlaceholderText('Ask about your device...')
    await waitFor(() => expect(composer).toBeEnabled())
    await person.type(composer, 'And the range?{Enter}')
    await screen.findByText('Set the range first.')

    const edit = screen.getByRole('button', { name: 'Edit question: How do I set a guard zone?' })
    // Cancel puts the question back as it was, and focus on its Edit button.
    await person.click(edit)
    await person.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Edit question: How do I set a guard zone?' })).toHaveFocus()

    await person.keyboard('{Enter}')
    const box = screen.getByRole('textbox', { name: /Edit your question/ })
    expect(box).toHaveFocus()
    expect(box).toHaveValue('How do I set a guard zone?')
    await person.clear(box)
    await person.type(box, 'How do I adjust the gain?{Enter}')

    await screen.findByText('Use the Gain key.')
    expect(requests(api)[2]).toMatchObject({
      query: 'How do I adjust the gain?',
      conversationId: 5,
      replaceFrom: 11,
      history: [],
    })
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(within(log).queryByText('How do I set a guard zone?')).not.toBeInTheDocument()
    expect(within(log).queryByText('And the range?')).not.toBeInTheDocument()
    expect(within(log).queryByText('Set the range first.')).not.toBeInTheDocument()
    expect(within(log).getByText('How do I adjust the gain?')).toBeInTheDocument()
  })

  it('retries a question that failed before any text, as it was asked', async () => {
    const api = renderAgent([
      json({ message: 'Server error: Bad Gateway' }, 502),
      answer('Open the radar menu.', 11),
    ])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    expect(await screen.findByText(/Not answered: Server error: Bad Gateway/)).toBeInTheDocument()
    // Nothing typed is lost.
    expect(screen.getByPlaceholderText('Ask about your device...')).toHaveValue('How do I set a guard zone?')

    await person.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Open the radar menu.')).toBeInTheDocument()
    expect(requests(api)).toHaveLength(2)
    expect(requests(api)[1]).toEqual(requests(api)[0])
    expect(screen.queryByText(/Not answered/)).not.toBeInTheDocument()
    expect(screen.getByPlaceholderText('Ask about your device...')).toHaveValue('')
  })

  it('retries an answer cut short in its place, so the server passes its query on', async () => {
    const cut = eventStream()
    const api = renderAgent([cut.response, answer('Open the radar menu, then Guard Zone.', 12)])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    cut.send('start', { conversationId: 5, answerId: 11 })
    cut.send('delta', { text: 'Open the radar menu, ' })
    cut.end()
    expect(await screen.findByText(/Not answered: The answer was interrupted/)).toBeInTheDocument()

    await person.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Open the radar menu, then Guard Zone.')).toBeInTheDocument()
    expect(requests(api)[1]).toMatchObject({
      query: 'How do I set a guard zone?',
      conversationId: 5,
      replaceFrom: 11,
    })
  })

  it('offers no Retry when the allowance is used up', async () => {
    renderAgent([json({ message: 'You have used all 20 free queries.', code: 'QUOTA_EXCEEDED' }, 402)])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    expect(await screen.findByText(/Not answered: You have used all 20 free queries/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })
})

describe('keyboard shortcuts', () => {
  it("lists them on '?', stops an answer on Escape, focuses the question on Shift+Escape, starts a new chat on Ctrl+Shift+O", async () => {
    const stream = eventStream()
    renderAgent([stream.response])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    stream.send('start', { conversationId: 5, answerId: 11 })
    stream.send('delta', { text: 'Open the radar menu, ' })
    await screen.findByText('Open the radar menu,')
    ;(document.activeElement as HTMLElement | null)?.blur()

    await person.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText('New chat')).toBeInTheDocument()
    expect(within(dialog).getByText('Stop the answer')).toBeInTheDocument()
    // Escape closes the dialog, not the answer.
    await person.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Stopped')).not.toBeInTheDocument()

    await person.keyboard('{Escape}')
    expect(await screen.findByText('Stopped')).toBeInTheDocument()
    // The stopped answer is kept by the server from its first text: it can be regenerated.
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument()

    const composer = screen.getByPlaceholderText('Ask about your device...')
    await waitFor(() => expect(composer).toBeEnabled())
    ;(document.activeElement as HTMLElement | null)?.blur()
    await person.keyboard('{Shift>}{Escape}{/Shift}')
    expect(composer).toHaveFocus()

    await person.keyboard('{Control>}{Shift>}O{/Shift}{/Control}')
    expect(await screen.findByPlaceholderText('Or type your own question...')).toHaveFocus()
    // The welcome card, not the conversation.
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument()
  })

  it("leaves '?' and '/' to a text field", async () => {
    renderAgent([])
    const person = await chooseDevice()
    const box = screen.getByPlaceholderText('Or type your own question...')
    await person.type(box, 'Why?/')
    expect(box).toHaveValue('Why?/')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("is listed from a visible 'Keyboard shortcuts' button", async () => {
    renderAgent([answer('Open the radar menu.', 11)])
    const person = await chooseDevice()
    await askFirst(person, 'How do I set a guard zone?')
    await screen.findByText('Open the radar menu.')
    await person.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  })
})

describe('Jump to latest', () => {
  const messages: ChatMessage[] = [
    { id: 'q1', type: 'user', content: 'How do I set a guard zone?' },
    { id: 'a1', type: 'assistant', content: 'Open the radar menu.' },
  ]
  const props = {
    product: 'Sonar Assistant',
    device: catalogue[0] ?? null,
    messages,
    onOpenDevices: () => {},
    deviceButtonRef: null,
    input: '',
    onInputChange: () => {},
    onSend: () => {},
    onStop: () => {},
    busy: true,
    composerRef: null,
  }
  const streaming = (answerSoFar: string) => ({
    question: 'And the range?',
    answer: answerSoFar,
    deviceLabel: 'Furuno DRS4W',
    status: 'streaming' as const,
    keep: 2,
  })

  /** jsdom lays nothing out: the scroller is given a height and a content height. */
  function layOut(scroller: HTMLElement, contentHeight: number) {
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 })
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: contentHeight })
  }

  it('appears when the owner scrolls up while an answer streams, and brings the view to the end', async () => {
    fakeApi({ 'GET /api/usage': usage() })
    const { rerender } = render(<AgentConversation {...props} pending={streaming('Press ')} />, {
      wrapper: AppProviders,
    })
    const scroller = screen.getByRole('log', { name: 'Messages' }).parentElement as HTMLElement
    layOut(scroller, 2000)
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument()

    // The owner scrolls up to read.
    scroller.scrollTop = 100
    fireEvent.scroll(scroller)
    const jump = await screen.findByRole('button', { name: 'Jump to latest' })
    // The answer grows: the view stays where the owner reads.
    layOut(scroller, 2400)
    rerender(<AgentConversation {...props} pending={streaming('Press MENU, then Guard Zone.')} />)
    expect(scroller.scrollTop).toBe(100)

    await userEvent.setup().click(jump)
    expect(scroller.scrollTop).toBe(2000)
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop answering' })).toHaveFocus()
    // At the end, the view keeps to the end as the answer grows.
    layOut(scroller, 2600)
    rerender(<AgentConversation {...props} pending={streaming('Press MENU, then Guard Zone. Then')} />)
    expect(scroller.scrollTop).toBe(2200)
  })

  it('stays away while the owner is at the end, and when nothing new came', async () => {
    fakeApi({ 'GET /api/usage': usage() })
    render(<AgentConversation {...props} busy={false} pending={null} />, { wrapper: AppProviders })
    const scroller = screen.getByRole('log', { name: 'Messages' }).parentElement as HTMLElement
    layOut(scroller, 2000)
    scroller.scrollTop = 100
    fireEvent.scroll(scroller)
    // Reading above with nothing streaming and nothing new: no button.
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument()
  })
})

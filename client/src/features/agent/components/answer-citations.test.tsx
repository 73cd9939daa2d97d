// @vitest-environment jsdom
import '@/test/dom'
import type { AnswerSource, QueryRequest, QueryResponse } from '@contract/query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AgentPage } from '@/pages/agent'
import { type ApiCall, fakeApi, type Routes } from '@/test/fake-api'
import { appConfig, manual, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { answerForCopy } from '../answer-text'
import { AnswerMarkdown } from './answer-markdown'

const sources: AnswerSource[] = [
  {
    title: 'STRIKER 4 Owner Manual, p. 12',
    heading: 'Sonar > Sensitivity',
    page: 14,
    url: '/api/manuals/2/documents/7/file#page=14',
    excerpt: 'Select Menu > Sensitivity.',
  },
  { title: 'Tuning your sonar picture: Setting gain or sensitivity', excerpt: 'Start in auto gain.' },
]

const answerText =
  'For your **Garmin Striker 4**:\n\n> Select Menu > Sensitivity. [1]\n\n1. Start in auto gain.\n2. Raise it slowly. [2]\n\n---\n**Sources**\n1. STRIKER 4 Owner Manual, p. 12\n2. Tuning your sonar picture: Setting gain or sensitivity'

const cited: QueryResponse = {
  response: answerText,
  sources,
  usage: usage({ queriesUsed: 1 }),
  followUps: ['How do I choose ping speed and scroll speed?', 'What do fish arches mean?'],
}

function renderAgent(routes: Routes) {
  const api = fakeApi({
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': [manual({ id: 2, brand: 'Garmin', model: 'Striker 4', deviceType: 'fishfinder' })],
    ...routes,
  })
  renderApp(<AgentPage />, { route: '/agent' })
  return api
}

async function askTyped(question: string) {
  const u = userEvent.setup()
  const box = await screen.findByRole(
    'combobox',
    { name: 'First, select your device model:' },
    { timeout: 10_000 },
  )
  await u.click(box)
  await u.type(box, 'garmin')
  await u.click(await screen.findByRole('option', { name: /Garmin/ }))
  await u.type(screen.getByPlaceholderText('Or type your own question...'), `${question}{Enter}`)
  return u
}

describe('inline citations in an answer', () => {
  it('link each marker to its source, named for a screen reader, matching the numbered list', async () => {
    const u = userEvent.setup()
    renderAgent({ 'POST /api/query/stream': () => cited })
    await askTyped('How do I set the sensitivity?')

    // The manual's page opens in a new tab, at its page.
    const manualLink = await screen.findByRole('link', {
      name: 'Source 1: STRIKER 4 Owner Manual, page 12 (opens in a new tab)',
    })
    expect(manualLink).toHaveAttribute('href', '/api/manuals/2/documents/7/file#page=14')
    expect(manualLink).toHaveAttribute('target', '_blank')
    expect(manualLink).toHaveTextContent(/^1$/)
    // The guide's section is shown in the sources list: following its marker opens the list at it.
    const guideLink = screen.getByRole('link', {
      name: 'Source 2: Tuning your sonar picture: Setting gain or sensitivity',
    })
    const list = screen.getByText('Sources (2)').closest('details') as HTMLDetailsElement
    expect(list.open).toBe(false)
    guideLink.focus()
    await u.keyboard('{Enter}')
    expect(list.open).toBe(true)
    const entries = within(list).getAllByRole('listitem')
    expect(entries[1]).toHaveFocus()
    expect(entries[1]).toHaveTextContent('Tuning your sonar picture: Setting gain or sensitivity')
    expect(entries[0]).toHaveTextContent(/^1STRIKER 4 Owner Manual, p\. 12/)
    // No '[1]' is left as text, and the answer's own closing list is not shown twice.
    expect(screen.queryByText(/\[\d\]/)).not.toBeInTheDocument()
  })

  it('show as plain numbers while the answer streams, and leave code alone', () => {
    render(<AnswerMarkdown content={'Press OK. [1] Type `[2]` here.'} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('1').closest('sup')).not.toBeNull()
    expect(screen.getByText('[2]').tagName).toBe('CODE')
  })

  it('are kept as [n] when copied, with the sources listed after the answer', () => {
    expect(answerForCopy('Select Menu. [1]\n\nRaise it. [2]', sources, 'https://sonar.example')).toBe(
      'Select Menu. [1]\n\nRaise it. [2]\n\nSources:\n' +
        '[1] STRIKER 4 Owner Manual, p. 12 (Sonar > Sensitivity) https://sonar.example/api/manuals/2/documents/7/file#page=14\n' +
        '[2] Tuning your sonar picture: Setting gain or sensitivity',
    )
    expect(answerForCopy('No sources.', [])).toBe('No sources.')
  })
})

describe('follow-up questions under the newest answer', () => {
  it('are offered as buttons that, by keyboard, fill the input and ask 100 ms later', async () => {
    const api = renderAgent({
      'POST /api/query/stream': ({ body }: ApiCall) =>
        (body as QueryRequest).query === 'How do I set the sensitivity?'
          ? cited
          : {
              response: 'Faster ping speed shows more detail.',
              sources: [],
              usage: usage({ queriesUsed: 2 }),
            },
    })
    const u = await askTyped('How do I set the sensitivity?')
    const region = await screen.findByRole('region', { name: 'Ask next' })
    const buttons = within(region).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(cited.followUps)

    buttons[0]?.focus()
    const pressedAt = performance.now()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(api.callsTo('POST /api/query/stream')).toHaveLength(2))
    const call = api.callsTo('POST /api/query/stream')[1] as ApiCall
    // Asked as a suggested question is: the input shows it for 100 ms (a timer may fire a fraction early).
    expect(call.at - pressedAt).toBeGreaterThanOrEqual(99)
    expect(call.body).toMatchObject({ query: 'How do I choose ping speed and scroll speed?' })
    expect(await screen.findByText('How do I choose ping speed and scroll speed?')).toBeInTheDocument()
    expect(await screen.findByText('Faster ping speed shows more detail.')).toBeInTheDocument()
    // The newest answer offers none: the earlier answer's questions are gone.
    expect(screen.queryByRole('region', { name: 'Ask next' })).not.toBeInTheDocument()
  })
})

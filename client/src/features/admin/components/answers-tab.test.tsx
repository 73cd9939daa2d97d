// @vitest-environment jsdom
import '@/test/dom'
import type { AnswerDetails, AnswerGap, AnswerListItem, UnmetDevice } from '@contract/answer-review'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { manual } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { AnswersTab } from './answers-tab'

function answer(id: number, overrides: Partial<AnswerListItem> = {}): AnswerListItem {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    user: { id: 7, name: 'Ada Keel', email: 'ada@example.com' },
    deviceLabel: 'Garmin Striker 4',
    question: `Question ${String(id).padStart(2, '0')}`,
    outcome: 'answered',
    rating: null,
    ratingComment: null,
    ...overrides,
  }
}

/** A fake GET /api/admin/answers that filters and pages `all` (newest first) as the server does. */
function answersRoute(all: AnswerListItem[]) {
  return ({ query }: ApiCall) => {
    const page = Number(query.get('page') ?? 1)
    const pageSize = Number(query.get('pageSize') ?? 20)
    const device = query.get('device')?.toLowerCase()
    const kept = all
      .filter((item) => !query.get('rating') || item.rating === query.get('rating'))
      .filter((item) => !query.get('outcome') || item.outcome === query.get('outcome'))
      .filter((item) => !device || item.deviceLabel.toLowerCase().includes(device))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize }
  }
}

const sample = [
  answer(1),
  answer(2, { rating: 'down', ratingComment: 'Wrong menu', user: null }),
  answer(3, { outcome: 'declined', deviceLabel: 'Lowrance HDS Live 9', rating: 'up' }),
]

function renderAnswers(items: AnswerListItem[] = sample, unmet: UnmetDevice[] = [], gaps: AnswerGap[] = []) {
  const api = fakeApi({
    'GET /api/admin/answers': answersRoute(items),
    'GET /api/admin/answers/unmet-devices': unmet,
    'GET /api/admin/answers/gaps': gaps,
    'GET /api/admin/answers/:id': ({ path }: ApiCall) => {
      const id = Number(path.split('/').at(-1))
      const item = items.find((candidate) => candidate.id === id)
      const details: AnswerDetails | undefined = item && {
        ...item,
        answer: 'Open **Settings**, then choose *Keel Offset*.',
        sources: [{ title: 'Striker 4 Owner Manual', page: 12, excerpt: 'Keel offset compensates...' }],
        deviceId: 5,
        ratedAt: item.rating ? item.createdAt : null,
      }
      return details
    },
    'GET /api/admin/manuals/:id/documents': [],
  })
  renderApp(<AnswersTab />)
  return api
}

/** The answers table's cells of one column, top to bottom. */
function column(index: number) {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent)
}

const answerQueries = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET /api/admin/answers').map((call) => call.query.toString())

describe('Answers tab', () => {
  it('lists questions newest first: user (or Deleted user), device, outcome and rating in words', async () => {
    renderAnswers()
    await screen.findByRole('table')
    await waitFor(() => expect(column(3)).toEqual(['Question 03', 'Question 02', 'Question 01']))
    expect(column(1)).toEqual(['Ada Keelada@example.com', 'Deleted user', 'Ada Keelada@example.com'])
    expect(column(2)).toEqual(['Lowrance HDS Live 9', 'Garmin Striker 4', 'Garmin Striker 4'])
    expect(column(4)).toEqual(['Declined (off-topic)', 'Answered', 'Answered'])
    expect(column(5)).toEqual(['Helpful', 'Not helpful', '–Not rated'])
    expect(within(screen.getByRole('table')).getAllByTitle(/^(Not )?[Hh]elpful$|^Not rated$/)).toHaveLength(3)
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 to 3 of 3 answers')
  })

  it('pages on the server', async () => {
    const user = userEvent.setup()
    const api = renderAnswers(Array.from({ length: 45 }, (_, i) => answer(i + 1)))
    await screen.findByRole('table')
    await waitFor(() => expect(column(3)[0]).toBe('Question 45'))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() =>
      expect(column(3)).toEqual(['Question 05', 'Question 04', 'Question 03', 'Question 02', 'Question 01']),
    )
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 41 to 45 of 45 answers')
    expect(answerQueries(api)).toEqual(['page=1&pageSize=20', 'page=3&pageSize=20'])
  })

  it('sends each filter to the server: thumbs down only, outcome and device', async () => {
    const user = userEvent.setup()
    const api = renderAnswers()
    await screen.findByRole('table')
    await waitFor(() => expect(column(3)).toHaveLength(3))

    await user.click(screen.getByRole('checkbox', { name: 'Thumbs down only' }))
    await waitFor(() => expect(column(3)).toEqual(['Question 02']))
    expect(answerQueries(api).at(-1)).toBe('page=1&pageSize=20&rating=down')
    await user.click(screen.getByRole('checkbox', { name: 'Thumbs down only' }))

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }))
    await user.click(screen.getByRole('option', { name: 'Declined (off-topic)' }))
    await waitFor(() => expect(column(3)).toEqual(['Question 03']))
    expect(answerQueries(api).at(-1)).toBe('page=1&pageSize=20&outcome=declined')
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }))
    await user.click(screen.getByRole('option', { name: 'All outcomes' }))

    await user.type(screen.getByRole('searchbox', { name: 'Filter by device' }), 'Striker')
    await waitFor(() => expect(column(3)).toEqual(['Question 02', 'Question 01']))
    expect(answerQueries(api).at(-1)).toBe('page=1&pageSize=20&device=Striker')
    // One request once typing pauses, not one per key.
    expect(answerQueries(api).filter((query) => query.includes('device='))).toEqual([
      'page=1&pageSize=20&device=Striker',
    ])
  })

  it('opens a question in full: the answer as the agent renders it, its sources and the comment', async () => {
    const user = userEvent.setup()
    renderAnswers()
    await screen.findByRole('table')
    await user.click(await screen.findByRole('button', { name: 'Details of "Question 02"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Answer Details' })
    expect(await within(dialog).findByText('Settings')).toContainHTML('<strong')
    expect(within(dialog).getByText('Wrong menu')).toBeInTheDocument()
    expect(within(dialog).getByText('Deleted user')).toBeInTheDocument()
    expect(within(dialog).getByText('Question 02')).toBeInTheDocument()
    expect(within(dialog).getByText('Striker 4 Owner Manual, p. 12')).toBeInTheDocument()
    expect(within(dialog).getByText('Keel offset compensates...')).toBeInTheDocument()
  })

  it('lists devices without manuals by questions asked, and opens the manuals dialog to upload one', async () => {
    const user = userEvent.setup()
    renderAnswers(sample, [
      { device: manual({ id: 5, brand: 'Garmin', model: 'Striker 4' }), questions: 12 },
      { device: manual({ id: 6, brand: 'Humminbird', model: 'Helix 7' }), questions: 1 },
    ])
    expect(await screen.findByText('12 questions in the last 30 days')).toBeInTheDocument()
    expect(screen.getByText('1 question in the last 30 days')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Upload manual for Humminbird Helix 7' }))
    expect(await screen.findByRole('dialog', { name: 'Manuals for Humminbird Helix 7' })).toBeInTheDocument()
  })

  it('lists the questions nothing covers, most asked first, with the latest question', async () => {
    renderAnswers(
      sample,
      [],
      [
        {
          deviceLabel: 'Standard Horizon GX2400',
          subject: 'fog horn',
          questions: 3,
          lastQuestion: 'how do i blow the fog horn',
          lastAskedAt: '2026-01-02T10:00:00.000Z',
        },
        {
          deviceLabel: 'Icom IC-M424G',
          subject: 'squelch',
          questions: 1,
          lastQuestion: 'how do i set the squelch',
          lastAskedAt: '2026-01-01T10:00:00.000Z',
        },
      ],
    )
    const list = await screen.findByRole('list', { name: 'Questions nothing covers' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'fog horn on the Standard Horizon GX2400' +
        '3 questions in the last 30 days; latest: how do i blow the fog horn',
      'squelch on the Icom IC-M424G' + '1 question in the last 30 days; latest: how do i set the squelch',
    ])
  })

  it('says so when every device asked about has a manual, and when no answer matches', async () => {
    renderAnswers([])
    expect(await screen.findByText('Every question of the last 30 days was covered.')).toBeInTheDocument()
    expect(
      await screen.findByText('Every device asked about in the last 30 days has a manual.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('No answers found.')).toBeInTheDocument()
  })
})

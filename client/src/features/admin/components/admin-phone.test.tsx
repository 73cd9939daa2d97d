// @vitest-environment jsdom
import '@/test/dom'
import type { AnswerListItem } from '@contract/answer-review'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { adminUsers, feedbackItems, manual, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { EmailAddress } from '../table/cells'
import { AdminConsole } from './admin-console'
import { AnswersTab } from './answers-tab'
import { DevicesTab } from './devices-tab'
import { FeedbackTab } from './feedback-tab'
import { UsersTab } from './users-tab'

/*
 * Under 768 px each Admin Console table shows its rows as cards (table/cells.tsx). Testing Library cannot
 * measure a layout (e2e/admin-phone.e2e.ts does, at 375 px); these tests hold the structure the cards are
 * drawn from: every cell names its column, one leads the card, and the row's actions sit in its actions cell.
 */

type Card = { lead: string | undefined; labels: string[]; actions: string[] }

/** Each body row as a phone's card reads it. */
function cardsOf(table: HTMLElement): Card[] {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
  const rows = within(table).getAllByRole('row').slice(1)
  return rows.map((row) => {
    const cells = within(row).getAllByRole('cell')
    const labelled = cells.filter((cell) => cell.dataset.label !== undefined)
    const actions = cells.filter((cell) => cell.dataset.actions !== undefined)
    const selects = cells.filter((cell) => cell.firstElementChild?.getAttribute('role') === 'checkbox')
    // Nothing left over: a cell with no column name would read as an unlabelled value on a phone.
    expect(labelled.length + actions.length + selects.length).toBe(cells.length)
    expect(actions).toHaveLength(1)
    const labels = labelled.map((cell) => cell.dataset.label ?? '')
    // The names a card shows are the desktop table's column headers.
    for (const label of labels) expect(headers).toContain(label)
    const [actionsCell] = actions as [HTMLElement]
    return {
      lead: labelled.find((cell) => cell.dataset.lead !== undefined)?.dataset.label,
      labels,
      actions: within(actionsCell)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
    }
  })
}

describe('the Admin Console tables as cards on a phone', () => {
  it('users: the name leads, every column is named, and the row menu is in the card', async () => {
    fakeApi({ 'GET /api/admin/users': adminUsers(3) })
    renderApp(<UsersTab />)
    const cards = cardsOf(await screen.findByRole('table'))
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      expect(card.lead).toBe('Name')
      expect(card.labels).toEqual([
        'Name',
        'Email',
        'Role',
        'Subscription',
        'Queries',
        'Joined',
        'Last Login',
      ])
      expect(card.actions).toEqual([expect.stringMatching(/^Actions for User\d+ Test$/)])
    }
  })

  it('devices: the brand leads; the manuals, edit and delete actions are in the card', async () => {
    fakeApi({
      'GET /api/manuals': [manual({ id: 1, brand: 'Garmin', model: 'GPSMAP 943xsv', deviceType: 'gps' })],
      'GET /api/admin/manuals/document-counts': [],
    })
    renderApp(<DevicesTab />)
    const [card] = cardsOf(await screen.findByRole('table'))
    expect(card).toEqual({
      lead: 'Brand',
      labels: ['Brand', 'Model', 'Specifications'],
      actions: [
        'Manuals of Garmin GPSMAP 943xsv',
        'Edit Garmin GPSMAP 943xsv',
        'Delete Garmin GPSMAP 943xsv',
      ],
    })
  })

  it('feedback: the subject leads and Details is in the card', async () => {
    fakeApi({ 'GET /api/admin/feedback': feedbackItems(2) })
    renderApp(<FeedbackTab />)
    const cards = cardsOf(await screen.findByRole('table'))
    expect(cards).toHaveLength(2)
    for (const card of cards) {
      expect(card.lead).toBe('Subject')
      expect(card.labels).toEqual(['Date', 'Name', 'Subject', 'Type', 'Status', 'Priority'])
      expect(card.actions).toEqual([expect.stringMatching(/^Details/)])
    }
  })

  it('answers: the question leads and Details is in the card', async () => {
    const item: AnswerListItem = {
      id: 1,
      createdAt: '2026-01-01T12:00:00.000Z',
      user: { id: 7, name: 'Ada Keel', email: 'ada@example.com' },
      deviceLabel: 'Garmin Striker 4',
      question: 'How do I set the keel offset?',
      outcome: 'answered',
      rating: null,
      ratingComment: null,
    }
    fakeApi({
      'GET /api/admin/answers': { items: [item], total: 1, page: 1, pageSize: 20 },
      'GET /api/admin/answers/unmet-devices': [],
      'GET /api/admin/answers/gaps': [],
    })
    renderApp(<AnswersTab />)
    const [card] = cardsOf(await screen.findByRole('table'))
    expect(card).toEqual({
      lead: 'Question',
      labels: ['Time', 'User', 'Device', 'Question', 'Outcome', 'Rating'],
      actions: ['Details of "How do I set the keel offset?"'],
    })
  })

  it('offers the six tabs in one list that lays out as a grid of three on a phone', async () => {
    fakeApi({
      'GET /api/auth/user': { user: user({ role: 'admin' }) },
      'GET /api/admin/stats': { totalQueries: 0, activeUsers: 0, averageResponseTime: 0 },
      'GET /api/admin/stats/charts': {
        from: '2026-01-01',
        to: '2026-01-30',
        questionsPerDay: [],
        outcomes: [],
        topDevices: [],
      },
      'GET /api/admin/logs': [],
    })
    renderApp(<AdminConsole />, { route: '/admin' })
    const list = await screen.findByRole('tablist', { name: 'Admin sections' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dashboard', 'Devices', 'Users', 'System', 'Feedback', 'Answers'])
    expect(list).toHaveClass('max-md:grid', 'max-md:grid-cols-3')
  })
})

describe('EmailAddress', () => {
  it("may break after the '@' and each dot, and reads as the whole address", () => {
    const { container } = render(
      <p>
        <EmailAddress address="harbour.master@example-marina.com" />
      </p>,
    )
    expect(container.textContent).toBe('harbour.master@example-marina.com')
    expect(container.innerHTML).toBe('<p>harbour.<wbr>master@<wbr>example-marina.<wbr>com</p>')
  })
})

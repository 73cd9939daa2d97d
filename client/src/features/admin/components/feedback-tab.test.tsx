// @vitest-environment jsdom
import '@/test/dom'
import type { FeedbackItem } from '@contract/feedback'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { feedbackItems } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { FeedbackTab } from './feedback-tab'

function subjects() {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent)
}

/** The page list as it reads: numbers and '...'. */
function pageList() {
  const nav = screen.getByRole('navigation', { name: 'Feedback pages' })
  return Array.from(nav.querySelectorAll('button[aria-label^="Page"], span'))
    .map((node) => node.textContent)
    .filter((text) => text && text !== 'Previous' && text !== 'Next')
}

async function renderFeedback(items: FeedbackItem[]) {
  fakeApi({ 'GET /api/admin/feedback': items })
  renderApp(<FeedbackTab />)
  await screen.findByRole('table')
}

describe('Feedback tab (SPEC.md section 2 and 4 "Admin tables")', () => {
  it('opens newest first; with one page there is no pagination at all', async () => {
    await renderFeedback(feedbackItems(4))
    expect(subjects()).toEqual(['Subject 04', 'Subject 03', 'Subject 02', 'Subject 01'])
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Feedback pages' })).not.toBeInTheDocument()
  })

  it('sorts a column ascending on the first click and flips it on the next', async () => {
    const user = userEvent.setup()
    await renderFeedback(feedbackItems(4))
    const subject = screen.getByRole('columnheader', { name: /Subject/ })
    await user.click(within(subject).getByRole('button'))
    expect(subject).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none')
    expect(subjects()).toEqual(['Subject 01', 'Subject 02', 'Subject 03', 'Subject 04'])
    await user.click(within(subject).getByRole('button'))
    expect(subject).toHaveAttribute('aria-sort', 'descending')
    expect(subjects()).toEqual(['Subject 04', 'Subject 03', 'Subject 02', 'Subject 01'])
  })

  it('pages with "Showing X to Y of N entries", first, last and adjacent pages and "..."', async () => {
    const user = userEvent.setup()
    await renderFeedback(feedbackItems(65))
    expect(screen.getByText(/^Showing/)).toHaveTextContent(/^Showing 1 to 10 of 65 entries$/)
    expect(pageList()).toEqual(['1', '2', '...', '7'])
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 31 to 40 of 65 entries')
    expect(pageList()).toEqual(['1', '...', '3', '4', '5', '...', '7'])
    await user.click(screen.getByRole('button', { name: 'Page 7' }))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 61 to 65 of 65 entries')
    expect(pageList()).toEqual(['1', '...', '6', '7'])
  })

  it('goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup()
    await renderFeedback(feedbackItems(25))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 21 to 25 of 25 entries')
    await user.click(within(screen.getByRole('columnheader', { name: /Subject/ })).getByRole('button'))
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 to 10 of 25 entries')
    expect(subjects()[0]).toBe('Subject 01')
  })

  it('shows the date and local time of each entry, so same-day entries can be ordered by eye', async () => {
    const user = userEvent.setup()
    const [morning, afternoon] = feedbackItems(2)
    // Local times (no zone), so the test reads the same wherever it runs.
    await renderFeedback([
      { ...(morning as FeedbackItem), createdAt: '2026-11-29T09:30:00' },
      { ...(afternoon as FeedbackItem), createdAt: '2026-11-29T14:05:00' },
    ])
    const dates = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(dates).toEqual(['November 29, 2026, 14:05', 'November 29, 2026, 09:30'])

    await user.click(screen.getByRole('button', { name: /^Details.*"Subject 02"/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Date').nextElementSibling).toHaveTextContent('November 29, 2026, 14:05')
  })

  it('says "No feedback entries found." when the search matches nothing', async () => {
    const user = userEvent.setup()
    await renderFeedback(feedbackItems(3))
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'nothing like this')
    expect(screen.getByText('No feedback entries found.')).toBeInTheDocument()
  })

  it('exports what the table shows (search and filter, every page) as sonar-feedback.csv', async () => {
    const user = userEvent.setup()
    const saved: Blob[] = []
    const downloads: string[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:feedback-export'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    const items = feedbackItems(25).map((item) =>
      item.id === 3 ? { ...item, subject: '=cmd|calc', message: 'Radar and chart overlay.' } : item,
    )
    await renderFeedback(items)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(downloads).toEqual(['sonar-feedback.csv'])
    // All 25 rows, not only the first page's 10, newest first as the table shows them.
    const all = (await saved[0]?.text())?.replace(/^\uFEFF/, '').split('\r\n') ?? []
    expect(all).toHaveLength(27)
    expect(all[1]).toMatch(/^25,/)

    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'cmd')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const filtered = (await saved[1]?.text())?.split('\r\n') ?? []
    expect(filtered).toHaveLength(3)
    expect(filtered[1]).toContain(",'=cmd|calc,")
    expect(await screen.findByText('1 feedback entry exported as CSV.')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

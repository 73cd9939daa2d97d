// @vitest-environment jsdom
import '@/test/dom'
import type { AnswerSource } from '@contract/query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AnswerSources } from '@/features/agent'
import { fakeApi, json } from '@/test/fake-api'

// The page viewer's way in (decision 0090): 'Open page N' under an uploaded manual's source, for signed-in
// readers; its dialog says why a page cannot be shown. The page itself, drawn by pdf.js with its highlight,
// is the browser test's (e2e/manual-page.e2e.ts): jsdom has no canvas.

const manualSource: AnswerSource = {
  title: 'STRIKER 4 Owner Manual, p. 12',
  heading: 'Sonar > Sensitivity',
  deviceId: 2,
  documentId: 7,
  page: 14,
  url: '/api/manuals/2/documents/7/file#page=14',
  excerpt: 'Select Menu > Sensitivity and raise it until the bottom shows.',
}
const guideSource: AnswerSource = {
  title: 'Tuning your sonar picture: Setting gain or sensitivity',
  excerpt: 'Start in auto gain.',
}

async function openSources() {
  const u = userEvent.setup()
  await u.click(screen.getByText(/^Sources \(\d+\)$/))
  return u
}

describe('Open page under the sources of an answer', () => {
  it("is offered for an uploaded manual's page only, and only where the reader is signed in", async () => {
    const { unmount } = render(<AnswerSources sources={[manualSource, guideSource]} canOpenPages />)
    await openSources()
    const buttons = screen.getAllByRole('button', { name: /^Open page/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toHaveAccessibleName('Open page 12 of STRIKER 4 Owner Manual')
    expect(buttons[0]).toHaveTextContent('Open page 12')
    unmount()

    // A shared conversation's page is public: its sources open no page.
    render(<AnswerSources sources={[manualSource]} />)
    await openSources()
    expect(screen.queryByRole('button', { name: /^Open page/ })).toBeNull()
  })

  it('asks the server for that PDF page and says why it cannot be shown, with the whole manual to open', async () => {
    const api = fakeApi({
      'GET /api/documents/:documentId/pages/:page': json(
        {
          message: 'This manual is an encrypted PDF, so its pages cannot be shown one at a time.',
          code: 'PAGE_UNAVAILABLE',
        },
        422,
      ),
    })
    render(<AnswerSources sources={[manualSource]} canOpenPages />)
    const u = await openSources()
    const button = screen.getByRole('button', { name: 'Open page 12 of STRIKER 4 Owner Manual' })
    await u.click(button)

    const dialog = await screen.findByRole('dialog', { name: 'STRIKER 4 Owner Manual' })
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('This manual is an encrypted PDF')
    expect(within(alert).getByRole('link', { name: /Open the whole manual/ })).toHaveAttribute(
      'href',
      '/api/manuals/2/documents/7/file',
    )
    expect(api.callsTo('GET /api/documents/7/pages/14')).toHaveLength(1)
    expect(within(dialog).getByRole('button', { name: /Next/ })).toBeDisabled()

    // Escape closes it and gives focus back to the button that opened it.
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('tells a manual still being read from one whose pages cannot be copied: no whole file to offer', async () => {
    fakeApi({
      'GET /api/documents/:documentId/pages/:page': json(
        {
          message: 'This manual is being read; its pages can be shown once it is ready.',
          code: 'DOCUMENT_BUSY',
        },
        409,
      ),
    })
    render(<AnswerSources sources={[manualSource]} canOpenPages />)
    const u = await openSources()
    await u.click(screen.getByRole('button', { name: /^Open page 12/ }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This manual is being read')
    expect(within(alert).queryByRole('link')).toBeNull()
  })
})

// @vitest-environment jsdom
import '@/test/dom'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SharedPage } from '@/pages/shared'
import { type ApiCall, fakeApi, json } from '@/test/fake-api'
import { appConfig } from '@/test/fixtures'
import { renderApp } from '@/test/render'

const TOKEN = 'a'.repeat(43)

function renderShared(answer: unknown, route = `/shared?token=${TOKEN}`) {
  const api = fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': json({ message: 'Not authenticated' }, 401),
    'GET /api/shared-conversation': (call: ApiCall) =>
      call.query.get('token') === TOKEN ? answer : json({ message: 'Not found' }, 404),
  })
  renderApp(<SharedPage />, { route })
  return api
}

describe('the shared conversation page', () => {
  it('shows the device, the questions and the answers with their sources, read-only, not to be indexed', async () => {
    renderShared({
      title: 'Transducer mount',
      device: 'Garmin ECHOMAP UHD2 74sv',
      sharedAt: '2025-06-18T10:00:00.000Z',
      messages: [
        { role: 'user', content: 'Where do I mount it?' },
        {
          role: 'assistant',
          content: 'Mount it **on the transom**.\n\n---\n\n**Sources**\n1. Installation Guide',
          sources: [
            { title: 'Installation Guide', page: 4, excerpt: 'Mount the transducer on the transom.' },
          ],
        },
      ],
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transducer mount' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Garmin ECHOMAP UHD2 74sv')).toBeInTheDocument()
    expect(screen.getByText('June 18, 2025')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Questions and answers' })
    expect(within(list).getByText('Where do I mount it?')).toBeInTheDocument()
    expect(within(list).getByText('on the transom', { selector: 'strong' })).toBeInTheDocument()
    // The answer's own closing list gives way to the sources list under it.
    expect(within(list).getByText('Sources (1)')).toBeInTheDocument()
    expect(within(list).getByText('Installation Guide, p. 4')).toBeInTheDocument()
    expect(within(list).queryByText('Installation Guide')).not.toBeInTheDocument()
    // Nothing to type into or rate: a copy to read.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    expect(document.title).toBe('Transducer mount · Sonar Assistant')
  })

  it('says plainly that a revoked link is no longer shared', async () => {
    renderShared(json({ message: 'no longer shared', code: 'SHARE_REVOKED' }, 410))
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This conversation is no longer shared' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/Its owner stopped sharing it/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('says a link that never was is not found, without asking the server when there is no token', async () => {
    renderShared({}, `/shared?token=${'b'.repeat(43)}`)
    expect(
      await screen.findByRole('heading', { name: 'Shared conversation not found' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const api = renderShared({}, '/shared')
    expect(await screen.findAllByRole('heading', { name: 'Shared conversation not found' })).not.toHaveLength(
      0,
    )
    expect(api.callsTo('GET /api/shared-conversation')).toHaveLength(0)
  })
})

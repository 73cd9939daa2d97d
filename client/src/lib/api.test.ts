import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/test/fake-api'
import { ApiError, apiGet, apiRequest, errorMessage } from './api'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiGet', () => {
  it('sends credentials and a JSON content-type, and parses the answer', async () => {
    const fetchMock = stubFetch(Response.json({ queriesUsed: 1, limit: 20, subscription: 'free' }))
    await expect(apiGet('/api/usage')).resolves.toEqual({ queriesUsed: 1, limit: 20, subscription: 'free' })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('treats 401 on the current-user call as nobody signed in', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }))
    await expect(apiGet('/api/auth/user')).resolves.toBeNull()
  })

  it("raises 'Not authenticated' for 401 elsewhere", async () => {
    stubFetch(new Response('', { status: 401 }))
    await expect(apiGet('/api/usage')).rejects.toThrow('Not authenticated')
  })

  it("raises 'Server error: <status text>' at 500 and above", async () => {
    stubFetch(new Response('boom', { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiGet('/api/manuals')).rejects.toThrow('Server error: Service Unavailable')
  })

  it('carries the body text of other failures, or the status when the body is empty', async () => {
    stubFetch(new Response('Manual not found', { status: 404 }))
    await expect(apiGet('/api/manuals/9')).rejects.toThrow('Manual not found')
    stubFetch(new Response('', { status: 403 }))
    await expect(apiGet('/api/admin/users')).rejects.toThrow('Request failed with status 403')
  })
})

describe('apiRequest', () => {
  it('sends a JSON body with credentials', async () => {
    const fetchMock = stubFetch(Response.json({ user: { id: 1 } }))
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"email":"a@b.co","password":"x"}')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('sends no JSON content-type without a body (Fastify refuses an empty JSON body)', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }))
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeNull()
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Content-Type')
  })

  it('sends a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    const fetchMock = stubFetch(Response.json({ count: 2 }))
    const body = new FormData()
    body.append('file', new File(['brand'], 'devices.csv'))
    await expect(apiRequest('POST', '/api/admin/manuals/import', body)).resolves.toEqual({ count: 2 })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe(body)
    expect(init?.headers).not.toHaveProperty('Content-Type')
  })

  it("throws the JSON body's message with status and code", async () => {
    stubFetch(Response.json({ message: 'Invalid email or password', code: 'BAD_LOGIN' }, { status: 401 }))
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Invalid email or password', status: 401, code: 'BAD_LOGIN' })
  })

  it('carries the field a validation error names, so a form can show it under that field', async () => {
    stubFetch(
      Response.json(
        { message: 'Password is incorrect', code: 'VALIDATION', field: 'password' },
        { status: 400 },
      ),
    )
    const error = await apiRequest('DELETE', '/api/account', { password: 'x' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'Password is incorrect', status: 400, field: 'password' })
  })

  it('throws the text body when the server answers text (registration)', async () => {
    stubFetch(
      new Response('Email already registered', { status: 409, headers: { 'Content-Type': 'text/plain' } }),
    )
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toThrow('Email already registered')
  })

  it('falls back to the given message, then to the status', async () => {
    stubFetch(new Response('', { status: 400 }))
    await expect(
      apiRequest('POST', '/api/auth/login', {}, { fallbackMessage: 'Login failed' }),
    ).rejects.toThrow('Login failed')
    stubFetch(new Response('', { status: 400 }))
    await expect(apiRequest('POST', '/api/feedback', {})).rejects.toThrow('Request failed with status 400')
    stubFetch(new Response('', { status: 413 }))
    await expect(
      apiRequest(
        'POST',
        '/api/admin/manuals/import',
        {},
        { fallbackMessage: (status) => `Import failed (${status})` },
      ),
    ).rejects.toThrow('Import failed (413)')
  })
})

describe('errorMessage', () => {
  it("shows the screen's words when the request never reached the server, not the browser's", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const failure = await apiRequest('POST', '/api/feedback', {}).catch((error: unknown) => error)
    expect(errorMessage(failure, 'Failed to submit feedback. Please try again.')).toBe(
      'Failed to submit feedback. Please try again.',
    )
  })

  it("shows the server's message when it gave one", async () => {
    stubFetch(Response.json({ message: 'Message is required' }, { status: 400 }))
    const failure = await apiRequest('POST', '/api/feedback', {}).catch((error: unknown) => error)
    expect(errorMessage(failure, 'Failed to submit feedback. Please try again.')).toBe('Message is required')
  })
})

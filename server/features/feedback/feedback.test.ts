import { describe, expect, it } from 'vitest'
import { createTestContext, injectAs, registerUser, setUpTestApp } from '../../test/context'

const suite = setUpTestApp()

const valid = {
  name: 'Ola Nordmann',
  email: 'ola@example.com',
  type: 'bug',
  subject: 'Depth reading',
  message: 'The depth reading jumps around at speed.',
}

describe('POST /api/feedback', () => {
  it('accepts feedback from a visitor and from a user', async () => {
    const visitor = await suite.ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: valid })
    expect(visitor.statusCode).toBe(201)
    const { cookie } = await registerUser(suite.ctx.app)
    const user = await injectAs(suite.ctx.app, cookie, {
      method: 'POST',
      url: '/api/feedback',
      payload: { ...valid, type: undefined, subject: 'Feature idea' },
    })
    expect(user.statusCode).toBe(201)
    const list = (
      await injectAs(suite.ctx.app, suite.adminCookie, { method: 'GET', url: '/api/admin/feedback' })
    ).json()
    expect(list[0]).toMatchObject({
      subject: 'Feature idea',
      type: 'support',
      status: 'pending',
      priority: 'medium',
    })
    expect(list[1]).toMatchObject({ subject: 'Depth reading', type: 'bug', name: 'Ola Nordmann' })
  })

  it.each([
    [{ name: 'O' }, 'Name must be at least 2 characters.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ type: 'complaint' }, 'Please select a feedback type.'],
    [{ subject: 'Hey' }, 'Subject must be at least 5 characters.'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters.'],
  ])('validates on the server with the form messages (%o)', async (change, message) => {
    const response = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { ...valid, ...change },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('throttles per address', async () => {
    const limited = await createTestContext({ limits: { feedbackPerIp: { max: 2, timeWindowMs: 60_000 } } })
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/feedback',
          remoteAddress: '10.9.0.1',
          payload: valid,
        })
      expect((await send()).statusCode).toBe(201)
      expect((await send()).statusCode).toBe(201)
      expect((await send()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('PUT /api/admin/feedback/{id}', () => {
  it('sets status and priority freely, from any value to any value', async () => {
    const [item] = (
      await injectAs(suite.ctx.app, suite.adminCookie, { method: 'GET', url: '/api/admin/feedback' })
    ).json()
    const put = (payload: object) =>
      injectAs(suite.ctx.app, suite.adminCookie, {
        method: 'PUT',
        url: `/api/admin/feedback/${item.id}`,
        payload,
      })
    expect((await put({ status: 'completed' })).json()).toMatchObject({
      status: 'completed',
      priority: 'medium',
    })
    expect((await put({ status: 'pending', priority: 'critical' })).json()).toMatchObject({
      status: 'pending',
      priority: 'critical',
    })
    expect((await put({ status: 'declined' })).json().status).toBe('declined')
    expect((await put({ status: 'done' })).statusCode).toBe(400)
    expect((await put({})).statusCode).toBe(400)
    expect(
      (
        await injectAs(suite.ctx.app, suite.adminCookie, {
          method: 'PUT',
          url: '/api/admin/feedback/999999',
          payload: { status: 'pending' },
        })
      ).statusCode,
    ).toBe(404)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, feedback } from '../../db/schema'
import { startMaintenance } from '../../maintenance'
import {
  injectAs,
  registerUser,
  setUpAdminTestApp,
  setUpTestContext,
  signInAsAdmin,
} from '../../test/context'
import { pruneAuditLog, scrubDetails } from './service'

const suite = setUpAdminTestApp()
const { ctx } = suite

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(ctx.app, suite.adminCookie, { method, url, ...(payload ? { payload } : {}) })
const entries = () => ctx.database.db.select().from(adminAuditLog)

describe('the audit log of admin actions', () => {
  it('records each admin write with who, what, when and from where, and never a secret', async () => {
    const created = await asAdmin('POST', '/api/admin/users', {
      firstName: 'Audited',
      email: 'audited@example.com',
      password: 'Harbour2Light',
    })
    const id = created.json().id as number
    await asAdmin('PUT', `/api/admin/users/${id}`, {
      firstName: 'Audited',
      email: 'audited@example.com',
      role: 'user',
      subscription: 'premium',
      password: 'Another-Harbour3',
    })
    await asAdmin('POST', `/api/admin/users/${id}/reset-queries`)
    const device = await asAdmin('POST', '/api/manuals', {
      brand: 'Audit Marine',
      model: 'AM-1',
      deviceType: 'sonar',
      specifications: '',
    })
    const deviceId = device.json().id as number
    await asAdmin('PUT', `/api/admin/manuals/${deviceId}`, {
      brand: 'Audit Marine',
      model: 'AM-2',
      deviceType: 'radar',
      specifications: 'longer text',
    })
    await asAdmin('DELETE', `/api/admin/manuals/${deviceId}`)
    const [item] = await ctx.database.db
      .insert(feedback)
      .values({
        name: 'Ana',
        email: 'ana@example.com',
        type: 'bug',
        subject: 'Depth jumps',
        message: 'It jumps about.',
      })
      .returning()
    await asAdmin('PUT', `/api/admin/feedback/${item?.id}`, { status: 'completed' })
    const other = (await registerUser(ctx.app)).user.id as number
    const third = (await registerUser(ctx.app)).user.id as number
    await asAdmin('DELETE', '/api/admin/users', { userIds: [other, third] })
    await asAdmin('DELETE', `/api/admin/users/${id}`)

    const rows = await entries()
    const byAction = (action: string) => rows.filter((row) => row.action === action)
    for (const action of [
      'user.create',
      'user.update',
      'user.reset-queries',
      'device.create',
      'device.update',
      'device.delete',
      'feedback.update',
    ]) {
      expect(byAction(action), action).toHaveLength(1)
    }
    expect(byAction('user.delete')).toHaveLength(3)
    for (const row of rows) {
      expect(row.actorId).toBe(suite.adminId)
      expect(row.actorEmail).toBe('chief@example.com')
      expect(row.ip).toBe('127.0.0.1')
      expect(row.at.getTime()).toBeGreaterThan(Date.now() - 120_000)
    }
    const update = byAction('user.update')[0]
    expect(update?.details).toEqual({ subscription: { from: 'free', to: 'premium' }, password: true })
    expect(update?.summary).toMatch(/subscription, password/)
    expect(byAction('device.update')[0]?.details).toEqual({
      model: { from: 'AM-1', to: 'AM-2' },
      deviceType: { from: 'sonar', to: 'radar' },
      specifications: 'changed',
    })
    expect(byAction('feedback.update')[0]?.details).toEqual({ status: { from: 'pending', to: 'completed' } })
    // Nothing secret, whatever the action: no password, no hash, no token.
    const listed = await asAdmin('GET', '/api/admin/audit?pageSize=100')
    expect(listed.body).not.toMatch(/Harbour2Light|Another-Harbour3|argon2|\$argon/)
    expect(listed.json().total).toBe(rows.length)
  })

  it('keeps nothing when the action fails (one transaction)', async () => {
    const before = (await entries()).length
    const { user } = await registerUser(ctx.app)
    const taken = await asAdmin('PUT', `/api/admin/users/${user.id}`, {
      firstName: 'Clash',
      email: 'chief@example.com',
      role: 'user',
      subscription: 'free',
    })
    expect(taken.statusCode).toBe(409)
    expect(await entries()).toHaveLength(before)
  })

  it('scrubs secret-named details at any depth', () => {
    expect(
      scrubDetails({ password: 'x', nested: [{ resetToken: 'y', kept: 1 }], cardNumber: '4242' }),
    ).toEqual({
      password: true,
      nested: [{ resetToken: true, kept: 1 }],
      cardNumber: true,
    })
  })

  it('lists newest first, searched by text, admin and action, a page at a time', async () => {
    for (const name of ['Pager One', 'Pager Two', 'Pager Three']) {
      await asAdmin('POST', '/api/manuals', {
        brand: name,
        model: 'PG',
        deviceType: 'gps',
        specifications: '',
      })
    }
    const page1 = (await asAdmin('GET', '/api/admin/audit?q=pager&pageSize=2&page=1')).json()
    expect(page1.total).toBe(3)
    expect(page1.entries.map((e: { summary: string }) => e.summary)).toEqual([
      expect.stringContaining('Pager Three'),
      expect.stringContaining('Pager Two'),
    ])
    const page2 = (await asAdmin('GET', '/api/admin/audit?q=pager&pageSize=2&page=2')).json()
    expect(page2.entries.map((e: { summary: string }) => e.summary)).toEqual([
      expect.stringContaining('Pager One'),
    ])
    const byAction = (await asAdmin('GET', '/api/admin/audit?action=device.create&q=PAGER')).json()
    expect(byAction.total).toBe(3)
    expect((await asAdmin('GET', '/api/admin/audit?action=user.suspend&q=pager')).json().total).toBe(0)
    const byActor = (await asAdmin('GET', `/api/admin/audit?actorId=${suite.adminId}&q=pager`)).json()
    expect(byActor.total).toBe(3)
    expect(byActor.actors).toEqual([{ id: suite.adminId, email: 'chief@example.com' }])
    expect((await asAdmin('GET', '/api/admin/audit?actorId=999999&q=pager')).json().total).toBe(0)
    // A '%' typed is that character, not a wildcard.
    expect((await asAdmin('GET', '/api/admin/audit?q=%25')).json().total).toBe(0)
    expect((await asAdmin('GET', '/api/admin/audit?action=nothing')).statusCode).toBe(400)
  })

  it('keeps entries as long as the request log: older ones go with the hourly maintenance', async () => {
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
    const recent = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000)
    const base = { actorId: suite.adminId, actorEmail: 'chief@example.com', targetType: 'user' }
    await ctx.database.db.insert(adminAuditLog).values([
      { ...base, at: old, action: 'user.update', summary: 'retention-old' },
      { ...base, at: recent, action: 'user.update', summary: 'retention-recent' },
    ])
    const log = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof startMaintenance>[1]
    const stop = startMaintenance(ctx.database.db, log)
    try {
      await expect
        .poll(async () =>
          (await entries()).filter((e) => e.summary.startsWith('retention-')).map((e) => e.summary),
        )
        .toEqual(['retention-recent'])
    } finally {
      stop()
    }
    expect(
      await pruneAuditLog(ctx.database.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)),
    ).toBeGreaterThan(0)
    expect(
      (
        await ctx.database.db
          .select()
          .from(adminAuditLog)
          .where(eq(adminAuditLog.summary, 'retention-recent'))
      ).length,
    ).toBe(0)
  })
})

describe('the address recorded behind a trusted proxy', () => {
  const proxied = setUpTestContext({ env: { TRUST_PROXY: '127.0.0.1' } })

  it("records the client's address from X-Forwarded-For when the proxy is trusted", async () => {
    const admin = await signInAsAdmin(proxied)
    const { user } = await registerUser(proxied.app)
    const response = await injectAs(proxied.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-queries`,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.statusCode).toBe(200)
    const [row] = await proxied.database.db.select().from(adminAuditLog)
    expect(row?.ip).toBe('203.0.113.9')
  })
})

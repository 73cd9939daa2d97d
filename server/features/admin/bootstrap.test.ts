import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { registerUser, STRONG_PASSWORD, setUpTestContext } from '../../test/context'
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './bootstrap'

const ctx = setUpTestContext()

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('admin bootstrap', () => {
  it('with neither variable, creates one admin with a one-time password to replace, once', async () => {
    const first = await bootstrapAdmin(ctx.database.db, { email: undefined, password: undefined })
    expect(first).toMatchObject({ action: 'created', email: DEFAULT_ADMIN_EMAIL })
    if (first.action !== 'created' || !first.generatedPassword) throw new Error('expected a password')
    const response = await login(DEFAULT_ADMIN_EMAIL, first.generatedPassword)
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ role: 'admin', passwordChangeRequired: true })
    expect(await bootstrapAdmin(ctx.database.db, { email: undefined, password: undefined })).toEqual({
      action: 'none',
    })
  })

  it('creates the configured admin with the configured password', async () => {
    const result = await bootstrapAdmin(ctx.database.db, {
      email: 'captain@example.com',
      password: 'Bridge-Deck5',
    })
    expect(result).toEqual({ action: 'created', email: 'captain@example.com', generatedPassword: undefined })
    // The operator chose it: no change is asked for.
    expect((await login('captain@example.com', 'Bridge-Deck5')).json().user).toMatchObject({
      role: 'admin',
      passwordChangeRequired: false,
    })
  })

  it('promotes an existing account and leaves its password alone', async () => {
    const { email } = await registerUser(ctx.app)
    const result = await bootstrapAdmin(ctx.database.db, { email, password: 'Other-Pass9' })
    expect(result).toEqual({ action: 'promoted', email })
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toMatchObject({ role: 'admin', passwordChangeRequired: false })
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
    expect(await bootstrapAdmin(ctx.database.db, { email, password: undefined })).toEqual({ action: 'none' })
  })
})

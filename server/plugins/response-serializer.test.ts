import Fastify from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { responseSerializerCompiler } from './response-serializer'

/** A bare app with the product's compilers and one route answering `data` under `schema`. */
async function answering(schema: z.ZodType, data: unknown) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler)
  app.get('/', { schema: { response: { 200: schema } } }, async () => data)
  const response = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return response
}

const account = z.object({
  id: z.number().int(),
  email: z.string(),
  plan: z.enum(['free', 'basic', 'premium']),
  limit: z.number().int().nullable(),
  devices: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string().optional(),
})

describe('responseSerializerCompiler', () => {
  it("sends the schema's fields and nothing else, at any depth", async () => {
    const response = await answering(account, {
      id: 7,
      email: 'ann@example.com',
      passwordHash: '$argon2id$secret',
      plan: 'basic',
      limit: null,
      devices: [{ id: 1, name: 'HOOK2 5', token: 'secret-token' }],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: 7,
      email: 'ann@example.com',
      plan: 'basic',
      limit: null,
      devices: [{ id: 1, name: 'HOOK2 5' }],
    })
    expect(response.body).not.toContain('secret')
  })

  it('fails the response rather than send it without a required field', async () => {
    const response = await answering(account, { id: 7, plan: 'free', limit: 20, devices: [] })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('"plan"')
  })

  it("keeps zod's serializer where JSON Schema cannot say it (a date), still without other fields", async () => {
    const when = new Date('2026-11-24T10:00:00.000Z')
    const response = await answering(z.object({ at: z.date() }), { at: when, secret: 'x' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ at: when.toISOString() })
  })
})

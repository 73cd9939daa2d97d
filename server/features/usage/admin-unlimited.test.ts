import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Manual } from '../../../contract/devices'
import { QUOTA_EXCEEDED_CODE } from '../../../contract/query'
import { FREE_QUERY_LIMIT } from '../../../contract/usage'
import { users } from '../../db/schema'
import { injectAs, registerUser, setUpTestApp } from '../../test/context'

/**
 * Admins are never metered (decision 0028): their questions are neither refused by a quota nor counted,
 * and GET /api/usage reports them unlimited the way Premium is (limit null), whatever their plan.
 */

const suite = setUpTestApp({ content: true })

const usageOf = async (cookie: string) =>
  (await injectAs(suite.ctx.app, cookie, { method: 'GET', url: '/api/usage' })).json()

const setQueriesUsed = (id: number, used: number) =>
  suite.ctx.database.db.update(users).set({ queriesUsed: used }).where(eq(users.id, id))

async function aDevice(cookie: string): Promise<Manual> {
  const catalogue: Manual[] = (
    await injectAs(suite.ctx.app, cookie, { method: 'GET', url: '/api/manuals' })
  ).json()
  const garmin = catalogue.find((m) => m.brand === 'Garmin' && m.deviceType === 'chartplotter')
  if (!garmin) throw new Error('no Garmin chartplotter in the catalogue')
  return garmin
}

const ask = (cookie: string, manualId: number, query: string) =>
  injectAs(suite.ctx.app, cookie, { method: 'POST', url: '/api/query', payload: { manualId, query } })

describe('an admin asking questions', () => {
  it('is reported unlimited, on the free plan', async () => {
    expect(await usageOf(suite.adminCookie)).toEqual({ queriesUsed: 0, limit: null, subscription: 'free' })
  })

  it(`asks more than ${FREE_QUERY_LIMIT} questions without a quota refusal, none of them counted`, async () => {
    const device = await aDevice(suite.adminCookie)
    const topics = ['the sonar gain', 'a waypoint', 'the depth alarm', 'the backlight', 'a route']
    for (let n = 1; n <= FREE_QUERY_LIMIT + 2; n++) {
      const response = await ask(
        suite.adminCookie,
        device.id,
        `How do I set ${topics[n % topics.length]}? (${n})`,
      )
      expect({ n, status: response.statusCode }).toEqual({ n, status: 200 })
      expect(response.json().usage).toMatchObject({ limit: null })
    }
    expect(await usageOf(suite.adminCookie)).toEqual({ queriesUsed: 0, limit: null, subscription: 'free' })
  })

  it('is answered even with a free trial used up before it became an admin', async () => {
    await setQueriesUsed(suite.adminId, FREE_QUERY_LIMIT)
    const device = await aDevice(suite.adminCookie)
    const response = await ask(suite.adminCookie, device.id, 'How do I adjust the sonar gain?')
    expect(response.statusCode).toBe(200)
    // Kept as it was: were the account made a plain user again, its trial would be where it left it.
    expect(await usageOf(suite.adminCookie)).toEqual({
      queriesUsed: FREE_QUERY_LIMIT,
      limit: null,
      subscription: 'free',
    })
  })

  it('still meters a plain user on the same plan', async () => {
    const user = await registerUser(suite.ctx.app)
    await setQueriesUsed(user.user.id, FREE_QUERY_LIMIT)
    const device = await aDevice(user.cookie)
    const refused = await ask(user.cookie, device.id, 'How do I adjust the sonar gain?')
    expect(refused.statusCode).toBe(402)
    expect(refused.json().code).toBe(QUOTA_EXCEEDED_CODE)
    expect(await usageOf(user.cookie)).toEqual({
      queriesUsed: FREE_QUERY_LIMIT,
      limit: FREE_QUERY_LIMIT,
      subscription: 'free',
    })
  })
})

// @vitest-environment jsdom
import { ACCOUNT_SUSPENDED_MESSAGE, ACCOUNT_SUSPENDED_CODE as CONTRACT_CODE } from '@contract/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/test/fake-api'
import { ApiError, apiGet } from './api'
import { ACCOUNT_SUSPENDED_CODE, clearSuspended } from './suspension'

afterEach(() => {
  vi.unstubAllGlobals()
  clearSuspended()
})

const suspended = () =>
  Response.json({ message: ACCOUNT_SUSPENDED_MESSAGE, code: CONTRACT_CODE }, { status: 403 })

describe('a suspended account in the browser (decision 0085)', () => {
  it("spells the contract's code", () => {
    expect(ACCOUNT_SUSPENDED_CODE).toBe(CONTRACT_CODE)
  })

  it('reads the current user as nobody, remembers why, and ends the session', async () => {
    const fetchMock = stubFetch(suspended())
    await expect(apiGet('/api/auth/user')).resolves.toBeNull()
    expect(sessionStorage.getItem('account-suspended')).toBe('1')
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST'),
    ).toBe(true)
  })

  it("raises the server's message, with its code, on other reads", async () => {
    stubFetch(suspended())
    const error = await apiGet('/api/usage').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: CONTRACT_CODE, message: ACCOUNT_SUSPENDED_MESSAGE })
  })
})

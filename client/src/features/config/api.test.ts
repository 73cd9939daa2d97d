import { FREE_QUERY_LIMIT } from '@contract/usage'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FREE_QUERY_LIMIT } from './api'

describe('DEFAULT_FREE_QUERY_LIMIT', () => {
  it("is the contract's free trial allowance (repeated so the landing page needs no schemas)", () => {
    expect(DEFAULT_FREE_QUERY_LIMIT).toBe(FREE_QUERY_LIMIT)
  })
})

import type { AdminUser } from '@contract/admin'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { adminUser } from '@/test/fixtures'
import { createUserErrorMessage, filterUsers, userSortValue } from './users'

function user(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return adminUser({ id, username: `ada${id}`, email: `ada${id}@example.com`, queriesUsed: 0, ...overrides })
}

const users = [
  user(1, { firstName: 'Marina', lastName: 'Cove', role: 'admin', subscription: 'premium' }),
  user(2, { firstName: 'Pete', lastName: null, username: 'skipper', subscription: 'basic' }),
  user(3, { firstName: 'Quinn', email: 'q@harbour.test' }),
]

describe('filterUsers', () => {
  it('searches name, email and username, ignoring case', () => {
    expect(filterUsers(users, 'marina cove', 'all').map((u) => u.id)).toEqual([1])
    expect(filterUsers(users, 'HARBOUR', 'all').map((u) => u.id)).toEqual([3])
    expect(filterUsers(users, 'skip', 'all').map((u) => u.id)).toEqual([2])
    expect(filterUsers(users, '  ', 'all')).toHaveLength(3)
  })

  it('filters by plan or by role', () => {
    expect(filterUsers(users, '', 'free').map((u) => u.id)).toEqual([3])
    expect(filterUsers(users, '', 'premium').map((u) => u.id)).toEqual([1])
    expect(filterUsers(users, '', 'admin').map((u) => u.id)).toEqual([1])
    expect(filterUsers(users, '', 'user').map((u) => u.id)).toEqual([2, 3])
  })
})

describe('userSortValue', () => {
  it('sorts by full name and by the raw fields', () => {
    expect(userSortValue(users[0] as AdminUser, 'name')).toBe('Marina Cove')
    expect(userSortValue(users[1] as AdminUser, 'name')).toBe('Pete')
    expect(userSortValue(users[2] as AdminUser, 'email')).toBe('q@harbour.test')
  })
})

describe('createUserErrorMessage', () => {
  it("shows the server's message", () => {
    expect(createUserErrorMessage(new ApiError('Email already in use', 409))).toBe('Email already in use')
  })

  it('shows a plain-text body only when it is under 200 characters', () => {
    expect(createUserErrorMessage(new ApiError('Bad gateway', 502))).toBe('Bad gateway')
    expect(createUserErrorMessage(new ApiError('x'.repeat(199), 500))).toBe('x'.repeat(199))
    expect(createUserErrorMessage(new ApiError(`<html>${'x'.repeat(300)}</html>`, 500))).toBe(
      'Failed to create user',
    )
  })

  it("falls back to 'Failed to create user' for anything else", () => {
    expect(createUserErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to create user')
    expect(createUserErrorMessage(new ApiError('  ', 400))).toBe('Failed to create user')
  })
})

import type { AdminUser } from '@contract/admin'
import { fullNameOf } from '@/features/auth'
import { ApiError } from '@/lib/api'
import type { SortState, SortValue } from '@/lib/sorting'

/** SPEC.md section 2 'Users tab': the filter offers these, matching plan or role. */
export const userFilters = ['all', 'free', 'premium', 'admin', 'user', 'suspended'] as const
export type UserFilter = (typeof userFilters)[number]
export const userFilterLabels: Record<UserFilter, string> = {
  all: 'All users',
  free: 'Free plan',
  premium: 'Premium plan',
  admin: 'Admins',
  user: 'Users',
  suspended: 'Suspended',
}

/** SPEC.md section 9: user page sizes, default 10. */
export const USER_PAGE_SIZES = [5, 10, 20, 50] as const
export const DEFAULT_USER_PAGE_SIZE = 10

export type UserSortKey =
  | 'name'
  | 'email'
  | 'role'
  | 'subscription'
  | 'queriesUsed'
  | 'createdAt'
  | 'lastLoginAt'
/** SPEC.md section 4: users open sorted by joined date, newest first. */
export const DEFAULT_USER_SORT: SortState<UserSortKey> = { key: 'createdAt', direction: 'desc' }

/**
 * What the console does not offer on the signed-in admin's own row, and why: the server refuses an admin
 * deleting or demoting themselves (another admin can), so the console says so instead of failing.
 */
export const OWN_ACCOUNT_DELETE_REASON = 'You cannot delete your own account here'
export const OWN_ACCOUNT_SELECT_REASON = 'Your own account cannot be selected for bulk actions'
export const OWN_ACCOUNT_SUSPEND_REASON = 'You cannot suspend your own account'
export const OWN_ROLE_REASON = 'You cannot remove your own admin role'

/**
 * Search matches name, email or username (case-insensitive); the filter matches plan or role, or the
 * suspended accounts (decision 0085: beyond SPEC.md's five, which stay as they were).
 */
export function filterUsers(users: readonly AdminUser[], search: string, filter: UserFilter): AdminUser[] {
  const needle = search.trim().toLowerCase()
  return users.filter((user) => {
    if (filter === 'free' || filter === 'premium') {
      if (user.subscription !== filter) return false
    } else if (filter === 'admin' || filter === 'user') {
      if (user.role !== filter) return false
    } else if (filter === 'suspended') {
      if (!user.suspendedAt) return false
    }
    if (!needle) return true
    const haystack = [fullNameOf(user), user.email, user.username].join(' ').toLowerCase()
    return haystack.includes(needle)
  })
}

export function userSortValue(user: AdminUser, key: UserSortKey): SortValue {
  switch (key) {
    case 'name':
      return fullNameOf(user)
    case 'queriesUsed':
      return user.queriesUsed
    case 'lastLoginAt':
      return user.lastLoginAt
    default:
      return user[key]
  }
}

/**
 * SPEC.md section 8 'User admin': a failed creation shows the JSON body's message, or the plain text when
 * it is shorter than 200 characters (an HTML error page is not), else 'Failed to create user'.
 */
export function createUserErrorMessage(error: unknown): string {
  const fallback = 'Failed to create user'
  if (!(error instanceof ApiError)) return fallback
  const message = error.message.trim()
  return message && message.length < 200 ? message : fallback
}

import type { User } from '@contract/user'

/** "First Last", or the username when there is no name at all. */
export function fullNameOf(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || user.username
}

/** The avatar letter: first letter of the first name, else of the username (SPEC.md 'Navigation and footer'). */
export function initialOf(user: Pick<User, 'firstName' | 'username'>): string {
  const source = user.firstName?.trim() || user.username?.trim() || '?'
  return source.charAt(0).toUpperCase()
}

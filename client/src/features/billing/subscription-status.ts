import type { User } from '@contract/user'

export type StatusTone = 'success' | 'warning' | 'neutral'

export type StatusDisplay = {
  label: string
  tone: StatusTone
  /** 'incomplete': the payment is still settling, and a click asks the provider again (sync). */
  syncable: boolean
}

/**
 * SPEC.md section 4 'Subscription status display': active is a green 'Active', past_due an amber 'Past Due',
 * incomplete an amber 'Processing' that can be synced; anything else, or nothing, is 'Inactive'.
 */
export function subscriptionStatusDisplay(status: string | null | undefined): StatusDisplay {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'success', syncable: false }
    case 'past_due':
      return { label: 'Past Due', tone: 'warning', syncable: false }
    case 'incomplete':
      return { label: 'Processing', tone: 'warning', syncable: true }
    default:
      return { label: 'Inactive', tone: 'neutral', syncable: false }
  }
}

/** The same rules for a user, who may not have loaded: a missing user is 'Unknown'. */
export function userStatusDisplay(user: Pick<User, 'subscriptionStatus'> | null | undefined): StatusDisplay {
  if (!user) return { label: 'Unknown', tone: 'neutral', syncable: false }
  return subscriptionStatusDisplay(user.subscriptionStatus)
}

/** SPEC.md section 6: only a paid plan has something to manage, sync or cancel; free (or none) upgrades. */
export function hasPaidPlan(user: Pick<User, 'subscription'> | null | undefined): boolean {
  return user?.subscription === 'basic' || user?.subscription === 'premium'
}

export type ManageAction = 'sync' | 'portal' | 'none'

/**
 * SPEC.md section 4 'Manage click': an incomplete subscription is synced first; one with a provider customer
 * opens the billing portal; without either there is nothing to manage.
 */
export function manageActionFor(
  user: Pick<User, 'subscriptionId' | 'subscriptionStatus' | 'stripeCustomerId'>,
): ManageAction {
  if (user.subscriptionId && user.subscriptionStatus === 'incomplete') return 'sync'
  if (user.subscriptionId && user.stripeCustomerId) return 'portal'
  return 'none'
}

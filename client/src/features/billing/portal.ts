import { PORTAL_NOT_CONFIGURED } from '@contract/billing'
import { ApiError } from '@/lib/api'

export const NO_PORTAL_URL = 'No portal URL returned from server'
export const CONNECTION_RESTRICTED = 'CONNECTION_RESTRICTED'

export type PortalTarget =
  /** The development host frames the app, and the payment provider refuses to be framed: a new tab. */
  | { kind: 'new-tab'; url: string }
  /** A page of this app (demo billing's /billing/manage): the router goes there. */
  | { kind: 'in-app'; url: string }
  /** The provider's portal: the whole window goes there, and the portal links back. */
  | { kind: 'external'; url: string }

/** SPEC.md section 4 'Portal success': where the answer of POST /api/subscriptions/manage takes the user. */
export function portalTarget(
  answer: { url?: string | null; environment?: string | null } | null,
): PortalTarget {
  const url = answer?.url?.trim()
  if (!url) throw new Error(NO_PORTAL_URL)
  if (answer?.environment === 'replit') return { kind: 'new-tab', url }
  // Only a path of this origin ("/billing/manage", never "//host") stays inside the single-page app.
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'in-app', url }
  return { kind: 'external', url }
}

export type ToastText = { title: string; description: string }

/** SPEC.md section 8 'Portal': the not-configured and blocked-connection cases get their own explanation. */
export function portalErrorToast(error: unknown): ToastText {
  const message = error instanceof Error ? error.message : ''
  const code = error instanceof ApiError ? error.code : undefined
  if (code === PORTAL_NOT_CONFIGURED) {
    return {
      title: 'Portal configuration required',
      description:
        'The Stripe customer portal is not configured. The administrator must set up the customer portal; please try again later.',
    }
  }
  if (code === CONNECTION_RESTRICTED || /refused to connect/i.test(message)) {
    return {
      title: 'Connection Blocked',
      description:
        'This environment blocks the connection to the payment service. Open the app in a new tab, or try from another environment.',
    }
  }
  return { title: 'Error', description: message || 'Failed to open the subscription portal' }
}

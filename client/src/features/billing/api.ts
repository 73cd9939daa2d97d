import {
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type CurrentSubscriptionResponse,
  type DemoCardRequest,
  type PaidPlan,
  PRICE_IDS,
  type SubscriptionResponse,
} from '@contract/billing'
import type { User } from '@contract/user'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAppConfig } from '@/features/config/api'
import { ApiError, apiRequest, CURRENT_USER_URL, errorMessage, USAGE_URL } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { portalErrorToast, portalTarget } from './portal'
import { manageActionFor, subscriptionStatusDisplay } from './subscription-status'

export const CURRENT_SUBSCRIPTION_URL = '/api/subscriptions/current'
export const currentSubscriptionQueryKey = [CURRENT_SUBSCRIPTION_URL] as const

/**
 * SPEC.md section 7 'Caching rules': after an upgrade these four are refreshed. /api/user and /api/user/usage
 * are not routes of this server; invalidating keys nobody reads is harmless and keeps the rule whole. The
 * subscription summary changes with every billing write, so it goes stale too.
 */
const ACCOUNT_URLS = [CURRENT_USER_URL, '/api/user', USAGE_URL, '/api/user/usage', CURRENT_SUBSCRIPTION_URL]

export function refreshAccount(queryClient: QueryClient) {
  return Promise.all(ACCOUNT_URLS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })))
}

/** GET /api/config's billing part: which provider collects cards, and Stripe's publishable key. */
export function useBillingConfig() {
  const { data, isPending, isError } = useAppConfig()
  return { billing: data?.billing ?? null, isPending, isError }
}

/** The calls behind the upgrade dialog (SPEC.md section 7 'Subscription'), with SPEC.md 8's fallbacks. */
export const billingApi = {
  initialize: (plan: PaidPlan) =>
    apiRequest<{ clientSecret: string }>(
      'POST',
      '/api/subscriptions/initialize',
      { planType: plan, priceId: PRICE_IDS[plan] },
      { fallbackMessage: 'Failed to setup payment' },
    ),
  /** Demo billing's stand-in for Stripe.js turning a card into a payment method. */
  createDemoPaymentMethod: (card: DemoCardRequest) =>
    apiRequest<{ id: string; brand: string; last4: string }>(
      'POST',
      '/api/billing/demo/payment-methods',
      card,
      {
        fallbackMessage: 'Failed to process card',
      },
    ),
  createSubscription: (request: CreateSubscriptionRequest) =>
    apiRequest<CreateSubscriptionResponse>('POST', '/api/subscriptions/create', request, {
      fallbackMessage: 'Failed to create subscription',
    }),
  checkStatus: (subscriptionId: string) =>
    apiRequest<{ status: string }>(
      'POST',
      '/api/subscriptions/check-status',
      { subscriptionId },
      { fallbackMessage: 'Failed to process payment' },
    ),
}

/** GET /api/subscriptions/current: the subscription with its card, for paid plans. */
export function useCurrentSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<CurrentSubscriptionResponse | null>({ queryKey: currentSubscriptionQueryKey, enabled })
}

type SubscriptionAction = {
  /** The route under /api/subscriptions/. */
  action: 'sync' | 'cancel' | 'resume'
  /** The failure toast's text when the server gives no reason (also the request's fallback message). */
  failure: string
  failureTitle?: string
  /** The success toast, made from the server's answer. */
  success: (answer: SubscriptionResponse) => { title: string; description: string }
  /** Runs after the toast and the refresh. */
  afterSuccess?: () => void
}

/** A bodyless POST to /api/subscriptions/{action}: toasts its outcome and refreshes the account on success. */
function useSubscriptionAction({ action, failure, failureTitle, success, afterSuccess }: SubscriptionAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<SubscriptionResponse>('POST', `/api/subscriptions/${action}`, undefined, {
        fallbackMessage: failure,
      }),
    onSuccess: (answer) => {
      toast(success(answer))
      void refreshAccount(queryClient)
      afterSuccess?.()
    },
    onError: (error) => errorToast(errorMessage(error, failure), failureTitle),
  })
}

/** SPEC.md section 4 'Sync success' and section 8 'Sync failed'. */
export function useSyncSubscription() {
  return useSubscriptionAction({
    action: 'sync',
    failure: 'Failed to sync subscription',
    failureTitle: 'Sync failed',
    success: (answer) => ({
      title: 'Subscription synchronized',
      description: `Your subscription status is ${subscriptionStatusDisplay(answer?.subscription?.status).label}.`,
    }),
  })
}

/** Waits this long before the page reloads after a cancel (SPEC.md section 9). */
export const RELOAD_AFTER_CANCEL_MS = 500

/** SPEC.md section 4 'Cancel success': toast, refresh, then reload the page so every screen starts afresh. */
export function useCancelSubscription() {
  return useSubscriptionAction({
    action: 'cancel',
    failure: 'Failed to cancel subscription',
    success: (answer) => ({
      title: 'Subscription Canceled',
      description: answer?.message || 'Your subscription will end with the current billing period.',
    }),
    afterSuccess: () => setTimeout(() => window.location.reload(), RELOAD_AFTER_CANCEL_MS),
  })
}

/** Undoes a cancel at period end (the demo manage page; Stripe's portal does this itself). */
export function useResumeSubscription() {
  return useSubscriptionAction({
    action: 'resume',
    failure: 'Failed to resume subscription',
    success: (answer) => ({
      title: 'Subscription resumed',
      description: answer?.message || 'Your subscription will renew as usual.',
    }),
  })
}

/** SPEC.md section 4 'Manage click' and 'Portal success', and section 8 'Portal'. */
export function useManageSubscription() {
  const navigate = useNavigate()
  const sync = useSyncSubscription()
  const portal = useMutation({
    mutationFn: async () =>
      portalTarget(
        await apiRequest<{ url?: string; environment?: string }>(
          'POST',
          '/api/subscriptions/manage',
          {},
          { fallbackMessage: 'Failed to open the subscription portal' },
        ),
      ),
    onSuccess: (target) => {
      if (target.kind === 'new-tab') {
        window.open(target.url, '_blank', 'noopener,noreferrer')
        toast({ title: 'Portal Opened', description: 'Your subscription portal opened in a new tab.' })
      } else if (target.kind === 'in-app') {
        navigate(target.url)
      } else {
        window.location.assign(target.url)
      }
    },
    onError: (error) => toast({ variant: 'destructive', ...portalErrorToast(error) }),
  })

  const manage = (user: Pick<User, 'subscriptionId' | 'subscriptionStatus' | 'stripeCustomerId'>) => {
    const action = manageActionFor(user)
    if (action === 'sync') sync.mutate()
    else if (action === 'portal') portal.mutate()
    else errorToast('No active subscription found to manage.')
  }
  return { manage, isPending: sync.isPending || portal.isPending }
}

/** A 404 from GET /api/subscriptions/current means there is no subscription, not a failure. */
export function isNoSubscription(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

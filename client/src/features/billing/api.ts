import {
  type BillingDetailsInput,
  type BillingDetailsResponse,
  billingDetailsResponseSchema,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type CurrentSubscriptionResponse,
  currentSubscriptionResponseSchema,
  type DemoCardRequest,
  type InvoicesResponse,
  invoicesResponseSchema,
  type PaidPlan,
  type PlanChangePreview,
  PRICE_IDS,
  paymentMethodSetupResponseSchema,
  planChangePreviewSchema,
  type SaveBillingDetailsResponse,
  type SubscriptionResponse,
  subscriptionResponseSchema,
  updatePaymentMethodResponseSchema,
} from '@contract/billing'
import type { User } from '@contract/user'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAppConfig } from '@/features/config'
import { formatAccountDate } from '@/lib/account-date'
import { ApiError, apiGet, apiRequest, CURRENT_USER_URL, errorMessage, USAGE_URL } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { reloadWithToast } from '@/lib/reload-with-toast'
import type { PlanChange } from './plan-offer'
import { portalErrorToast, portalTarget } from './portal'
import { manageActionFor, subscriptionStatusDisplay } from './subscription-status'
import { planLabel } from './upgrade-flow'

export const CURRENT_SUBSCRIPTION_URL = '/api/subscriptions/current'
export const currentSubscriptionQueryKey = [CURRENT_SUBSCRIPTION_URL] as const
export const INVOICES_URL = '/api/subscriptions/invoices'
export const invoicesQueryKey = [INVOICES_URL] as const
export const PLAN_PREVIEW_URL = '/api/subscriptions/preview'

/**
 * SPEC.md section 7 'Caching rules': after an upgrade these four are refreshed. /api/user and /api/user/usage
 * are not routes of this server; invalidating keys nobody reads is harmless and keeps the rule whole. The
 * subscription summary and the invoices change with billing writes (a payment, a plan change), so they go
 * stale too.
 */
const ACCOUNT_URLS = [
  CURRENT_USER_URL,
  '/api/user',
  USAGE_URL,
  '/api/user/usage',
  CURRENT_SUBSCRIPTION_URL,
  INVOICES_URL,
]

export function refreshAccount(queryClient: QueryClient) {
  return Promise.all([
    ...ACCOUNT_URLS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
    // A preview is marked stale, never fetched again here: the one on screen is for the plan just taken, which
    // the server now refuses to preview (400), and the next confirmation asks afresh anyway (gcTime 0).
    queryClient.invalidateQueries({ queryKey: [PLAN_PREVIEW_URL], refetchType: 'none' }),
  ])
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
  return useQuery<CurrentSubscriptionResponse>({
    queryKey: currentSubscriptionQueryKey,
    queryFn: async ({ signal }) =>
      currentSubscriptionResponseSchema.parse(await apiGet(CURRENT_SUBSCRIPTION_URL, signal)),
    enabled,
  })
}

/** GET /api/subscriptions/invoices: the account's invoices and receipts, newest first. */
export function useInvoices() {
  return useQuery<InvoicesResponse>({
    queryKey: invoicesQueryKey,
    queryFn: async ({ signal }) => invoicesResponseSchema.parse(await apiGet(INVOICES_URL, signal)),
  })
}

/**
 * GET /api/subscriptions/preview?plan=: what moving to `plan` charges today and then each month, shown
 * before the owner confirms. A proration moves with the clock, so it is asked afresh each time the
 * confirmation opens (dropped from the cache once nobody shows it).
 */
export function usePlanChangePreview(plan: PaidPlan, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PlanChangePreview>({
    enabled,
    queryKey: [PLAN_PREVIEW_URL, plan],
    queryFn: async ({ signal }) =>
      planChangePreviewSchema.parse(
        await apiGet(`${PLAN_PREVIEW_URL}?plan=${encodeURIComponent(plan)}`, signal),
      ),
    gcTime: 0,
  })
}

function planChangeToast(change: PlanChange, target: PaidPlan, periodEnd: string | null) {
  const name = planLabel(target)
  if (change === 'upgrade') {
    return { title: 'Subscription successful!', description: `You've been upgraded to the ${name} plan.` }
  }
  if (change === 'downgrade') {
    const on = formatAccountDate(periodEnd)
    return {
      title: 'Plan change scheduled',
      description:
        on === 'N/A'
          ? `Your plan changes to ${name} when this billing period ends.`
          : `Your plan changes to ${name} on ${on}.`,
    }
  }
  return { title: `${name} kept`, description: `Your ${name} plan renews as usual.` }
}

/**
 * POST /api/subscriptions/change-plan: a paid subscription moves to the other plan (an upgrade at once,
 * a downgrade at the period end), or keeps its plan when a downgrade was scheduled. Toasts the outcome and
 * refreshes the account, so the plan, the usage badge and the invoices change at once.
 */
export function useChangePlan({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ plan }: { plan: PaidPlan; change: PlanChange }) =>
      subscriptionResponseSchema.parse(
        await apiRequest(
          'POST',
          '/api/subscriptions/change-plan',
          { planType: plan, priceId: PRICE_IDS[plan] },
          {
            fallbackMessage: 'Failed to change your plan',
          },
        ),
      ),
    onSuccess: (answer, { plan, change }) => {
      toast(planChangeToast(change, plan, answer.subscription.currentPeriodEnd))
      queryClient.setQueryData<CurrentSubscriptionResponse>(currentSubscriptionQueryKey, (previous) =>
        previous ? { ...previous, subscription: answer.subscription } : previous,
      )
      void refreshAccount(queryClient)
      onSuccess?.()
    },
    onError: (error) => errorToast(errorMessage(error, 'Failed to change your plan')),
  })
}

/** The calls that put a new card on the subscription (SetupIntent, then the confirmed payment method). */
export const paymentMethodApi = {
  /** POST /api/subscriptions/payment-method/setup: a SetupIntent's client secret for Stripe.js. */
  setup: async () =>
    paymentMethodSetupResponseSchema.parse(
      await apiRequest('POST', '/api/subscriptions/payment-method/setup', undefined, {
        fallbackMessage: 'Failed to set up a new card',
      }),
    ),
  /** POST /api/subscriptions/payment-method: the subscription is charged to this card from now on. */
  update: async (paymentMethodId: string) =>
    updatePaymentMethodResponseSchema.parse(
      await apiRequest(
        'POST',
        '/api/subscriptions/payment-method',
        { paymentMethodId },
        {
          fallbackMessage: 'Failed to update your card',
        },
      ),
    ),
}

type SubscriptionAction = {
  /** The route under /api/subscriptions/. */
  action: 'sync' | 'cancel' | 'resume'
  /** The failure toast's text when the server gives no reason (also the request's fallback message). */
  failure: string
  failureTitle?: string
  /** The success toast, made from the server's answer. */
  success: (answer: SubscriptionResponse) => { title: string; description: string }
  /** Reload the page this long after success, the toast carried across the reload so it can be read. */
  reloadAfterMs?: number
}

/** A bodyless POST to /api/subscriptions/{action}: toasts its outcome and refreshes the account on success. */
function useSubscriptionAction({
  action,
  failure,
  failureTitle,
  success,
  reloadAfterMs,
}: SubscriptionAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<SubscriptionResponse>('POST', `/api/subscriptions/${action}`, undefined, {
        fallbackMessage: failure,
      }),
    onSuccess: (answer) => {
      if (reloadAfterMs === undefined) toast(success(answer))
      else reloadWithToast(success(answer), reloadAfterMs)
      void refreshAccount(queryClient)
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
    reloadAfterMs: RELOAD_AFTER_CANCEL_MS,
  })
}

/**
 * 'Switch to Free at the end of this period': the subscription ends with the period (the same as a cancel on
 * the server), said as what it is to the owner; no reload, the dialog closes on success.
 */
export function useSwitchToFree({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<SubscriptionResponse>('POST', '/api/subscriptions/cancel', undefined, {
        fallbackMessage: 'Failed to switch to Free',
      }),
    onSuccess: (answer) => {
      const on = answer.subscription.currentPeriodEnd
        ? ` on ${formatAccountDate(answer.subscription.currentPeriodEnd)}`
        : ' when this billing period ends'
      toast({
        title: 'Switching to Free',
        description: `Your plan stays as it is until then and moves to Free${on}. You will not be charged again.`,
      })
      void refreshAccount(queryClient)
      onSuccess?.()
    },
    onError: (error) => errorToast(errorMessage(error, 'Failed to switch to Free')),
  })
}

export const BILLING_DETAILS_URL = '/api/subscriptions/billing-details'
export const billingDetailsQueryKey = [BILLING_DETAILS_URL] as const

/** GET /api/subscriptions/billing-details: the name and address invoices are made out to. */
export function useBillingDetails() {
  return useQuery<BillingDetailsResponse>({
    queryKey: billingDetailsQueryKey,
    queryFn: async ({ signal }) =>
      billingDetailsResponseSchema.parse(await apiGet(BILLING_DETAILS_URL, signal)),
  })
}

/** PUT /api/subscriptions/billing-details */
export function useSaveBillingDetails({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: BillingDetailsInput) =>
      apiRequest<SaveBillingDetailsResponse>('PUT', BILLING_DETAILS_URL, details, {
        fallbackMessage: 'Failed to save your billing details',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(billingDetailsQueryKey, { billingDetails: answer.billingDetails })
      toast({ title: 'Billing details saved', description: answer.message })
      onSuccess?.()
    },
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

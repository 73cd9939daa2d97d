import { type PaidPlan, PRICE_IDS } from '@contract/billing'

/** What the server answers to create and check-status (SPEC.md section 3 'Subscription call responses'). */
type Created = { status: string; subscriptionId: string; paymentIntentClientSecret: string | null }

export type UpgradeSteps = {
  /** POST /api/subscriptions/create */
  createSubscription: (request: {
    paymentMethodId: string
    planType: PaidPlan
    priceId: string
  }) => Promise<Created>
  /** POST /api/subscriptions/check-status */
  checkStatus: (subscriptionId: string) => Promise<{ status: string }>
  /** Stripe.js confirmCardPayment; demo billing never asks for it. Throws when the payment fails. */
  confirmCardPayment?: (clientSecret: string) => Promise<void>
}

/** 'active': the plan is live. 'processing': the payment is still settling and the user will be told. */
export type UpgradeOutcome = 'active' | 'processing'

/**
 * SPEC.md section 4 'Upgrade flow', steps 4 to 7, once the card has become a payment method: create the
 * subscription; confirm a first payment the provider still needs; else trust an active status; else ask
 * the provider once more; else it is still processing.
 */
export async function completeUpgrade(
  plan: PaidPlan,
  paymentMethodId: string,
  steps: UpgradeSteps,
): Promise<UpgradeOutcome> {
  const created = await steps.createSubscription({
    paymentMethodId,
    planType: plan,
    priceId: PRICE_IDS[plan],
  })
  if (created.paymentIntentClientSecret && steps.confirmCardPayment) {
    await steps.confirmCardPayment(created.paymentIntentClientSecret)
    return 'active'
  }
  if (created.status === 'active') return 'active'
  const checked = await steps.checkStatus(created.subscriptionId)
  return checked.status === 'active' ? 'active' : 'processing'
}

/** "basic" → "Basic", as the success toast names the plan. */
export function planLabel(plan: PaidPlan): string {
  return plan === 'basic' ? 'Basic' : 'Premium'
}

// What other features may use of billing: they import it from here, not from its files (decision 0059).
export { useCurrentSubscription, useManageSubscription, useSyncSubscription } from './api'
export { CancelSubscriptionDialog } from './components/cancel-subscription-dialog'
export { PaymentMethodSection } from './components/payment-method'
export { ChangePlanButton, PlanNotice } from './components/plan-changes'
export { SubscriptionStatus } from './components/subscription-status'
export { UpgradeDialog } from './components/upgrade-dialog'
export { planOfferFor } from './plan-offer'
export { hasPaidPlan, userStatusDisplay } from './subscription-status'

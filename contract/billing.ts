import { z } from 'zod'
import { safeText } from './common'
import { type PaidPlan, paidPlans } from './plans'
import { planSchema } from './user'

// The plans and their prices live in ./plans (no zod there, so the landing page can show them).
export { type PaidPlan, PLAN_DETAILS, PLAN_FEATURES, paidPlans } from './plans'

/** SPEC.md section 3: the client's price identifiers; the server maps them to its real prices. */
export const PRICE_IDS: Record<PaidPlan, string> = { basic: 'price_basic', premium: 'price_premium' }

const planTypeSchema = z.enum(paidPlans, { message: 'Plan must be basic or premium' })
const priceFor = <T extends { planType: PaidPlan; priceId: string }>(v: T) =>
  PRICE_IDS[v.planType] === v.priceId

/** POST /api/subscriptions/initialize */
export const initializeSubscriptionRequestSchema = z
  .object({ planType: planTypeSchema, priceId: safeText({ message: 'Price is required' }).max(100) })
  .refine(priceFor, { message: 'Unknown price for this plan', path: ['priceId'] })
export type InitializeSubscriptionRequest = z.input<typeof initializeSubscriptionRequestSchema>

export const initializeSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(['stripe', 'demo']),
})

/** POST /api/subscriptions/create */
export const createSubscriptionRequestSchema = z
  .object({
    paymentMethodId: safeText({ message: 'Payment method is required' })
      .trim()
      .min(1, { message: 'Payment method is required' })
      .max(200),
    planType: planTypeSchema,
    priceId: safeText({ message: 'Price is required' }).max(100),
  })
  .refine(priceFor, { message: 'Unknown price for this plan', path: ['priceId'] })
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>

/** The account's subscription as the client shows it. */
export const subscriptionSummarySchema = z.object({
  id: z.string().nullable(),
  provider: z.enum(['stripe', 'demo']),
  plan: planSchema,
  status: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The paid plan the subscription moves to when this period ends (a downgrade); null when none. */
  scheduledPlan: z.enum(paidPlans).nullable(),
})
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>

export const createSubscriptionResponseSchema = z.object({
  status: z.string(),
  subscriptionId: z.string(),
  /** Set when a first payment still has to be confirmed in the browser (Stripe); null otherwise. */
  paymentIntentClientSecret: z.string().nullable(),
  message: z.string(),
  subscription: subscriptionSummarySchema,
})
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>

/** POST /api/subscriptions/check-status */
export const checkStatusRequestSchema = z.object({
  subscriptionId: safeText({ message: 'Subscription id is required' }).trim().min(1).max(200),
})
export const checkStatusResponseSchema = z.object({
  status: z.string(),
  subscription: subscriptionSummarySchema,
})

/** POST /api/subscriptions/manage: where to manage the subscription (Stripe's portal, or the demo page). */
export const manageResponseSchema = z.object({ url: z.string(), environment: z.string() })
export const PORTAL_NOT_CONFIGURED = 'PORTAL_NOT_CONFIGURED'

/** POST /api/subscriptions/sync, /cancel and /resume; GET /api/subscriptions/current */
export const subscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionSummarySchema,
})
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>

/** The card on file, as the profile shows it: never more than its brand, last four digits and expiry. */
export const paymentMethodSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
})
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummarySchema>

export const currentSubscriptionResponseSchema = z.object({
  subscription: subscriptionSummarySchema,
  paymentMethod: paymentMethodSummarySchema.nullable(),
  /**
   * What the account has on Free once a paid plan ends: the free trial's allowance (a lifetime one) and how
   * much of it was used before subscribing (it is not given again).
   */
  freeAllowance: z.object({ limit: z.number().int(), used: z.number().int() }),
})
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>

/**
 * POST /api/billing/demo/payment-methods: demo billing's stand-in for Stripe.js tokenising a card. Only
 * the brand, last four digits and expiry are kept.
 */
export const demoCardRequestSchema = z.object({
  number: safeText({ message: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, { message: 'Your card number is incomplete.' })),
  expiry: safeText({ message: 'Expiry date is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { message: "Your card's expiration date is incomplete." }),
  cvc: safeText({ message: 'Security code is required' })
    .trim()
    .regex(/^\d{3,4}$/, { message: "Your card's security code is incomplete." }),
})
export type DemoCardRequest = z.input<typeof demoCardRequestSchema>
export const demoCardResponseSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string() })

export const DEMO_CARD_ACCEPTED = '4242 4242 4242 4242'
export const DEMO_CARD_DECLINED = '4000 0000 0000 0002'
export const DEMO_BILLING_NOTICE = 'Demo billing: no card is charged'

/**
 * POST /api/subscriptions/change-plan: Basic -> Premium at once, prorated (quotas follow at once);
 * Premium -> Basic when the current period ends; asking for the current plan while a downgrade is
 * scheduled keeps that plan (the scheduled change is dropped).
 */
export const changePlanRequestSchema = z
  .object({ planType: planTypeSchema, priceId: safeText({ message: 'Price is required' }).max(100) })
  .refine(priceFor, { message: 'Unknown price for this plan', path: ['priceId'] })
export type ChangePlanRequest = z.input<typeof changePlanRequestSchema>

/** GET /api/subscriptions/preview?plan=premium: what a change to another paid plan costs, before it is made. */
export const planChangePreviewQuerySchema = z.object({ plan: planTypeSchema })
export type PlanChangePreviewQuery = z.input<typeof planChangePreviewQuerySchema>

export const planChangePreviewSchema = z.object({
  plan: z.enum(paidPlans),
  /** upgrade: applies at once, the rest of the period charged today; downgrade: at the period's end. */
  change: z.enum(['upgrade', 'downgrade']),
  /** What is charged today when the change is confirmed, in cents: the prorated difference, or 0. */
  amountDueTodayCents: z.number().int(),
  currency: z.string(),
  /** What the new plan costs a month from the next renewal, in cents. */
  recurringCents: z.number().int(),
  /** ISO date-time the new plan applies from (now for an upgrade, the period's end for a downgrade). */
  effectiveAt: z.string().nullable(),
  /** ISO date-time the current billing period ends (the next renewal). */
  periodEnd: z.string().nullable(),
})
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>

/** One invoice or receipt: Stripe's (with its hosted page) or a demo one kept in our database. */
export const invoiceSchema = z.object({
  id: z.string(),
  /** ISO date-time the invoice was issued. */
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Stripe's invoice statuses: draft, open, paid, void, uncollectible. */
  status: z.string(),
  description: z.string(),
  /** Where the customer reads or pays it (Stripe's hosted invoice page); null for demo invoices. */
  url: z.string().nullable(),
  /**
   * The invoice's number: Stripe's (its invoice numbering), or this installation's for a demo invoice
   * (SA-2026-000123). Null while Stripe has not finalized it.
   */
  number: z.string().nullable(),
  /** Where its PDF is downloaded: Stripe's invoice PDF, or the receipt this server makes for a demo one. */
  pdfUrl: z.string().nullable(),
})
export type Invoice = z.infer<typeof invoiceSchema>

/** GET /api/subscriptions/invoices: newest first. */
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) })
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>

/**
 * POST /api/subscriptions/payment-method/setup: starts collecting a new card for the subscription
 * (a Stripe SetupIntent's client secret, or the demo's stand-in).
 */
export const paymentMethodSetupResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(['stripe', 'demo']),
})

/** POST /api/subscriptions/payment-method: makes a confirmed card the one the subscription is charged to. */
export const updatePaymentMethodRequestSchema = z.object({
  paymentMethodId: safeText({ message: 'Payment method is required' })
    .trim()
    .min(1, { message: 'Payment method is required' })
    .max(200),
})
export const updatePaymentMethodResponseSchema = z.object({
  message: z.string(),
  paymentMethod: paymentMethodSummarySchema,
})

/**
 * ISO 3166-1 alpha-2 codes of the countries and territories a billing address may be in (the client names
 * them in the reader's language with Intl.DisplayNames).
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ') as [string, ...string[]]
const COUNTRIES = new Set<string>(COUNTRY_CODES)

const billingLine = (label: string, max: number) =>
  safeText({ message: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })

/**
 * GET and PUT /api/subscriptions/billing-details: the name and address invoices are made out to. Every
 * field is optional ('' for none); an address needs its country. With Stripe they are the customer's name
 * and address there too.
 */
export const billingDetailsSchema = z
  .object({
    name: billingLine('Billing name', 200),
    line1: billingLine('Address line 1', 200),
    line2: billingLine('Address line 2', 200),
    city: billingLine('City', 100),
    state: billingLine('State or region', 100),
    postalCode: billingLine('Postal code', 20),
    country: safeText({ message: 'Choose a country' })
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || COUNTRIES.has(code), { message: 'Choose a country from the list' }),
  })
  .refine((v) => v.country !== '' || ![v.line1, v.line2, v.city, v.state, v.postalCode].some(Boolean), {
    message: 'Choose the country of this address',
    path: ['country'],
  })
export type BillingDetails = z.infer<typeof billingDetailsSchema>
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>

export const billingDetailsResponseSchema = z.object({
  billingDetails: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
})
export type BillingDetailsResponse = z.infer<typeof billingDetailsResponseSchema>
export const saveBillingDetailsResponseSchema = billingDetailsResponseSchema.extend({ message: z.string() })
export type SaveBillingDetailsResponse = z.infer<typeof saveBillingDetailsResponseSchema>

export const EMPTY_BILLING_DETAILS: BillingDetails = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
}

/** GET /api/subscriptions/invoices/:id/receipt.pdf */
export const invoiceParamsSchema = z.object({
  id: safeText({ message: 'Invoice id is required' }).trim().min(1).max(100),
})

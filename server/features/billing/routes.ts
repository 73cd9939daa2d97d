// Billing's HTTP routes (/api/subscriptions/*, the demo card form): HTTP only; the rules are in service.ts.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  billingDetailsResponseSchema,
  billingDetailsSchema,
  changePlanRequestSchema,
  checkStatusRequestSchema,
  checkStatusResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  currentSubscriptionResponseSchema,
  demoCardRequestSchema,
  demoCardResponseSchema,
  initializeSubscriptionRequestSchema,
  initializeSubscriptionResponseSchema,
  invoiceParamsSchema,
  invoicesResponseSchema,
  manageResponseSchema,
  paymentMethodSetupResponseSchema,
  planChangePreviewQuerySchema,
  planChangePreviewSchema,
  saveBillingDetailsResponseSchema,
  subscriptionResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from '../../../contract/billing'
import { signedInUser } from '../auth'
import * as billing from './service'

export async function billingRoutes(app: FastifyInstance, deps: billing.BillingDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const signedIn = { onRequest: app.requireUser }
  // Answers holding a Stripe client secret are never compressed, whatever their size (BREACH, decision 0076).
  const holdsASecret = { compress: false as const }

  api.post(
    '/subscriptions/initialize',
    {
      ...signedIn,
      ...holdsASecret,
      schema: {
        body: initializeSubscriptionRequestSchema,
        response: { 200: initializeSubscriptionResponseSchema },
      },
    },
    async (request) => billing.initialize(deps, signedInUser(request), request.body.planType),
  )

  api.post(
    '/subscriptions/create',
    {
      ...signedIn,
      // Carries the first payment's confirmation secret when the browser must confirm it.
      ...holdsASecret,
      schema: { body: createSubscriptionRequestSchema, response: { 200: createSubscriptionResponseSchema } },
    },
    async (request) => billing.create(deps, signedInUser(request), request.body),
  )

  api.post(
    '/subscriptions/check-status',
    { ...signedIn, schema: { body: checkStatusRequestSchema, response: { 200: checkStatusResponseSchema } } },
    async (request) => billing.checkStatus(deps, signedInUser(request), request.body.subscriptionId),
  )

  api.post(
    '/subscriptions/manage',
    { ...signedIn, schema: { response: { 200: manageResponseSchema } } },
    async (request) => billing.manage(deps, signedInUser(request)),
  )

  api.post(
    '/subscriptions/sync',
    { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => billing.sync(deps, signedInUser(request)),
  )

  api.post(
    '/subscriptions/cancel',
    { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => billing.cancel(deps, signedInUser(request)),
  )

  api.post(
    '/subscriptions/resume',
    { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => billing.resume(deps, signedInUser(request)),
  )

  api.get(
    '/subscriptions/current',
    { ...signedIn, schema: { response: { 200: currentSubscriptionResponseSchema } } },
    async (request) => billing.current(deps, signedInUser(request)),
  )

  api.post(
    '/subscriptions/change-plan',
    { ...signedIn, schema: { body: changePlanRequestSchema, response: { 200: subscriptionResponseSchema } } },
    async (request) => billing.changePlan(deps, signedInUser(request), request.body.planType),
  )

  api.get(
    '/subscriptions/preview',
    {
      ...signedIn,
      schema: { querystring: planChangePreviewQuerySchema, response: { 200: planChangePreviewSchema } },
    },
    async (request) => billing.previewPlanChange(deps, signedInUser(request), request.query.plan),
  )

  api.get(
    '/subscriptions/invoices',
    { ...signedIn, schema: { response: { 200: invoicesResponseSchema } } },
    async (request) => billing.invoices(deps, signedInUser(request)),
  )

  api.get(
    '/subscriptions/invoices/:id/receipt.pdf',
    { ...signedIn, schema: { params: invoiceParamsSchema } },
    async (request, reply) => {
      const { fileName, pdf } = await billing.receiptPdf(deps, signedInUser(request), request.params.id)
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // A customer's name and address: no cache, shared or private, keeps a copy.
          .header('cache-control', 'no-store')
          .send(pdf)
      )
    },
  )

  api.get(
    '/subscriptions/billing-details',
    { ...signedIn, schema: { response: { 200: billingDetailsResponseSchema } } },
    async (request) => billing.billingDetailsOf(deps, signedInUser(request)),
  )

  api.put(
    '/subscriptions/billing-details',
    {
      ...signedIn,
      schema: {
        body: billingDetailsSchema,
        response: { 200: saveBillingDetailsResponseSchema },
      },
    },
    async (request) => billing.saveBillingDetails(deps, signedInUser(request), request.body),
  )

  api.post(
    '/subscriptions/payment-method/setup',
    { ...signedIn, ...holdsASecret, schema: { response: { 200: paymentMethodSetupResponseSchema } } },
    async (request) => billing.setupPaymentMethod(deps, signedInUser(request)),
  )

  api.post(
    '/subscriptions/payment-method',
    {
      ...signedIn,
      schema: {
        body: updatePaymentMethodRequestSchema,
        response: { 200: updatePaymentMethodResponseSchema },
      },
    },
    async (request) => billing.updatePaymentMethod(deps, signedInUser(request), request.body.paymentMethodId),
  )

  api.post(
    '/billing/demo/payment-methods',
    { ...signedIn, schema: { body: demoCardRequestSchema, response: { 201: demoCardResponseSchema } } },
    async (request, reply) => {
      const card = await billing.saveDemoCard(deps, signedInUser(request), request.body)
      reply.code(201)
      return card
    },
  )
}

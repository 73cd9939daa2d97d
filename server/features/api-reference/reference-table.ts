// The API reference's words for every route: one line each, kept here rather than in the route files, so
// the reference reads as one voice and a route file stays HTTP only. openapi.test.ts fails when a route of
// the app has no line here, or a line here has no route.

/** The reference's sections, in the order the reference page lists them. */
export const REFERENCE_TAGS = [
  { name: 'Auth', description: 'Accounts, sign-in and the session cookie.' },
  { name: 'Account', description: "The signed-in user's own data: export and deletion." },
  { name: 'Usage', description: 'Questions used and the plan limit.' },
  { name: 'Subscriptions', description: 'Plans, payment methods and invoices.' },
  { name: 'Webhooks', description: 'Calls from the payment provider (server to server).' },
  { name: 'Manuals', description: 'The device catalogue and its manuals.' },
  { name: 'Agent', description: 'Questions to the assistant, answered from the manuals.' },
  { name: 'Conversations', description: "The signed-in user's conversations with the assistant." },
  {
    name: 'Boats',
    description: "The signed-in owner's boats, the devices on each and how they are connected.",
  },
  { name: 'Feedback', description: 'The contact form and ratings of answers.' },
  { name: 'Admin', description: 'The Admin Console: users, devices, manuals, logs, statistics, feedback.' },
  { name: 'Health', description: 'Liveness, readiness and the public configuration.' },
] as const

export type ReferenceTag = (typeof REFERENCE_TAGS)[number]['name']

export interface ReferenceEntry {
  summary: string
  tag: ReferenceTag
  /** Longer text, where a line is not enough. */
  description?: string
  /**
   * Error statuses the route's options do not show (a service's own rules: a taken email, a used-up quota),
   * with what they mean. The transform derives the rest (400, 401, 403, 404, 429, 500) from the route.
   */
  errors?: Record<number, string>
  /** The handler itself refuses an anonymous caller (401), without a requireUser hook. */
  signedIn?: true
  /** A throttle the route's options do not show (a preHandler or a service's own counter): 429. */
  throttled?: true
  /** What a route without a response schema answers with. */
  success?: { status?: number; description: string; contentType?: string; binary?: true }
  /** The route takes a multipart upload: its file field, and its text fields with what they hold. */
  upload?: { file: string; fields?: Record<string, string> }
  /** The route reads a raw request body the reference describes here (the Stripe webhook). */
  rawBody?: { contentType: string; description: string; headers?: Record<string, string> }
}

/** 'METHOD /path', with Fastify's ':param' spelling, as the app registers the route. */
export const REFERENCE: Record<string, ReferenceEntry> = {
  // Health
  'GET /api/health': { tag: 'Health', summary: 'Liveness: the database (and Redis, when configured) answer' },
  'GET /api/ready': {
    tag: 'Health',
    summary: 'Readiness for a load balancer: 503 while starting or stopping',
  },
  'GET /api/config': {
    tag: 'Health',
    summary: 'Public configuration: product name, billing provider, answer composer',
  },

  // Auth
  'GET /api/auth/user': {
    tag: 'Auth',
    summary: 'The signed-in user, or 401 when nobody is signed in',
    signedIn: true,
  },
  'POST /api/auth/register': {
    tag: 'Auth',
    summary: 'Create an account and sign in',
    description: 'Errors of this route are sent as text/plain: the web client shows the text as it is.',
    errors: { 409: 'The email address already has an account (code EMAIL_TAKEN).' },
  },
  'POST /api/auth/verify-email': { tag: 'Auth', summary: 'Confirm an email address with the emailed token' },
  'POST /api/auth/resend-verification': { tag: 'Auth', summary: 'Send the email confirmation link again' },
  'POST /api/auth/login': {
    tag: 'Auth',
    summary: 'Sign in with email and password (sets the session cookie)',
    throttled: true,
    errors: {
      401: "The email and password don't match an account (the same answer for either).",
    },
  },
  'POST /api/auth/logout': { tag: 'Auth', summary: 'Sign out (ends the session and clears its cookie)' },
  'POST /api/auth/change-password': {
    tag: 'Auth',
    summary: "Change the signed-in user's password",
    throttled: true,
  },
  'POST /api/auth/forgot-password': {
    tag: 'Auth',
    summary: 'Email a password reset link (the same answer whether or not the account exists)',
  },
  'POST /api/auth/reset-password': { tag: 'Auth', summary: 'Set a new password with a reset token' },
  'POST /api/auth/password-check': {
    tag: 'Auth',
    summary: 'Whether a new password would be taken, and why not (the password pages ask as the user types)',
  },

  // Account
  'GET /api/account/export': {
    tag: 'Account',
    summary: "Download all of the signed-in user's data as JSON",
  },
  'DELETE /api/account': {
    tag: 'Account',
    summary: "Delete the signed-in user's account (needs the password)",
    description: 'Refused without an Origin header naming this site, as a browser sends it.',
    throttled: true,
    errors: { 409: 'A subscription change is still in progress (code SUBSCRIPTION_IN_PROGRESS).' },
  },

  // Usage
  'GET /api/usage': { tag: 'Usage', summary: "Questions used, the plan's limit and the plan" },

  // Subscriptions
  'POST /api/subscriptions/initialize': {
    tag: 'Subscriptions',
    summary: 'Start subscribing to a plan: a client secret to collect the card',
    errors: { 409: 'The user already has an active subscription (code ALREADY_SUBSCRIBED).' },
  },
  'POST /api/subscriptions/create': {
    tag: 'Subscriptions',
    summary: 'Create the subscription with the collected payment method',
    errors: {
      402: 'The card was declined (the payment provider names why).',
      409: 'Already subscribed, or a subscription is being created (code ALREADY_SUBSCRIBED / SUBSCRIPTION_IN_PROGRESS).',
    },
  },
  'POST /api/subscriptions/check-status': {
    tag: 'Subscriptions',
    summary: 'Check a new subscription after the payment confirmation',
    errors: { 404: 'No such subscription for this user (code NOT_FOUND).' },
  },
  'POST /api/subscriptions/manage': {
    tag: 'Subscriptions',
    summary: "A link to the payment provider's customer portal",
  },
  'POST /api/subscriptions/sync': {
    tag: 'Subscriptions',
    summary: 'Bring the plan up to date from the payment provider',
  },
  'POST /api/subscriptions/cancel': {
    tag: 'Subscriptions',
    summary: 'Cancel at the end of the current billing period',
    errors: { 409: 'The subscription is already set to end with the current period.' },
  },
  'POST /api/subscriptions/resume': {
    tag: 'Subscriptions',
    summary: 'Keep a subscription that was set to end',
  },
  'GET /api/subscriptions/current': {
    tag: 'Subscriptions',
    summary: 'The current plan, its status, dates and card on file',
  },
  'POST /api/subscriptions/change-plan': {
    tag: 'Subscriptions',
    summary: 'Move to another paid plan',
    errors: { 402: 'The payment for the new plan failed.', 409: 'The plan cannot be changed now.' },
  },
  'GET /api/subscriptions/preview': {
    tag: 'Subscriptions',
    summary: 'What a change to another paid plan costs today and then each month, before it is made',
    errors: { 409: 'The plan cannot be changed now (ending, or a payment past due).' },
  },
  'GET /api/subscriptions/invoices': {
    tag: 'Subscriptions',
    summary: "The signed-in user's invoices, each with its number and PDF link",
  },
  'GET /api/subscriptions/invoices/:id/receipt.pdf': {
    tag: 'Subscriptions',
    summary: "Download a demo invoice's receipt as a PDF (its owner only)",
    success: { description: 'The receipt', contentType: 'application/pdf', binary: true },
  },
  'GET /api/subscriptions/billing-details': {
    tag: 'Subscriptions',
    summary: 'The name and address invoices are made out to',
  },
  'PUT /api/subscriptions/billing-details': {
    tag: 'Subscriptions',
    summary: 'Set the name and address invoices are made out to (the Stripe customer too)',
    errors: { 503: 'The payment service could not be reached: nothing was changed.' },
  },
  'POST /api/subscriptions/payment-method/setup': {
    tag: 'Subscriptions',
    summary: 'Start replacing the card on file: a client secret to collect it',
  },
  'POST /api/subscriptions/payment-method': {
    tag: 'Subscriptions',
    summary: 'Make a collected card the one on file',
  },
  'POST /api/billing/demo/payment-methods': {
    tag: 'Subscriptions',
    summary: 'Demo billing only: save a test card (no card is charged)',
    errors: { 402: 'The test card is declined or invalid (a card error code).' },
  },
  'POST /api/stripe/webhook': {
    tag: 'Webhooks',
    summary: 'Stripe events: keeps plans, statuses and dates in step',
    description:
      "Called by Stripe, not by browsers: the Stripe-Signature header authenticates it with the webhook's signing secret. Each event is applied once, whatever Stripe resends.",
    errors: {
      400: 'Stripe is not configured, or the signature is missing or invalid.',
      503: 'The webhook signing secret is not configured (code WEBHOOK_NOT_CONFIGURED).',
    },
    success: { description: 'The event was received (and applied, or found already applied).' },
    rawBody: {
      contentType: 'application/json',
      description: 'A Stripe event, exactly as Stripe sent it (the signature covers these bytes).',
      headers: { 'stripe-signature': "Stripe's signature of the body" },
    },
  },

  // Manuals
  'GET /api/manuals': {
    tag: 'Manuals',
    summary: "The device catalogue ('General Device Question' first)",
  },
  'POST /api/manuals': {
    tag: 'Manuals',
    summary: 'Add a device (admins)',
    errors: { 409: 'The device is already in the catalogue (code DEVICE_EXISTS).' },
  },
  'GET /api/manuals/:id/documents/:docId/file': {
    tag: 'Manuals',
    summary: "A manual's original file (PDF or text), as answers cite it",
    success: { description: 'The file.', contentType: 'application/octet-stream', binary: true },
  },
  'GET /api/documents/:documentId/pages/:page': {
    tag: 'Manuals',
    summary: 'One page of a PDF manual as a PDF of its own, as the page viewer under an answer shows it',
    description:
      'The page is the PDF page index (1-based). The manual must be ready; its page count is in the X-Page-Count header. Cached privately for an hour; If-None-Match with the ETag answers 304.',
    errors: {
      409: 'The manual is being read (code DOCUMENT_BUSY).',
      422: 'The pages of this manual cannot be copied one by one (code PAGE_UNAVAILABLE): open the whole file.',
    },
    success: { description: 'A one-page PDF.', contentType: 'application/pdf', binary: true },
  },

  // Agent
  'POST /api/query': {
    tag: 'Agent',
    summary: 'Ask the assistant about a device; spends one question',
    description:
      "With replaceFrom (a kept answer of conversationId), the new answer takes the place of that answer and every later one (regenerate, edit, retry); an answer cut short asked again with the same question spends no second query. With boatId (and boatDeviceId), the question is about the owner's boat (or that device on it): answered from the guides of every device on it and the networks between them; 404 'Boat not found' for another owner's boat.",
    throttled: true,
    errors: {
      402: 'The plan has no questions left (code QUOTA_EXCEEDED).',
      409: 'The answer to replace is no longer in the conversation (code CONVERSATION_CHANGED).',
    },
  },
  'GET /api/boats/:id/devices/:deviceId/suggested-settings': {
    tag: 'Agent',
    summary: "Settings the guides suggest for a device on the owner's boat, each citing its section",
    description:
      "One line per setting a guide section of the device states with a value or a rule the boat's figures select (water, depths, speed, kind), quoting that section; a note instead when the guides hold nothing to tailor (a device of the owner's own). 404 for another owner's boat or a device not on it.",
  },
  'POST /api/query/stream': {
    tag: 'Agent',
    summary: 'Ask the assistant, with the answer streamed as server-sent events',
    description:
      "Events: 'start' (where the answer is kept: conversationId and answerId, just before the first text), 'delta' (more text), 'replace' (the text so far, rewritten), 'done' (the whole answer, as POST /api/query returns it) and 'error'. Refusals before the first event are ordinary JSON errors. replaceFrom as for POST /api/query.",
    throttled: true,
    errors: {
      402: 'The plan has no questions left (code QUOTA_EXCEEDED).',
      409: 'The answer to replace is no longer in the conversation (code CONVERSATION_CHANGED).',
    },
    success: { description: 'The answer as server-sent events.', contentType: 'text/event-stream' },
  },

  // Conversations
  'GET /api/conversations': {
    tag: 'Conversations',
    summary: "The signed-in user's conversations, newest first, a page at a time",
    description:
      "q searches titles, questions and answers (its text as typed: % and _ match themselves); a conversation found by a question or an answer carries a snippet of where. cursor is the previous page's nextCursor.",
  },
  'GET /api/conversations/:id/export': {
    tag: 'Conversations',
    summary: 'Download a conversation as Markdown or PDF (format=markdown|pdf)',
    success: {
      description:
        'The file, as an attachment named from the title: PDF, or text/markdown with format=markdown.',
      contentType: 'application/pdf',
      binary: true,
    },
  },
  'GET /api/conversations/:id/share': {
    tag: 'Conversations',
    summary: 'Whether the conversation has a live share link (the link itself is shown only when made)',
  },
  'POST /api/conversations/:id/share': {
    tag: 'Conversations',
    summary: 'Make a share link to a read-only copy of the conversation as it is now (replaces a live one)',
  },
  'DELETE /api/conversations/:id/share': {
    tag: 'Conversations',
    summary: 'Stop sharing: the link then answers 410',
    success: { status: 204, description: 'Revoked (no body).' },
  },
  'GET /api/shared-conversation': {
    tag: 'Conversations',
    summary: 'A shared conversation, for anyone with its link (no sign-in)',
    description:
      'The read-only copy a share link opens: title, device, questions, answers and sources, nothing of its owner. Not indexed (X-Robots-Tag: noindex).',
    errors: { 410: 'The owner stopped sharing it (code SHARE_REVOKED).' },
  },
  'GET /shared': {
    tag: 'Conversations',
    summary: "The shared conversation's page (HTML), with the link's status: 200, 404 or 410",
    description:
      'The public page of a share link; it reads GET /api/shared-conversation. Not indexed (X-Robots-Tag: noindex).',
    errors: { 410: 'The owner stopped sharing it.' },
    success: { description: 'The web page.', contentType: 'text/html' },
  },
  'GET /api/conversations/:id': { tag: 'Conversations', summary: 'One conversation with its messages' },
  'PATCH /api/conversations/:id': { tag: 'Conversations', summary: 'Rename a conversation' },
  'DELETE /api/conversations/:id': {
    tag: 'Conversations',
    summary: 'Delete a conversation',
    success: { status: 204, description: 'Deleted (no body).' },
  },

  // Boats
  'GET /api/boats': {
    tag: 'Boats',
    summary: "The signed-in owner's boats, oldest first, each with its devices",
  },
  'POST /api/boats': {
    tag: 'Boats',
    summary: 'Add a boat (lengths and depths in feet, cruising speed in kn or mph)',
    errors: { 409: 'The owner already keeps 10 boats (code BOAT_LIMIT).' },
  },
  'GET /api/boats/:id': { tag: 'Boats', summary: "One of the owner's boats with its devices" },
  'PUT /api/boats/:id': { tag: 'Boats', summary: "Change a boat's details (its devices stay)" },
  'DELETE /api/boats/:id': {
    tag: 'Boats',
    summary: 'Delete a boat and its devices',
    success: { status: 204, description: 'Deleted (no body).' },
  },
  'POST /api/boats/:id/devices': {
    tag: 'Boats',
    summary: 'Put a device on the boat, from the catalogue or described by the owner; answers the boat',
    description:
      "A catalogue device's brand, model and type are copied, so it still reads if the catalogue drops it. Each device answers the networks its catalogue specifications name (supportedNetworks).",
    errors: { 409: 'The boat already holds 30 devices (code DEVICE_LIMIT).' },
  },
  'PUT /api/boats/:id/devices/:deviceId': {
    tag: 'Boats',
    summary:
      'Set the networks a device is connected to; devices sharing a network are connected. Answers the boat',
  },
  'DELETE /api/boats/:id/devices/:deviceId': {
    tag: 'Boats',
    summary: 'Take a device off the boat; answers the boat',
  },

  // Feedback
  'POST /api/feedback': { tag: 'Feedback', summary: 'Send the contact form (visitors and users)' },
  'POST /api/answers/:answerId/feedback': {
    tag: 'Feedback',
    summary: 'Rate an answer (up or down, with an optional comment)',
  },

  // Admin
  'GET /api/admin/users': { tag: 'Admin', summary: 'All users' },
  'POST /api/admin/users': {
    tag: 'Admin',
    summary: 'Add a user',
    errors: { 409: 'The email address already has an account (code EMAIL_TAKEN).' },
  },
  'PUT /api/admin/users/:id': {
    tag: 'Admin',
    summary: "Edit a user's details, role or plan",
    errors: { 409: 'The email address already has an account (code EMAIL_TAKEN).' },
  },
  'DELETE /api/admin/users/:id': { tag: 'Admin', summary: 'Delete a user' },
  'DELETE /api/admin/users': { tag: 'Admin', summary: 'Delete several users' },
  'POST /api/admin/users/:id/reset-queries': { tag: 'Admin', summary: "Reset a user's questions used" },
  'POST /api/admin/users/:id/suspend': {
    tag: 'Admin',
    summary: 'Suspend a user (an optional reason is kept for admins)',
    description:
      'The account can no longer sign in, and every request of its sessions answers 403 ACCOUNT_SUSPENDED at once, on every instance.',
    errors: { 409: 'The user is already suspended (code ALREADY_SUSPENDED).' },
  },
  'POST /api/admin/users/:id/reinstate': {
    tag: 'Admin',
    summary: 'Reinstate a suspended user (they sign in again)',
    errors: { 409: 'The user is not suspended (code NOT_SUSPENDED).' },
  },
  'POST /api/admin/users/:id/reset-link': {
    tag: 'Admin',
    summary: 'Send a user a password-reset link (single-use, one hour)',
    description:
      'The link goes by email; without SMTP_URL outside production it is written to the server log. It is never in the answer.',
    errors: { 503: 'No mail server is configured in production (code MAIL_NOT_CONFIGURED).' },
  },
  'GET /api/admin/audit': {
    tag: 'Admin',
    summary: 'The audit log of admin actions, searched, filtered and paged (newest first)',
  },
  'PUT /api/admin/manuals/:id': {
    tag: 'Admin',
    summary: 'Edit a device',
    errors: { 409: 'Another device has this brand and model (code DEVICE_EXISTS).' },
  },
  'DELETE /api/admin/manuals/:id': { tag: 'Admin', summary: 'Delete a device and its manuals' },
  'GET /api/admin/manuals/template': {
    tag: 'Admin',
    summary: 'The device import template (Excel workbook)',
    success: {
      description: 'The workbook.',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      binary: true,
    },
  },
  'POST /api/admin/manuals/import': {
    tag: 'Admin',
    summary: 'Import devices from an Excel workbook',
    upload: { file: 'file' },
    errors: { 413: 'The file is too large or too complex to read (code PAYLOAD_TOO_LARGE).' },
  },
  'GET /api/admin/manuals/document-counts': {
    tag: 'Admin',
    summary: 'How many manuals each of a page of devices has, by status (ids=1,2,3; at most 100)',
  },
  'GET /api/admin/manuals/:id/documents': {
    tag: 'Admin',
    summary: "A device's manuals and their reading status",
  },
  'POST /api/admin/manuals/:id/documents': {
    tag: 'Admin',
    summary: 'Upload a manual (PDF, text or markdown) for a device; it is read in the background',
    upload: {
      file: 'file',
      fields: { title: "The manual's title, at most 200 characters (from the file's name when left out)" },
    },
    errors: {
      409: 'The same file is already a manual of this device.',
      413: 'The file is too large or too complex to read (code PAYLOAD_TOO_LARGE).',
    },
  },
  'DELETE /api/admin/manuals/:id/documents/:docId': { tag: 'Admin', summary: 'Delete a manual' },
  'POST /api/admin/manuals/:id/documents/:docId/reindex': {
    tag: 'Admin',
    summary: 'Read a manual again',
    errors: { 409: 'The manual is being read already.' },
  },
  'GET /api/admin/stats': {
    tag: 'Admin',
    summary: 'Dashboard figures: questions, active users, response time',
  },
  'GET /api/admin/stats/charts': {
    tag: 'Admin',
    summary: 'Dashboard charts: questions by day, outcomes, top devices',
  },
  'GET /api/admin/logs': {
    tag: 'Admin',
    summary: 'The API request log, filtered and paged',
    description:
      "The Admin Console's own reads (GET requests under /api/admin answered below 400) are left out unless includeConsoleReads=true.",
  },
  'GET /api/admin/feedback': { tag: 'Admin', summary: 'Customer feedback' },
  'PUT /api/admin/feedback/:id': { tag: 'Admin', summary: "Set a feedback entry's status and priority" },
  'GET /api/admin/feedback/:id/replies': {
    tag: 'Admin',
    summary: "A feedback entry's replies, oldest first",
  },
  'POST /api/admin/feedback/:id/replies': {
    tag: 'Admin',
    summary: 'Reply to a feedback entry by email and set its status',
    description:
      "The reply is kept whatever becomes of the email: its delivery is 'sent', 'failed' (with the mail server's error; it can be sent again) or 'outbox' (no SMTP_URL: kept, not emailed). The status defaults to in-progress.",
  },
  'POST /api/admin/feedback/:id/replies/:replyId/resend': {
    tag: 'Admin',
    summary: 'Send a reply again that was not sent',
    errors: {
      409: 'The reply has been sent already, or is being sent.',
      503: 'No mail server is configured (code MAIL_NOT_CONFIGURED).',
    },
  },
  'GET /api/admin/answers': { tag: 'Admin', summary: 'Answers to review, filtered and paged' },
  'GET /api/admin/answers/unmet-devices': {
    tag: 'Admin',
    summary: 'Devices users asked about that have no manual',
  },
  'GET /api/admin/answers/gaps': {
    tag: 'Admin',
    summary: 'What owners asked that nothing covers, most asked first (last 30 days)',
  },
  'GET /api/admin/answers/:id': { tag: 'Admin', summary: 'One answer with its question, sources and rating' },
}

import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    subscription: text('subscription', { enum: ['free', 'basic', 'premium'] })
      .notNull()
      .default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionId: text('subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true, mode: 'date' }),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true, mode: 'date' }),
    queriesUsed: integer('queries_used').notNull().default(0),
    /** The free trial's count, kept while on a paid plan so a fall back to free does not renew the trial. */
    trialQueriesUsed: integer('trial_queries_used').notNull().default(0),
    /** The subscription ends when the current period does (cancelled, not yet over). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A paid plan the subscription moves to when the current period ends (a downgrade); null when none. */
    scheduledPlan: text('scheduled_plan', { enum: ['basic', 'premium'] }),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * A subscription being created for this user: claimed by one conditional update, so parallel calls
     * make exactly one subscription; the id names the attempt in the payment provider's idempotency keys.
     */
    billingAttemptId: text('billing_attempt_id'),
    billingAttemptAt: timestamp('billing_attempt_at', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** The password was printed once (the first admin's): a new one must be set before anything else. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** Set while an admin has suspended the account: no sign-in, every session refused (decision 0085). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** The admin's note on why, for admins only; kept after reinstatement until the next suspension. */
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored trimmed and lower-cased; the index on lower() keeps them unique even if one slips through.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_idx').on(t.username),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
)

export const apiLogs = pgTable(
  'api_logs',
  {
    // Unique by its sequence, and never looked up: no primary key index to keep up on every request's row
    // (decision 0021). The log is read newest first, through the timestamp index.
    id: bigserial('id', { mode: 'number' }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statusCode: integer('status_code').notNull(),
    duration: integer('duration').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // No foreign key: a deleted user's requests stay in the log and the statistics.
    userId: integer('user_id'),
    request: jsonb('request'),
  },
  (t) => [
    index('api_logs_timestamp_idx').on(t.timestamp),
    // Only the dashboard's mean answer time reads by path: an index of the answered questions alone spares
    // every other request's row an index entry (decision 0019). Its predicate is stats' ANSWERED_QUESTIONS.
    index('api_logs_answered_duration_idx')
      .on(t.duration)
      .where(sql`${t.path} in ('/api/query', '/api/query/stream') and ${t.statusCode} < 400`),
  ],
)

/**
 * What admins did (decision 0085): one row per action, written in the action's own transaction. The actor's
 * id and email are copied (no foreign key), so the row outlives the account; details never hold a password,
 * hash or token. Kept as long as the request log (API_LOG_RETENTION_DAYS).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    details: jsonb('details'),
    ip: text('ip'),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at),
    index('admin_audit_log_action_idx').on(t.action, t.at),
  ],
)

/** Throttle counters, shared by every instance (see docs/decisions/0004-throttling.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
})

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

/** Postgres full-text vector; written by the database itself (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The device catalogue ("manuals" in SPEC.md's API): one row per device model. */
export const manuals = pgTable(
  'manuals',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    model: text('model').notNull().default(''),
    deviceType: text('device_type').notNull().default(''),
    specifications: text('specifications').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manuals_brand_model_idx').on(sql`lower(${t.brand})`, sql`lower(${t.model})`)],
)

/**
 * Content loaded once from content/ (catalogue devices): a key here means "already seeded", so a device an
 * admin deleted or edited is never put back or overwritten by a restart.
 */
export const contentSeeds = pgTable('content_seeds', {
  key: text('key').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** Searchable passages: knowledge-base sections, device specifications and (later) uploaded manuals. */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['guide', 'device', 'manual'] }).notNull(),
    /** The guide a section belongs to, or the document a manual passage came from. */
    sourceId: text('source_id').notNull(),
    sourceTitle: text('source_title').notNull(),
    title: text('title').notNull(),
    headings: text('headings').notNull().default(''),
    body: text('body').notNull(),
    deviceId: integer('device_id').references(() => manuals.id, { onDelete: 'cascade' }),
    deviceTypes: text('device_types').array().notNull().default(sql`'{}'::text[]`),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    /** The PDF page index (1-based) of a manual passage, and the page number printed on it where they differ. */
    page: integer('page'),
    pageLabel: text('page_label'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    contentHash: text('content_hash').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(headings, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
      ),
  },
  (t) => [
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv),
    index('knowledge_chunks_device_idx').on(t.deviceId),
    index('knowledge_chunks_kind_idx').on(t.kind),
  ],
)

/**
 * The words of the indexed passages as written (not stemmed), with how often they occur: what a question's
 * misspelled words are corrected against, by trigram similarity (pg_trgm).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    occurrences: integer('occurrences').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
)

/**
 * The search index's version, one row: a trigger on knowledge_chunks adds one to `version` in every
 * transaction that writes passages (at its commit) and sends pg_notify('search_index_changed', version), so
 * every instance drops its caches of the index (server/features/search-index, decision 0062).
 * `lexiconVersion` is the version search_terms was last built from.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  lexiconVersion: bigint('lexicon_version', { mode: 'number' }).notNull().default(-1),
})

/** Every question asked: for usage, statistics and answer-quality review. */
/**
 * A user's conversation with the assistant about one device: its messages are the `queries` rows that point to
 * it. Deleted with its user; deleting it detaches its queries, which still count in the statistics.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The catalogue device (null for a device described in the browser, kept in customDevice). */
    deviceId: integer('device_id'),
    deviceLabel: text('device_label').notNull(),
    customDevice: jsonb('custom_device'),
    /** A conversation about the owner's boat (issue 43): the boat, and the device on it asked about (null: the
     * whole boat). Cleared when the boat or the device is deleted; the label still says what it was about. */
    boatId: integer('boat_id').references((): AnyPgColumn => boats.id, { onDelete: 'set null' }),
    boatDeviceId: integer('boat_device_id').references((): AnyPgColumn => boatDevices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
    index('conversations_boat_idx').on(t.boatId),
    index('conversations_boat_device_idx').on(t.boatDeviceId),
  ],
)

export const queries = pgTable(
  'queries',
  {
    id: serial('id').primaryKey(),
    // No foreign keys: a deleted user's or device's queries still count in the statistics.
    userId: integer('user_id'),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    deviceId: integer('device_id'),
    deviceLabel: text('device_label').notNull(),
    customDevice: jsonb('custom_device'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sources: jsonb('sources').notNull(),
    composer: text('composer').notNull(),
    model: text('model'),
    latencyMs: integer('latency_ms').notNull(),
    /**
     * answered; aborted: cut short (the reader left, the server stopped or crashed, or the answer failed part-way;
     * the answer is the text sent). A question is written as aborted before its answer begins and becomes
     * answered with the whole answer, so a crash leaves it cut short. declined: not about boats' electronics,
     * or nothing in the knowledge base answers it (no query spent).
     */
    status: text('status', { enum: ['answered', 'aborted', 'declined'] })
      .notNull()
      .default('answered'),
    /**
     * The question was counted against the asker's allowance: set in the transaction that counts it, which
     * also saves the first text sent, so every query spent is tied to an answer that reached the reader.
     */
    counted: boolean('counted').notNull().default(false),
    /** The asker's rating of the answer (a second rating replaces the first). */
    rating: text('rating', { enum: ['up', 'down'] }),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('queries_created_at_idx').on(t.createdAt),
    index('queries_user_id_idx').on(t.userId),
    index('queries_conversation_id_idx').on(t.conversationId),
  ],
)

/**
 * A conversation shared by its owner (decision 0083): a read-only snapshot taken when the link was made,
 * reached by a random token stored only as its SHA-256. Revoking keeps the row (the link then answers 410);
 * deleting the conversation or its user deletes its shares. At most one live (unrevoked) share per
 * conversation: making a new link revokes the old one.
 */
export const conversationShares = pgTable(
  'conversation_shares',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** What the link shows: title, device label and the questions and answers with their sources. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('conversation_shares_token_hash_idx').on(t.tokenHash),
    uniqueIndex('conversation_shares_live_idx').on(t.conversationId).where(sql`${t.revokedAt} is null`),
  ],
)

/**
 * What an owner asked that nothing covers (a 'not-covered' decline): the device, the subject the question
 * named and the question, for the admins' quality tab, where the most asked gaps come first. Written with
 * the declined query; kept when the query is deleted, like the statistics.
 */
export const answerGaps = pgTable(
  'answer_gaps',
  {
    id: serial('id').primaryKey(),
    queryId: integer('query_id').references(() => queries.id, { onDelete: 'set null' }),
    deviceId: integer('device_id'),
    deviceLabel: text('device_label').notNull(),
    subject: text('subject').notNull(),
    question: text('question').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('answer_gaps_subject_idx').on(t.deviceLabel, t.subject)],
)

/**
 * An owner's boats (My boat, decision 0089): lengths and depths in feet, the cruising speed in the boat's own
 * unit. Deleted with their owner; never shown to anyone else. At most MAX_BOATS_PER_OWNER each, counted with
 * the owner's row locked.
 */
export const boats = pgTable(
  'boats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['fishing', 'sail', 'power', 'kayak', 'pontoon'] }).notNull(),
    lengthFt: doublePrecision('length_ft'),
    water: text('water', { enum: ['fresh', 'salt'] }).notNull(),
    depthMinFt: doublePrecision('depth_min_ft'),
    depthMaxFt: doublePrecision('depth_max_ft'),
    cruisingSpeed: doublePrecision('cruising_speed'),
    speedUnit: text('speed_unit', { enum: ['kn', 'mph'] })
      .notNull()
      .default('kn'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('boats_user_id_idx').on(t.userId, t.createdAt)],
)

/**
 * The devices on a boat: a catalogue device (manual_id) or the owner's own (custom). Brand, model and type are
 * copied onto the row, so a device the catalogue later drops (manual_id set null) still reads as it was.
 * `networks` are the networks it is connected to; devices sharing one are connected to each other.
 */
export const boatDevices = pgTable(
  'boat_devices',
  {
    id: serial('id').primaryKey(),
    boatId: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    manualId: integer('manual_id').references(() => manuals.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    deviceType: text('device_type').notNull(),
    custom: boolean('custom').notNull().default(false),
    networks: text('networks').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('boat_devices_boat_id_idx').on(t.boatId, t.id),
    index('boat_devices_manual_id_idx').on(t.manualId),
  ],
)

export type BoatRow = typeof boats.$inferSelect
export type BoatDeviceRow = typeof boatDevices.$inferSelect

export type ManualRow = typeof manuals.$inferSelect
export type KnowledgeChunkRow = typeof knowledgeChunks.$inferSelect

/** Messages from the contact form, worked through in the Admin Console's Feedback tab. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: ['support', 'enhancement', 'bug'] }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'in-progress', 'completed', 'declined'] })
      .notNull()
      .default('pending'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical'] })
      .notNull()
      .default('medium'),
    // The sender's account when signed in; kept when the account is deleted.
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
)

export type FeedbackRow = typeof feedback.$inferSelect

/**
 * An admin's replies to a feedback item, emailed to its sender: the thread shown in the details dialog, oldest
 * first. `delivery` says what became of the email: 'sending' while an attempt runs (claimed by a conditional
 * update, so two resends never both send), 'sent', 'failed' (the SMTP error in last_error) or 'outbox'
 * (no SMTP configured: kept, not emailed). The author's name is kept as it was, should the account go.
 */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    delivery: text('delivery', { enum: ['sending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('sending'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
)

export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect

/** Uploaded manuals of a device: the original file is kept under DATA_DIR, its text in knowledge_chunks. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The uploaded file's own name, for display only; never used as a path. */
    fileName: text('file_name').notNull(),
    /** The name it is stored under: generated, never taken from the upload. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentHash: text('content_hash').notNull(),
    pages: integer('pages').notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    status: text('status', { enum: ['processing', 'ready', 'failed', 'needs_ocr'] })
      .notNull()
      .default('processing'),
    progress: integer('progress').notNull().default(0),
    /** Pages read so far by the reading under way (all of them once it has ended): the admin's 'N of M pages'. */
    pagesRead: integer('pages_read').notNull().default(0),
    /** The PDF pages (1-based) whose text was read by OCR, from their image: they had no text layer. */
    ocrPages: integer('ocr_pages').array().notNull().default(sql`'{}'::integer[]`),
    /** Readings started; a document whose reading was interrupted twice is failed, never re-read in a loop. */
    readAttempts: integer('read_attempts').notNull().default(0),
    error: text('error'),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_manual_id_idx').on(t.manualId),
    uniqueIndex('documents_manual_hash_idx').on(t.manualId, t.contentHash),
  ],
)

export type DocumentRow = typeof documents.$inferSelect

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * The original files of documents when the store is the database (decision 0068): a file is its rows in
 * `seq` order, 1 MiB each, written in one transaction. No foreign key: a file outlives its row only until the
 * orphan sweep, as in every store.
 */
export const documentFileChunks = pgTable(
  'document_file_chunks',
  {
    storedName: text('stored_name').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storedName, t.seq] })],
)

/** Stripe webhook events already handled: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * Cards entered in demo billing (no Stripe configured): only what a receipt would show, and whether the
 * demo declines it. Never a full card number.
 */
export const demoPaymentMethods = pgTable('demo_payment_methods', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  declines: boolean('declines').notNull().default(false),
  createdAt: createdAt(),
})

/**
 * Demo billing's invoices, as Stripe keeps them for a real subscription: one per payment (the first, each
 * renewal, an upgrade's proration), so the profile lists the same history in either mode.
 */
export const demoInvoices = pgTable(
  'demo_invoices',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    /** Cents, in `currency`; a proration credit can make it 0. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Stripe's invoice statuses: paid, open, void, uncollectible. */
    status: text('status').notNull().default('paid'),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * The invoice's place in this installation's numbering, given by the database as the row is written
     * (so two invoices never share a number, whatever runs in parallel): SA-<year issued>-<6 digits>.
     */
    numberSequence: bigint('number_sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Who was billed, as the billing details read when the invoice was issued (null: none given). */
    billingName: text('billing_name'),
    billingAddress: jsonb('billing_address').$type<BillingAddressColumn>(),
    /** The card charged: its brand and last four digits only, when known. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
  },
  (t) => [
    index('demo_invoices_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('demo_invoices_number_sequence_idx').on(t.numberSequence),
  ],
)

/** A billing address as kept on an invoice (contract/billing's billing details, without the name). */
export interface BillingAddressColumn {
  line1: string | null
  line2: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  country: string | null
}

/** The name and address an owner's invoices are made out to (all optional); one row per account. */
export const billingDetails = pgTable('billing_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  line1: text('line1'),
  line2: text('line2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  /** ISO 3166-1 alpha-2. */
  country: text('country'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * Receipt emails, one row per paid invoice (demo's or Stripe's id): the row is the claim to send it, so a
 * receipt goes out once however often the invoice is reported (webhook retries, several instances). A claim
 * still 'sending' after a crash may be taken again once it is old.
 */
export const receiptEmails = pgTable('receipt_emails', {
  invoiceId: text('invoice_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sending (claimed), sent. */
  status: text('status').notNull().default('sending'),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
})

/** Settings every instance shares (the generated session secret when SESSION_SECRET is unset on PostgreSQL). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * Failed sign-ins, per account ('email:...') and per address ('ip:...'): only failures count, a success
 * clears the account's count, and the delay before the next try grows with the failures.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
})

// Receipts: invoice numbers, the billing details invoices are made out to, the demo receipt PDF, and the
// receipt email sent once per paid invoice. No HTTP here.
import { and, eq, sql } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import { type BillingDetails, EMPTY_BILLING_DETAILS } from '../../../contract/billing'
import { formatCents } from '../../../contract/plans'
import type { Db } from '../../db/client'
import {
  type BillingAddressColumn,
  billingDetails,
  demoInvoices,
  receiptEmails,
  users,
} from '../../db/schema'
import type { Mailer } from '../../mail/mailer'

/** This installation's invoice numbers: SA-<year issued, UTC>-<its place in the numbering, 6 digits or more>. */
export const INVOICE_NUMBER_PREFIX = 'SA'

export function invoiceNumber(issuedAt: Date, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
}

/** Where a demo invoice's receipt is downloaded (GET, signed in as its owner). */
export const receiptPath = (invoiceId: string) =>
  `/api/subscriptions/invoices/${encodeURIComponent(invoiceId)}/receipt.pdf`

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const longDate = (date: Date) => LONG_DATE.format(date)

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}
const cardName = (brand: string | null, last4: string) =>
  `${(brand && CARD_BRANDS[brand]) ?? 'Card'} ending in ${last4}`

// ---------------------------------------------------------------------------------------------------------
// Billing details

const orNull = (value: string) => (value === '' ? null : value)

/** The account's billing details, '' for each field not given. */
export async function readBillingDetails(db: Db, userId: number): Promise<BillingDetails> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId))
  if (!row) return { ...EMPTY_BILLING_DETAILS }
  return {
    name: row.name ?? '',
    line1: row.line1 ?? '',
    line2: row.line2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    postalCode: row.postalCode ?? '',
    country: row.country ?? '',
  }
}

/** Keeps the account's billing details (one row per account; empty fields kept as none). */
export async function writeBillingDetails(db: Db, userId: number, details: BillingDetails): Promise<void> {
  const values = {
    name: orNull(details.name),
    line1: orNull(details.line1),
    line2: orNull(details.line2),
    city: orNull(details.city),
    state: orNull(details.state),
    postalCode: orNull(details.postalCode),
    country: orNull(details.country),
    updatedAt: new Date(),
  }
  await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: values })
}

/** What an invoice issued now records of whom it bills: the name and address as they read today. */
export async function billedTo(
  db: Db,
  userId: number,
): Promise<{ billingName: string | null; billingAddress: BillingAddressColumn | null }> {
  const details = await readBillingDetails(db, userId)
  const address: BillingAddressColumn = {
    line1: orNull(details.line1),
    line2: orNull(details.line2),
    city: orNull(details.city),
    state: orNull(details.state),
    postalCode: orNull(details.postalCode),
    country: orNull(details.country),
  }
  return {
    billingName: orNull(details.name),
    billingAddress: Object.values(address).some(Boolean) ? address : null,
  }
}

/** The address as the lines of a letter: street, town with its postcode, country (named in English). */
export function addressLines(address: BillingAddressColumn | null): string[] {
  if (!address) return []
  const countries = new Intl.DisplayNames(['en'], { type: 'region' })
  const town = [address.postalCode, address.city].filter(Boolean).join(' ')
  return [
    address.line1,
    address.line2,
    [town, address.state].filter(Boolean).join(', '),
    address.country ? (countries.of(address.country) ?? address.country) : null,
  ].filter((line): line is string => Boolean(line))
}

// ---------------------------------------------------------------------------------------------------------
// The receipt PDF

export interface ReceiptData {
  appName: string
  number: string
  issuedAt: Date
  paidAt: Date | null
  status: string
  description: string
  periodStart: Date | null
  periodEnd: Date | null
  amountCents: number
  currency: string
  /** An upgrade's charge for the rest of a period (the difference between the plans, prorated). */
  prorated: boolean
  billedTo: { name: string | null; email: string; address: string[] }
  card: { brand: string | null; last4: string } | null
}

/** A demo invoice's receipt data, when the invoice is `userId`'s; null otherwise (another's is not found). */
export async function demoReceiptData(
  db: Db,
  appName: string,
  userId: number,
  invoiceId: string,
): Promise<ReceiptData | null> {
  const [row] = await db
    .select({
      invoice: demoInvoices,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(demoInvoices)
    .innerJoin(users, eq(users.id, demoInvoices.userId))
    .where(and(eq(demoInvoices.id, invoiceId), eq(demoInvoices.userId, userId)))
  if (!row) return null
  const { invoice } = row
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ')
  return {
    appName,
    number: invoiceNumber(invoice.createdAt, invoice.numberSequence),
    issuedAt: invoice.createdAt,
    paidAt: invoice.status === 'paid' ? invoice.createdAt : null,
    status: invoice.status,
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    prorated: invoice.description.includes('(prorated)'),
    billedTo: {
      name: invoice.billingName ?? (fullName || null),
      email: row.email,
      address: addressLines(invoice.billingAddress),
    },
    card: invoice.cardLast4 ? { brand: invoice.cardBrand, last4: invoice.cardLast4 } : null,
  }
}

const money = (cents: number, currency: string) =>
  currency.toLowerCase() === 'usd'
    ? formatCents(cents)
    : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

/** The receipt as a one-page A4 PDF, in the standard Helvetica fonts (nothing is read from disk but those). */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = `${receipt.appName} receipt ${receipt.number}`
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: receipt.appName, Subject: receipt.description },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    const left = doc.page.margins.left
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    const muted = '#555555'

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text(receipt.appName)
    doc.moveDown(0.2)
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(muted)
      .text(receipt.status === 'paid' ? 'Receipt' : 'Invoice')
    doc.moveDown(1.2)

    const facts: Array<[string, string]> = [
      ['Receipt number', receipt.number],
      ['Date issued', longDate(receipt.issuedAt)],
      ['Date paid', receipt.paidAt ? longDate(receipt.paidAt) : 'Not paid'],
    ]
    if (receipt.card) facts.push(['Payment method', cardName(receipt.card.brand, receipt.card.last4)])
    for (const [label, value] of facts) {
      const y = doc.y
      doc.font('Helvetica').fontSize(10).fillColor(muted).text(label, left, y, { width: 140 })
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text(value, left + 150, y, { width: width - 150 })
      doc.moveDown(0.3)
    }
    doc.moveDown(1)

    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text('Billed to', left)
    doc.font('Helvetica').fontSize(10)
    for (const line of [receipt.billedTo.name, receipt.billedTo.email, ...receipt.billedTo.address]) {
      if (line) doc.text(line, left)
    }
    doc.moveDown(1.5)

    // The lines: what was bought and for which period, then tax and the total.
    const amountX = left + width - 110
    const rule = () => {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor('#bbbbbb')
        .stroke()
      doc.moveDown(0.4)
    }
    const row = (label: string, amount: string, bold = false) => {
      const y = doc.y
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor('#000000')
      doc.text(label, left, y, { width: width - 120 })
      const after = doc.y
      doc.text(amount, amountX, y, { width: 110, align: 'right' })
      doc.y = Math.max(after, doc.y)
      doc.moveDown(0.4)
    }
    row('Description', 'Amount', true)
    rule()
    row(receipt.description, money(receipt.amountCents, receipt.currency))
    if (receipt.periodStart && receipt.periodEnd) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(muted)
        .text(`Period: ${longDate(receipt.periodStart)} to ${longDate(receipt.periodEnd)}`, left)
      doc.moveDown(0.3)
    }
    if (receipt.prorated) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(muted)
        .text(
          'Proration: the difference between the two plans for the rest of the billing period, charged at the upgrade.',
          left,
          doc.y,
          { width: width - 120 },
        )
      doc.moveDown(0.3)
    }
    doc.moveDown(0.4)
    rule()
    row('Tax', money(0, receipt.currency))
    row(receipt.paidAt ? 'Total paid' : 'Total due', money(receipt.amountCents, receipt.currency), true)
    doc.moveDown(2)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(
        `Keep this receipt for your records. Questions about it: reply to this email or use the contact form of ${receipt.appName}.`,
        left,
        doc.y,
        { width },
      )
    doc.end()
  })
}

// ---------------------------------------------------------------------------------------------------------
// Receipt emails: once per paid invoice

/** A claim still 'sending' this long after it was taken is taken to have died with its instance. */
const STALE_CLAIM_SECONDS = 600

/**
 * Claims the right to email the receipt of `invoiceId`, decided by the database: one insert that succeeds
 * for the first caller only (or takes over a claim left by a crash). Webhook retries, parallel requests and
 * other instances all get false.
 */
export async function claimReceiptEmail(db: Db, invoiceId: string, userId: number): Promise<boolean> {
  const claimed = await db
    .insert(receiptEmails)
    .values({ invoiceId, userId })
    .onConflictDoUpdate({
      target: receiptEmails.invoiceId,
      set: { claimedAt: sql`now()` },
      setWhere: sql`${receiptEmails.status} = 'sending' and ${receiptEmails.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`,
    })
    .returning({ invoiceId: receiptEmails.invoiceId })
  return claimed.length > 0
}

const markSent = (db: Db, invoiceId: string) =>
  db
    .update(receiptEmails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(receiptEmails.invoiceId, invoiceId))

/** A failed send gives the claim back, so the next report of the invoice can try again. */
const releaseClaim = (db: Db, invoiceId: string) =>
  db
    .delete(receiptEmails)
    .where(and(eq(receiptEmails.invoiceId, invoiceId), eq(receiptEmails.status, 'sending')))

export interface ReceiptMailDeps {
  db: Db
  mailer: Mailer
  appName: string
  appUrl: string
  log: { error(obj: object, message: string): void; info(obj: object, message: string): void }
}

/** A Stripe invoice as its receipt email needs it. */
export interface StripeReceipt {
  id: string
  number: string | null
  customerEmail: string | null
  amountPaidCents: number
  currency: string
  paidAt: Date
  description: string
  hostedUrl: string | null
  pdfUrl: string | null
}

/**
 * Emails the receipts of demo invoices just paid, each once, with its PDF attached. Without SMTP nothing is
 * sent (the invoices are on the profile). Failures are logged, never thrown: the payment stands.
 */
export async function emailDemoReceipts(
  deps: ReceiptMailDeps,
  userId: number,
  invoiceIds: string[],
): Promise<void> {
  if (deps.mailer.mode !== 'smtp') return
  for (const invoiceId of invoiceIds) {
    try {
      const receipt = await demoReceiptData(deps.db, deps.appName, userId, invoiceId)
      if (receipt?.status !== 'paid' || receipt.amountCents <= 0) continue
      if (!(await claimReceiptEmail(deps.db, invoiceId, userId))) continue
      try {
        const pdf = await renderReceiptPdf(receipt)
        const paidWith = receipt.card ? ` with your ${cardName(receipt.card.brand, receipt.card.last4)}` : ''
        await deps.mailer.send({
          to: receipt.billedTo.email,
          subject: `Your ${deps.appName} receipt ${receipt.number}`,
          text: [
            `Thank you for your payment.`,
            '',
            `Receipt ${receipt.number}`,
            `${receipt.description}: ${money(receipt.amountCents, receipt.currency)}, paid on ${longDate(receipt.paidAt ?? receipt.issuedAt)}${paidWith}.`,
            '',
            'The receipt is attached as a PDF. Your invoices are also listed on your profile:',
            `${deps.appUrl}/profile`,
          ].join('\n'),
          attachments: [
            { filename: `receipt-${receipt.number}.pdf`, content: pdf, contentType: 'application/pdf' },
          ],
        })
        await markSent(deps.db, invoiceId)
      } catch (error) {
        await releaseClaim(deps.db, invoiceId)
        throw error
      }
    } catch (err) {
      deps.log.error({ err, invoiceId }, 'could not send the receipt email')
    }
  }
}

/**
 * Emails the receipt of a paid Stripe invoice once (Stripe may report it several times), linking Stripe's
 * invoice page and PDF. Without SMTP nothing is sent. A failure is logged and the claim given back.
 */
export async function emailStripeReceipt(
  deps: ReceiptMailDeps,
  userId: number,
  invoice: StripeReceipt,
): Promise<'sent' | 'already-sent' | 'no-mail' | 'failed'> {
  if (deps.mailer.mode !== 'smtp') return 'no-mail'
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) return 'failed'
  if (!(await claimReceiptEmail(deps.db, invoice.id, userId))) return 'already-sent'
  const number = invoice.number ?? invoice.id
  try {
    await deps.mailer.send({
      to: user.email,
      subject: `Your ${deps.appName} receipt ${number}`,
      text: [
        'Thank you for your payment.',
        '',
        `Invoice ${number}`,
        `${invoice.description}: ${money(invoice.amountPaidCents, invoice.currency)}, paid on ${longDate(invoice.paidAt)}.`,
        '',
        ...(invoice.hostedUrl ? ['View the invoice and receipt:', invoice.hostedUrl, ''] : []),
        ...(invoice.pdfUrl ? ['Download it as a PDF:', invoice.pdfUrl, ''] : []),
        'Your invoices are also listed on your profile:',
        `${deps.appUrl}/profile`,
      ].join('\n'),
    })
    await markSent(deps.db, invoice.id)
    return 'sent'
  } catch (err) {
    await releaseClaim(deps.db, invoice.id)
    deps.log.error({ err, invoiceId: invoice.id }, 'could not send the receipt email')
    return 'failed'
  }
}

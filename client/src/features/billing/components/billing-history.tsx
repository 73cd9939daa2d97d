import type { Invoice } from '@contract/billing'
import { Download, ExternalLink, ReceiptText } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatAccountDate } from '@/lib/account-date'
import { useInvoices } from '../api'
import { formatAmount, invoiceStatusDisplay } from '../invoice-format'

// One grid for the header and the rows. Each invoice is its date over what it was for, then its amount,
// status and link: on a phone the amount beside the date and the status and link beneath, in one line of
// columns from the sm breakpoint.
const rowGrid =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_6rem_6rem_auto]'

/** 'Billing history': every invoice and receipt of the account (GET /api/subscriptions/invoices). */
export function BillingHistory() {
  const invoices = useInvoices()

  let body: ReactNode
  if (invoices.isPending) {
    body = <Spinner label="Loading your billing history" className="justify-start py-2" />
  } else if (invoices.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Failed to load your billing history.
        <Button variant="outline" size="sm" onClick={() => void invoices.refetch()}>
          Try again
        </Button>
      </div>
    )
  } else if (invoices.data.invoices.length === 0) {
    body = (
      <p className="flex items-start gap-2 text-muted-foreground">
        <ReceiptText className="mt-0.5 size-4 shrink-0" aria-hidden />
        No invoices yet. Your receipts appear here after your first payment.
      </p>
    )
  } else {
    body = (
      <div className="grid gap-1">
        <div
          aria-hidden
          className={`${rowGrid} hidden border-b border-border pb-2 text-sm text-muted-foreground sm:grid`}
        >
          <span>Invoice</span>
          <span className="text-right">Amount</span>
          <span>Status</span>
          <span className="text-right">Receipt</span>
        </div>
        <ul aria-label="Invoices" className="divide-y divide-border">
          {invoices.data.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      </div>
    )
  }

  return (
    <Card role="region" aria-labelledby="billing-history-title">
      <CardHeader>
        <CardTitle id="billing-history-title">Billing history</CardTitle>
        <CardDescription>Your invoices and receipts, newest first.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}

const linkClass =
  'inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const date = formatAccountDate(invoice.date)
  const status = invoiceStatusDisplay(invoice.status)
  return (
    <li className={`${rowGrid} py-3`}>
      <div className="min-w-0">
        <p className="font-medium">{date}</p>
        <p className="break-words text-sm text-muted-foreground">{invoice.description}</p>
        {invoice.number && (
          <p className="break-all font-mono text-xs text-muted-foreground">
            <span className="sr-only">Invoice number </span>
            {invoice.number}
          </p>
        )}
      </div>
      <span className="self-start text-right font-medium tabular-nums sm:self-center">
        {formatAmount(invoice.amountCents, invoice.currency)}
      </span>
      <span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </span>
      <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        {invoice.pdfUrl && (
          <a
            href={invoice.pdfUrl}
            // Our own receipt downloads; Stripe's PDF link opens on Stripe.
            {...(invoice.pdfUrl.startsWith('/')
              ? { download: `receipt-${invoice.number ?? invoice.id}.pdf` }
              : { target: '_blank', rel: 'noopener noreferrer' })}
            aria-label={`PDF receipt ${invoice.number ?? ''} of ${date}, to download`}
            className={linkClass}
          >
            PDF
            <Download className="size-3.5" aria-hidden />
          </a>
        )}
        {invoice.url && (
          <a
            href={invoice.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View the invoice of ${date} (opens in a new tab)`}
            className={linkClass}
          >
            View
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </span>
    </li>
  )
}

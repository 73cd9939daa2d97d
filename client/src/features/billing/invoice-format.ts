import type { StatusTone } from './subscription-status'

/**
 * An amount in the currency's smallest unit (Stripe's cents), as money: 1899 usd → "$18.99". Currencies
 * without minor units (yen) are not divided; a code Intl does not know is shown with the code.
 */
export function formatAmount(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase()
  try {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
    const digits = money.resolvedOptions().maximumFractionDigits ?? 2
    return money.format(amountMinor / 10 ** digits)
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`
  }
}

const STATUS_TONES: Record<string, StatusTone | 'danger'> = {
  paid: 'success',
  open: 'warning',
  uncollectible: 'danger',
}

/** Stripe's invoice status as the customer portal words it ("uncollectible" → "Uncollectible"), toned. */
export function invoiceStatusDisplay(status: string): { label: string; tone: StatusTone | 'danger' } {
  const label = status.replace(/_/g, ' ')
  return { label: label.charAt(0).toUpperCase() + label.slice(1), tone: STATUS_TONES[status] ?? 'neutral' }
}

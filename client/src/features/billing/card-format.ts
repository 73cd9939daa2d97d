/** The demo card form's input masks: what a real card form does as you type. */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)

/** "4242424242424242" → "4242 4242 4242 4242": digits only, in groups of 4, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * "1228" → "12/28". A first digit above 1 can only be a one-digit month, so it gets its zero ("4" → "04");
 * the slash appears once the year starts, so deleting back through it never fights the user.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Three or four digits. */
export function formatCvc(value: string): string {
  return digitsOf(value, 4)
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** The provider's brand code as people write it ("visa" → "Visa"); unknown brands read "Card". */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return 'Card'
  return BRAND_NAMES[brand.toLowerCase()] ?? 'Card'
}

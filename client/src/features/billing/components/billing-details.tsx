import {
  type BillingDetails,
  type BillingDetailsInput,
  billingDetailsSchema,
  COUNTRY_CODES,
} from '@contract/billing'
import { Building2, Pencil } from 'lucide-react'
import { useMemo, useState } from 'react'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { InputField, LabelledField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Form, FormControl } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { useZodForm } from '@/lib/use-zod-form'
import { useBillingDetails, useSaveBillingDetails } from '../api'
import { ErrorNote } from './card-form'

/** Country names in the reader's language, sorted by name. */
function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' })
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
  }, [])
}

/** The address as the lines of a letter, the country named. */
export function billingAddressLines(details: BillingDetails, countryName: (code: string) => string) {
  const town = [details.postalCode, details.city].filter(Boolean).join(' ')
  return [
    details.line1,
    details.line2,
    [town, details.state].filter(Boolean).join(', '),
    details.country ? countryName(details.country) : '',
  ].filter(Boolean)
}

/**
 * 'Billing details' on the profile's subscription card: the name and address invoices and receipts are made
 * out to (all optional), edited in a dialog. With Stripe they are the Stripe customer's too.
 */
export function BillingDetailsSection() {
  const details = useBillingDetails()
  const countries = useCountries()
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code
  const data = details.data?.billingDetails
  const lines = data ? [data.name, ...billingAddressLines(data, countryName)].filter(Boolean) : []

  return (
    <section aria-labelledby="billing-details-heading" className="grid gap-3 border-t border-border pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="billing-details-heading" className="font-semibold">
          Billing details
        </h3>
        {data && <BillingDetailsDialog details={data} countries={countries} />}
      </div>
      {details.isPending ? (
        <Spinner label="Loading your billing details" className="justify-start" />
      ) : details.isError ? (
        <p className="text-sm text-destructive">Failed to load your billing details.</p>
      ) : lines.length > 0 ? (
        <address className="flex items-start gap-2 text-sm not-italic">
          <Building2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="grid min-w-0 gap-0.5 break-words">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        </address>
      ) : (
        <p className="text-sm text-muted-foreground">
          None yet. Your invoices and receipts show your account name and email; add a company name or an
          address to have them on your invoices.
        </p>
      )}
    </section>
  )
}

function BillingDetailsDialog({
  details,
  countries,
}: {
  details: BillingDetails
  countries: Array<{ code: string; name: string }>
}) {
  const [open, setOpen] = useState(false)
  const form = useZodForm<BillingDetailsInput, BillingDetails>(billingDetailsSchema, details)
  const save = useSaveBillingDetails({ onSuccess: () => setOpen(false) })

  const onOpenChange = (next: boolean) => {
    if (save.isPending) return
    if (next) {
      form.reset(details)
      save.reset()
    }
    setOpen(next)
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          Edit billing details
        </Button>
      }
      title="Billing details"
      description="The name and address your invoices and receipts are made out to. Every field is optional; an address needs its country."
    >
      <Form {...form}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => {
            if (!save.isPending) save.mutate(values)
          })}
        >
          <InputField
            control={form.control}
            name="name"
            label="Billing name"
            autoComplete="organization"
            placeholder="Your name or your company's"
          />
          <InputField
            control={form.control}
            name="line1"
            label="Address line 1"
            autoComplete="address-line1"
          />
          <InputField
            control={form.control}
            name="line2"
            label="Address line 2"
            autoComplete="address-line2"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField control={form.control} name="city" label="City" autoComplete="address-level2" />
            <InputField
              control={form.control}
              name="postalCode"
              label="Postal code"
              autoComplete="postal-code"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              control={form.control}
              name="state"
              label="State or region"
              autoComplete="address-level1"
            />
            <LabelledField control={form.control} name="country" label="Country">
              {(field) => (
                <FormControl>
                  <select
                    {...field}
                    value={field.value ?? ''}
                    autoComplete="country"
                    className="flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
                  >
                    <option value="">No country</option>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                </FormControl>
              )}
            </LabelledField>
          </div>
          {save.isError && (
            <ErrorNote>{errorMessage(save.error, 'Failed to save your billing details')}</ErrorNote>
          )}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={save.isPending}
            lockCancel
            submitLabel="Save billing details"
            pendingLabel="Saving..."
          />
        </form>
      </Form>
    </DialogFrame>
  )
}

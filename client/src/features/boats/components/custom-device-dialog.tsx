import { type Boat, type BoatDeviceInput, boatDeviceInputSchema } from '@contract/boats'
import { deviceTypes } from '@contract/devices'
import type { FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import { DialogFrame } from '@/components/dialog-frame'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { InputField } from '@/components/form-field'
import { Form } from '@/components/ui/form'
import { deviceTypeLabel } from '@/features/agent'
import { ApiError, errorMessage } from '@/lib/api'
import { useZodForm } from '@/lib/use-zod-form'
import { useAddBoatDevice } from '../api'
import { ChoiceField } from './choice-field'

/** The contract's 'custom' device: one the catalogue does not have, described by the owner. */
const customDeviceSchema = boatDeviceInputSchema.options[1]
type CustomDeviceInput = Extract<BoatDeviceInput, { source: 'custom' }>
type CustomDeviceOutput = z.output<typeof customDeviceSchema>

const EMPTY: Partial<CustomDeviceInput> = { source: 'custom', brand: '', model: '' }
const FIELDS = new Set(['brand', 'model', 'deviceType'])

type CustomDeviceDialogProps = {
  boat: Boat
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The boat with the device on it, as the server answered. */
  onAdded: (boat: Boat) => void
}

/** 'Add Custom Device' for a boat: manufacturer, model and type, kept with the boat (not only in this tab). */
export function CustomDeviceDialog({ boat, open, onOpenChange, onAdded }: CustomDeviceDialogProps) {
  const add = useAddBoatDevice(boat.id)
  const form = useZodForm<CustomDeviceInput, CustomDeviceOutput>(customDeviceSchema, EMPTY)
  const serverError = form.formState.errors.root?.server?.message

  const close = (next: boolean) => {
    if (add.isPending) return
    onOpenChange(next)
    if (!next) form.reset(EMPTY)
  }

  const onSubmit = form.handleSubmit((device) => {
    if (add.isPending) return
    add.mutate(device, {
      onSuccess: (saved) => {
        form.reset(EMPTY)
        onOpenChange(false)
        onAdded(saved)
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined
        if (field && FIELDS.has(field)) {
          form.setError(
            field as FieldPath<CustomDeviceInput>,
            { message: error.message },
            { shouldFocus: true },
          )
          return
        }
        form.setError('root.server', { message: errorMessage(error, 'Failed to add the device') })
      },
    })
  })

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title="Add Custom Device"
      description={`Not in the list? Describe the device on ${boat.name}. It is saved with the boat.`}
      className="grid-cols-[minmax(0,1fr)]"
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <InputField
            control={form.control}
            name="brand"
            label="Manufacturer"
            autoComplete="off"
            maxLength={100}
            placeholder="e.g. Garmin, Lowrance, Humminbird"
          />
          <InputField
            control={form.control}
            name="model"
            label="Model"
            autoComplete="off"
            maxLength={150}
            placeholder="e.g. STRIKER Vivid 7cv"
          />
          <ChoiceField
            control={form.control}
            name="deviceType"
            label="Type of device"
            options={deviceTypes}
            optionLabel={deviceTypeLabel}
          />
          {serverError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverError}
            </p>
          )}
          <FormDialogFooter
            className="pt-2"
            onCancel={() => close(false)}
            pending={add.isPending}
            submitLabel="Add Device"
            pendingLabel="Adding..."
          />
        </form>
      </Form>
    </DialogFrame>
  )
}

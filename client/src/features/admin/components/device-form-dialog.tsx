import { addFormDeviceTypes, type Manual, type ManualInput, manualInputSchema } from '@contract/devices'
import { useEffect } from 'react'
import { FormDialog } from '@/components/form-dialog'
import { InputField, TextareaField } from '@/components/form-field'
import { SelectField } from '@/components/select-field'
import { errorToast } from '@/lib/error-toast'
import { useZodForm } from '@/lib/use-zod-form'
import { useCreateManual, useUpdateManual } from '../api'
import { deviceTypeLabel, editDeviceTypeOptions } from '../devices'

const EMPTY_MANUAL = { brand: '', model: '', deviceType: '', specifications: '' } satisfies ManualInput

function valuesOf(manual: Manual): ManualInput {
  return {
    brand: manual.brand,
    model: manual.model,
    deviceType: (manual.deviceType || '') as ManualInput['deviceType'],
    specifications: manual.specifications,
  }
}

type DeviceFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The device to edit; without one the dialog adds a new device. */
  device?: Manual | null
}

/**
 * SPEC.md section 5 'Manual add or edit': brand required, the rest optional. The add form offers the four
 * add-form types, the edit form the eight edit-form types (plus the device's own type if it is not one).
 */
export function DeviceFormDialog({ open, onOpenChange, device }: DeviceFormDialogProps) {
  const createManual = useCreateManual()
  const updateManual = useUpdateManual()
  const isEdit = Boolean(device)
  const pending = createManual.isPending || updateManual.isPending
  const form = useZodForm(manualInputSchema, EMPTY_MANUAL)
  const typeOptions: readonly string[] = device
    ? editDeviceTypeOptions(device.deviceType)
    : addFormDeviceTypes

  useEffect(() => {
    if (open) form.reset(device ? valuesOf(device) : EMPTY_MANUAL)
  }, [open, device, form])

  const submit = form.handleSubmit(
    (manual) => {
      if (pending) return
      const close = { onSuccess: () => onOpenChange(false) }
      if (device) updateManual.mutate({ id: device.id, manual }, close)
      else createManual.mutate(manual, close)
    },
    (errors) => {
      if (errors.brand) {
        errorToast(errors.brand.message ?? 'Brand name is required', 'Validation Error')
      }
    },
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Device' : 'Add Device'}
      description={
        isEdit
          ? 'Change the device and the specifications the assistant answers from.'
          : 'Add a device to the catalogue. Only the brand is required.'
      }
      className="grid-cols-[minmax(0,1fr)] sm:max-w-xl"
      form={form}
      onSubmit={submit}
      pending={pending}
      submitLabel={isEdit ? 'Save Changes' : 'Add Device'}
      pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <InputField
          control={form.control}
          name="brand"
          label="Brand *"
          autoComplete="off"
          required
          placeholder="e.g. Garmin"
        />
        <InputField
          control={form.control}
          name="model"
          label="Model"
          autoComplete="off"
          placeholder="e.g. ECHOMAP UHD2 74sv"
        />
      </div>
      <SelectField
        control={form.control}
        name="deviceType"
        label="Device Type"
        placeholder="Select a device type"
        options={typeOptions}
        optionLabel={deviceTypeLabel}
      />
      <TextareaField
        control={form.control}
        name="specifications"
        label="Specifications"
        className="min-h-[200px]"
        placeholder="Frequencies, power, screen size, transducer, features..."
      />
    </FormDialog>
  )
}

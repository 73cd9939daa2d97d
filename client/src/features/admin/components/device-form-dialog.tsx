import { addFormDeviceTypes, type Manual, type ManualInput, manualInputSchema } from '@contract/devices'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { InputField, SelectField, TextareaField } from '@/components/form-field'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { toast } from '@/components/ui/use-toast'
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
  const form = useForm({ resolver: zodResolver(manualInputSchema), defaultValues: EMPTY_MANUAL })
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
        toast({
          variant: 'destructive',
          title: 'Validation Error',
          description: errors.brand.message ?? 'Brand name is required',
        })
      }
    },
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Device' : 'Add Device'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Change the device and the specifications the assistant answers from.'
              : 'Add a device to the catalogue. Only the brand is required.'}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="grid gap-4" onSubmit={submit}>
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
            <FormDialogFooter
              className="pt-2"
              onCancel={() => onOpenChange(false)}
              pending={pending}
              submitLabel={isEdit ? 'Save Changes' : 'Add Device'}
              pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

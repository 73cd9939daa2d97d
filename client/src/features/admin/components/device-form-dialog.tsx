import { addFormDeviceTypes, type Manual, type ManualInput, manualInputSchema } from '@contract/devices'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
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
              <FormField
                control={form.control}
                name="brand"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Brand *</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" required placeholder="e.g. Garmin" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="model"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Model</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="e.g. ECHOMAP UHD2 74sv" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="deviceType"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Device Type</FormLabel>
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur}>
                        <SelectValue placeholder="Select a device type" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {typeOptions.map((type) => (
                        <SelectItem key={type} value={type}>
                          {deviceTypeLabel(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="specifications"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Specifications</FormLabel>
                  <FormControl>
                    <Textarea
                      className="min-h-[200px]"
                      placeholder="Frequencies, power, screen size, transducer, features..."
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter className="pt-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {isEdit ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Adding...' : 'Add Device'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { CUSTOM_DEVICE_LIMITS, type CustomDeviceForm } from '../custom-devices'
import type { Device } from '../devices'

const EMPTY_FORM: CustomDeviceForm = { brand: '', model: '', specifications: '' }

/** The two required fields, alike but for their label and example. */
const nameFields = [
  { key: 'brand', label: 'Manufacturer *', placeholder: 'e.g. Garmin, Lowrance, Humminbird' },
  { key: 'model', label: 'Model *', placeholder: 'e.g. STRIKER Vivid 7cv' },
] as const

type CustomDeviceDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Adds the device (and selects it), or returns null when manufacturer or model is blank. */
  onAdd: (form: CustomDeviceForm) => Device | null
  /** Where focus goes when the dialog closes, as it has no trigger to return to. */
  onCloseAutoFocus?: (event: Event) => void
}

/** SPEC.md section 2 'Add Custom Device' modal, with section 5's check and section 8's toasts. */
export function CustomDeviceDialog({ open, onOpenChange, onAdd, onCloseAutoFocus }: CustomDeviceDialogProps) {
  const id = useId()
  const [form, setForm] = useState<CustomDeviceForm>(EMPTY_FORM)
  const update = (field: keyof CustomDeviceForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const device = onAdd(form)
    if (!device) {
      toast({
        variant: 'destructive',
        title: 'Required Fields',
        description: 'Please enter both manufacturer and model',
      })
      return
    }
    setForm(EMPTY_FORM)
    onOpenChange(false)
    toast({
      title: 'Custom Device Added',
      description: `${device.brand} ${device.model} is now selected.`,
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Add Custom Device</DialogTitle>
          <DialogDescription>
            Not in the list? Describe your device and the assistant will answer for it. It is kept in this
            browser tab only.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          {nameFields.map(({ key, label, placeholder }) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <Input
                id={`${id}-${key}`}
                required
                autoComplete="off"
                maxLength={CUSTOM_DEVICE_LIMITS[key]}
                placeholder={placeholder}
                value={form[key]}
                onChange={update(key)}
              />
            </div>
          ))}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-specifications`}>Additional Specifications (optional)</Label>
            <Textarea
              id={`${id}-specifications`}
              rows={4}
              maxLength={CUSTOM_DEVICE_LIMITS.specifications}
              aria-describedby={`${id}-specifications-hint`}
              placeholder="e.g. CHIRP 50/200 kHz, 500 W RMS, 7-inch screen"
              value={form.specifications}
              onChange={update('specifications')}
            />
            <p id={`${id}-specifications-hint`} className="text-xs text-muted-foreground">
              Add anything that helps the assistant: frequency, power, screen size, transducer and so on.
            </p>
          </div>
          <FormDialogFooter className="pt-2" onCancel={() => onOpenChange(false)} submitLabel="Add Device" />
        </form>
      </DialogContent>
    </Dialog>
  )
}

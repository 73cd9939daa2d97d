import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { Device } from '../devices'
import { DevicePicker, type DevicePickerProps } from './device-picker'

type DeviceSelectDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
} & Pick<
  DevicePickerProps,
  'devices' | 'boatGroups' | 'status' | 'onRetry' | 'selectedKey' | 'onAddCustom'
> & {
    onSelect: (device: Device) => void
  }

/** SPEC.md section 2: the 'Select Device' modal the conversation's device button opens. */
export function DeviceSelectDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  onSelect,
  onAddCustom,
  ...picker
}: DeviceSelectDialogProps) {
  const [search, setSearch] = useState('')
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Every opening starts from the whole list.
        if (!next) setSearch('')
        onOpenChange(next)
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="grid-cols-[minmax(0,1fr)] gap-3">
        <DialogHeader>
          <DialogTitle>Select Device</DialogTitle>
          <DialogDescription>Choose the marine electronics device you need help with</DialogDescription>
        </DialogHeader>
        <DevicePicker
          {...picker}
          variant="inline"
          autoFocus
          label="Search devices"
          labelClassName="sr-only"
          search={search}
          onSearchChange={setSearch}
          emptyMessage={() => 'No devices found.'}
          onSelect={(device) => {
            setSearch('')
            onSelect(device)
            onOpenChange(false)
          }}
          onAddCustom={() => {
            setSearch('')
            onOpenChange(false)
            onAddCustom()
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

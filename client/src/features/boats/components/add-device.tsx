import { type Boat, MAX_DEVICES_PER_BOAT } from '@contract/boats'
import { type Ref, useMemo, useState } from 'react'
import { DevicePicker, isGeneralDevice, useManuals } from '@/features/agent'
import { errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { useAddBoatDevice } from '../api'
import { CustomDeviceDialog } from './custom-device-dialog'

/** The device the server's answer has and the boat before it did not; the newest, should two be new. */
function addedDevice(before: Boat, after: Boat) {
  const known = new Set(before.devices.map((device) => device.id))
  return after.devices.filter((device) => !known.has(device.id)).sort((a, b) => b.id - a.id)[0]
}

type AddDeviceProps = {
  boat: Boat
  /** Called with the new device's id once the server has it. */
  onAdded: (deviceId: number) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * 'Add a device': the agent's device search over the catalogue (one tap adds the device found), ending with
 * 'Add Custom Device' for one the catalogue lacks.
 */
export function AddDevice({ boat, onAdded, inputRef }: AddDeviceProps) {
  const manuals = useManuals()
  const add = useAddBoatDevice(boat.id)
  const [search, setSearch] = useState('')
  const [customOpen, setCustomOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // 'General Device Question' is a kind of question, not a device a boat carries.
  const catalogue = useMemo(
    () => (manuals.data ?? []).filter((device) => !isGeneralDevice(device)),
    [manuals.data],
  )

  const added = (saved: Boat) => {
    const device = addedDevice(boat, saved)
    if (!device) return
    setAnnouncement(`${device.brand} ${device.model} added to ${saved.name}.`)
    onAdded(device.id)
  }

  if (boat.devices.length >= MAX_DEVICES_PER_BOAT) {
    return (
      <p className="text-sm text-muted-foreground">
        {boat.name} holds {MAX_DEVICES_PER_BOAT} devices, the most a boat can. Remove one to add another.
      </p>
    )
  }

  return (
    <div className="grid gap-2">
      <DevicePicker
        devices={catalogue}
        status={manuals.status}
        onRetry={() => void manuals.refetch()}
        search={search}
        onSearchChange={setSearch}
        onSelect={(device) => {
          setSearch('')
          setAnnouncement(`Adding ${device.brand} ${device.model}...`)
          add.mutate(
            { source: 'catalogue', manualId: device.id },
            {
              onSuccess: added,
              onError: (error) => {
                setAnnouncement('')
                errorToast(errorMessage(error, 'Failed to add the device'))
              },
            },
          )
        }}
        onAddCustom={() => setCustomOpen(true)}
        variant="dropdown"
        label="Add a device"
        labelClassName="font-semibold"
        emptyMessage={(text) => `No devices found for "${text}". Add it as a custom device.`}
        inputRef={inputRef}
      />
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {add.isPending ? announcement : <span className="sr-only">{announcement}</span>}
      </p>
      <CustomDeviceDialog
        boat={boat}
        open={customOpen}
        onOpenChange={setCustomOpen}
        onAdded={(saved) => {
          // The search that found nothing is done with; cancelled, the dialog leaves it to edit.
          setSearch('')
          added(saved)
        }}
      />
    </div>
  )
}

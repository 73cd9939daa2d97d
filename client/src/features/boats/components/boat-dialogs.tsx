import type { Boat } from '@contract/boats'
import { AlertDialogFrame, DialogFrame } from '@/components/dialog-frame'
import { AlertDialogCancel } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { useDeleteBoat } from '../api'
import { BoatForm } from './boat-form'

type BoatDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The boat to edit; without one, a new boat. */
  boat?: Boat
  onSaved?: (boat: Boat) => void
}

/** 'Edit boat', or 'Add a boat' beside those already kept. */
export function BoatDialog({ open, onOpenChange, boat, onSaved }: BoatDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={boat ? `Edit ${boat.name}` : 'Add a boat'}
      description={
        boat
          ? 'Change what the assistant knows about this boat. Its devices stay as they are.'
          : 'Another boat, with its own devices and suggested settings.'
      }
      className="grid-cols-[minmax(0,1fr)]"
    >
      <BoatForm
        boat={boat}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false)
          onSaved?.(saved)
        }}
      />
    </DialogFrame>
  )
}

/** Deleting a boat takes its devices with it: asked first, as it cannot be undone. */
export function DeleteBoatDialog({
  boat,
  open,
  onOpenChange,
}: {
  boat: Boat
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const deleteBoat = useDeleteBoat()
  const devices = boat.devices.length
  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!deleteBoat.isPending) onOpenChange(next)
      }}
      title={`Delete ${boat.name}?`}
      description={`${
        devices === 0 ? 'The boat' : `The boat and its ${devices === 1 ? 'device' : `${devices} devices`}`
      } will be deleted. This cannot be undone.`}
    >
      <AlertDialogCancel disabled={deleteBoat.isPending}>Cancel</AlertDialogCancel>
      <Button
        variant="destructive"
        disabled={deleteBoat.isPending}
        onClick={() => deleteBoat.mutate(boat, { onSuccess: () => onOpenChange(false) })}
      >
        {deleteBoat.isPending ? 'Deleting...' : 'Delete boat'}
      </Button>
    </AlertDialogFrame>
  )
}

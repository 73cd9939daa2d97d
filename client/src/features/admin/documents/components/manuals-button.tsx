import type { Manual } from '@contract/devices'
import type { DocumentCounts } from '@contract/documents'
import { FileText, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { deviceDisplayName } from '../documents'

type ManualsButtonProps = {
  device: Manual
  /** The device's counts, from the one call the table makes for its page; undefined while that loads. */
  counts: DocumentCounts | undefined
  onOpen: () => void
}

/** The Devices table's row action: the device's manuals, with how many there are (and a spinner while read). */
export function ManualsButton({ device, counts, onOpen }: ManualsButtonProps) {
  const count = counts?.total
  const processing = (counts?.byStatus.processing ?? 0) > 0
  const Icon = processing ? LoaderCircle : FileText
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 gap-1.5 px-2 tabular-nums"
      // The count shown is part of the name (WCAG 2.5.3 label in name): 'Manuals of Garmin X: 2'.
      aria-label={`Manuals of ${deviceDisplayName(device)}${count === undefined ? '' : `: ${count}`}`}
      title={
        count === undefined
          ? 'Manuals'
          : `${count} ${count === 1 ? 'manual' : 'manuals'}${processing ? ', processing' : ''}`
      }
      onClick={onOpen}
    >
      <Icon className={processing ? 'animate-spin text-primary' : undefined} aria-hidden />
      {count !== undefined && <span>{count}</span>}
    </Button>
  )
}

import type { Manual } from '@contract/devices'
import { FileText, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useDeviceDocuments } from '../api'
import { deviceDisplayName, isProcessing } from '../documents'

/** The Devices table's row action: the device's manuals, with how many there are (and a spinner while read). */
export function ManualsButton({ device, onOpen }: { device: Manual; onOpen: () => void }) {
  const documents = useDeviceDocuments(device.id)
  const count = documents.data?.length
  const processing = isProcessing(documents.data)
  const Icon = processing ? LoaderCircle : FileText
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 gap-1.5 px-2 tabular-nums"
      aria-label={`Manuals of ${deviceDisplayName(device)}`}
      title={
        count === undefined
          ? 'Manuals'
          : `${count} ${count === 1 ? 'manual' : 'manuals'}${processing ? ', processing' : ''}`
      }
      onClick={onOpen}
    >
      <Icon className={processing ? 'animate-spin text-primary' : undefined} aria-hidden />
      {count !== undefined && <span aria-hidden>{count}</span>}
    </Button>
  )
}

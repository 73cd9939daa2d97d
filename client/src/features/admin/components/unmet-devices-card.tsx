import { UNMET_DEVICES_DAYS } from '@contract/answer-review'
import type { Manual } from '@contract/devices'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useUnmetDevices } from '../api'
import { ManualsDialog } from '../documents/components/manuals-dialog'
import { deviceDisplayName } from '../documents/documents'
import { AdminCard, RefreshButton } from './admin-card'
import { QueryState } from './query-state'

/**
 * 'Devices without manuals': catalogue devices people asked about lately that have no ready manual, most
 * asked first, each with the Devices tab's manuals dialog a click away.
 */
export function UnmetDevicesCard() {
  const unmet = useUnmetDevices()
  const [managing, setManaging] = useState<Manual | null>(null)
  const list = unmet.data

  return (
    <AdminCard
      title="Devices without manuals"
      description={`Catalogue devices asked about in the last ${UNMET_DEVICES_DAYS} days that have no ready manual, most asked first.`}
      action={<RefreshButton query={unmet} />}
      dialogs={
        <ManualsDialog
          device={managing}
          onOpenChange={(open) => {
            if (open) return
            setManaging(null)
            // A manual uploaded there may take the device off this list.
            void unmet.refetch()
          }}
        />
      }
    >
      {list ? (
        list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Every device asked about in the last {UNMET_DEVICES_DAYS} days has a manual.
          </p>
        ) : (
          <ol className="grid gap-2">
            {list.map(({ device, questions }) => (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{deviceDisplayName(device)}</p>
                  <p className="text-xs text-muted-foreground">
                    {questions} {questions === 1 ? 'question' : 'questions'} in the last {UNMET_DEVICES_DAYS}{' '}
                    days
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Upload manual for ${deviceDisplayName(device)}`}
                  onClick={() => setManaging(device)}
                >
                  <Upload aria-hidden />
                  Upload manual
                  <span className="sr-only"> for {deviceDisplayName(device)}</span>
                </Button>
              </li>
            ))}
          </ol>
        )
      ) : (
        <QueryState
          isPending={unmet.isPending}
          error={unmet.error}
          onRetry={() => void unmet.refetch()}
          loadingLabel="Loading devices without manuals"
        />
      )}
    </AdminCard>
  )
}

import type { Boat } from '@contract/boats'
import { MessageSquareText, Pencil, Ship, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { boatSummary } from '../boat-details'
import { AddDevice } from './add-device'
import { BoatDeviceItem } from './boat-device-item'
import { BoatDialog, DeleteBoatDialog } from './boat-dialogs'

type BoatCardProps = {
  boat: Boat
  /** Just set up: focus goes to 'Add a device', the next step. */
  justCreated?: boolean
}

/** One boat: its details (edit, delete), its devices, and 'Add a device'. */
export function BoatCard({ boat, justCreated = false }: BoatCardProps) {
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  // The devices open on the page; a new device opens alone, so a phone's page stays short.
  const [openDevices, setOpenDevices] = useState<ReadonlySet<number>>(new Set())
  const searchRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (justCreated) searchRef.current?.focus()
  }, [justCreated])

  const setDeviceOpen = (deviceId: number, open: boolean) =>
    setOpenDevices((current) => {
      const next = new Set(current)
      if (open) next.add(deviceId)
      else next.delete(deviceId)
      return next
    })

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader className="gap-3 px-4 sm:px-6">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Ship className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={headingId} className="text-xl font-semibold break-words">
                {boat.name}
              </h2>
              <p className="text-sm text-muted-foreground">{boatSummary(boat)}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${boat.name}`}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => setDeleting(true)}
              aria-label={`Delete ${boat.name}`}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
            <Button variant="link" size="sm" asChild className="px-1">
              <Link to="/agent">
                <MessageSquareText aria-hidden />
                Ask about this boat
              </Link>
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <h3 className="text-base font-semibold">
            Devices <span className="font-normal text-muted-foreground">({boat.devices.length})</span>
          </h3>
          {boat.devices.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No devices yet. Add the sonar, chartplotter, radar or autopilot on board: search the list below,
              or add your own.
            </p>
          ) : (
            <ul className="grid gap-2">
              {boat.devices.map((device) => (
                <BoatDeviceItem
                  key={device.id}
                  boatId={boat.id}
                  device={device}
                  open={openDevices.has(device.id)}
                  onOpenChange={(open) => setDeviceOpen(device.id, open)}
                />
              ))}
            </ul>
          )}
          <AddDevice
            boat={boat}
            inputRef={searchRef}
            onAdded={(deviceId) => setOpenDevices(new Set([deviceId]))}
          />
        </CardContent>
      </section>
      <BoatDialog open={editing} onOpenChange={setEditing} boat={boat} />
      <DeleteBoatDialog boat={boat} open={deleting} onOpenChange={setDeleting} />
    </Card>
  )
}

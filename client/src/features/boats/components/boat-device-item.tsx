import { type BoatDevice, boatNetworkLabels } from '@contract/boats'
import { ChevronDown, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { DeviceIcon, deviceTypeLabel } from '@/features/agent'
import { useRemoveBoatDevice } from '../api'
import { NetworkToggles } from './network-toggles'
import { SuggestedSettingsCard } from './suggested-settings-card'

/** 'Chartplotter · NMEA 2000, Wi-Fi', or 'Chartplotter · Not connected yet': the closed row's second line. */
function deviceDetail(device: BoatDevice): string {
  const type = device.custom
    ? `${deviceTypeLabel(device.deviceType)} (custom)`
    : deviceTypeLabel(device.deviceType)
  const networks = device.networks.map((network) => boatNetworkLabels[network]).join(', ')
  return `${type} · ${networks || 'Not connected yet'}`
}

type BoatDeviceItemProps = {
  boatId: number
  device: BoatDevice
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A device on the boat: a row that opens onto its networks, its suggested settings, and its removal. */
export function BoatDeviceItem({ boatId, device, open, onOpenChange }: BoatDeviceItemProps) {
  const remove = useRemoveBoatDevice(boatId)
  const name = `${device.brand} ${device.model}`.trim()
  return (
    <li className="rounded-lg border border-border bg-card">
      <Collapsible open={open} onOpenChange={onOpenChange}>
        <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-lg p-3 text-left transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <DeviceIcon device={device} />
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words">{name}</span>
            <span className="block text-xs text-muted-foreground">{deviceDetail(device)}</span>
          </span>
          <ChevronDown
            className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </CollapsibleTrigger>
        <CollapsibleContent className="grid gap-4 border-t border-border p-3">
          <NetworkToggles boatId={boatId} device={device} />
          <SuggestedSettingsCard boatId={boatId} deviceId={device.id} open={open} />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start text-destructive hover:text-destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(device.id)}
            aria-label={remove.isPending ? undefined : `Remove ${name}`}
          >
            <Trash2 aria-hidden />
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </CollapsibleContent>
      </Collapsible>
    </li>
  )
}

import { type BoatDevice, boatNetworkLabels } from '@contract/boats'
import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { useSetDeviceNetworks } from '../api'
import { networksInOfferOrder, toggledNetworks } from '../boat-details'
import { choiceChip } from './choice-field'

/**
 * The networks a device is connected to, one tap each (saved at once). Those its specifications list come
 * first and say so: the owner checks what is cabled, the list only suggests where to look.
 */
export function NetworkToggles({ boatId, device }: { boatId: number; device: BoatDevice }) {
  const hintId = useId()
  const setNetworks = useSetDeviceNetworks(boatId, device.id)

  return (
    <fieldset aria-describedby={hintId} className="grid gap-2">
      <legend className="text-sm font-semibold">Connected to</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        Devices on the same network share data: the assistant answers with that in mind.
      </p>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        {networksInOfferOrder(device).map((network) => {
          const listed = device.supportedNetworks.includes(network)
          return (
            <label key={network} htmlFor={`${hintId}-${network}`} className={`${choiceChip} items-start`}>
              <Checkbox
                id={`${hintId}-${network}`}
                className="mt-0.5"
                checked={device.networks.includes(network)}
                onCheckedChange={(checked) =>
                  setNetworks.mutate(toggledNetworks(device.networks, network, checked === true))
                }
              />
              <span className="grid gap-0.5">
                <span>{boatNetworkLabels[network]}</span>
                {listed && (
                  <span className="text-xs font-normal text-muted-foreground">
                    Listed in its specifications
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import type { Conversation } from '@contract/conversations'
import { useCallback, useMemo, useState } from 'react'
import { useManuals } from '../api'
import {
  type CustomDeviceForm,
  createCustomDevice,
  loadCustomDevices,
  saveCustomDevices,
} from '../custom-devices'
import type { Device } from '../devices'

/**
 * The devices the picker offers: the catalogue in the server's order, then this session's custom devices
 * (SPEC.md section 3: kept in the browser only, never saved on the server).
 */
export function useDevices(userId: number) {
  const manuals = useManuals()
  const [customDevices, setCustomDevices] = useState<Device[]>(() => loadCustomDevices(userId))

  const devices = useMemo<Device[]>(
    () => [...(manuals.data ?? []), ...customDevices],
    [manuals.data, customDevices],
  )

  /** Adds a custom device, or returns null when manufacturer or model is blank. */
  const addCustomDevice = useCallback(
    (form: CustomDeviceForm): Device | null => {
      const device = createCustomDevice(form, customDevices)
      if (!device) return null
      const next = [...customDevices, device]
      setCustomDevices(next)
      saveCustomDevices(userId, next)
      return device
    },
    [customDevices, userId],
  )

  /**
   * The device a stored conversation is about: its catalogue entry (null if the catalogue no longer has it),
   * or its custom device, taken from this session's list or added to it as a new custom device is.
   */
  const deviceForConversation = useCallback(
    (stored: Conversation['device'], catalogue: readonly Device[]): Device | null => {
      if (stored.manualId !== null) return catalogue.find((device) => device.id === stored.manualId) ?? null
      const custom = stored.customDevice
      if (!custom) return null
      const specifications = custom.specifications ?? null
      const known = customDevices.find(
        (device) =>
          device.brand === custom.brand &&
          device.model === custom.model &&
          device.specifications === specifications,
      )
      if (known) return known
      // Custom devices are always sonars (SPEC.md section 3), as this one was when it was described.
      return addCustomDevice({
        brand: custom.brand,
        model: custom.model,
        specifications: specifications ?? '',
      })
    },
    [addCustomDevice, customDevices],
  )

  return {
    devices,
    deviceForConversation,
    status: manuals.status,
    refetch: manuals.refetch,
    addCustomDevice,
  }
}

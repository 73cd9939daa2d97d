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

  return {
    devices,
    status: manuals.status,
    refetch: manuals.refetch,
    addCustomDevice,
  }
}

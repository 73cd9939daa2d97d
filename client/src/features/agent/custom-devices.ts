import type { Device } from './devices'

export type CustomDeviceForm = { brand: string; model: string; specifications: string }

/** The Add Custom Device form's limits, the same as the server's for a custom device (contract/query.ts). */
export const CUSTOM_DEVICE_LIMITS = { brand: 100, model: 150, specifications: 5000 } as const

/**
 * SPEC.md section 3 'Custom device': id -(count + 1), always a sonar, specifications or null. Returns null
 * when manufacturer or model is blank after trimming (section 5), which the form reports as a toast.
 */
export function createCustomDevice(
  form: CustomDeviceForm,
  existing: readonly Device[],
  now: Date = new Date(),
): Device | null {
  const brand = form.brand.trim()
  const model = form.model.trim()
  if (!brand || !model) return null
  const specifications = form.specifications.trim()
  return {
    id: -(existing.length + 1),
    brand,
    model,
    deviceType: 'sonar',
    specifications: specifications || null,
    createdAt: now.toISOString(),
  }
}

/** Custom devices last for the browser tab's session only, and per account: a shared tab must not mix them. */
function storageKey(userId: number): string {
  return `sonar-assistant:custom-devices:${userId}`
}

function isStoredDevice(value: unknown): value is Device {
  if (!value || typeof value !== 'object') return false
  const device = value as Record<string, unknown>
  return (
    typeof device.id === 'number' &&
    device.id < 0 &&
    typeof device.brand === 'string' &&
    typeof device.model === 'string' &&
    typeof device.deviceType === 'string' &&
    (typeof device.specifications === 'string' || device.specifications === null) &&
    typeof device.createdAt === 'string'
  )
}

/** Reads what this tab stored; anything unreadable (storage off, edited by hand) counts as nothing stored. */
export function loadCustomDevices(userId: number, storage: Storage | undefined = sessionStorageOrNone()) {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(userId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isStoredDevice) : []
  } catch {
    return []
  }
}

export function saveCustomDevices(
  userId: number,
  devices: readonly Device[],
  storage: Storage | undefined = sessionStorageOrNone(),
) {
  try {
    storage?.setItem(storageKey(userId), JSON.stringify(devices))
  } catch {
    // Storage full or blocked (private mode): the devices still live in memory for this visit.
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

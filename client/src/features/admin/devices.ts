import { DEVICE_IMPORT_MAX_BYTES } from '@contract/admin'
import { type DeviceType, deviceTypes, editFormDeviceTypes, type Manual } from '@contract/devices'
import type { SortState, SortValue } from '@/lib/sorting'

/** SPEC.md section 9: the device list shows 10 per page. */
export const DEVICE_PAGE_SIZE = 10
/** SPEC.md section 9: the specifications column shows the first 50 characters. */
export const SPEC_PREVIEW_LENGTH = 50

export type DeviceSortKey = 'brand' | 'model'
export const DEFAULT_DEVICE_SORT: SortState<DeviceSortKey> = { key: 'brand', direction: 'asc' }

/** 'all', or one device type: the contract's, or one only the catalogue has. */
export type DeviceTypeFilter = string

/**
 * The type filter's choices: 'all', every device type the contract knows (GPS included, though SPEC.md's
 * list of eight leaves it out: the catalogue has GPS devices), then any other type the loaded catalogue
 * holds, so no device is ever unreachable by its type.
 */
export function deviceTypeFilterOptions(devices: readonly Manual[] | null | undefined): DeviceTypeFilter[] {
  const known = new Set<string>(deviceTypes)
  const others = new Set<string>()
  for (const device of devices ?? []) {
    if (device.deviceType && !known.has(device.deviceType)) others.add(device.deviceType)
  }
  return ['all', ...deviceTypes, ...[...others].sort()]
}

const deviceTypeLabels: Record<DeviceType, string> = {
  sonar: 'Sonar',
  chartplotter: 'Chartplotter',
  gps: 'GPS',
  fishfinder: 'Fishfinder',
  radar: 'Radar',
  depthfinder: 'Depthfinder',
  autopilot: 'Autopilot',
  navigation: 'Navigation',
  other: 'Other',
}

export function deviceTypeLabel(type: string): string {
  if (type === 'all') return 'All types'
  return deviceTypeLabels[type as DeviceType] ?? type
}

/** The first 50 characters, with '...' only when something was cut. */
export function specificationsPreview(specifications: string, length = SPEC_PREVIEW_LENGTH): string {
  return specifications.length > length ? `${specifications.slice(0, length)}...` : specifications
}

/** Search matches brand or model (case-insensitive); the type filter matches the device type exactly. */
export function filterDevices(devices: readonly Manual[], search: string, type: DeviceTypeFilter): Manual[] {
  const needle = search.trim().toLowerCase()
  return devices.filter((device) => {
    if (type !== 'all' && device.deviceType !== type) return false
    if (!needle) return true
    return `${device.brand} ${device.model}`.toLowerCase().includes(needle)
  })
}

export function deviceSortValue(device: Manual, key: DeviceSortKey): SortValue {
  return device[key]
}

/**
 * The edit dialog's type list. A device imported as 'gps' (an add-form type the edit list lacks) keeps its
 * type as an extra choice, so saving an unrelated change does not silently blank it.
 */
export function editDeviceTypeOptions(current: string): string[] {
  const options: string[] = [...editFormDeviceTypes]
  if (current && !options.includes(current)) options.push(current)
  return options
}

export type ImportFileProblem = { title: string; description: string }

/** SPEC.md section 5 'Device import': a file is required, .xlsx or .xls, and (per the server) 10 MB at most. */
export function importFileProblem(
  file: { name: string; size: number } | null | undefined,
): ImportFileProblem | null {
  if (!file) {
    return {
      title: 'No file selected',
      description: 'Please choose an Excel file (.xlsx or .xls) to import.',
    }
  }
  if (!/\.(xlsx|xls)$/i.test(file.name)) {
    return { title: 'Invalid file type', description: 'Please upload an Excel file (.xlsx or .xls).' }
  }
  if (file.size > DEVICE_IMPORT_MAX_BYTES) {
    return { title: 'File too large', description: 'The file must be 10 MB or smaller.' }
  }
  return null
}

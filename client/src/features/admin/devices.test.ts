import { deviceTypes, type Manual } from '@contract/devices'
import { describe, expect, it } from 'vitest'
import {
  deviceTypeFilterOptions,
  deviceTypeLabel,
  editDeviceTypeOptions,
  filterDevices,
  importFileProblem,
  specificationsPreview,
} from './devices'

function manual(id: number, brand: string, model: string, deviceType: string): Manual {
  return { id, brand, model, deviceType, specifications: '', createdAt: '2025-04-01T00:00:00.000Z' }
}

const devices = [
  manual(1, 'General Device Question', '', 'other'),
  manual(2, 'Garmin', 'ECHOMAP UHD2 74sv', 'chartplotter'),
  manual(3, 'Lowrance', 'HDS Live 9', 'fishfinder'),
  manual(4, 'Humminbird', 'HELIX 7', 'sonar'),
]

describe('specificationsPreview', () => {
  it('keeps text of 50 characters or fewer as it is', () => {
    expect(specificationsPreview('CHIRP 50/200 kHz')).toBe('CHIRP 50/200 kHz')
    expect(specificationsPreview('x'.repeat(50))).toBe('x'.repeat(50))
    expect(specificationsPreview('')).toBe('')
  })

  it("cuts longer text to its first 50 characters plus '...'", () => {
    const long = `${'a'.repeat(50)}bcdef`
    expect(specificationsPreview(long)).toBe(`${'a'.repeat(50)}...`)
  })
})

describe('filterDevices', () => {
  it('searches brand and model, ignoring case', () => {
    expect(filterDevices(devices, 'garmin', 'all').map((d) => d.id)).toEqual([2])
    expect(filterDevices(devices, 'hds live', 'all').map((d) => d.id)).toEqual([3])
    expect(filterDevices(devices, 'lowrance hds', 'all').map((d) => d.id)).toEqual([3])
  })

  it('filters by device type', () => {
    expect(filterDevices(devices, '', 'sonar').map((d) => d.id)).toEqual([4])
    expect(filterDevices(devices, '', 'all')).toHaveLength(4)
    expect(filterDevices(devices, 'garmin', 'sonar')).toEqual([])
  })
})

describe('device type lists', () => {
  it('offers all, then every device type the contract knows, GPS included, as filters', () => {
    const options = deviceTypeFilterOptions(devices)
    expect(options).toEqual(['all', ...deviceTypes])
    expect(options).toContain('gps')
    expect(deviceTypeLabel('gps')).toBe('GPS')
  })

  it('adds any other type the catalogue holds, so every device can be found by its type', () => {
    const odd = [...devices, manual(5, 'Vesper', 'Cortex', 'ais'), manual(6, 'Vesper', 'XB-8000', '')]
    expect(deviceTypeFilterOptions(odd)).toEqual(['all', ...deviceTypes, 'ais'])
    expect(filterDevices(odd, '', 'ais').map((d) => d.id)).toEqual([5])
    expect(deviceTypeFilterOptions(null)).toEqual(['all', ...deviceTypes])
  })

  it("keeps a device's type in the edit list even when the list lacks it", () => {
    expect(editDeviceTypeOptions('sonar')).toHaveLength(8)
    expect(editDeviceTypeOptions('gps')).toEqual([...editDeviceTypeOptions('sonar'), 'gps'])
    expect(editDeviceTypeOptions('')).toHaveLength(8)
  })
})

describe('importFileProblem', () => {
  it('requires a file', () => {
    expect(importFileProblem(null)?.title).toBe('No file selected')
  })

  it('accepts .xlsx and .xls in any case', () => {
    expect(importFileProblem({ name: 'devices.xlsx', size: 1000 })).toBeNull()
    expect(importFileProblem({ name: 'OLD.XLS', size: 1000 })).toBeNull()
  })

  it('refuses other extensions', () => {
    expect(importFileProblem({ name: 'devices.csv', size: 10 })?.title).toBe('Invalid file type')
    expect(importFileProblem({ name: 'devices.xlsx.exe', size: 10 })?.title).toBe('Invalid file type')
    expect(importFileProblem({ name: 'xlsx', size: 10 })?.title).toBe('Invalid file type')
  })

  it('refuses files over 10 MB', () => {
    expect(importFileProblem({ name: 'big.xlsx', size: 10 * 1024 * 1024 })).toBeNull()
    expect(importFileProblem({ name: 'big.xlsx', size: 10 * 1024 * 1024 + 1 })?.title).toBe('File too large')
  })
})

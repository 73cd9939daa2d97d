import { describe, expect, it } from 'vitest'
import { createCustomDevice, loadCustomDevices, saveCustomDevices } from './custom-devices'

const now = new Date('2025-04-01T12:00:00.000Z')

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('createCustomDevice', () => {
  it('numbers custom devices -1, -2, ... and always makes them sonars', () => {
    const first = createCustomDevice({ brand: ' Deeper ', model: ' PRO+ 2 ', specifications: '' }, [], now)
    expect(first).toEqual({
      id: -1,
      brand: 'Deeper',
      model: 'PRO+ 2',
      deviceType: 'sonar',
      specifications: null,
      createdAt: '2025-04-01T12:00:00.000Z',
    })
    const second = createCustomDevice(
      { brand: 'Garmin', model: 'Striker 4', specifications: ' 77/200 kHz ' },
      first ? [first] : [],
      now,
    )
    expect(second).toMatchObject({ id: -2, specifications: '77/200 kHz' })
  })

  it('refuses a blank manufacturer or model', () => {
    expect(createCustomDevice({ brand: '  ', model: 'X', specifications: '' }, [], now)).toBeNull()
    expect(createCustomDevice({ brand: 'Garmin', model: '\n', specifications: 'a' }, [], now)).toBeNull()
  })
})

describe('custom device storage', () => {
  it('keeps each account apart and reads back what it saved', () => {
    const storage = new MemoryStorage()
    const device = createCustomDevice({ brand: 'Deeper', model: 'CHIRP+ 2', specifications: '' }, [], now)
    if (!device) throw new Error('expected a device')
    saveCustomDevices(7, [device], storage)
    expect(loadCustomDevices(7, storage)).toEqual([device])
    expect(loadCustomDevices(8, storage)).toEqual([])
  })

  it('ignores anything unreadable', () => {
    const storage = new MemoryStorage()
    storage.setItem('sonar-assistant:custom-devices:7', '{not json')
    expect(loadCustomDevices(7, storage)).toEqual([])
    storage.setItem('sonar-assistant:custom-devices:7', JSON.stringify([{ id: 3, brand: 'x' }]))
    expect(loadCustomDevices(7, storage)).toEqual([])
    expect(loadCustomDevices(7, undefined)).toEqual([])
  })
})

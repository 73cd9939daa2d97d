import { describe, expect, it } from 'vitest'
import { searchDevices, searchWords } from './device-search'
import type { Device } from './devices'

function device(id: number, brand: string, model: string, deviceType: string): Device {
  return { id, brand, model, deviceType, specifications: '', createdAt: '2025-04-01T00:00:00.000Z' }
}

const general = device(1, 'General Device Question', 'General Question', 'other')
const echomap = device(2, 'Garmin', 'ECHOMAP UHD2 93sv', 'chartplotter')
const striker = device(3, 'Garmin', 'STRIKER Vivid 7cv', 'fishfinder')
const hds = device(4, 'Lowrance', 'HDS-9 Live', 'chartplotter')
const helix = device(5, 'Humminbird', 'HELIX 7 CHIRP MEGA SI', 'fishfinder')
const radar = device(6, 'Raymarine', 'Quantum 2 Q24D', 'radar')
const catalogue = [general, echomap, striker, hds, helix, radar]

const ids = (devices: Device[]) => devices.map((d) => d.id)

describe('searchWords', () => {
  it('lower-cases, reads hyphens as spaces and splits on any whitespace', () => {
    expect(searchWords('  HDS-9\tLive  ')).toEqual(['hds', '9', 'live'])
    expect(searchWords('   ')).toEqual([])
  })
})

describe('searchDevices', () => {
  it('shows every device in server order for an empty search', () => {
    expect(ids(searchDevices(catalogue, ''))).toEqual([1, 2, 3, 4, 5, 6])
    expect(ids(searchDevices(catalogue, '  '))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('matches a word anywhere in brand, model or type, ignoring case', () => {
    expect(ids(searchDevices(catalogue, 'garmin'))).toEqual([2, 3])
    expect(ids(searchDevices(catalogue, 'ECHO'))).toEqual([2])
    expect(ids(searchDevices(catalogue, 'radar'))).toEqual([6])
    expect(ids(searchDevices(catalogue, 'fishfinder'))).toEqual([3, 5])
  })

  it('reads hyphens as spaces on both sides', () => {
    // '9' alone also appears in '93sv', so the ECHOMAP matches too, behind the HDS-9 that has both words.
    expect(ids(searchDevices(catalogue, 'hds-9'))).toEqual([4, 2])
    expect(ids(searchDevices(catalogue, 'HDS 9'))).toEqual([4, 2])
    expect(ids(searchDevices([device(7, 'Lowrance', 'Elite FS 9', 'fish-finder')], 'fish finder'))).toEqual([
      7,
    ])
  })

  it('matches a device when ANY word appears, devices with more matching words first', () => {
    expect(ids(searchDevices(catalogue, 'lowrance raymarine'))).toEqual([4, 6])
    expect(ids(searchDevices(catalogue, 'garmin striker'))).toEqual([3, 2])
  })

  it('finds nothing for words no device has', () => {
    expect(searchDevices(catalogue, 'simrad')).toEqual([])
  })

  it.each(['general', 'question', 'help', 'common', 'any', 'all'])(
    "floats 'General Device Question' to the top for '%s'",
    (word) => {
      expect(searchDevices(catalogue, `${word} garmin`)[0]).toBe(general)
    },
  )

  it('floats the general entry even when it would otherwise match less well, without repeating it', () => {
    const result = searchDevices(catalogue, 'help garmin striker')
    expect(ids(result)).toEqual([1, 3, 2])
  })

  it('copes with a list that has no general entry', () => {
    expect(ids(searchDevices([echomap, hds], 'help'))).toEqual([])
  })

  it('does not change the list it is given', () => {
    const list = [...catalogue]
    searchDevices(list, 'garmin striker')
    expect(list).toEqual(catalogue)
  })
})

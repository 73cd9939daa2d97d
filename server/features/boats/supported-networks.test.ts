// The networks a catalogue device is offered first, read from its specifications as content/catalogue writes them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { supportedNetworks } from './supported-networks'

const catalogue: { brand: string; model: string; specifications: string }[] = JSON.parse(
  readFileSync(new URL('../../../content/catalogue/devices.json', import.meta.url), 'utf8'),
)
const specificationsOf = (model: string) => {
  const device = catalogue.find((d) => d.model === model)
  if (!device) throw new Error(`${model} is not in content/catalogue`)
  return device.specifications
}

describe('supportedNetworks', () => {
  it('reads the networks a networking line names, in the contract order', () => {
    expect(supportedNetworks('Networking: Wi-Fi, Ethernet, NMEA 0183 and NMEA 2000.')).toEqual([
      'nmea2000',
      'nmea0183',
      'ethernet',
      'wifi',
    ])
    expect(supportedNetworks('Networking: N2K backbone.')).toEqual(['nmea2000'])
    expect(supportedNetworks('Connectivity: WiFi to the app.')).toEqual(['wifi'])
    expect(supportedNetworks('Interfaces: wireless link for updates.')).toEqual(['wifi'])
    expect(supportedNetworks('Interfaces: nmea2000 and nmea 0183.')).toEqual(['nmea2000', 'nmea0183'])
  })

  it("knows the makers' names for NMEA 2000 and their Ethernet", () => {
    expect(supportedNetworks('Networking: SeaTalkng.')).toEqual(['nmea2000'])
    expect(supportedNetworks('Networking: SimNet.')).toEqual(['nmea2000'])
    expect(supportedNetworks('Networking: RayNet.')).toEqual(['ethernet'])
    expect(supportedNetworks('Networking: NavNet.')).toEqual(['ethernet'])
    expect(supportedNetworks('Connectivity: over the Garmin Marine Network.')).toEqual(['ethernet'])
  })

  it('names nothing it does not find: Bluetooth, USB, an app called Wi-Fish, no text at all', () => {
    expect(supportedNetworks('Networking: Bluetooth and USB.')).toEqual([])
    expect(supportedNetworks('Connectivity: the Wi-Fish app (now retired).')).toEqual([])
    expect(supportedNetworks('')).toEqual([])
    expect(supportedNetworks('Type: 4-inch fishfinder.\nSonar: CHIRP.')).toEqual([])
  })

  it('reads only the lines that say how the device connects, where it has them', () => {
    // A radar's heading source is on NMEA 2000, but the radar itself connects over Ethernet.
    const radar =
      'Connectivity: Ethernet to compatible displays.\nHeading: a heading source on NMEA 2000 is required.'
    expect(supportedNetworks(radar)).toEqual(['ethernet'])
    // Without such a line, the whole text says it.
    expect(supportedNetworks('Type: smart depth transducer with NMEA 2000 output.')).toEqual(['nmea2000'])
  })

  it('reads the catalogue as it is written', () => {
    expect(supportedNetworks(specificationsOf('ECHOMAP UHD2 93sv'))).toEqual(['nmea2000', 'ethernet', 'wifi'])
    expect(supportedNetworks(specificationsOf('GPSMAP 8610'))).toEqual([
      'nmea2000',
      'nmea0183',
      'ethernet',
      'wifi',
    ])
    expect(supportedNetworks(specificationsOf('Axiom 2 Pro 12 RVM'))).toEqual([
      'nmea2000',
      'nmea0183',
      'ethernet',
      'wifi',
    ])
    expect(supportedNetworks(specificationsOf('HELIX 10 CHIRP MEGA SI+ GPS G4N'))).toEqual([
      'nmea0183',
      'ethernet',
    ])
    expect(supportedNetworks(specificationsOf('GMR Fantom 24x'))).toEqual(['ethernet'])
    expect(supportedNetworks(specificationsOf('Intelliducer NMEA 2000 Thru-Hull'))).toEqual(['nmea2000'])
    expect(supportedNetworks(specificationsOf('Dragonfly 7 Pro'))).toEqual(['wifi'])
    expect(supportedNetworks(specificationsOf('FCV-588'))).toEqual(['nmea0183'])
    expect(supportedNetworks(specificationsOf('Smart Sonar CHIRP+ 2'))).toEqual(['wifi'])
    expect(supportedNetworks(specificationsOf('STRIKER 4'))).toEqual([])
  })
})

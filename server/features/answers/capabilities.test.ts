import { describe, expect, it } from 'vitest'
import { readCatalogue } from '../knowledge/content'
import {
  deviceForms,
  lackingCapabilities,
  lackingFeaturesIn,
  listedFrequencyNames,
  namesOtherMaker,
  namesOtherMakersProduct,
  namesOwnForm,
  namesOwnMaker,
  onlyOfLackingFeatures,
  unlistedFeatureAsked,
  unlistedFrequencies,
} from './capabilities'
import type { DeviceContext } from './retrieval'

const device = (brand: string, specifications: string): DeviceContext => ({
  id: 1,
  brand,
  model: 'Test',
  deviceType: 'fishfinder',
  specifications,
  custom: false,
  general: false,
})

const striker4 = device(
  'Garmin',
  'Type: compact 3.5-inch fishfinder with built-in GPS.\nSonar: CHIRP traditional sonar; dual-beam transducer.\nGPS: built-in GPS for waypoints, tracks and boat speed (waypoint map, no charts).',
)
const echomap = device(
  'Garmin',
  'Sonar: built-in CHIRP traditional sonar plus ClearVü and SideVü scanning sonar.\nCharts: microSD card slot.\nNetworking: NMEA 2000; built-in Wi-Fi for the ActiveCaptain app.',
)

describe('device capabilities from the specifications', () => {
  it('finds what a device lacks where its specifications speak of that area', () => {
    const lacking = lackingCapabilities(striker4)
    expect(lacking.has('side-imaging')).toBe(true)
    expect(lacking.has('down-imaging')).toBe(true)
    expect(lacking.has('live-sonar')).toBe(true)
    // 'no charts' is read as absent.
    expect(lacking.has('charts')).toBe(true)
    // No networking line: Wi-Fi and NMEA 2000 are not judged.
    expect(lacking.has('wifi')).toBe(false)
    // A sonar's 'chart speed' is its scroll speed: a sentence about it is no chart step for a unit without charts.
    expect(
      lackingFeaturesIn(
        '**Scroll speed** (chart speed) is how fast the picture moves across the screen.',
        lacking,
      ),
    ).toEqual([])
    expect(lackingFeaturesIn('Insert the chart card in the slot.', lacking)).toContain('charts')
  })

  it('judges radar support on displays by their connections, and AIS sending on radios', () => {
    const display = device(
      'Garmin',
      'Type: chartplotter/fishfinder combo with 7-inch touchscreen.\nCharts: microSD card slot.\nNetworking: NMEA 2000; built-in Wi-Fi.',
    )
    expect(lackingCapabilities(display).has('radar')).toBe(true)
    expect(
      lackingFeaturesIn('how do i hook a quantum radar up to it', lackingCapabilities(display)),
    ).toContain('radar')
    const networked = device(
      'Lowrance',
      'Type: 10-inch chartplotter/fishfinder.\nNetworking: NMEA 2000, Ethernet for radar and sonar modules.',
    )
    expect(lackingCapabilities(networked).has('radar')).toBe(false)
    const receiver = device(
      'Garmin',
      "Type: fixed-mount marine VHF radio with built-in AIS receiver.\nOutput: 25 W / 1 W transmit.\nNote: AIS receive only; it does not transmit your boat's AIS position.",
    )
    expect(lackingCapabilities(receiver).has('ais-transmit')).toBe(true)
    expect(lackingFeaturesIn('other boats cant see me on ais', lackingCapabilities(receiver))).toEqual([
      'ais-transmit',
    ])
    const transponder = device('Icom', 'Type: Class B AIS transponder with built-in display.')
    expect(lackingCapabilities(transponder).has('ais-transmit')).toBe(false)
    // Only a transmitter can be silenced: a receiver's answer does not tell the owner to turn silent mode off.
    expect(
      lackingFeaturesIn('Silent mode is on: transmission is switched off.', lackingCapabilities(receiver)),
    ).toEqual(['ais-transmit'])
    const silenced = device(
      'Raymarine',
      'Type: AIS receiver/transmitter.\nKey features: silent (receive-only) mode.',
    )
    expect(lackingCapabilities(silenced).has('ais-transmit')).toBe(false)
  })

  it("reads an autopilot's modes line as all its modes", () => {
    const navpilot = device(
      'Furuno',
      'Type: autopilot.\nModes: STBY, AUTO (heading hold), NAV (follows a chartplotter route), TURN patterns.',
    )
    const lacking = lackingCapabilities(navpilot)
    expect(lackingFeaturesIn('does the navpilot have no drift mode like the simrad pilots', lacking)).toEqual(
      ['no-drift'],
    )
    expect(lackingFeaturesIn('Using wind vane mode', lacking)).toEqual(['wind-steering'])
    const ap44 = device(
      'Simrad',
      'Type: autopilot controller.\nModes: Standby, Auto (heading hold), NoDrift, Nav, Wind (wind vane steering on sailboats).',
    )
    expect(lackingCapabilities(ap44).has('no-drift')).toBe(false)
    expect(lackingCapabilities(ap44).has('wind-steering')).toBe(false)
    // A pilot whose specifications list no modes is not judged.
    expect(lackingCapabilities(device('Simrad', 'Type: autopilot computer.')).has('no-drift')).toBe(false)
  })

  it('reads Raymarine SideVision as side imaging, and a device without charts as taking no chart card', () => {
    const dragonfly = device(
      'Raymarine',
      'Type: 7-inch fishfinder/GPS chartplotter.\nSonar: CHIRP DownVision.',
    )
    expect(lackingFeaturesIn('sidevision where is it', lackingCapabilities(dragonfly))).toEqual([
      'side-imaging',
    ])
    const navigator = device('Furuno', 'Type: GPS/WAAS navigator.\nGNSS: GPS with WAAS correction.')
    expect(lackingCapabilities(navigator).has('chart-card')).toBe(true)
    const cards = device('Simrad', 'Charts: C-MAP and Navionics cards.')
    expect(lackingCapabilities(cards).has('chart-card')).toBe(false)
  })

  it('lacks nothing it names', () => {
    const lacking = lackingCapabilities(echomap)
    for (const c of ['side-imaging', 'down-imaging', 'wifi', 'chart-card', 'nmea2000'] as const)
      expect(lacking.has(c)).toBe(false)
  })

  it('judges nothing for custom devices and the general pseudo-device', () => {
    expect(lackingCapabilities({ ...striker4, custom: true }).size).toBe(0)
    expect(lackingCapabilities({ ...striker4, general: true }).size).toBe(0)
  })

  it("tells a guide written only about lacking features from one that also covers the device's own", () => {
    expect(onlyOfLackingFeatures('Down imaging and side imaging', lackingCapabilities(striker4))).toBe(true)
    const vivid = device('Garmin', 'Sonar: CHIRP traditional sonar plus ClearVü scanning sonar.')
    expect(onlyOfLackingFeatures('Down imaging and side imaging', lackingCapabilities(vivid))).toBe(false)
    expect(onlyOfLackingFeatures('Reading your sonar screen', lackingCapabilities(striker4))).toBe(false)
  })

  it('finds lacking features in a text, by any of their names', () => {
    const lacking = lackingCapabilities(striker4)
    expect(lackingFeaturesIn('Use SideVü to find brush piles', lacking)).toEqual(['side-imaging'])
    expect(lackingFeaturesIn('Lower the gain near the surface', lacking)).toEqual([])
  })

  it("tells another maker's products from the device's own", () => {
    expect(namesOtherMaker('Open the ActiveCaptain app', echomap)).toBe(false)
    expect(namesOtherMaker('Open the Raymarine app', echomap)).toBe(true)
    expect(namesOtherMaker('Turn on StructureScan', device('Lowrance', ''))).toBe(false)
    expect(namesOtherMaker('Turn on StructureScan', echomap)).toBe(true)
  })

  it("tells whether a text names the device's own maker, by name or trademark", () => {
    expect(namesOwnMaker('Simrad HALO, Furuno and Garmin radars offer bird modes', echomap)).toBe(true)
    expect(namesOwnMaker('Open the ActiveCaptain app', echomap)).toBe(true)
    expect(namesOwnMaker('Open the Raymarine app', echomap)).toBe(false)
    expect(namesOwnMaker('Lowrance, Simrad and B&G have Restore defaults', device('Simrad', ''))).toBe(true)
  })

  it("tells another maker's product from the maker's name alone", () => {
    const halo = device('Simrad', 'HALO20+')
    expect(namesOtherMakersProduct('Simrad HALO, Furuno and Garmin radars offer bird modes', halo)).toBe(
      false,
    )
    expect(namesOtherMakersProduct('Phone apps (ActiveCaptain, the Simrad app) can sync', halo)).toBe(true)
  })

  it('gives the same reading of the same text every time (its patterns are shared between calls)', () => {
    for (let i = 0; i < 3; i++) {
      expect(namesOtherMaker('Open the Raymarine app', echomap)).toBe(true)
      expect(namesOtherMaker('Use the Raymarine app', echomap)).toBe(true)
    }
  })

  it('knows the sonar frequencies a device works at, as single values, lists and CHIRP ranges', () => {
    const deeper = device('Deeper', 'Frequencies and beams: 90 kHz (55 degrees) and 290 kHz (15 degrees).')
    expect(listedFrequencyNames(deeper)).toEqual(['90 kHz', '290 kHz'])
    expect(unlistedFrequencies(deeper)('Narrow beam (675 kHz, 7 degrees)')).toEqual([675])
    expect(unlistedFrequencies(deeper)('switch to 290 kHz for detail')).toEqual([])
    const chirp = device('Lowrance', 'Sonar: CHIRP 150-240 kHz; DownScan 455/800 kHz.')
    expect(unlistedFrequencies(chirp)('use 200 kHz or 800 kHz')).toEqual([])
    expect(unlistedFrequencies(chirp)('50 kHz reaches deepest')).toEqual([50])
    // Nothing is known of a device whose specifications name no frequency.
    expect(unlistedFrequencies(device('Garmin', 'Type: radar.'))('675 kHz')).toEqual([])
  })
})

describe('a named feature the specifications do not list', () => {
  const fcv628 = device(
    'Furuno',
    'Type: fishfinder.\nKey features: ACCU-FISH, Bottom Discrimination display.',
  )
  it('is found when the owner asks whether the device has it, as the section writes it', () => {
    expect(
      unlistedFeatureAsked('does my fcv 628 have rezboost', ['rezboost'], fcv628, 'Using RezBoost'),
    ).toBe('RezBoost')
    expect(unlistedFeatureAsked('is there rez boost on it', ['rezboost'], fcv628, 'Using RezBoost')).toBe(
      'RezBoost',
    )
  })
  it('is not found when the specifications name it, however written, or the question asks how to use it', () => {
    expect(unlistedFeatureAsked('does it have accu fish', ['accufish'], fcv628, 'Using ACCU-FISH')).toBeNull()
    expect(
      unlistedFeatureAsked('how do i turn on rezboost', ['rezboost'], fcv628, 'Using RezBoost'),
    ).toBeNull()
    expect(
      unlistedFeatureAsked('does it have rezboost', ['rezboost'], fcv628, 'Operating FCV fishfinders'),
    ).toBeNull()
  })
  it('names the feature without the punctuation around it in the title', () => {
    expect(
      unlistedFeatureAsked('does it have rezboost', ['rezboost'], fcv628, 'Sharper pictures (RezBoost)'),
    ).toBe('RezBoost')
    expect(
      unlistedFeatureAsked('does it have rezboost', ['rezboost'], fcv628, '"RezBoost": on or off?'),
    ).toBe('RezBoost')
  })
  it('reads the longest question the contract takes, and a name written in regular-expression characters', () => {
    const long = `does my fcv 628 have ${'the thing where the picture is sharper and '.repeat(44)}rezboost`
    expect(long.length).toBeGreaterThan(1900)
    expect(unlistedFeatureAsked(long, ['rezboost'], fcv628, 'Using RezBoost')).toBe('RezBoost')
    expect(unlistedFeatureAsked('does it have (.*)+', ['(.*)+'], fcv628, 'Using (.*)+ mode')).toBeNull()
  })
  it('is never judged on a device without specifications', () => {
    const custom = { ...fcv628, custom: true }
    expect(unlistedFeatureAsked('does it have rezboost', ['rezboost'], custom, 'Using RezBoost')).toBeNull()
  })
})

describe("a device's form, on real catalogue devices", () => {
  const catalogue = readCatalogue()
  const real = (model: string): DeviceContext => {
    const entry = catalogue.find((d) => d.model === model)
    if (!entry) throw new Error(`no ${model} in the catalogue`)
    return {
      id: 1,
      brand: entry.brand,
      model: entry.model,
      deviceType: entry.deviceType ?? '',
      specifications: entry.specifications ?? '',
      custom: false,
      general: false,
    }
  }
  const lacks = (model: string, text: string) => lackingFeaturesIn(text, lackingCapabilities(real(model)))

  it('gives a handheld no network sensors, NMEA 2000, sonar or radar', () => {
    const gpsmap79s = real('GPSMAP 79s')
    expect(deviceForms(gpsmap79s)).toEqual(new Set(['handheld']))
    expect(
      lacks(
        'GPSMAP 79s',
        'Add a heading sensor (an electronic compass on NMEA 2000, or a GPS antenna with compass)',
      ),
    ).toEqual(expect.arrayContaining(['nmea2000', 'network-sensors']))
    expect(lacks('GPSMAP 79s', 'Check the data sources')).toEqual(['network-sensors'])
    expect(lacks('GPSMAP 79s', 'Lower the sonar gain')).toContain('sonar')
    // What its specifications name it keeps: the 79s takes BlueChart cards.
    expect(lacks('GPSMAP 79s', 'Put the chart card in the slot')).toEqual([])
  })

  it('gives a standalone sensor no sonar picture, but keeps the display it feeds', () => {
    expect(deviceForms(real('Intelliducer NMEA 2000 Thru-Hull'))).toContain('standalone-sensor')
    expect(deviceForms(real('WS320 Wireless Wind Sensor'))).toContain('standalone-sensor')
    expect(lacks('Intelliducer NMEA 2000 Thru-Hull', 'What fish arches mean')).toEqual(['sonar-picture'])
    expect(lacks('Intelliducer NMEA 2000 Thru-Hull', 'Use DownScan to see structure')).toEqual([
      'down-imaging',
    ])
    // The transducer and the chartplotter it feeds are its owner's: a depth offset on the chart is still advice.
    expect(lacks('Intelliducer NMEA 2000 Thru-Hull', 'Set the depth offset on the chartplotter')).toEqual([])
    expect(lacks('Intelliducer NMEA 2000 Thru-Hull', 'Clean the transducer face')).toEqual([])
  })

  it('gives an AIS transponder no sonar steps', () => {
    const ais800 = real('AIS 800')
    expect(deviceForms(ais800)).toEqual(new Set(['transponder']))
    const lacking = lackingCapabilities(ais800)
    expect(onlyOfLackingFeatures('Tuning your sonar picture', lacking)).toBe(true)
    expect(lackingFeaturesIn('Turn on the surface clutter filter', lacking)).toContain('sonar')
    // Its targets show on a chartplotter's chart and radar pages: those stay.
    expect(lackingFeaturesIn('enable AIS targets on the chart and radar pages', lacking)).toEqual([])
  })

  it('gives a radio that shows AIS targets on its own screen no chartplotter steps', () => {
    const gx2400 = real('GX2400 Matrix AIS/GPS')
    expect(deviceForms(gx2400)).toEqual(new Set(['ais-radio']))
    expect(lacks('GX2400 Matrix AIS/GPS', 'If your chartplotter shows no AIS targets')).toEqual([
      'chart-display',
    ])
    expect(lacks('GX2400 Matrix AIS/GPS', 'Reducing sea clutter on the radar')).toEqual(['radar'])
    // A radio that passes AIS targets on to a chartplotter keeps the chartplotter's steps.
    expect(deviceForms(real('VHF 215 AIS'))).toEqual(new Set(['radio']))
    expect(lacks('VHF 215 AIS', 'If your chartplotter shows no AIS targets')).toEqual([])
  })

  it('gives a radio without AIS no AIS, and keeps a line that names the radio itself', () => {
    expect(lacks('IC-M424G', 'Open the AIS target list')).toEqual(['ais'])
    expect(lacks('VHF 215 AIS', 'Open the AIS target list')).toEqual([])
    const icom = real('IC-M424G')
    expect(namesOwnForm('heard on VHF or audio, and seen as faint patterns on sonar', icom)).toBe(true)
    expect(namesOwnForm('seen as faint patterns on sonar', icom)).toBe(false)
    // A handheld VHF is both.
    expect(deviceForms(real('HX890'))).toEqual(new Set(['handheld', 'radio']))
  })

  it('gives a sonar-only fishfinder no DownScan, FishReveal, GPS or charts', () => {
    expect(deviceForms(real('HOOK2 4x'))).toEqual(new Set(['sonar-only']))
    expect(lacks('HOOK2 4x', 'Using FishReveal')).toEqual(['down-imaging'])
    expect(lacks('HOOK2 4x', 'Open the DownScan page')).toEqual(['down-imaging'])
    expect(lacks('HOOK2 4x', 'Save a waypoint')).toEqual(['gps'])
    expect(lacks('HOOK2 4x', 'Lower the sonar gain')).toEqual([])
    // What the specifications name it keeps: the PIRANHAMAX 4 DI has down imaging.
    expect(lacks('PIRANHAMAX 4 DI', 'Open the down imaging view')).toEqual([])
    expect(lacks('PIRANHAMAX 4 DI', 'Open the side imaging view')).toEqual(['side-imaging'])
  })

  it('gives an instrument display no sonar picture or radar', () => {
    expect(deviceForms(real('i50 Depth'))).toEqual(new Set(['instrument']))
    expect(lacks('i50 Depth', 'Set a fish alarm')).toEqual(['sonar-picture'])
    expect(lacks('i50 Depth', 'Set the shallow depth alarm')).toEqual([])
  })

  it('gives displays, radars and autopilots no form: they are judged by their specifications only', () => {
    for (const model of ['ECHOMAP UHD2 93sv', 'HALO20+', 'AP44 Autopilot Controller', 'STRIKER 4'])
      expect(deviceForms(real(model)).size).toBe(0)
    expect(deviceForms({ ...real('GPSMAP 79s'), custom: true }).size).toBe(0)
  })
})

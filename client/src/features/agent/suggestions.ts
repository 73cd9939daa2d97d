import { WHOLE_BOAT_TYPE } from './boat-devices'
import type { Device } from './devices'
import { isGeneralDevice } from './devices'

/**
 * 'Try asking one of these questions:' (SPEC.md section 2): four demo questions fitted to the chosen
 * device's type, or three generic ones for the 'General Device Question' pseudo-device.
 */
const SONAR = [
  'How do I get rid of the clutter near the surface?',
  'What do the arches on my screen mean?',
  'Which frequency should I use in deep water?',
  'How do I set the sensitivity?',
]

const DEPTH = [
  'Why does my depth reading jump around at speed?',
  'How do I set a keel offset?',
  'How do I set a shallow water alarm?',
  'Why does the depth show dashes?',
]

const PLOTTER = [
  'Why does my plotter say no GPS fix?',
  'How do I create a route?',
  'How do I save a waypoint?',
  'How do I update my charts?',
]

const RADAR = [
  'How do I reduce sea clutter?',
  'How do I tune the gain?',
  'How do I set a guard zone?',
  'Why are there rain echoes on my screen?',
]

const AUTOPILOT = [
  'How do I calibrate the compass?',
  'Why does the autopilot wander off course?',
  'How do I follow a route on autopilot?',
  'How do I adjust the response level?',
]

const OTHER = [
  'How do I update the software?',
  'How do I reset to factory settings?',
  'How do I connect it to my NMEA 2000 network?',
  'Why does it not turn on?',
]

/** The owner's boat as a whole (issue 43): how its devices work together. */
const BOAT = [
  'Which of my devices share data, and over which network?',
  'How do I show my sonar depth on my chartplotter?',
  'What should I check before my first trip of the season?',
  'Why does one of my devices not see the others?',
]

export const GENERAL_SUGGESTIONS = [
  'What is the difference between CHIRP and traditional sonar?',
  'How do I connect my devices over NMEA 2000?',
  'Where should I mount my transducer?',
]

const BY_TYPE: Record<string, readonly string[]> = {
  sonar: SONAR,
  fishfinder: SONAR,
  depthfinder: DEPTH,
  chartplotter: PLOTTER,
  gps: PLOTTER,
  navigation: PLOTTER,
  radar: RADAR,
  autopilot: AUTOPILOT,
  [WHOLE_BOAT_TYPE]: BOAT,
}

export function suggestionsFor(device: Pick<Device, 'brand' | 'deviceType'>): readonly string[] {
  if (isGeneralDevice(device)) return GENERAL_SUGGESTIONS
  return BY_TYPE[device.deviceType.toLowerCase()] ?? OTHER
}

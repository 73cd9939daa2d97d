// Whether a question is about boats' electronics at all: the first half of the relevance gate.
import { isCommonEnglishWord } from './everyday-english'
import { escapeRegExp } from './words'

/** Words that name a device: the devices themselves and their parts, the makers and their product lines. */
const DEVICE_TERMS = terms(`
  // devices and their parts ('graph' is what many anglers call their fishfinder)
  sonar, graph, fishfinder, fish finder, finder, depthfinder, depth finder, sounder, echosounder, transducer,
  ducer, xducer, plotter, chartplotter, chart plotter, mfd, display, screen, monitor, head unit, unit,
  device, electronics, gps, gnss, radar, radome, dome, open array, scanner, autopilot, auto pilot, pilot,
  course computer, drive unit, rudder feedback, rudder sensor, heading sensor, compass, vhf, radio,
  handheld, ais, transponder, mmsi, dsc, antenna, instrument, gauge, sensor, flasher, castable, trolling
  motor, spot-lock, spot lock, anchor alarm, anchor watch, mob, man overboard, epirb, plb, spotlock,
  livescope, activetarget, panoptix, live sonar
  // the makers and their product lines
  garmin, lowrance, humminbird, hummingbird, raymarine, simrad, furuno, b&g, icom, standard horizon,
  deeper, vexilar, airmar, minn kota, navico, helix, solix, apex, hook, hds, elite, striker, echomap,
  gpsmap, axiom, element, dragonfly, evolution, tztouch, nss, nso, zeus, vulcan, go, triton, zeus, fl-18,
  ghp, ev-100, ap44, nac
`)

/**
 * Words that make a question about marine electronics: the devices, their parts and connections, what
 * their screens show, and the symptoms owners describe. Matched as whole words (a trailing 's' allowed).
 */
const ELECTRONICS_TERMS = [
  ...DEVICE_TERMS,
  ...terms(`
  // connections and power
  nmea, n2k, nmea 2000, nmea 0183, backbone, terminator, network, ethernet, seatalk, simnet, cable,
  connector, plug, wire, wiring, wired, fuse, breaker, voltage, volts, power cable, power, powers,
  powered, ground, bluetooth, wifi, wi-fi, app, phone, tablet, ipad, pair, sync, usb, sd, sd card,
  microsd, card, card slot
  // software and screens
  software, firmware, update, updates, updating, upgrade, reset, factory reset, reboot, restart, boot,
  boots, frozen, freezes, freezing, touchscreen, touch screen, button, buttons, keypad, backlight,
  brightness, night mode, menu, setting, settings, page, pages, icon, icons, alarm, alarms, beep, beeps,
  beeping, error, message, warning, reading, readings, overlay, split screen, data, units
  // what the screens show
  chart, charts, map, maps, mapping, navionics, c-map, cmap, lakemaster, bluechart, contour, contours,
  waypoint, waypoints, route, routes, track, tracks, trail, breadcrumb, mark, marks, position, fix,
  satellite, satellites, coordinates, latitude, longitude, heading, bearing, cog, sog, depth, bottom,
  arch, arches, clutter, noise, interference, gain, sensitivity, frequency, frequencies, khz, chirp, ping,
  pings, cone, beam, imaging, side imaging, down imaging, side scan, sidescan, downscan, structurescan,
  clearvu, clearvü, sidevu, sidevü, livescope, activetarget, live sonar, mega, panoptix, target, targets,
  echo, echoes, return, returns, marpa, arpa, doppler, sea clutter, rain clutter, guard zone, range, zoom,
  scroll, fish id, fish symbols, fish icons, thermocline, water temp, temp, temperature, speed, wind, log,
  calibrate, calibration, calibrating, offset, keel offset, hunting, hunts, wanders, wandering, zig zag,
  zigzag, zig-zag, oversteers, steering, off course, course, standby, tack, autotune, sea trial, dockside,
  on auto, weaving, weaves, snaking, snakes, s-turns, holds a straight line, holding a course
  // symptoms owners describe
  turn on, turns on, turn off, turns off, shuts off, shut off, shuts down, wont start, won't turn on,
  blank, black screen, no signal, not working, stopped working, dead, flickers, flickering, fuzzy,
  streaky, streaks, lines, dots, snow, static, blob, blobs, jumps, jumping, drifts, lag, lags, connect,
  connects, connection, disconnects, drops
`),
]

/**
 * Electronics words that are also everyday words ('go', 'card', 'log', 'reset', 'plug'): they count against
 * off-topic words, but alone they do not make a question about electronics ('how do i reset my apple id').
 */
const EVERYDAY_ELECTRONICS_TERMS = terms(`
  go, plug, plugs, card, log, reset, unit, power, powers, powered, page, pages, data, app, phone, tablet,
  ipad, fix, mark, marks, track, tracks, speed, temp, course, range, zoom, return, returns, target, targets,
  wire, wiring, wired, cable, ground, hook, lines, dead, drops, boot, boots, reading, readings, error,
  message, warning, button, buttons, setting, settings, menu, update, updates, updating, upgrade, pair,
  sync, connect, connects, connection, icon, icons, device, finder, pilot, radio, position, software,
  bluetooth, wifi, wi-fi, usb, lag, lags, dots, snow, static, jumps, jumping, drifts, blank, turn on,
  turns on, turn off, turns off, shut off, shuts off, not working, stopped working, frozen, restart
`)

/**
 * Topics that are not about electronics, even on a boat: the engine and the hull, fishing technique and
 * tackle, rules and paperwork, the weather, food, sport and everything else an owner might try.
 */
const OFF_TOPIC_TERMS = terms(`
  // engine, hull and trailer
  engine oil, oil change, change the oil, gear oil, lower unit, lower-unit, lower unit oil, impeller,
  water pump impeller, spark plug, spark plugs, carburetor, carb, fuel filter, fuel stabilizer, winterize,
  winterizing, winterise, outboard, inboard, sterndrive, prop, propeller, gelcoat, gel coat, wax, bottom
  paint, antifouling, hull cleaning, clean the hull, trailer, trailer bearings, bearing buddy, bearings,
  hitch, winch, bunks, tires, upholstery, vinyl, seats, canvas, bimini, bilge pump, shrink wrap, mildew,
  oxidation, teak, scum, stains, stain, waterline, fiberglass, algae, barnacles, polish, buff, compound,
  hub, axle, tongue, trailer lights, rust, leaks, leaking, anchor line, anchor rode, anchor chain, rode,
  which anchor, kind of anchor, anchor holds, holds best, back into, slip, mooring, moor, tow, towing,
  wakeboard, water ski
  // fishing technique and tackle
  bait, baits, lure, lures, jig, jigs, worm, worms, crankbait, spinnerbait, plastics, knot, knots, rod,
  rods, reel, reels, fishing line, braid, fluorocarbon, leader, hookset, bite, biting, catch more, best
  time to fish, fillet, clean a fish, cleaning fish, taxidermy, spawn, spawning, trolling speed for, chum,
  spoon, spoons, jigging, bobber, bobbers, sinker, sinkers, tackle, live bait, minnows, nightcrawlers, fly
  fishing, clean a, gut
  // rules, money and paperwork
  registration, register my boat, license, licence, permit, regulation, regulations, bag limit, size
  limit, season open, insurance, insure, tax, taxes, loan, financing, title, coast guard inspection, life
  jacket, life jackets, pfd, pfds, flares, fire extinguisher, boating course, boater education, daily
  limit, catch limit, limit, legal size, slot limit, extinguisher, required to carry, need on board
  // weather and seamanship without electronics
  weather forecast, forecast, will it rain, tomorrow, this weekend, tide table, sunscreen, seasick,
  seasickness, dock line, dock lines, docking, tie up, cleat, fenders, knots to tie, windy, storm, storms,
  rain tomorrow, thunderstorm, wind forecast
  // everything else
  recipe, recipes, cook, cooking, grill, grilled, fry, fried, bake, baked, dinner, super bowl, nfl, nba,
  world series, playoffs, score, team, movie, movies, song, songs, joke, poem, president, election,
  politics, stock, stocks, bitcoin, crypto, homework, essay, python, javascript, code, capital of,
  translate, restaurant, hotel, flight, vacation, girlfriend, boyfriend, wife, husband, birthday, gift,
  beer, wine, cover letter, resume, job
  // more of the engine, the hull, the trailer and the dock
  two stroke, 2 stroke, four stroke, 4 stroke, fuel line, fuel pump, primer bulb, choke, stalls, stalling,
  overheats, overheating, thermostat, telltale, tell tale, pee hole, water pump, gear case, gearcase, skeg,
  trim tab, trim tabs, tilt and trim, trim and tilt, throttle cable, shift cable, kill switch, compression,
  fogging, antifreeze, drain plug, livewell, live well,
  scupper, scuppers, bow eye, transom saver, leaf spring, leaf springs, surge brake, brakes, wheel bearing,
  boat cover, winter storage, dock box, marina fee, marina fees, slip fee, launch fee, boat ramp,
  ramp, hull id, hin, bill of sale, title transfer, buy a boat, buying a boat, sell my boat, resale,
  epoxy, caulk, sealant, carpet, flooring, pontoon tubes, motor mount, mechanic
  // more fishing
  what color, lure color, spinning reel, baitcaster, baitcasting, pound test, lb test,
  monofilament, hook size, treble, circle hook, drop shot, carolina rig, texas rig, wacky rig, ned rig,
  swimbait, topwater, senko, soft plastic, soft plastics, planer board, planer boards, cut bait, shiners,
  leeches, crawlers, catch and release, weigh in, fishing report, fillet knife,
  land a fish, net a fish, landing net, fly rod
  // more rules and paperwork
  boating license, boater card, safety course, minimum age, age to drive, sticker,
  documented, ramp fee, no wake, right of way, sound signal, alcohol, drunk,
  bui, dui, illegal, required by law, inspection
  // more weather
  cloudy, fog tomorrow, wave forecast, small craft advisory, hurricane, tornado,
  gusts, gusty, calm tomorrow, cold front, ice thickness, safe ice, thick ice
  // more of everything else
  lottery, netflix, tv show, sauce, marinade, seasoning, calories, diet, workout, gym,
  doctor, medicine, headache, sunburn, dog, puppy, mortgage, rent, apartment, wedding,
  lyrics, guitar, chess, math, equation, algebra, physics, chemistry, history of,
  who invented, population, horoscope, dating, religion, bible, football, baseball, basketball, hockey,
  soccer, golf, tennis, world cup, olympics, lakers, yankees, cowboys, game last night, who won, vote,
  senator, congress, weather in, stock market, price of gold, exchange rate, homeowners, stolen, register,
  bottom of my boat, bottom of the boat,
  bottom of my hull, bottom of the hull
`)

/** A list of terms written as comma-separated lines (a term may wrap), with // comments naming each group. */
function terms(list: string): string[] {
  return list
    .split('\n')
    .map((line) => (line.trim().startsWith('//') ? ',' : line))
    .join(' ')
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' ')) // a term wrapped onto the next line keeps one space
    .filter(Boolean)
}

function wordPattern(terms: string[]): RegExp {
  const escaped = [...new Set(terms)]
    .sort((a, b) => b.length - a.length)
    .map((t) => escapeRegExp(t).replace(/ /g, '[\\s-]+'))
  return new RegExp(`(?<![a-z0-9])(${escaped.join('|')})(e?s)?(?![a-z0-9])`, 'gi')
}

/** Both term lists, as the checks read them. */
export const TOPIC_TERMS = { electronics: ELECTRONICS_TERMS, offTopic: OFF_TOPIC_TERMS }

const ELECTRONICS = wordPattern(ELECTRONICS_TERMS)
const OFF_TOPIC = wordPattern(OFF_TOPIC_TERMS)

export interface TopicSignals {
  electronics: string[]
  offTopic: string[]
}

/** A term as the sets hold it: 'wi-fi' and 'wi fi' alike. */
const spaced = (term: string) => term.replace(/[\s-]+/g, ' ')
const DEVICE_TERM_SET = new Set(DEVICE_TERMS.map(spaced))
const EVERYDAY_ELECTRONICS = new Set(EVERYDAY_ELECTRONICS_TERMS.map(spaced))

/** The electronics words that are not also everyday words: what makes a question about electronics on its own. */
export function electronicsAnchors(signals: TopicSignals): string[] {
  return signals.electronics.filter((e) => !EVERYDAY_ELECTRONICS.has(spaced(e)))
}

/** Single off-topic words long enough to be recognised misspelt ('extingusher', 'barnicles'). */
const LONG_OFF_TOPIC_WORDS = [...new Set(OFF_TOPIC_TERMS)].filter((t) => /^[a-z]{7,}$/.test(t))
const LONG_ELECTRONICS_WORDS = [...new Set(ELECTRONICS_TERMS)].filter((t) => /^[a-z]{7,}$/.test(t))

/** Whether two words are at most `max` edits apart (insertions, deletions, substitutions, adjacent swaps). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1)
      current.push(d)
    }
    before = previous
    previous = current
  }
  return (previous[b.length] as number) <= max
}

/**
 * The off-topic words of a question typed misspelt: our spelling correction only knows the words of the
 * knowledge base, so 'extingusher' stays as typed. A long word one edit from an off-topic word (two from
 * one of ten letters or more) counts as it, unless it is as close to an electronics word or is an everyday
 * word itself.
 */
function misspeltOffTopic(text: string, known: string[]): string[] {
  const found: string[] = []
  for (const word of new Set(text.split(/[^a-z]+/))) {
    // A word of everyday English is what the owner meant ('motoring' is not a slip for 'mooring').
    if (word.length < 6 || known.some((k) => k.includes(word)) || isCommonEnglishWord(word)) continue
    const close = (term: string) => withinEdits(word, term, term.length >= 10 ? 2 : 1)
    const term = LONG_OFF_TOPIC_WORDS.find((t) => t[0] === word[0] && close(t))
    if (term && !LONG_ELECTRONICS_WORDS.some(close)) found.push(term)
  }
  return found
}

/** The electronics words and the off-topic words of a question (each phrase once, longest first). */
export function topicSignals(question: string): TopicSignals {
  const text = question.toLowerCase()
  const found = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[1] as string))]
  const exact = found(OFF_TOPIC)
  const offTopic = [...exact, ...misspeltOffTopic(text, [...exact, ...found(ELECTRONICS)])]
  // A word inside an off-topic phrase ('lower unit' holds 'unit') does not speak for electronics.
  const electronics = found(ELECTRONICS).filter((e) => !offTopic.some((o) => o.includes(e) && o !== e))
  return { electronics, offTopic }
}

/**
 * Off-topic when the question names something that is not electronics and nothing that is, or names more
 * off-topic things than electronic ones ('best lure for bass when the sonar shows them' stays on topic). A
 * device named by a word that is not also an everyday word counts twice: the question is asked about it
 * ('ducer got whacked on the trailer at the ramp').
 */
export function isOffTopic(signals: TopicSignals): boolean {
  if (signals.offTopic.length === 0) return false
  const devices = electronicsAnchors(signals).filter((e) => DEVICE_TERM_SET.has(spaced(e))).length
  return signals.electronics.length + devices < signals.offTopic.length
}

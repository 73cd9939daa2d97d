// Marine synonyms added to a question's search terms.
/**
 * Marine vocabulary: what boat owners type, and the words our guides and manuals use for it.
 * Keys are matched as whole words or phrases in the lower-cased question; values are added to the search.
 */
export const MARINE_SYNONYMS: Record<string, string[]> = {
  'fish finder': ['fishfinder', 'sonar'],
  fishfinder: ['sonar', 'fish finder'],
  sounder: ['depth', 'sonar', 'echosounder'],
  'echo sounder': ['sonar', 'depth'],
  echosounder: ['sonar', 'depth'],
  sonar: ['fishfinder', 'transducer'],
  plotter: ['chartplotter', 'gps', 'chart'],
  chartplotter: ['plotter', 'gps', 'chart'],
  'chart plotter': ['chartplotter', 'gps'],
  mfd: ['chartplotter', 'display', 'multifunction'],
  'multi function display': ['chartplotter', 'mfd'],
  gps: ['satellite', 'position', 'fix'],
  // 'which gps the display uses', 'use the external gps': the data source the display reads
  'which gps': ['source', 'sources'],
  'external gps': ['source', 'sources'],
  'which compass': ['source', 'sources'],
  'no fix': ['gps', 'satellite', 'position'],
  satellites: ['gps', 'fix'],
  transducer: ['sonar', 'transom', 'mount'],
  ducer: ['transducer'],
  chirp: ['frequency', 'sonar'],
  khz: ['frequency'],
  clutter: ['noise', 'surface', 'sea', 'rain'],
  dots: ['noise', 'clutter', 'speckles', 'interference'],
  speckles: ['noise', 'clutter', 'gain'],
  snow: ['noise', 'interference', 'gain'],
  static: ['noise', 'interference'],
  lines: ['interference', 'noise'],
  streaks: ['interference', 'noise'],
  arches: ['arch', 'fish'],
  arch: ['fish', 'arches'],
  'fish symbols': ['fish id', 'fishsymbol'],
  'fish icons': ['fish id', 'fish symbols'],
  'fish id': ['fish symbols', 'fishreveal'],
  sensitivity: ['gain'],
  gain: ['sensitivity'],
  'ping speed': ['ping', 'scroll'],
  scroll: ['chart speed', 'ping'],
  'down imaging': ['downvu', 'downscan', 'clearvu', 'imaging'],
  'side imaging': ['sidevu', 'sidescan', 'structurescan', 'imaging'],
  'side scan': ['side imaging', 'sidevu', 'structurescan'],
  livescope: ['live sonar', 'forward'],
  'live sonar': ['livescope', 'activetarget', 'forward'],
  'forward looking': ['forward', 'live sonar'],
  thermocline: ['temperature', 'layer'],
  bottom: ['hardness', 'depth'],
  hardness: ['bottom', 'second return'],
  depth: ['sounder', 'depth offset'],
  keel: ['depth offset', 'offset'],
  offset: ['depth offset', 'keel'],
  waypoint: ['mark', 'waypoints'],
  waypoints: ['mark', 'waypoint'],
  mark: ['waypoint'],
  route: ['routes', 'navigate', 'autorouting', 'guidance'],
  // what owners call a radar's range rings, RF exposure, entering a position by hand, dodging on autopilot,
  // the ignition powering the unit and the screen in sunlight
  circles: ['rings', 'range rings'],
  radiation: ['exposure', 'rf', 'microwave'],
  'punch in': ['enter', 'manually'],
  'turn the key': ['power applied', 'ignition'],
  ignition: ['power applied', 'automatic'],
  'by itself': ['auto', 'automatic', 'automatically'],
  'where i am': ['position'],
  'go around': ['dodge', 'obstacle'],
  swerve: ['dodge', 'obstacle'],
  'steer around': ['dodge', 'obstacle'],
  'bright sun': ['brightness', 'sunlight'],
  glare: ['brightness', 'sunlight'],
  track: ['tracks', 'trail', 'breadcrumb'],
  trail: ['track'],
  breadcrumb: ['track'],
  map: ['chart', 'charts'],
  maps: ['chart', 'charts'],
  card: ['sd', 'chart card', 'microsd'],
  'sd card': ['card', 'microsd', 'chart card'],
  navionics: ['chart', 'card'],
  'c-map': ['chart', 'card', 'cmap'],
  update: ['software', 'firmware', 'upgrade'],
  firmware: ['software', 'update'],
  upgrade: ['software', 'update'],
  'nmea 2000': ['n2k', 'backbone', 'network', 'nmea2000'],
  n2k: ['nmea 2000', 'backbone'],
  nmea: ['network', 'nmea 2000', '0183'],
  '0183': ['nmea 0183', 'serial', 'baud'],
  network: ['nmea', 'ethernet'],
  mob: ['man overboard'],
  'man overboard': ['mob'],
  anchor: ['anchor alarm', 'drift'],
  radar: ['target', 'echo'],
  'sea clutter': ['sea', 'clutter', 'waves'],
  'rain clutter': ['rain', 'clutter', 'ftc'],
  marpa: ['arpa', 'target tracking', 'collision'],
  arpa: ['marpa', 'target tracking'],
  ais: ['vessel', 'transponder', 'targets', 'mmsi'],
  doppler: ['velocitytrack', 'motionscope', 'target analyzer'],
  autopilot: ['pilot', 'steering', 'heading hold'],
  pilot: ['autopilot'],
  compass: ['calibration', 'heading', 'swing'],
  calibrate: ['calibration'],
  'sea trial': ['commissioning', 'setup'],
  dockside: ['commissioning', 'setup', 'wizard'],
  zigzag: ['hunting', 'response', 'gain'],
  'zig zag': ['hunting', 'response'],
  wandering: ['hunting', 'response', 'off course'],
  weaving: ['hunting', 'response', 'off course'],
  snaking: ['hunting', 'response', 'off course'],
  snakes: ['hunting', 'response', 'off course'],
  vhf: ['radio', 'dsc'],
  radio: ['vhf', 'dsc'],
  screen: ['display'],
  display: ['screen'],
  // every maker's name for the setting (see MAKERS_NAMES)
  'too dim': ['brightness', 'brilliance', 'backlight'],
  touchscreen: ['touch', 'screen'],
  frozen: ['unresponsive', 'reset', 'restart'],
  freezes: ['unresponsive', 'reset', 'restart'],
  reset: ['factory', 'defaults', 'restore'],
  power: ['voltage', 'fuse', 'wiring'],
  battery: ['voltage', 'power'],
  wiring: ['power', 'cable', 'connection'],
  temperature: ['temp', 'water temperature'],
  temp: ['temperature'],
  // owners' words for what makers' manuals and specifications call otherwise
  waterproof: ['water rating', 'ipx7', 'immersion'],
  dunked: ['waterproof', 'water rating', 'ipx7', 'immersion'],
  submerged: ['waterproof', 'water rating', 'ipx7', 'immersion'],
  phone: ['smartphone', 'mobile', 'app'],
  pick: ['choose', 'select'],
  // makers' 'key' for what owners call a button ('hold the power key')
  button: ['key'],
  buttons: ['keys'],
  tap: ['press'],
  'get out of': ['exit', 'close', 'leave'],
  'get rid of': ['off', 'hide', 'hidden', 'remove'],
  'hook up': ['connect'],
  'hooked up': ['connect'],
  'drop a waypoint': ['place', 'mark'],
  // 'keeps shutting off when we pound thru the chop': makers write 'turns itself off when the boat hits a wave'
  'shutting off': ['turns off', 'power'],
  'shuts off': ['turns off', 'power'],
  'shut off': ['turns off', 'power'],
  'shuts down': ['turns off', 'power'],
  chop: ['waves', 'wave'],
  choppy: ['waves', 'wave'],
  speed: ['sog', 'knots'],
  // amounts asked for in owners' words, named in manuals' ('Range', 'Current draw', 'Power draw')
  // 'how far can the vhf reach', 'how far will my radar see' ('how far i went today' is a trip log's)
  'how far can': ['range'],
  'how far will': ['range'],
  'how far does': ['range'],
  'how fast': ['speed'],
  'how deep': ['depth'],
  amps: ['current', 'draw'],
  amp: ['current', 'draw'],
  'bait balls': ['bait', 'baitfish'],
  bait: ['baitfish', 'bait balls'],
  cavitation: ['aeration', 'bubbles', 'speed'],
  bubbles: ['aeration', 'cavitation'],
  blanks: ['aeration', 'lost bottom', 'cavitation'],
  // owners' words for what the guides call otherwise
  'wrong way': ['reverse', 'direction'],
  'wrong direction': ['reverse', 'direction'],
  backwards: ['reverse', 'direction'],
  'off by': ['offset', 'calibration'],
  'transducer depth': ['depth offset'],
  grainy: ['noise', 'interference'],
  grainey: ['noise', 'interference'],
  'no heading': ['heading sensor'],
  'depth line': ['depth contour', 'contour'],
  'depth lines': ['depth contour', 'contour'],
  'blend in': ['zoom', 'bottom lock', 'separation'],
  'blends in': ['zoom', 'bottom lock', 'separation'],
  'blend into': ['zoom', 'bottom lock', 'separation'],
  'save my': ['backup', 'back up'],
  'save them': ['backup', 'back up'],
  'goes off': ['alarm', 'sounding'],
  'keeps going off': ['alarm', 'sounding'],
  'on top of the chart': ['overlay'],
  // a watch alarm keeps the helmsman awake; a call to one boat is an individual call
  awake: ['watch alarm', 'watch'],
  'fall asleep': ['watch alarm', 'watch'],
  'every so often': ['interval'],
  beep: ['alarm', 'buzzer'],
  beeps: ['alarm', 'buzzer'],
  beeping: ['alarm', 'buzzer'],
  'buddys boat': ['individual call', 'another vessel'],
  'friends boat': ['individual call', 'another vessel'],
  'call another boat': ['individual call', 'another vessel'],
  'over the chart': ['overlay'],
}

/**
 * 'How do I fix it' asks for a remedy and names no subject; left in, the verb would find GPS fixes. A GPS
 * 'fix' as a noun ('no fix', 'lost fix', 'gps fix') stays.
 */
function withoutVerbFix(question: string): string {
  return question.replace(
    /\b(how (do|can|would|should) (i|we|you) |to |i |we |you |cant |can't |please )fix\b/g,
    '$1',
  )
}

const phrases = Object.keys(MARINE_SYNONYMS).sort((a, b) => b.length - a.length)

/**
 * The question with its two-word marine terms joined into the word our content uses ('fish finder' becomes
 * 'fishfinder'), so 'fish' alone does not pull in every passage about fish.
 */
export function canonicalize(question: string): string {
  let text = ` ${withoutVerbFix(question.toLowerCase()).replace(/[^a-z0-9-]+/g, ' ')} `
  for (const phrase of phrases) {
    const first = MARINE_SYNONYMS[phrase]?.[0]
    if (phrase.includes(' ') && first && !first.includes(' ') && text.includes(` ${phrase} `)) {
      text = text.replaceAll(` ${phrase} `, ` ${first} `)
    }
  }
  return text.trim()
}

/**
 * A unit that will not start, in owners' words ('wont power on', 'doesnt turn on'), is one that 'will not
 * switch on' or 'does not turn on' in makers': every verb of the kind is searched. ('High power on channel
 * 13' is not one.)
 */
const WILL_NOT_START =
  /\b(wont|won t|will not|not|doesnt|does not|dont|didnt|cant|can t|never)\s+(power|turn|switch|start|boot)(\s+(it|up|back))?\s+(on|up)\b/
/**
 * Turning a unit off in the verbs makers use besides 'turn' ('switch off', 'power down'). Not 'turn it off',
 * whose 'it' is as often the alarm or the feature just talked about as the unit.
 */
const TURNING_OFF =
  /\b(switch|switches|switching)( the unit| the display)? off\b|\b(power|powers|powering) (off|down)\b/
const STOPPING_VERBS = ['power', 'switch', 'turn']
const STARTING_VERBS = [...STOPPING_VERBS, 'start']

/**
 * One setting under each maker's name: a question naming one means the others as much as its own word
 * (searched as the question's words, not at a synonym's weight). Furuno and Icom call the screen's brightness
 * 'brilliance', Garmin 'backlight'.
 */
const MAKERS_NAMES: string[][] = [['brightness', 'brilliance', 'backlight']]

/** The other makers' names for the settings a question names. */
export function makersNames(question: string): string {
  const words = new Set(question.toLowerCase().split(/[^a-z]+/))
  return MAKERS_NAMES.filter((names) => names.some((n) => words.has(n)))
    .flatMap((names) => names.filter((n) => !words.has(n)))
    .join(' ')
}

/** A question mark typed as the symbol on the screen ('the strip just shows a ? when im running fast'). */
const SHOWS_A_QUESTION_MARK = /\b(a|an|the|shows?|showing|displays?|just)\s+\?+\s+\w/i

/** The extra words a question's marine vocabulary brings in (never the question's own words). */
export function expandSynonyms(question: string): string[] {
  const text = ` ${question.toLowerCase().replace(/[^a-z0-9-]+/g, ' ')} `
  const extra = new Set<string>()
  if (SHOWS_A_QUESTION_MARK.test(question)) extra.add('question mark')
  for (const phrase of phrases) {
    if (text.includes(` ${phrase} `)) for (const word of MARINE_SYNONYMS[phrase] ?? []) extra.add(word)
  }
  if (WILL_NOT_START.test(text)) for (const word of STARTING_VERBS) extra.add(word)
  if (TURNING_OFF.test(text)) for (const word of STOPPING_VERBS) extra.add(word)
  return [...extra].filter((w) => !text.includes(` ${w} `))
}

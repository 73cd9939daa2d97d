import { describe, expect, it } from 'vitest'
import { composeDecline, composeExtractive, deviceKind } from './extractive'
import { describesAFault, intentOf } from './intent'
import type { DeviceContext, Passage } from './retrieval'

const device: DeviceContext = {
  id: 7,
  brand: 'Garmin',
  model: 'STRIKER 4',
  deviceType: 'fishfinder',
  specifications:
    'Type: compact 3.5-inch fishfinder with built-in GPS.\nSonar: CHIRP traditional sonar; dual-beam 77/200 kHz transducer.\nPower: 12 V DC.',
  custom: false,
  general: false,
}

const passage = (over: Partial<Passage>): Passage => ({
  id: 'guide:x/y',
  kind: 'guide',
  sourceId: 'x',
  sourceTitle: 'Guide',
  title: 'Section',
  headings: '',
  body: '',
  deviceId: null,
  page: null,
  pageLabel: null,
  url: null,
  score: 10,
  ...over,
})

const waypoint = passage({
  id: 'guide:waypoints/creating-a-waypoint',
  sourceTitle: 'Waypoints',
  title: 'Creating a waypoint',
  body: [
    'A waypoint is a saved position you can return to.',
    'To create one at the boat position:',
    '1. Press Mark.\n2. Choose Waypoint.\n3. Name it and save.',
    'Waypoints are stored in the unit and can be backed up to a card. Colours and symbols help tell them apart on the map, and a good name saves time later when the list grows long.',
  ].join('\n\n'),
})
const clutter = passage({
  id: 'guide:sonar/clutter',
  sourceTitle: 'Sonar',
  title: 'Screen full of dots',
  score: 8,
  body: [
    'Dots near the surface come from bubbles and plankton.',
    'Fixes, most likely first:',
    '- Lower the gain.\n- Turn on the surface clutter filter.\n- Check the transducer mounting.',
    'A scroll speed that is too slow also makes the screen look busy.',
  ].join('\n\n'),
})
const sideImaging = passage({
  id: 'guide:imaging/side',
  title: 'Using side imaging',
  score: 9,
  body: 'Side imaging shows structure to the sides. Use SideVü at 455 kHz.',
})

describe('the offline composer', () => {
  it('reads what the question asks for', () => {
    expect(intentOf('how do i make a waypoint')).toBe('how-to')
    expect(intentOf('why is my screen full of dots')).toBe('symptom')
    expect(intentOf('what is a thermocline')).toBe('what-is')
    expect(intentOf('does the striker 4 have wifi')).toBe('spec')
    expect(intentOf('can i see fish arches with the intelliducer')).toBe('spec')
    expect(intentOf('is the point 1 heading good enough for marpa')).toBe('spec')
    // What the device withstands is in its specifications.
    expect(intentOf('can the radio survive getting dunked')).toBe('spec')
    expect(intentOf('will the display withstand spray')).toBe('spec')
  })

  it("tells a fault from a 'not' that sets one thing against another", () => {
    expect(describesAFault('want depth under the keel not the transducer')).toBe(false)
    expect(describesAFault('depth from the waterline, not a guess')).toBe(false)
    expect(describesAFault('depth is not the same as the chart')).toBe(true)
    expect(describesAFault('sonar not showing the bottom')).toBe(true)
    expect(describesAFault('gps not working')).toBe(true)
  })

  it('shows a section that reads in about a minute whole: its intro, every step, what follows', () => {
    const answer = composeExtractive({ question: 'how do i make a waypoint', device, passages: [waypoint] })
    expect(answer.text).toContain('### Creating a waypoint')
    expect(answer.text).toContain(
      'A waypoint is a saved position you can return to.\n\nTo create one at the boat position:\n\n1. Press Mark.\n2. Choose Waypoint.\n3. Name it and save.\n\nWaypoints are stored in the unit',
    )
  })

  it('cuts a section too long to read in a minute to the steps that answer and what introduces them', () => {
    const long = passage({
      ...waypoint,
      body: `${waypoint.body}\n\n${'Keep a spare card aboard for backups and name it clearly. '.repeat(30)}`,
    })
    const answer = composeExtractive({ question: 'how do i make a waypoint', device, passages: [long] })
    expect(answer.text).toContain(
      'To create one at the boat position:\n\n1. Press Mark.\n2. Choose Waypoint.\n3. Name it and save.',
    )
    expect(answer.text).not.toContain('Keep a spare card')
  })

  it('joins steps a blank line split and keeps the notes and warnings after them, in the source numbering', () => {
    const long = passage({
      title: 'Sending a distress alert',
      body: [
        'Use it only in grave and imminent danger.',
        'To send it:',
        '1. Lift the red cover.',
        '2. Press and hold DISTRESS for 3 seconds.\n3. Wait for the acknowledgement.',
        'Warning: a false alert must be cancelled on channel 16 at once.',
        `${'Radios differ in many ways and the maker explains each menu. '.repeat(40)}`,
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'how do i send a distress alert',
      device,
      passages: [long],
    }).text
    expect(text).toContain(
      '1. Lift the red cover.\n2. Press and hold DISTRESS for 3 seconds.\n3. Wait for the acknowledgement.\n\nWarning: a false alert',
    )
  })

  it('takes a label line written right above its steps (no colon, no blank line) as their intro, steps kept whole', () => {
    const long = passage({
      title: 'Aligning the masthead wind sensor',
      body: [
        'A masthead sensor must be aligned with the centerline.',
        'Method 1: motor head to wind\n1. Motor slowly into the wind.\n2. The apparent wind angle should read 0 degrees.\n3. Enter the masthead offset that makes it read 0.',
        'Method 2: compare tacks\n1. Note the angle on port tack.\n2. Tack and note the angle on starboard.\n3. Adjust the offset by half the difference.',
        `${'Wind sensors differ from maker to maker in their menus. '.repeat(40)}`,
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'how do i motor head to wind to align it',
      device,
      passages: [long],
    }).text
    expect(text).toContain(
      'Method 1: motor head to wind\n\n1. Motor slowly into the wind.\n2. The apparent wind angle should read 0 degrees.\n3. Enter the masthead offset that makes it read 0.',
    )
  })

  it('never drops or renumbers a step for naming another maker: only a later sentence of it goes', () => {
    const screenshots = passage({
      title: 'Taking screenshots',
      body: [
        'How:',
        '1. Insert a memory card.\n2. Enable screenshot capture. On Raymarine units it is in the shortcuts page.\n3. On Raymarine units press the power key.\n4. Copy the files to a computer.',
        'Lowrance units save them to the card root. Most units save PNG files.',
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'how do i take a screenshot',
      device,
      passages: [screenshots],
    }).text
    expect(text).toContain(
      '1. Insert a memory card.\n2. Enable screenshot capture.\n3. On Raymarine units press the power key.\n4. Copy the files',
    )
    expect(text).not.toContain('shortcuts page')
    expect(text).not.toContain('Lowrance units')
    expect(text).toContain('Most units save PNG files.')
  })

  it('answers a symptom with the cause, then the fixes', () => {
    const answer = composeExtractive({
      question: 'why is my screen full of dots',
      device,
      passages: [clutter],
    })
    const cause = answer.text.indexOf('Dots near the surface come from bubbles')
    const fixes = answer.text.indexOf('- Lower the gain.')
    expect(cause).toBeGreaterThan(-1)
    expect(fixes).toBeGreaterThan(cause)
  })

  it('leads with an emergency procedure whole, before the specifications, however long its section', () => {
    const radio: DeviceContext = {
      ...device,
      brand: 'Standard Horizon',
      model: 'GX2400',
      deviceType: 'vhf radio',
      specifications: 'Type: fixed VHF radio with DSC.\nGPS: built in.',
    }
    const distress = passage({
      title: 'Sending a DSC distress alert',
      score: 6,
      body: [
        'A DSC radio sends your position with the alert.',
        'In a real emergency:',
        '1. Lift the red cover.\n2. Press and hold DISTRESS for 3 seconds.\n3. Wait for the acknowledgement.\n4. Make a Mayday call on channel 16.',
        `${'Radios differ in many ways and the maker explains each menu. '.repeat(40)}`,
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'does the gx2400 have a red button to send a mayday',
      device: radio,
      passages: [
        passage({ id: 'device:7', kind: 'device', deviceId: 7, body: radio.specifications, score: 9 }),
        distress,
      ],
    }).text
    const steps = text.indexOf('1. Lift the red cover.')
    expect(steps).toBeGreaterThan(-1)
    expect(text).toContain('4. Make a Mayday call on channel 16.')
    expect(steps).toBeLessThan(text.indexOf('- Type: fixed VHF radio'))
  })

  it("keeps a sentence that names another maker only as a bracketed example, drops one about that maker's gear", () => {
    const weather = passage({
      title: 'Showing weather on the chart',
      body: 'Needs a weather receiver (for example a Raymarine SR150 receiver) and a subscription. Raymarine units show it on the chart page. Layers include radar and lightning.',
    })
    const text = composeExtractive({
      question: 'how do i get weather on the chart',
      device,
      passages: [weather],
    }).text
    expect(text).toContain(
      'Needs a weather receiver (for example a Raymarine SR150 receiver) and a subscription.',
    )
    expect(text).not.toContain('Raymarine units show it')
  })

  it("keeps a line that names the device's own maker beside others, drops one about other makers alone", () => {
    const modes = passage({
      title: 'Using radar modes',
      body: [
        'Many radars offer preset modes.',
        '',
        '- **Bird:** maximum sensitivity at medium ranges to show flocks of birds. Simrad HALO, Furuno and Garmin radars offer bird modes.',
        '- **Harbor:** short ranges and strong clutter rejection.',
        '- **Weather:** tuned to show rain. Raymarine and Furuno radars call it Rain mode.',
        '- **Apps:** Garmin ActiveCaptain and Humminbird FishSmart set the mode from a phone.',
      ].join('\n'),
    })
    const text = composeExtractive({
      question: 'which radar mode finds birds',
      device,
      passages: [modes],
    }).text
    expect(text).toContain('Simrad HALO, Furuno and Garmin radars offer bird modes.')
    expect(text).toContain('**Harbor:** short ranges')
    expect(text).not.toContain('Rain mode')
    expect(text).toContain('FishSmart')
    // Asked about another maker's product, a line naming such products among the makers' is not kept for it.
    const asked = composeExtractive({
      question: 'can i set the radar mode with the humminbird fishsmart app',
      device,
      passages: [modes],
    }).text
    expect(asked).not.toContain('Humminbird FishSmart set the mode')
  })

  it('answers a what-is from a long section in a few sentences', () => {
    const long = passage({
      ...waypoint,
      body: `${waypoint.body}\n\n${'Keep a spare card aboard for backups and name it clearly. '.repeat(30)}`,
    })
    const answer = composeExtractive({ question: 'what is a waypoint', device, passages: [long] })
    expect(answer.text).toContain('A waypoint is a saved position you can return to.')
    expect(answer.text).not.toContain('1. Press Mark.')
  })

  it('keeps a sentence whole across a decimal point (0.1 W), in an answer and in what a device filter keeps', () => {
    const exposure = passage({
      title: 'Radio frequency exposure',
      body: 'The radar transmits at low power, 0.1 W peak, far below the limits for people nearby. Mount it above head height.',
    })
    const answer = composeExtractive({
      question: 'what is the radiation exposure',
      device,
      passages: [exposure],
    })
    expect(answer.text).toContain('The radar transmits at low power, 0.1 W peak, far below the limits')
    // The sentences themselves are words.ts's (words.test.ts).
  })

  it("leads with the device's own manual over a guide that scores higher, while the manual's passage is still related", () => {
    const guide = passage({ title: 'Radar safety and radiation', body: 'Radar energy is low.', score: 58 })
    const manual = (score: number) =>
      passage({
        id: 'doc:4:2',
        kind: 'manual',
        sourceId: 'doc:4',
        sourceTitle: 'BR-24 Operation Manual',
        title: 'Radio Frequency Exposure',
        body: 'The BR-24 transmits at 0.1 W peak.',
        deviceId: device.id,
        page: 1,
        score,
      })
    const lead = (score: number) =>
      composeExtractive({ question: 'is the radiation safe', device, passages: [guide, manual(score)] })
        .used[0]?.title
    expect(lead(26)).toBe('Radio Frequency Exposure')
    expect(lead(20)).toBe('Radar safety and radiation')
  })

  it("leads an emergency question with the device's own manual when it answers, over a guide's procedure", () => {
    const mob = passage({
      title: 'Using man overboard (MOB)',
      body: 'To mark it:\n\n1. Press MOB.\n2. Steer back to the mark.',
      score: 30,
    })
    const manual = (title: string) =>
      passage({
        id: 'doc:4:2',
        kind: 'manual',
        sourceId: 'doc:4',
        sourceTitle: 'AquaScan 7 Owner Manual',
        title,
        body: 'Hold MARK for two seconds to save a man overboard mark at the boat position.',
        deviceId: device.id,
        page: 10,
        score: 20,
      })
    const lead = (title: string) =>
      composeExtractive({ question: 'how do i mark a man overboard', device, passages: [mob, manual(title)] })
        .used[0]?.title
    expect(lead('Marking a position')).toBe('Marking a position')
    expect(lead('Man overboard')).toBe('Man overboard')
    expect(
      composeExtractive({ question: 'how do i mark a man overboard', device, passages: [mob] }).used[0]
        ?.title,
    ).toBe('Using man overboard (MOB)')
  })

  it('never cuts a procedure, however long', () => {
    const steps = Array.from(
      { length: 30 },
      (_, i) => `${i + 1}. Step number ${i + 1} of the long procedure with several words.`,
    )
    const long = passage({ title: 'Installing the unit', body: `Follow these steps:\n\n${steps.join('\n')}` })
    const answer = composeExtractive({ question: 'how do i install the unit', device, passages: [long] })
    expect(answer.text).toContain('30. Step number 30')
  })

  it('puts other answering sections apart as related, not pasted into the answer', () => {
    const answer = composeExtractive({
      question: 'how do i make a waypoint',
      device,
      passages: [
        waypoint,
        passage({ id: 'guide:w/r', title: 'Creating a route', score: 6, body: 'Routes join waypoints.' }),
      ],
    })
    expect(answer.related).toEqual([
      { title: 'Creating a route', source: 'Guide: Creating a route', body: 'Routes join waypoints.' },
    ])
    expect(answer.text).not.toContain('Routes join waypoints')
    expect(answer.used.map((p) => p.title)).toEqual(['Creating a waypoint'])
  })

  it('leaves out what the device lacks and says so when asked for it', () => {
    const answer = composeExtractive({
      question: 'does my striker 4 have side imaging',
      device,
      passages: [
        sideImaging,
        passage({
          id: 'device:7',
          kind: 'device',
          deviceId: 7,
          title: 'STRIKER 4 specifications',
          body: device.specifications,
          score: 7,
        }),
      ],
    })
    expect(answer.text).toContain('does not have side imaging')
    expect(answer.text).toContain('- Sonar: CHIRP traditional sonar')
    expect(answer.text).not.toMatch(/SideVü|Side imaging shows/)
  })

  it("keeps the lines about another maker's products when the owner has that maker's too (a boat's devices)", () => {
    const brands = passage({
      title: 'Connecting different brands on one network',
      body: 'NMEA 2000 is a shared standard.\n\n- **Garmin:** standard micro connectors.\n- **Raymarine SeaTalkng:** adapter cables join it to NMEA 2000.',
    })
    const question = 'will my garmin fishfinder talk to the raymarine plotter'
    const alone = composeExtractive({ question, device, passages: [brands] })
    expect(alone.text).not.toContain('SeaTalkng')
    const onABoat = composeExtractive({ question, device, passages: [brands], alsoOwnMakers: ['Raymarine'] })
    expect(onABoat.text).toContain('- **Raymarine SeaTalkng:** adapter cables join it to NMEA 2000.')
    expect(onABoat.text).toContain('- **Garmin:** standard micro connectors.')
  })

  it('answers whether it has a feature with every line of the specifications, each line whole', () => {
    const answer = composeExtractive({
      question: 'can i see fish arches on it',
      device,
      passages: [
        sideImaging,
        passage({
          id: 'device:7',
          kind: 'device',
          deviceId: 7,
          title: 'STRIKER 4 specifications',
          body: device.specifications,
          score: 7,
        }),
      ],
    })
    // The line that answers shares no word with the question, and a semicolon does not end it.
    expect(answer.text).toContain(
      '- Type: compact 3.5-inch fishfinder with built-in GPS.\n- Sonar: CHIRP traditional sonar; dual-beam 77/200 kHz transducer.\n- Power: 12 V DC.',
    )
  })

  it('shows a specification line that speaks to the question whole, past its semicolon', () => {
    const answer = composeExtractive({
      question: 'what is the sonar transducer',
      device,
      passages: [
        sideImaging,
        passage({
          id: 'device:7',
          kind: 'device',
          deviceId: 7,
          title: 'STRIKER 4 specifications',
          body: device.specifications,
          score: 7,
        }),
      ],
    })
    expect(answer.text).toContain('- Sonar: CHIRP traditional sonar; dual-beam 77/200 kHz transducer.')
  })

  /** 'Does it have RezBoost', answered from the RezBoost section and the device's specifications. */
  const rezBoostAnswer = (question: string, on: DeviceContext) =>
    composeExtractive({
      question,
      device: on,
      passages: [
        passage({
          title: 'Using RezBoost',
          body: 'RezBoost is Furuno signal processing for sharper pictures.',
        }),
        passage({
          id: 'device:7',
          kind: 'device',
          deviceId: 7,
          title: 'STRIKER 4 specifications',
          body: on.specifications,
          score: 7,
        }),
      ],
    })

  it('answers whether the device has a feature from its specifications first, even when they do not name it', () => {
    const answer = rezBoostAnswer('does my striker have rezboost', device)
    expect(answer.used[0]?.kind).toBe('device')
    expect(answer.text).toContain('- Type: compact 3.5-inch fishfinder')
    // A named feature the specifications never mention is not shown as if the device had it.
    expect(answer.text).toContain(
      'The **Garmin STRIKER 4** specifications do not list RezBoost, so it most likely does not have it.',
    )
    expect(answer.text).not.toContain('### Using RezBoost')
  })

  it('shows the section about a named feature the specifications list', () => {
    const withRezBoost = {
      ...device,
      specifications: `${device.specifications}\nKey features: RezBoost high-resolution mode.`,
    }
    const answer = rezBoostAnswer('does my striker have rez boost', withRezBoost)
    expect(answer.text).not.toContain('do not list')
    expect(answer.text).toContain('### Using RezBoost')
  })

  it('leaves out the frequencies the device does not work at, and says so when asked for one', () => {
    const deeper: DeviceContext = {
      ...device,
      brand: 'Deeper',
      model: 'PRO+ 2',
      specifications: 'Frequencies and beams: 90 kHz (55 degrees) and 290 kHz (15 degrees).',
    }
    const answer = composeExtractive({
      question: 'how do i switch my pro+ 2 to the 675 khz narrow beam',
      device: deeper,
      passages: [
        passage({
          title: 'Choosing a Deeper frequency',
          body: [
            'Deeper sonars offer more than one beam.',
            'On the CHIRP+ 2:\n- **Wide beam (100 kHz):** covers the most area.\n- **Narrow beam (675 kHz):** the sharpest detail.',
            'On the PRO+ 2:\n- **Wide beam (90 kHz)** and **narrow beam (290 kHz).**',
            'How to choose:\n\n1. Start with the wide beam.\n2. Switch to a narrower beam for detail.',
          ].join('\n\n'),
        }),
      ],
    })
    expect(answer.text).toContain('does not have 675 kHz; they list 90 kHz and 290 kHz')
    expect(answer.text).toContain('1. Start with the wide beam.')
    expect(answer.text).not.toMatch(/CHIRP\+ 2|100 kHz|Narrow beam \(675/)
    expect(answer.text).not.toMatch(/^\*\*$/m)
  })

  it('declines plainly, saying what it helps with and that no query was spent', () => {
    const text = composeDecline('off-topic', device)
    expect(text).toMatch(/^That's outside what I can help with/)
    expect(text).toContain('about your **Garmin STRIKER 4**')
    expect(text).toContain('did not count towards your queries')
  })
})

describe('a follow-up led by the section the previous answer led with', () => {
  const followUp = (previousAnswer: string) => ({
    previousQuestion: 'how do i save a spot',
    shownTitles: ['Creating a waypoint'],
    previousAnswer,
    tried: '',
    stillFailing: false,
    leaning: false,
    movingOn: false,
  })
  // An answer that showed the steps only (a long section is cut to them).
  const before =
    '### Creating a waypoint\n\nTo create one at the boat position:\n\n1. Press Mark.\n2. Choose Waypoint.\n3. Name it and save.'

  const askAfter = (previousAnswer: string, question = 'how do i create a waypoint and keep it safe') =>
    composeExtractive({ question, device, passages: [waypoint, clutter], followUp: followUp(previousAnswer) })
      .text

  it('says only what the previous answer did not', () => {
    const text = askAfter(before)
    expect(before).toContain('1. Press Mark.')
    expect(text).toContain('### Creating a waypoint')
    expect(text).not.toContain('1. Press Mark.')
    expect(text).toMatch(/saved position|backed up to a card/)
  })

  it('shows whole a section the previous answer showed only after its lead', () => {
    const after = `### Screen full of dots\n\nDots near the surface come from bubbles and plankton.\n\n${before}`
    const text = askAfter(after)
    expect(text.match(/^### (.+)$/m)?.[1]).toBe('Creating a waypoint')
    expect(text).toContain('1. Press Mark.')
  })

  it('leads with the next section when the previous answer said all of it', () => {
    const text = askAfter(
      waypoint.body,
      'are waypoints stored in the unit or can they be backed up to a card',
    )
    expect(text.match(/^### (.+)$/m)?.[1]).toBe('Screen full of dots')
  })
})

describe('a follow-up completed by the part it asks about of other sections', () => {
  const mapping = passage({
    id: 'guide:charts/recording',
    title: 'Recording your own depth contours',
    score: 0,
    body: [
      'Your unit can draw its own depth contours as you drive.',
      '1. Set the depth offset first.\n2. Start recording.\n3. Drive slow parallel passes.',
      'Open Settings > Charts > Contour Recording to change the colours. The map is stored on the memory card.',
    ].join('\n\n'),
  })
  const backup = passage({
    id: 'guide:display/backup',
    title: 'Backing up waypoints and settings',
    score: 9,
    body: 'Export waypoints to a memory card. Keep the card somewhere dry. A spare card costs little.',
  })
  const context = (previousSection: Passage | null) => ({
    previousQuestion: 'how do i record my own depth contours',
    shownTitles: ['Recording your own depth contours'],
    previousAnswer:
      '### Recording your own depth contours\n\nYour unit can draw its own depth contours as you drive.',
    tried: '',
    stillFailing: false,
    leaning: true,
    movingOn: false,
    previousSection,
  })
  const answer = (question: string, previousSection: Passage | null, passages = [backup]) =>
    composeExtractive({ question, device, passages, followUp: context(previousSection) }).text

  it('shows again the part of a long previous section it asks about, after its own lead', () => {
    const long = {
      ...mapping,
      body: `${mapping.body}\n\n${Array.from({ length: 30 }, (_, i) => `Contour option ${i + 1} shades one more band of depths on the chart page.`).join(' ')}`,
    }
    const text = answer('is my map saved on the memory card', long)
    expect(text.match(/^### (.+)$/m)?.[1]).toBe('Backing up waypoints and settings')
    expect(text).toContain('### Recording your own depth contours')
    expect(text).toContain('The map is stored on the memory card.')
    // Only the part asked: not the rest of the section.
    expect(text).not.toContain('Your unit can draw its own depth contours')
  })

  it('shows a short previous section again whole, after its own lead: its steps in order', () => {
    const text = answer('is my map saved on the memory card', mapping)
    expect(text.match(/^### (.+)$/m)?.[1]).toBe('Backing up waypoints and settings')
    expect(text).toContain(
      '### Recording your own depth contours\n\nYour unit can draw its own depth contours as you drive.',
    )
    expect(text).toContain(
      '1. Set the depth offset first.\n2. Start recording.\n3. Drive slow parallel passes.',
    )
    expect(text).toContain('The map is stored on the memory card.')
  })

  it("answers 'where is that' with the menu path of the previous answer's section", () => {
    const text = answer('where is that menu exactly', mapping)
    expect(text).toContain('Open Settings > Charts > Contour Recording to change the colours.')
  })

  it('shows a procedure of another section whole or not at all', () => {
    const text = answer('and the offset, do i set that before i start recording', mapping)
    expect(text).toContain(
      '1. Set the depth offset first.\n2. Start recording.\n3. Drive slow parallel passes.',
    )
  })

  it('shows the part asked of the next best match, not of a section far below it', () => {
    const faint = passage({ title: 'Faint match', score: 2, body: 'A memory card holds the map too.' })
    const text = answer('is my map saved on the memory card', null, [backup, clutter, faint])
    expect(text).not.toContain('### Faint match')
    expect(text).not.toContain('### Screen full of dots')
  })

  it("shows the line of the device's specifications about the subject", () => {
    const text = answer('does it have gps built in or do i need an antenna', null)
    expect(text).toContain('Type: compact 3.5-inch fishfinder with built-in GPS.')
    expect(text).not.toContain('Power: 12 V DC.')
  })

  it('adds nothing of the kind to a first answer', () => {
    const text = composeExtractive({
      question: 'is my map saved on the memory card',
      device,
      passages: [backup, mapping],
    }).text
    expect(text).not.toContain('### Recording your own depth contours')
    expect(text).not.toContain('specifications')
  })
})

describe('a follow-up after the answer did not help', () => {
  /** The answer to 'did that, still not working' after an answer that showed these sections. */
  const answerAfter = (shownTitles: string[]) =>
    composeExtractive({
      question: 'did that, still not working',
      device,
      passages: [waypoint],
      followUp: {
        previousQuestion: 'how do i save a spot',
        shownTitles,
        previousAnswer: '',
        tried: '',
        stillFailing: true,
        leaning: true,
        movingOn: false,
      },
    }).text
  const next = 'Since that did not fix it, this is the next thing to check:'

  it('says that what it leads with is the next thing to check, and where to go after that', () => {
    const text = answerAfter(['Reducing clutter'])
    expect(text).toContain(next)
    expect(text.indexOf(next)).toBeLessThan(text.indexOf('### Creating a waypoint'))
    expect(text).toMatch(/contact Garmin support/)
  })

  it('does not call the same section the next thing to check', () => {
    expect(answerAfter(['Creating a waypoint'])).not.toContain(next)
  })
})

describe('a follow-up after the cause tried did not help', () => {
  const hunting = passage({
    id: 'guide:autopilot-operation/boat-zig-zags-or-hunts-on-autopilot',
    sourceTitle: 'Using your autopilot',
    title: 'Boat zig-zags or hunts on autopilot',
    body: [
      'Causes and fixes, most likely first:',
      '',
      '1. **Response or rudder gain too high:** the pilot overcorrects. Reduce rudder gain or response one step at a time.',
      '2. **Counter rudder wrong:** too little causes overshoot on each correction.',
      '3. **Compass problem:** a poorly calibrated heading sensor gives a heading that jumps. Recalibrate.',
      '4. **Mechanical play:** slack in the steering creates a dead band. Tighten the linkages.',
    ].join('\n'),
  })
  const seaTrial = passage({
    id: 'guide:autopilot-setup/running-the-sea-trial-and-auto-learn',
    title: 'Running the sea trial and auto-learn',
    body: 'Run autotune in open water.',
  })
  const answerAfter = (question: string, tried: string, previousSection: Passage) =>
    composeExtractive({
      question,
      device,
      passages: [seaTrial],
      followUp: {
        previousQuestion: 'boat keeps weaving on auto',
        shownTitles: [previousSection.title],
        previousAnswer: '',
        tried,
        stillFailing: true,
        leaning: true,
        movingOn: false,
        previousSection,
      },
    }).text

  it('shows the list again, numbered as the source, with the cause tried marked, before the next section', () => {
    const text = answerAfter('turned response down, still snakes around', 'turned response down', hunting)
    expect(text).toContain('Back to **Boat zig-zags or hunts on autopilot**, with what you tried marked:')
    expect(text).toContain(
      '1. **Response or rudder gain too high:** the pilot overcorrects. _(What you tried.)_',
    )
    expect(text).toMatch(
      /2\. \*\*Counter rudder wrong:\*\*[^\n]*\n3\. \*\*Compass problem:\*\*[^\n]*\n4\. \*\*Mechanical play/,
    )
    expect(text.indexOf('Compass problem')).toBeLessThan(text.indexOf('### Running the sea trial'))
    expect(text).toContain('If none of those is it, this is the next thing to check:')
    // Cited after the section the answer leads with.
    expect(text).toMatch(/1\. Guide: Running the sea trial[^\n]*\n2\. Using your autopilot: Boat zig-zags/)
  })

  it('leaves the list out when what was tried names none of its causes, or the list names no causes', () => {
    expect(answerAfter('did that, still snakes around', '', hunting)).not.toContain('Back to')
    expect(answerAfter('moved the boat, still snakes', 'moved the boat', hunting)).not.toContain('Back to')
    const warnings = passage({
      ...hunting,
      title: 'Using AIS silent mode',
      body: '1. While silent, others cannot see you.\n2. Remember to turn it off again.\n3. Check local rules.',
    })
    expect(answerAfter('turned it off again, still not seen', 'turned it off again', warnings)).not.toContain(
      'Back to',
    )
  })
})

describe("steps for parts the device's form lacks", () => {
  // The catalogue's GPSMAP 79s: a handheld, with no network to add a sensor on.
  const handheld: DeviceContext = {
    id: 9,
    brand: 'Garmin',
    model: 'GPSMAP 79s',
    deviceType: 'gps',
    specifications:
      'Type: rugged floating marine GPS handheld.\nSensors: 3-axis electronic compass and barometric altimeter.\nPower: two AA batteries.\nMaps: preloaded worldwide basemap; microSD slot for BlueChart g3 charts.',
    custom: false,
    general: false,
  }
  const heading = passage({
    id: 'guide:gps-position/heading',
    sourceTitle: 'GPS and position',
    title: 'Heading arrow points the wrong way at low speed',
    body: [
      'At low speed, COG wanders, so the boat icon swings around.',
      'What you can do:',
      [
        '1. **Accept it at low speed:** above about 2 to 3 knots COG becomes steady.',
        '2. **Add a heading sensor** (an electronic compass on NMEA 2000). The display then draws the boat by true heading.',
        '3. **Route the antenna and NMEA 2000 cables away** from the engine.',
        '4. **Chart orientation:** north-up is calmer at low speed.',
      ].join('\n'),
    ].join('\n\n'),
  })

  it('keeps a sub-heading whose last alternative is a part it lacks, without that alternative, over its steps', () => {
    const creating = passage({
      id: 'guide:waypoints/creating-a-waypoint',
      sourceTitle: 'Waypoints',
      title: 'Creating a waypoint',
      body: [
        'There are three common ways to create one.',
        '**At the cursor on the chart or sonar**\n1. Move the cursor to the spot.\n2. Choose New Waypoint from the menu.',
        '**By entering coordinates**\n1. Open the waypoint list and choose new waypoint.\n2. Type the latitude and longitude.',
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'how do i make a waypoint at a spot on the map',
      device: handheld,
      passages: [creating],
    }).text
    // Without it, the heading went whole and its steps stood under the previous one's.
    expect(text).toContain('**At the cursor on the chart**\n\n1. Move the cursor to the spot.')
    expect(text).not.toMatch(/or sonar/)
  })

  it('keeps a list item whose last alternative is a part it lacks, without that alternative', () => {
    const tips = passage({
      id: 'guide:waypoints/tips',
      sourceTitle: 'Waypoints',
      title: 'Waypoint tips',
      body: [
        'Tips:',
        '- Mark a spot at the cursor on the chart or on the sonar screen.\n- Name waypoints at the dock.',
      ].join('\n\n'),
    })
    const text = composeExtractive({
      question: 'any tips for marking waypoints',
      device: handheld,
      passages: [tips],
    }).text
    expect(text).toContain('- Mark a spot at the cursor on the chart.\n- Name waypoints at the dock.')
  })

  it('keeps a step whose last alternative is a part it lacks, without that alternative, under its number', () => {
    const cursor = passage({
      id: 'guide:waypoints/creating-a-waypoint',
      sourceTitle: 'Waypoints',
      title: 'Creating a waypoint',
      body: [
        '**At the cursor on the chart**',
        '1. Touch or move the cursor to the spot on the chart, or onto a target on the sonar screen.\n2. Choose New Waypoint or Create Waypoint from the menu.',
      ].join('\n'),
    })
    const text = composeExtractive({
      question: 'how do i punch in a waypoint at a spot on the map',
      device: handheld,
      passages: [cursor],
    }).text
    // The step is the handheld's own (the chart); only its alternative on a sonar screen it has not is dropped.
    expect(text).toContain('1. Touch or move the cursor to the spot on the chart.\n2. Choose New Waypoint')
    expect(text).not.toMatch(/sonar/)
  })

  it('says a step wholly about a lacking part does not apply, keeping its number and the other steps', () => {
    const answer = composeExtractive({
      question: 'my heading arrow jumps around at low speed, how do i fix it',
      device: handheld,
      passages: [heading],
    })
    expect(answer.text).toContain(
      '2. _Not for the **Garmin GPSMAP 79s**: according to its specifications, it does not have a network for added sensors._',
    )
    expect(answer.text).not.toContain('Add a heading sensor')
    expect(answer.text).toContain('1. **Accept it at low speed:**')
    // A lead that also names something the device has is still its step.
    expect(answer.text).toContain('3. **Route the antenna and NMEA 2000 cables away** from the engine.')
    expect(answer.text).toContain('4. **Chart orientation:**')
  })

  it('keeps a step that only names equipment (a case the owner may have beside the device), not a port', () => {
    const receiver: DeviceContext = {
      ...handheld,
      brand: 'Garmin',
      model: 'VHF 215 AIS',
      deviceType: 'other',
      specifications:
        "Type: fixed-mount marine VHF radio with built-in dual-channel AIS receiver.\nNote: AIS receive only; it does not transmit your boat's AIS position.",
    }
    const mmsi = passage({
      title: 'Programming an MMSI',
      body: '1. **VHF radio:** enter it in the setup menu.\n2. **AIS transponder:** enter it at installation.\n3. **NMEA 2000:** the MMSI is shared on the network.',
    })
    const question = 'how do i enter my mmsi, it keeps failing'
    const onTheRadio = composeExtractive({ question, device: receiver, passages: [mmsi] }).text
    expect(onTheRadio).toContain('2. **AIS transponder:** enter it at installation.')
    // The handheld has no NMEA 2000 port: a connection is the device's own.
    const onTheHandheld = composeExtractive({ question, device: handheld, passages: [mmsi] }).text
    expect(onTheHandheld).toContain('3. _Not for the **Garmin GPSMAP 79s**')
  })

  it('keeps every step when the question asks what exists rather than what to do', () => {
    const answer = composeExtractive({
      question: 'what is a heading sensor',
      device: handheld,
      passages: [heading],
    })
    expect(answer.text).not.toContain('_Not for the')
  })

  it('does not follow "it does not have" with a section about that part', () => {
    const icom: DeviceContext = {
      id: 11,
      brand: 'Icom',
      model: 'IC-M424G',
      deviceType: 'other',
      specifications: 'Type: fixed-mount VHF marine radio with built-in GPS receiver.\nOutput: 25 W / 1 W.',
      custom: false,
      general: false,
    }
    const answer = composeExtractive({
      question: 'can my icom show ais boats',
      device: icom,
      passages: [
        passage({
          title: 'AIS targets not showing',
          body: 'Check the AIS layer on the chart.\n\n1. **AIS layer off:** turn it on.\n2. **Antenna:** check it.',
        }),
      ],
    })
    expect(answer.text).toContain('According to its specifications, the **Icom IC-M424G** does not have AIS.')
    expect(answer.text).not.toContain('### AIS targets not showing')
  })
})

describe('what the header says the device is', () => {
  it("is the catalogue type, or its specifications' Type line where the catalogue says only 'other'", () => {
    expect(deviceKind(device)).toBe('fishfinder')
    const radio = {
      deviceType: 'other',
      specifications: 'Type: fixed-mount VHF marine radio with built-in GPS receiver.\nOutput: 25 W / 1 W.',
    }
    expect(deviceKind(radio)).toBe('fixed-mount VHF marine radio with built-in GPS receiver')
    expect(
      deviceKind({ deviceType: 'other', specifications: 'Type: instrument display (also a pilot head).' }),
    ).toBe('instrument display')
    // Never 'other', nor a line too long to stand in brackets.
    expect(deviceKind({ deviceType: 'other', specifications: 'Output: 25 W.' })).toBe('')
    expect(deviceKind({ deviceType: 'other', specifications: `Type: ${'very '.repeat(20)}long line.` })).toBe(
      '',
    )
    const text = composeExtractive({
      question: 'how do i save a spot',
      device: { ...device, ...radio },
      passages: [waypoint],
    }).text
    expect(text.split('\n')[0]).toBe(
      'For your **Garmin STRIKER 4** (fixed-mount VHF marine radio with built-in GPS receiver):',
    )
  })
})

describe("a general guide's answer and the device maker's own section", () => {
  const general = passage({
    id: 'guide:sonar-tuning/setting-gain-or-sensitivity',
    sourceTitle: 'Tuning your sonar',
    title: 'Setting gain or sensitivity',
    body: 'Gain sets how strongly returns are drawn.\n\nRaise gain until speckles appear, then back it off slightly.',
    score: 20,
  })
  const garmin = passage({
    id: 'guide:garmin/tuning-garmin-sonar',
    sourceTitle: 'Garmin chartplotters and sonar',
    title: 'Tuning Garmin sonar',
    body: [
      '1. Open the sonar page menu.',
      '2. Select Gain.',
      '',
      '- **Gain setting:** Auto High shows more detail and more noise; Auto Low a cleaner picture.',
      '- **Range:** auto or manual.',
      // A long section: only its lines that hold the question's words are shown.
      ...Array.from(
        { length: 12 },
        (_, i) =>
          `- **Page option ${i + 1}:** an option of the sonar page that this question does not ask about.`,
      ),
    ].join('\n'),
    score: 12,
  })
  const ask = (other: Passage) =>
    composeExtractive({
      question: 'what gain setting should i run on my striker',
      device,
      passages: [general, other],
    }).text

  it("completes the lead with the other's lines that hold the question's words, never its steps", () => {
    const text = ask(garmin)
    expect(text).toContain('### Tuning Garmin sonar')
    expect(text).toContain('- **Gain setting:** Auto High shows more detail')
    expect(text).not.toContain('**Range:**')
    expect(text).not.toContain('Select Gain.')
    expect(text.indexOf('### Setting gain or sensitivity')).toBeLessThan(
      text.indexOf('### Tuning Garmin sonar'),
    )
    expect(text).toMatch(/2\. Garmin chartplotters and sonar: Tuning Garmin sonar/)
  })

  it('leaves it out when it matches far less well', () => {
    expect(ask({ ...garmin, score: 5 })).not.toContain('### Tuning Garmin sonar')
  })

  it('shows a short one whole, its steps numbered as the source numbers them', () => {
    const short = { ...garmin, body: garmin.body.split('\n').slice(0, 5).join('\n') }
    const text = ask(short)
    expect(text).toContain('### Tuning Garmin sonar')
    expect(text).toContain('1. Open the sonar page menu.\n2. Select Gain.')
    expect(text).toContain('- **Range:** auto or manual.')
  })
})

describe('the next sections after a first answer', () => {
  const lead = passage({
    id: 'guide:sonar-tuning/reducing-surface-clutter',
    title: 'Reducing surface clutter',
    body: 'Surface clutter is noise near the top of the screen from waves, wakes and bubbles.\n\n1. Open the sonar menu.\n2. Select Surface Clarity.\n3. Start at Low and raise it only as needed.',
    score: 20,
  })
  const next = passage({
    id: 'guide:sonar-tuning/setting-gain-or-sensitivity',
    title: 'Setting gain or sensitivity',
    body: 'Too much gain also fills the top of the screen with clutter.\n\nLower the gain a step when surface clutter hides fish.',
    score: 12,
  })
  const ask = (passages: Passage[]) =>
    composeExtractive({ question: 'surface clutter all over the top of my screen', device, passages })

  it("follow the lead with the next section's answering part when it holds the question's words", () => {
    const answer = ask([lead, next])
    expect(answer.text).toContain('### Setting gain or sensitivity')
    expect(answer.text).toContain('Lower the gain a step when surface clutter hides fish.')
    expect(answer.text.indexOf('### Reducing surface clutter')).toBeLessThan(
      answer.text.indexOf('### Setting gain or sensitivity'),
    )
    expect(answer.used.map((p) => p.title)).toEqual([
      'Reducing surface clutter',
      'Setting gain or sensitivity',
    ])
  })

  it('leave out a section far below the best', () => {
    expect(ask([lead, { ...next, score: 7 }]).text).not.toContain('### Setting gain or sensitivity')
  })

  it("keep the answer readable in about a minute: a long section gives only its lines with the question's words", () => {
    const filler = Array.from(
      { length: 40 },
      (_, i) => `Step detail number ${i} about the menu layout and the display.`,
    ).join(' ')
    const long = passage({
      ...next,
      body: `${filler}\n\n- Surface clutter near the top clears with less gain on the screen.\n\n${filler}`,
    })
    const answer = ask([lead, long])
    expect(answer.text).toContain('- Surface clutter near the top clears with less gain on the screen.')
    expect(answer.text).not.toContain('Step detail number 3 ')
  })
})

describe('a line naming the device and a connection it has no port for', () => {
  it("is left out for a handheld radio: 'the radio and chartplotter share an NMEA 2000 network'", () => {
    const handheld: DeviceContext = {
      ...device,
      brand: 'Standard Horizon',
      model: 'HX890',
      deviceType: 'other',
      specifications: 'Type: floating handheld VHF radio with GPS.\nPower: rechargeable battery.',
    }
    const mob = passage({
      id: 'guide:vhf-radios/man-overboard-with-a-vhf-radio',
      title: 'Man overboard with a VHF radio',
      body: [
        'Press the MOB key: the radio marks the position.',
        '',
        'On a boat where the radio and chartplotter share an NMEA 2000 network, the chartplotter shows the MOB position.',
      ].join('\n'),
    })
    const text = composeExtractive({
      question: 'how do i mark a man overboard on it',
      device: handheld,
      passages: [mob],
    }).text
    expect(text).toContain('Press the MOB key')
    expect(text).not.toContain('NMEA 2000')
    // A fixed radio with a network port keeps it.
    const fixed = { ...handheld, specifications: 'Type: fixed-mount VHF radio.\nNetworking: NMEA 2000.' }
    expect(
      composeExtractive({ question: 'how do i mark a man overboard on it', device: fixed, passages: [mob] })
        .text,
    ).toContain('NMEA 2000')
  })
})

describe('a step whose bold lead ends in a question mark', () => {
  const chartplotter: DeviceContext = {
    id: 31,
    brand: 'Simrad',
    model: 'NSS evo3S 12',
    deviceType: 'chartplotter',
    specifications: 'Type: 12-inch chartplotter and fishfinder.\nCharts: C-MAP and Navionics.',
    custom: false,
    general: false,
  }
  const ecosystem = passage({
    id: 'guide:choosing-electronics/choosing-charts-and-a-chartplotter-ecosystem',
    sourceTitle: 'Choosing marine electronics',
    title: 'Choosing charts and a chartplotter ecosystem',
    body: [
      'Before you buy, think about the whole system.',
      [
        '1. **Which charts do you want?** Garmin displays use Garmin charts. Lowrance, Simrad and B&G use C-MAP and Navionics. Compare detail for your local waters.',
        '2. **How many displays?** Networking two displays of the same brand shares charts.',
      ].join('\n'),
    ].join('\n\n'),
  })

  it("keeps the lead's bold closed when another maker's sentence after it is left out", () => {
    const text = composeExtractive({
      question: 'which charts should i pick for my plotter',
      device: chartplotter,
      passages: [ecosystem],
    }).text
    // Before, the sentence left out took the bold's closing marks with it: '1. **Which charts do you want?Lowrance'.
    expect(text).toContain(
      '1. **Which charts do you want?** Lowrance, Simrad and B&G use C-MAP and Navionics. Compare detail for your local waters.',
    )
    expect(text).not.toContain('Garmin displays')
  })
})

describe("the device's own specifications ranked below the first four passages", () => {
  const deeper: DeviceContext = {
    ...device,
    id: 9,
    brand: 'Deeper',
    model: 'PRO+ 2',
    deviceType: 'sonar',
    specifications:
      'Type: castable Wi-Fi sonar.\nDepth: up to 80 m (260 ft).\nBattery: up to 8 hours.\nApp: Fish Deeper app.',
  }
  const specifications = passage({
    id: 'device:9',
    kind: 'device',
    deviceId: 9,
    title: 'Deeper PRO+ 2 specifications',
    body: deeper.specifications,
    score: 6,
  })
  const frequency = passage({
    id: 'guide:deeper/frequency',
    title: 'Choosing a Deeper frequency',
    score: 20,
    body: 'Use the narrow beam in deep water: it holds the bottom better.\n\nThe wide beam shows more in the shallows.',
  })
  const others = [1, 2, 3, 4].map((n) =>
    passage({ id: `guide:x/${n}`, title: `Other ${n}`, score: 5, body: `Unrelated text ${n}.` }),
  )
  const ask = (ownSpecifications?: Passage) =>
    composeExtractive({
      question: 'to what depth does the deeper read? it shows nothing in really deep water',
      device: deeper,
      passages: [frequency, ...others, specifications],
      ownSpecifications,
    })

  it('closes a first answer with the lines that name the question, cited to the specifications', () => {
    const answer = ask(specifications)
    expect(answer.text).toContain(
      '**From the Deeper PRO+ 2 specifications:**\n\n- Depth: up to 80 m (260 ft).',
    )
    expect(answer.text).not.toContain('Battery: up to 8 hours')
    expect(answer.used).toContain(specifications)
  })

  it('adds nothing the plan did not find', () => {
    expect(ask(undefined).text).not.toContain('Depth: up to 80 m')
  })

  it('adds nothing when the specifications are off the subject (below the on-topic score)', () => {
    expect(ask({ ...specifications, score: 1 }).text).not.toContain('Depth: up to 80 m')
  })
})

describe("the device's own specifications beside a how-to, ranked third or fourth, and the line that names the lead", () => {
  const echomap: DeviceContext = {
    ...device,
    id: 11,
    brand: 'Garmin',
    model: 'ECHOMAP UHD 73sv',
    deviceType: 'chartplotter',
    specifications: [
      'Type: 7-inch chartplotter/fishfinder.',
      'Sonar: CHIRP traditional, ClearVü and SideVü scanning sonar.',
      'Charts: microSD card slot; Garmin Quickdraw Contours mapping.',
      'Networking: NMEA 2000.',
    ].join('\n'),
  }
  const specifications = passage({
    id: 'device:11',
    kind: 'device',
    deviceId: 11,
    title: 'Garmin ECHOMAP UHD 73sv specifications',
    body: echomap.specifications,
    score: 7,
  })
  const quickdraw = passage({
    id: 'guide:garmin/recording-garmin-quickdraw-contours',
    title: 'Recording Garmin Quickdraw Contours',
    score: 20,
    body: '1. From the chart, open Menu > Quickdraw Contours > Start Recording.\n2. Drive over the area.\n3. When finished, choose Stop Recording.',
  })
  const others = [1, 2].map((n) =>
    passage({ id: `guide:x/${n}`, title: `Other ${n}`, score: 8, body: `Unrelated text ${n}.` }),
  )
  const ask = () =>
    composeExtractive({
      question: 'how do i get it to draw depth lines of my own as i drive the lake',
      device: echomap,
      passages: [quickdraw, ...others, specifications],
      ownSpecifications: specifications,
    })

  it('closes the answer with the line that says the unit has what the lead section does', () => {
    const answer = ask()
    expect(answer.text).toContain(
      '**From the Garmin ECHOMAP UHD 73sv specifications:**\n\n- Charts: microSD card slot; Garmin Quickdraw Contours mapping.',
    )
    expect(answer.text).not.toContain('Networking: NMEA 2000')
    expect(answer.used).toContain(specifications)
  })

  it("does not pick a line by a title word that tells none apart: the device's names, its type, a word on most of its lines", () => {
    const plotter: DeviceContext = {
      ...echomap,
      specifications: [
        'Type: 7-inch chartplotter with built-in sonar.',
        'Sonar: CHIRP traditional sonar.',
        'Charts: microSD card slot; Garmin BlueChart g3.',
        'Power: 10 to 20 V DC for display and sonar.',
      ].join('\n'),
    }
    const own = passage({ ...specifications, body: plotter.specifications })
    const lead = passage({
      id: 'guide:garmin/setting-up-the-echomap',
      title: 'Setting up a Garmin ECHOMAP chartplotter sonar',
      score: 20,
      body: '1. Open Settings.\n2. Choose the language.\n3. Choose the units.',
    })
    const answer = composeExtractive({
      question: 'how do i do the first setup',
      device: plotter,
      passages: [lead, ...others, own],
      ownSpecifications: own,
    })
    expect(answer.text).toContain('1. Open Settings.')
    expect(answer.text).not.toContain('specifications:**')
  })

  it("counts the owner's own words before the lead's title", () => {
    const answer = composeExtractive({
      question: 'how do i record my own depth map, and does it need nmea 2000 networking',
      device: echomap,
      passages: [quickdraw, ...others, specifications],
      ownSpecifications: specifications,
    })
    const tail = answer.text.slice(answer.text.indexOf('**From the Garmin'))
    expect(tail.indexOf('Networking: NMEA 2000')).toBeGreaterThan(0)
  })
})

// 'Where do i find that setting on it' after an answer: the previous answer's subject, on this unit. The
// device maker's section it showed answers first, by its lines that name the menus; the section it led with
// follows with its own; sections about other things do not (issue 39, item 7).
import { describe, expect, it } from 'vitest'
import { guidePassage } from '../../test/guide-passage'
import { type GuideSection, readGuides } from '../knowledge/content'
import { composeExtractive } from './extractive'
import type { FollowUpContext } from './follow-up'
import type { DeviceContext, Passage } from './retrieval'

const sections = new Map(readGuides().map((s) => [s.id, s]))
const guide = (id: string, score: number): Passage => guidePassage(sections.get(id) as GuideSection, score)

const solix: DeviceContext = {
  id: 5,
  brand: 'Humminbird',
  model: 'SOLIX 12 CHIRP MEGA SI+ G3',
  deviceType: 'fishfinder',
  specifications: 'Sonar: Dual Spectrum CHIRP 2D sonar, MEGA Side Imaging+ and MEGA Down Imaging+.',
  custom: false,
  general: false,
}
const radio: DeviceContext = {
  id: 6,
  brand: 'Standard Horizon',
  model: 'GX2400 Matrix AIS/GPS',
  deviceType: 'other',
  specifications: 'Type: fixed-mount VHF marine radio with built-in AIS receiver and GPS.',
  custom: false,
  general: false,
}

const after = (previousQuestion: string, shown: Passage[]): FollowUpContext => ({
  previousQuestion,
  shownTitles: shown.map((p) => p.title),
  previousAnswer: '',
  tried: '',
  stillFailing: false,
  leaning: true,
  movingOn: false,
  previousSection: shown[0] ?? null,
  previousSections: shown,
})
const body = (text: string) => text.split(/^---$/m)[0] ?? ''
const headings = (text: string) => [...body(text).matchAll(/^### (.+)$/gm)].map((m) => m[1])

describe("'where do i find that'", () => {
  it("leads with the maker's section the previous answer showed, by its menu path, then the general one", () => {
    const general = guide('depth-readings/setting-depth-offset', 0)
    const makers = guide('humminbird/setting-humminbird-depth-offset-and-alarms', 0)
    const text = composeExtractive({
      question: 'ok where do i find that setting on it',
      device: solix,
      passages: [
        guide('humminbird/using-mega-live-imaging', 12),
        guide('humminbird/using-the-humminbird-x-press-menu-and-main-menu', 11),
        makers,
      ],
      followUp: after(
        'i want the depth on my solix to read from the surface not from the transducer, how do i do that',
        [general, makers],
      ),
    }).text
    expect(headings(text)[0]).toBe('Setting Humminbird depth offset and alarms')
    expect(body(text)).toContain(
      'Open the main menu or Home screen settings and go to the sonar settings (depth offset may be in the installation or transducer section).',
    )
    expect(headings(text)).toContain('Setting depth offset')
    // Its maker's guide to the menus may follow; a section on another subject that names a menu does not.
    expect(headings(text)).not.toContain('Using MEGA Live Imaging')
  })

  it('shows the line of the section it led with that says where, again, and nothing about another subject', () => {
    const channels = guide('vhf-radios/choosing-usa-international-or-canadian-channels', 0)
    const text = composeExtractive({
      question: 'ok where do i change that on it',
      device: radio,
      passages: [
        { ...channels, score: 14 },
        guide('display-and-settings/changing-units-of-measure', 9),
        guide('safety-alarms/using-a-handheld-gps-as-a-backup', 6),
      ],
      followUp: after('coast guard told me to go to 22 alpha and my gx2400 only has 22, no A. what gives', [
        channels,
      ]),
    }).text
    expect(headings(text)[0]).toBe('Choosing USA, international or Canadian channels')
    expect(body(text)).toContain(
      "Find the setting in the radio's setup menu; it is usually called channel group or region.",
    )
    expect(headings(text)).not.toContain('Changing units of measure')
    expect(headings(text)).not.toContain('Using a handheld GPS as a backup')
  })

  it('is not read into a follow-up that names a subject of its own ("where do i turn on fishreveal")', () => {
    const text = composeExtractive({
      question: 'where do i turn on fishreveal on it',
      device: { ...solix, brand: 'Lowrance', model: 'HDS Live 12' },
      passages: [
        guide('navico/using-fishreveal', 12),
        guide('navico/using-structurescan-sidescan-and-downscan', 10),
      ],
      // The previous answer showed the maker's DownScan section beside its lead.
      followUp: after('how do i tell fish from brush on downscan, its all just dots', [
        guide('imaging-sonar/reading-a-down-imaging-picture', 0),
        guide('navico/using-structurescan-sidescan-and-downscan', 0),
      ]),
    }).text
    expect(headings(text)[0]).toBe('Using FishReveal')
  })
})

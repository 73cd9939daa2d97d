// 'Is that normal' after an answer: the guide's lines that say whether it is (or that explain what the owner
// sees) come first; nothing is said where no guide line speaks of it.
import { describe, expect, it } from 'vitest'
import { guidePassage } from '../../test/guide-passage'
import { type GuideSection, readGuides } from '../knowledge/content'
import { ASKS_IF_NORMAL, composeExtractive } from './extractive'
import type { FollowUpContext } from './follow-up'
import type { DeviceContext, Passage } from './retrieval'

const sections = new Map(readGuides().map((s) => [s.id, s]))
const guide = (id: string, score: number): Passage => guidePassage(sections.get(id) as GuideSection, score)

const device: DeviceContext = {
  id: 3,
  brand: 'Humminbird',
  model: 'HELIX 10 CHIRP MEGA SI+ GPS G4N',
  deviceType: 'fishfinder',
  specifications: 'Sonar: 2D CHIRP, MEGA Down Imaging+ and MEGA Side Imaging+.',
  custom: false,
  general: false,
}

const contextAfter = (previousQuestion: string, previousSection: Passage | null): FollowUpContext => ({
  previousQuestion,
  shownTitles: previousSection ? [previousSection.title] : [],
  previousAnswer: '',
  tried: '',
  stillFailing: false,
  leaning: true,
  movingOn: false,
  previousSection,
})

describe("'is that normal'", () => {
  it('is heard in the ways owners ask it', () => {
    for (const q of [
      'is that normal',
      'so is my transducer bad or is that normal',
      'should i worry about that',
      'is that bad?',
      'is the ducer broken',
      'anything wrong with it?',
    ])
      expect(ASKS_IF_NORMAL.test(q), q).toBe(true)
    for (const q of ['where is that menu', 'can i turn that off'])
      expect(ASKS_IF_NORMAL.test(q), q).toBe(false)
  })

  it('after a dark stripe down the middle of side imaging, says what it is before any transducer advice', () => {
    const reading = guide('imaging-sonar/reading-a-side-imaging-picture', 0)
    const text = composeExtractive({
      question: 'so is my transducer bad or is that normal',
      device,
      passages: [
        guide('transducer-installation/positioning-a-transom-mount-transducer', 14),
        guide('imaging-sonar/reading-a-side-imaging-picture', 7),
      ],
      followUp: contextAfter('theres a dark stripe down the middle of my side imaging', reading),
    }).text
    const strip = text.indexOf('**The dark center strip** is the water column under the boat.')
    expect(strip).toBeGreaterThan(0)
    expect(text.indexOf('What the guide says about whether this is normal:')).toBeLessThan(strip)
    expect(strip).toBeLessThan(text.indexOf('### Positioning a transom-mount transducer'))
  })

  it("shows the lines that say it is normal ('This is normal.') and never says more than they do", () => {
    const trailer = guide('sonar-troubleshooting/sonar-shows-nothing-when-the-boat-is-on-the-trailer', 0)
    const text = composeExtractive({
      question: 'is that normal',
      device,
      passages: [guide('transducer-installation/checking-that-a-transducer-is-working', 12)],
      followUp: contextAfter(
        'boat is on the trailer and the sonar shows no bottom, just a band at the top',
        trailer,
      ),
    }).text
    expect(text).toContain('This is normal.')
    expect(text.indexOf('This is normal.')).toBeLessThan(
      text.indexOf('### Checking that a transducer is working'),
    )
  })

  it('says nothing of the kind where no guide line speaks of what the owner sees', () => {
    const text = composeExtractive({
      question: 'is that normal',
      device,
      passages: [guide('waypoints/creating-a-waypoint', 12)],
      followUp: contextAfter('my screen shows a purple unicorn', null),
    }).text
    expect(text).not.toContain('What the guide says about whether this is normal')
  })
})

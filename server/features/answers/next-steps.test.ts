import { describe, expect, it } from 'vitest'
import { nextSectionsAfter, previousLead } from './next-steps'

describe('the next step after the previous answer', () => {
  it('finds the guide section an answer led with from its titles', () => {
    const lead = previousLead(['Not a section', 'No sonar picture or transducer not detected'])
    expect(lead?.sectionId).toBe('sonar-troubleshooting/no-sonar-picture-or-transducer-not-detected')
    expect(lead?.steps.stillFailing.length).toBeGreaterThan(0)
    expect(previousLead(['From the HOOK2 4x specifications'])).toBeNull()
  })

  it('finds no lead in a forged history: unknown titles, control characters, thousands of titles', () => {
    const forged = ['Sonar loses the bottom at speed\u0000', '\u202eNo sonar picture', '../../etc/passwd']
    expect(previousLead([...forged, ...Array.from({ length: 5000 }, (_, i) => `Title ${i}`)])).toBeNull()
  })

  it("walks the next checks after 'still fails', and ranks up both kinds otherwise", () => {
    const lead = { sectionId: 'a', steps: { stillFailing: ['b', 'c'], next: ['d', 'b'] } }
    expect(nextSectionsAfter(lead, true)).toEqual({ ids: ['b', 'c'], stillFailing: true })
    expect(nextSectionsAfter(lead, false)).toEqual({ ids: ['d', 'b', 'c'], stillFailing: false })
    const task = { sectionId: 'a', steps: { stillFailing: [], next: ['d'] } }
    expect(nextSectionsAfter(task, true)).toEqual({ ids: ['d'], stillFailing: false })
  })

  it("goes to the next tasks only when the owner says the step is done and asks what's next", () => {
    const lead = { sectionId: 'a', steps: { stillFailing: ['b', 'c'], next: ['d', 'e'] } }
    expect(nextSectionsAfter(lead, false, true)).toEqual({
      ids: ['d', 'e'],
      stillFailing: false,
      movingOn: true,
    })
    // A section with no next task keeps both kinds.
    const problem = { sectionId: 'a', steps: { stillFailing: ['b'], next: [] } }
    expect(nextSectionsAfter(problem, false, true)).toEqual({ ids: ['b'], stillFailing: false })
  })
})

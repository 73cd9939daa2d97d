// The next step after the section an answer led with, from the guides' flow (content/guides/next-steps.json):
// what to check when its steps did not help, and what owners do after its task.
import { type NextSteps, readGuides, readNextSteps } from '../knowledge'

interface Flow {
  /** Section ids by their titles (titles are unique across the guides; a test keeps them so). */
  idByTitle: Map<string, string>
  steps: Map<string, NextSteps>
}

let flow: Flow | undefined

/** Read once: the guides ship with the application and change only with a release. */
function loadFlow(): Flow {
  if (flow) return flow
  const sections = readGuides()
  flow = {
    idByTitle: new Map(sections.map((s) => [s.title.toLowerCase(), s.id])),
    steps: readNextSteps(undefined, sections),
  }
  return flow
}

export interface PreviousLead {
  /** The guide section the previous answer led with. */
  sectionId: string
  steps: NextSteps
}

/** The guide section an answer led with (the first of its titles that names one) and where it leads. */
export function previousLead(shownTitles: string[]): PreviousLead | null {
  const { idByTitle, steps } = loadFlow()
  for (const title of shownTitles) {
    const sectionId = idByTitle.get(title.toLowerCase())
    if (sectionId) return { sectionId, steps: steps.get(sectionId) ?? { stillFailing: [], next: [] } }
  }
  return null
}

/**
 * The sections that come after the previous lead. 'Still fails' walks its next checks; any other later
 * question may be the next task or a problem met on the way (owners often say 'it won't' without 'still'),
 * so both kinds are ranked up.
 */
export function nextSectionsAfter(
  lead: PreviousLead,
  stillFailing: boolean,
  movingOn = false,
): { ids: string[]; stillFailing: boolean; movingOn?: boolean } {
  if (stillFailing && lead.steps.stillFailing.length > 0)
    return { ids: lead.steps.stillFailing, stillFailing: true }
  // 'Done, now what': the owner says the task went well, so the next tasks, not the problems met on the way.
  if (movingOn && lead.steps.next.length > 0)
    return { ids: lead.steps.next, stillFailing: false, movingOn: true }
  return { ids: [...new Set([...lead.steps.next, ...lead.steps.stillFailing])], stillFailing: false }
}

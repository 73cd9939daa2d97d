// Emergencies (distress and Mayday, man overboard, fire, flooding, collision, carbon monoxide, lightning): their
// procedures lead, whole, and a question about one is never told it is not covered while one answers it.
import type { Passage } from './retrieval'

// What an emergency procedure is about: distress and Mayday, someone overboard, fire, flooding, collision, carbon
// monoxide, lightning.
export const EMERGENCY =
  /\b(mayday|distress|sos|overboard|mob|fire|flooding|flooded|sinking|taking on water|collision|collided|carbon monoxide|lightning)\b/i

/** A passage whose title names an emergency and whose body holds numbered steps. */
export const isEmergencyProcedure = (p: Passage) => EMERGENCY.test(p.title) && /^\d+[.)]\s/m.test(p.body)

/** Words only a boat in trouble uses: a question with one is about the boat's electronics' emergency functions. */
export const MARINE_EMERGENCY = /\b(mayday|pan[- ]?pan|distress|sos|overboard|mob|sinking|taking on water)\b/i

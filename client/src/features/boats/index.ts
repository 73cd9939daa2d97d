// What other features may use of boats: they import it from here, not from its files (decision 0059). The
// agent is handed the owner's boats by its page (pages/agent.tsx) rather than importing them: boats uses the
// agent's device search, and two features may not depend on each other.
export { useBoats } from './api'

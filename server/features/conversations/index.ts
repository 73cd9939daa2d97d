// What other features may use of conversations: they import it from here, not from its files (decision 0059).
export {
  conversationExists,
  conversationHistory,
  type HistoryTurn,
  type KeptDevice,
  keepInConversation,
  leaveUnanswered,
  type Replacement,
  replaceTurns,
} from './service'

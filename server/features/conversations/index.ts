// What other features may use of conversations: they import it from here, not from its files (decision 0059).
export { conversationHistory, type HistoryTurn, type KeptDevice, keepInConversation } from './service'

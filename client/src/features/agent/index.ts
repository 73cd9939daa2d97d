// What other features may use of agent: they import it from here, not from its files (decision 0059).

export { answerBody } from './answer-text'
export { useManuals } from './api'
export { AnswerMarkdown } from './components/answer-markdown'
export { AnswerSources } from './components/answer-sources'
export { DeviceIcon } from './components/device-icon'
// The device search, which My boat's 'Add a device' offers over the catalogue as the agent does.
export { DevicePicker } from './components/device-picker'
export { type Device, deviceTypeLabel, isGeneralDevice } from './devices'

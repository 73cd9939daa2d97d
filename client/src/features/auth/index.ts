// What other features may use of auth: they import it from here, not from its files (decision 0059).
export { showSignedOut } from './api'
export { NewPasswordField, PasswordField, passwordRules } from './components/account-fields'
export { useCurrentUser } from './session'
export { throttledMessage } from './throttle'
export { fullNameOf } from './user'

// What other features may use of auth: they import it from here, not from its files (decision 0059).

export { asAdmin, asAdminLockingAdmins } from './acting-admin'
export { deliverLinkMail, type LinkMailDeps } from './link-mail'
export { assertPasswordAllowed, passwordProblem } from './password-strength'
export { hashPassword } from './passwords'
export {
  confirmPassword,
  createUser,
  deleteUnusedResetTokens,
  EMAIL_TAKEN,
  findUserByEmail,
  issueResetToken,
  resetEmail,
} from './service'
export { actingAdmin, signedInUser } from './session-plugin'
export { destroyUserSessions, SESSION_COOKIE } from './sessions'
export { toPublicUser } from './users'

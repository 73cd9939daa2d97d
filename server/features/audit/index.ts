// What other features may use of the audit log: they import it from here, not from its files (decision 0059).
export { auditAdminRoutes } from './routes'
export {
  type AuditActor,
  type AuditRecord,
  actorIdOf,
  changedFields,
  pruneAuditLog,
  recordAdminAction,
} from './service'

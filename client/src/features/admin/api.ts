import {
  type AdminUser,
  type BulkDeleteUsersRequest,
  type CreateUserRequest,
  type DashboardCharts,
  type ImportResult,
  importSummary,
  type LogEntry,
  type LogFilters,
  type ResetLinkResponse,
  type Stats,
  type UpdateUserRequest,
} from '@contract/admin'
import type {
  AnswerDetails,
  AnswerFilters,
  AnswerGap,
  AnswerList,
  UnmetDevice,
} from '@contract/answer-review'
import type { AuditAction, AuditList } from '@contract/audit'
import type { MessageResponse } from '@contract/common'
import type { Manual, ManualInput } from '@contract/devices'
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { ANSWER_GAPS_URL, ANSWERS_URL, answersUrl, UNMET_DEVICES_URL } from './answers'
import { LOGS_URL, logsUrl } from './system'
import { createUserErrorMessage } from './users'

/** Query keys are the URLs they read; the manuals key is the same one the agent's device list uses. */
export const adminUsersQueryKey = ['/api/admin/users'] as const
export const adminStatsQueryKey = ['/api/admin/stats'] as const
export const adminChartsQueryKey = ['/api/admin/stats/charts'] as const
export const adminLogsQueryKey = [LOGS_URL] as const
export const manualsQueryKey = ['/api/manuals'] as const
export const MANUAL_TEMPLATE_URL = '/api/admin/manuals/template'

export function useAdminUsers() {
  return useQuery<AdminUser[] | null>({ queryKey: adminUsersQueryKey })
}

export function useAdminStats() {
  return useQuery<Stats | null>({ queryKey: adminStatsQueryKey })
}

/** The dashboard's charts of the last 30 days. */
export function useDashboardCharts() {
  return useQuery<DashboardCharts | null>({ queryKey: adminChartsQueryKey })
}

/**
 * The latest 100 entries, newest first, narrowed by the filters (the System tab's); the dashboard shows the
 * first 5 of the unfiltered list. While other filters load, the previous list stays on screen.
 */
export function useAdminLogs(filters: LogFilters = {}) {
  return useQuery<LogEntry[] | null>({ queryKey: [logsUrl(filters)], placeholderData: keepPreviousData })
}

/** One page of the Answers tab's list; while another page or filter loads, the previous page stays on screen. */
export function useAdminAnswers(filters: AnswerFilters, page: number) {
  return useQuery<AnswerList | null>({
    queryKey: [answersUrl(filters, page)],
    placeholderData: keepPreviousData,
  })
}

/** One answer in full, read when its details dialog opens. */
export function useAnswerDetails(id: number | null) {
  return useQuery<AnswerDetails | null>({ queryKey: [`${ANSWERS_URL}/${id}`], enabled: id !== null })
}

/** The catalogue devices asked about without a ready manual. */
export function useUnmetDevices() {
  return useQuery<UnmetDevice[] | null>({ queryKey: [UNMET_DEVICES_URL] })
}

/** What owners asked that nothing covers, by device and subject, most asked first. */
export function useAnswerGaps() {
  return useQuery<AnswerGap[] | null>({ queryKey: [ANSWER_GAPS_URL] })
}

export function useManualList() {
  return useQuery<Manual[] | null>({ queryKey: manualsQueryKey })
}

/** A failure toast: the SPEC.md wording as the title, and the server's reason (when it gave one) beneath. */
function failureToast(title: string, error: unknown) {
  const reason = errorMessage(error, '')
  errorToast(reason && reason !== title ? reason : undefined, title)
}

type AdminWrite<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The list the write changes: fetched again once it succeeds. */
  refreshes: QueryKey
  /** The success toast's description (its title is 'Success'). */
  success: string | ((data: TData) => string)
  /** The failure toast's title, above the server's reason; or a handler of its own. */
  failure: string | ((error: unknown) => void)
}

/** An admin write (SPEC.md section 8): on success the list is refreshed and a toast says so; failures toast. */
function useAdminWrite<TVariables, TData>({
  mutationFn,
  refreshes,
  success,
  failure,
}: AdminWrite<TVariables, TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (data: TData) => {
      void queryClient.invalidateQueries({ queryKey: refreshes })
      // Every admin write is in the audit log (decision 0085): its pages are read again when next shown.
      void queryClient.invalidateQueries({ predicate: (query) => isAuditKey(query.queryKey) })
      toast({ title: 'Success', description: typeof success === 'string' ? success : success(data) })
    },
    onError: (error) => (typeof failure === 'string' ? failureToast(failure, error) : failure(error)),
  })
}

// ---- Users (SPEC.md section 8 'User admin') ----

export function useCreateUser() {
  return useAdminWrite({
    mutationFn: (user: CreateUserRequest) =>
      apiRequest<AdminUser>('POST', '/api/admin/users', user, { fallbackMessage: 'Failed to create user' }),
    refreshes: adminUsersQueryKey,
    success: 'User added successfully.',
    failure: (error) => errorToast(createUserErrorMessage(error)),
  })
}

export function useUpdateUser() {
  return useAdminWrite({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateUserRequest }) =>
      apiRequest<AdminUser>('PUT', `/api/admin/users/${id}`, changes),
    refreshes: adminUsersQueryKey,
    success: 'User updated successfully',
    failure: 'Failed to update user',
  })
}

export function useDeleteUser() {
  return useAdminWrite({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/admin/users/${id}`),
    refreshes: adminUsersQueryKey,
    success: 'User deleted successfully',
    failure: 'Failed to delete user',
  })
}

export function useBulkDeleteUsers() {
  return useAdminWrite({
    mutationFn: (request: BulkDeleteUsersRequest) =>
      apiRequest<{ count: number; message: string }>('DELETE', '/api/admin/users', request),
    refreshes: adminUsersQueryKey,
    success: ({ count }) => `${count} users deleted successfully`,
    failure: 'Failed to delete users',
  })
}

export function useResetUserQueries() {
  return useAdminWrite({
    mutationFn: (id: number) => apiRequest<AdminUser>('POST', `/api/admin/users/${id}/reset-queries`),
    refreshes: adminUsersQueryKey,
    success: 'User free queries have been reset.',
    failure: 'Failed to reset queries',
  })
}

/** Suspends a user (decision 0085); the reason is optional and kept for admins. */
export function useSuspendUser() {
  return useAdminWrite({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest<AdminUser>('POST', `/api/admin/users/${id}/suspend`, reason ? { reason } : {}),
    refreshes: adminUsersQueryKey,
    success: (user) => `${user.email} is suspended and signed out everywhere.`,
    failure: 'Failed to suspend user',
  })
}

export function useReinstateUser() {
  return useAdminWrite({
    mutationFn: (id: number) => apiRequest<AdminUser>('POST', `/api/admin/users/${id}/reinstate`),
    refreshes: adminUsersQueryKey,
    success: (user) => `${user.email} is reinstated and can sign in again.`,
    failure: 'Failed to reinstate user',
  })
}

/** Sends a user a password-reset link; the toast says whether it went by email or to the development log. */
export function useSendResetLink() {
  return useAdminWrite({
    mutationFn: (id: number) => apiRequest<ResetLinkResponse>('POST', `/api/admin/users/${id}/reset-link`),
    refreshes: adminUsersQueryKey,
    success: (response) => response.message,
    failure: 'Failed to send reset link',
  })
}

// ---- Audit log (decision 0085) ----

export const AUDIT_URL = '/api/admin/audit'
const isAuditKey = (key: QueryKey) => typeof key[0] === 'string' && key[0].startsWith(AUDIT_URL)

export interface AuditFilters {
  page: number
  pageSize: number
  q?: string
  actorId?: number
  action?: AuditAction
}

export function auditUrl({ page, pageSize, q, actorId, action }: AuditFilters): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  if (q?.trim()) params.set('q', q.trim())
  if (actorId) params.set('actorId', String(actorId))
  if (action) params.set('action', action)
  return `${AUDIT_URL}?${params}`
}

/** A page of the audit log; while another page or filter loads, the previous one stays on screen. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery<AuditList | null>({ queryKey: [auditUrl(filters)], placeholderData: keepPreviousData })
}

// ---- Manuals (SPEC.md section 8 'Manuals') ----

export function useCreateManual() {
  return useAdminWrite({
    mutationFn: (manual: ManualInput) => apiRequest<Manual>('POST', '/api/manuals', manual),
    refreshes: manualsQueryKey,
    success: 'Manual added successfully.',
    failure: 'Failed to add manual',
  })
}

export function useUpdateManual() {
  return useAdminWrite({
    mutationFn: ({ id, manual }: { id: number; manual: ManualInput }) =>
      apiRequest<Manual>('PUT', `/api/admin/manuals/${id}`, manual),
    refreshes: manualsQueryKey,
    success: 'Manual updated successfully.',
    failure: 'Failed to update manual',
  })
}

export function useDeleteManual() {
  return useAdminWrite({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/admin/manuals/${id}`),
    refreshes: manualsQueryKey,
    success: 'Manual deleted successfully.',
    failure: 'Failed to delete manual',
  })
}

/** POST /api/admin/manuals/import as multipart. */
function uploadManuals(file: File): Promise<ImportResult> {
  const body = new FormData()
  body.append('file', file)
  return apiRequest<ImportResult>('POST', '/api/admin/manuals/import', body, {
    fallbackMessage: (status) => `Import failed with status ${status}`,
  })
}

export function useImportManuals() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadManuals,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: manualsQueryKey })
      // SPEC.md's 'Successfully imported <count> manuals.', then how many were new and how many updated.
      toast({ title: 'Import Successful', description: importSummary(result) })
    },
    onError: (error) => {
      errorToast(errorMessage(error, 'Import failed'))
    },
  })
}

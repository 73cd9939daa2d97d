import type {
  AdminUser,
  BulkDeleteUsersRequest,
  CreateUserRequest,
  ImportResult,
  LogEntry,
  Stats,
  UpdateUserRequest,
} from '@contract/admin'
import type { MessageResponse } from '@contract/common'
import type { Manual, ManualInput } from '@contract/devices'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'
import { createUserErrorMessage } from './users'

/** Query keys are the URLs they read; the manuals key is the same one the agent's device list uses. */
export const adminUsersQueryKey = ['/api/admin/users'] as const
export const adminStatsQueryKey = ['/api/admin/stats'] as const
export const adminLogsQueryKey = ['/api/admin/logs'] as const
export const manualsQueryKey = ['/api/manuals'] as const
export const MANUAL_TEMPLATE_URL = '/api/admin/manuals/template'

export function useAdminUsers() {
  return useQuery<AdminUser[] | null>({ queryKey: adminUsersQueryKey })
}

export function useAdminStats() {
  return useQuery<Stats | null>({ queryKey: adminStatsQueryKey })
}

/** The latest 100 entries, newest first; the dashboard shows the first 5, the System tab all of them. */
export function useAdminLogs() {
  return useQuery<LogEntry[] | null>({ queryKey: adminLogsQueryKey })
}

export function useManualList() {
  return useQuery<Manual[] | null>({ queryKey: manualsQueryKey })
}

/** A failure toast: the SPEC.md wording as the title, and the server's reason (when it gave one) beneath. */
function failureToast(title: string, error: unknown) {
  const reason = errorMessage(error, '')
  toast({ variant: 'destructive', title, description: reason && reason !== title ? reason : undefined })
}

// ---- Users (SPEC.md section 8 'User admin') ----

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (user: CreateUserRequest) =>
      apiRequest<AdminUser>('POST', '/api/admin/users', user, { fallbackMessage: 'Failed to create user' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      toast({ title: 'Success', description: 'User added successfully.' })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: createUserErrorMessage(error) })
    },
  })
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateUserRequest }) =>
      apiRequest<AdminUser>('PUT', `/api/admin/users/${id}`, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      toast({ title: 'Success', description: 'User updated successfully' })
    },
    onError: (error) => failureToast('Failed to update user', error),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      toast({ title: 'Success', description: 'User deleted successfully' })
    },
    onError: (error) => failureToast('Failed to delete user', error),
  })
}

export function useBulkDeleteUsers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: BulkDeleteUsersRequest) =>
      apiRequest<{ count: number; message: string }>('DELETE', '/api/admin/users', request),
    onSuccess: ({ count }) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      toast({ title: 'Success', description: `${count} users deleted successfully` })
    },
    onError: (error) => failureToast('Failed to delete users', error),
  })
}

export function useResetUserQueries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<AdminUser>('POST', `/api/admin/users/${id}/reset-queries`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      toast({ title: 'Success', description: 'User free queries have been reset.' })
    },
    onError: (error) => failureToast('Failed to reset queries', error),
  })
}

// ---- Manuals (SPEC.md section 8 'Manuals') ----

export function useCreateManual() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (manual: ManualInput) => apiRequest<Manual>('POST', '/api/manuals', manual),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: manualsQueryKey })
      toast({ title: 'Success', description: 'Manual added successfully.' })
    },
    onError: (error) => failureToast('Failed to add manual', error),
  })
}

export function useUpdateManual() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, manual }: { id: number; manual: ManualInput }) =>
      apiRequest<Manual>('PUT', `/api/admin/manuals/${id}`, manual),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: manualsQueryKey })
      toast({ title: 'Success', description: 'Manual updated successfully.' })
    },
    onError: (error) => failureToast('Failed to update manual', error),
  })
}

export function useDeleteManual() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/admin/manuals/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: manualsQueryKey })
      toast({ title: 'Success', description: 'Manual deleted successfully.' })
    },
    onError: (error) => failureToast('Failed to delete manual', error),
  })
}

/** POST /api/admin/manuals/import as multipart; the browser sets the boundary, so no Content-Type here. */
async function uploadManuals(file: File): Promise<ImportResult> {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch('/api/admin/manuals/import', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body,
  })
  const text = await response.text()
  let payload: unknown = text
  try {
    payload = text ? JSON.parse(text) : null
  } catch {
    // A text answer (a proxy's error page, say) is shown as it is.
  }
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : text.trim() || `Import failed with status ${response.status}`
    throw new ApiError(message, response.status)
  }
  return payload as ImportResult
}

export function useImportManuals() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadManuals,
    onSuccess: ({ count }) => {
      void queryClient.invalidateQueries({ queryKey: manualsQueryKey })
      toast({ title: 'Import Successful', description: `Successfully imported ${count} manuals.` })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Import failed') })
    },
  })
}

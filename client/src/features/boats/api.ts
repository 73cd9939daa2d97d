import {
  type Boat,
  type BoatDeviceInput,
  type BoatInput,
  type BoatNetwork,
  boatListSchema,
  boatSchema,
  type SuggestedSettings,
  suggestedSettingsSchema,
} from '@contract/boats'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { apiGet, apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

export const BOATS_URL = '/api/boats'
export const boatsQueryKey = [BOATS_URL] as const

const boatUrl = (boatId: number) => `${BOATS_URL}/${boatId}`
const deviceUrl = (boatId: number, deviceId: number) => `${boatUrl(boatId)}/devices/${deviceId}`
export const suggestedSettingsUrl = (boatId: number, deviceId: number) =>
  `${deviceUrl(boatId, deviceId)}/suggested-settings`

/** GET /api/boats: the owner's boats, oldest first, each with its devices. */
export function useBoats() {
  return useQuery({
    queryKey: boatsQueryKey,
    queryFn: async ({ signal }): Promise<Boat[]> => boatListSchema.parse(await apiGet(BOATS_URL, signal)),
  })
}

/** The boat as the server now answers it, in place in the list (or added at its end). */
function keepBoat(queryClient: QueryClient, boat: Boat) {
  queryClient.setQueryData<Boat[]>(boatsQueryKey, (boats = []) =>
    boats.some((kept) => kept.id === boat.id)
      ? boats.map((kept) => (kept.id === boat.id ? boat : kept))
      : [...boats, boat],
  )
}

/** What a boat's suggested settings are drawn from changed (its details, its devices' networks): read again. */
function refreshSuggestions(queryClient: QueryClient, boatId: number) {
  const prefix = `${boatUrl(boatId)}/`
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(prefix),
  })
}

const parseBoat = (answer: unknown) => boatSchema.parse(answer)

/** POST /api/boats (a new boat) or PUT /api/boats/{id} (its details); the form shows a refused field itself. */
export function useSaveBoat(boatId?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: BoatInput) =>
      parseBoat(
        boatId === undefined
          ? await apiRequest('POST', BOATS_URL, input, { fallbackMessage: 'Failed to save the boat' })
          : await apiRequest('PUT', boatUrl(boatId), input, { fallbackMessage: 'Failed to save the boat' }),
      ),
    onSuccess: (boat) => {
      keepBoat(queryClient, boat)
      refreshSuggestions(queryClient, boat.id)
    },
  })
}

/** DELETE /api/boats/{id}: the boat and its devices. */
export function useDeleteBoat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (boat: Boat) => apiRequest('DELETE', boatUrl(boat.id)),
    onSuccess: (_answer, boat) => {
      queryClient.setQueryData<Boat[]>(boatsQueryKey, (boats = []) =>
        boats.filter((kept) => kept.id !== boat.id),
      )
      toast({ title: 'Boat deleted', description: `${boat.name} and its devices are deleted.` })
    },
    onError: (error) => errorToast(errorMessage(error, 'Failed to delete the boat')),
  })
}

/** POST /api/boats/{id}/devices: a catalogue device or the owner's own; answers the whole boat. */
export function useAddBoatDevice(boatId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (device: BoatDeviceInput) =>
      parseBoat(
        await apiRequest('POST', `${boatUrl(boatId)}/devices`, device, {
          fallbackMessage: 'Failed to add the device',
        }),
      ),
    onSuccess: (boat) => keepBoat(queryClient, boat),
  })
}

const networksMutationKey = (boatId: number, deviceId: number) =>
  ['boat-device-networks', boatId, deviceId] as const

/**
 * PUT /api/boats/{id}/devices/{deviceId}: the networks the device is connected to. The toggle shows at once
 * (the list is updated before the answer); one device's changes are sent one after another, each with the
 * whole set as it then stood, so quick taps end as the owner left them.
 */
export function useSetDeviceNetworks(boatId: number, deviceId: number) {
  const queryClient = useQueryClient()
  const mutationKey = networksMutationKey(boatId, deviceId)
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: async (networks: BoatNetwork[]) =>
      parseBoat(await apiRequest('PUT', deviceUrl(boatId, deviceId), { networks })),
    onMutate: (networks) => {
      queryClient.setQueryData<Boat[]>(boatsQueryKey, (boats = []) =>
        boats.map((boat) =>
          boat.id !== boatId
            ? boat
            : {
                ...boat,
                devices: boat.devices.map((device) =>
                  device.id === deviceId ? { ...device, networks } : device,
                ),
              },
        ),
      )
    },
    onSuccess: (boat) => {
      // A later tap is still on its way: the list already shows it, which this answer predates.
      if (queryClient.isMutating({ mutationKey }) > 1) return
      keepBoat(queryClient, boat)
      refreshSuggestions(queryClient, boatId)
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: boatsQueryKey })
      errorToast(errorMessage(error, 'Failed to save the networks'))
    },
  })
}

/** DELETE /api/boats/{id}/devices/{deviceId}: takes the device off the boat. */
export function useRemoveBoatDevice(boatId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (deviceId: number) =>
      parseBoat(await apiRequest('DELETE', deviceUrl(boatId, deviceId))),
    onSuccess: (boat) => {
      keepBoat(queryClient, boat)
      refreshSuggestions(queryClient, boatId)
    },
    onError: (error) => errorToast(errorMessage(error, 'Failed to remove the device')),
  })
}

/** GET /api/boats/{id}/devices/{deviceId}/suggested-settings, read while the device is open. */
export function useSuggestedSettings(boatId: number, deviceId: number, enabled: boolean) {
  const url = suggestedSettingsUrl(boatId, deviceId)
  return useQuery({
    queryKey: [url],
    queryFn: async ({ signal }): Promise<SuggestedSettings> =>
      suggestedSettingsSchema.parse(await apiGet(url, signal)),
    enabled,
  })
}

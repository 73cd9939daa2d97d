import { z } from 'zod'
import { safeText } from './common'

/** Every device type the product knows (SPEC.md section 3: the add form's four plus the edit form's eight). */
export const deviceTypes = [
  'sonar',
  'chartplotter',
  'gps',
  'fishfinder',
  'radar',
  'depthfinder',
  'autopilot',
  'navigation',
  'other',
] as const
export type DeviceType = (typeof deviceTypes)[number]

/** SPEC.md: the add dialog offers these... */
export const addFormDeviceTypes = ['sonar', 'chartplotter', 'gps', 'fishfinder'] as const
/** ...and the edit dialog and the list filter these. */
export const editFormDeviceTypes = [
  'sonar',
  'chartplotter',
  'radar',
  'depthfinder',
  'fishfinder',
  'autopilot',
  'navigation',
  'other',
] as const

export const GENERAL_DEVICE_BRAND = 'General Device Question'

/** A device of the catalogue, as GET /api/manuals lists it. */
export const manualSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  deviceType: z.string(),
  specifications: z.string(),
  createdAt: z.string(),
})
export type Manual = z.infer<typeof manualSchema>
export const manualListSchema = z.array(manualSchema)

/** POST /api/manuals and PUT /api/admin/manuals/{id}: brand required, the rest optional and empty by default. */
export const manualInputSchema = z.object({
  brand: safeText({ message: 'Brand name is required' })
    .trim()
    .min(1, { message: 'Brand name is required' })
    .max(100, { message: 'Brand must be at most 100 characters' }),
  model: safeText()
    .trim()
    .max(150, { message: 'Model must be at most 150 characters' })
    .optional()
    .default(''),
  deviceType: z
    .union([z.enum(deviceTypes), z.literal('')])
    .optional()
    .default(''),
  specifications: safeText()
    .trim()
    .max(20_000, { message: 'Specifications must be at most 20000 characters' })
    .optional()
    .default(''),
})
export type ManualInput = z.input<typeof manualInputSchema>

// My boat (issue 43): an owner's boats, the devices on each and the networks that connect them. One schema
// per payload, shared by the client's forms and the server's routes.
import { z } from 'zod'
import { idSchema, MAX_ID, safeText } from './common'
import { deviceTypes } from './devices'
import { customDeviceSchema } from './query'

export const boatKinds = ['fishing', 'sail', 'power', 'kayak', 'pontoon'] as const
export type BoatKind = (typeof boatKinds)[number]
export const boatKindLabels: Record<BoatKind, string> = {
  fishing: 'Fishing',
  sail: 'Sail',
  power: 'Power',
  kayak: 'Kayak',
  pontoon: 'Pontoon',
}

export const waterTypes = ['fresh', 'salt'] as const
export type WaterType = (typeof waterTypes)[number]
export const waterTypeLabels: Record<WaterType, string> = { fresh: 'Fresh water', salt: 'Salt water' }

export const speedUnits = ['kn', 'mph'] as const
export type SpeedUnit = (typeof speedUnits)[number]

/** The networks a device on a boat can share data over; devices on the same network are connected. */
export const boatNetworks = ['nmea2000', 'nmea0183', 'ethernet', 'wifi'] as const
export type BoatNetwork = (typeof boatNetworks)[number]
export const boatNetworkLabels: Record<BoatNetwork, string> = {
  nmea2000: 'NMEA 2000',
  nmea0183: 'NMEA 0183',
  ethernet: "Maker's Ethernet",
  wifi: 'Wi-Fi',
}

/** How many boats an owner keeps, and devices a boat holds: a fleet, not a catalogue. */
export const MAX_BOATS_PER_OWNER = 10
export const MAX_DEVICES_PER_BOAT = 30

/** A number typed in a form: empty means not given (null), anything else must be in range. */
const measure = (field: string, unit: string, max: number) =>
  z
    .number({ message: `${field} must be a number` })
    .min(0, { message: `${field} must be between 0 and ${max} ${unit}` })
    .max(max, { message: `${field} must be between 0 and ${max} ${unit}` })
    .nullable()
    .optional()
    .default(null)

/** POST /api/boats and PUT /api/boats/{id}: lengths and depths in feet, speed in the boat's own unit. */
export const boatInputSchema = z
  .object({
    name: safeText({ message: 'Boat name is required' })
      .trim()
      .min(1, { message: 'Boat name is required' })
      .max(60, { message: 'Boat name must be at most 60 characters' }),
    kind: z.enum(boatKinds, { message: 'Choose the kind of boat' }),
    lengthFt: measure('Length', 'ft', 400),
    water: z.enum(waterTypes, { message: 'Choose fresh or salt water' }),
    depthMinFt: measure('Shallowest depth', 'ft', 20000),
    depthMaxFt: measure('Deepest depth', 'ft', 20000),
    cruisingSpeed: measure('Cruising speed', 'kn or mph', 150),
    speedUnit: z.enum(speedUnits, { message: 'Choose knots or mph' }).optional().default('kn'),
  })
  .refine((b) => b.depthMinFt == null || b.depthMaxFt == null || b.depthMaxFt >= b.depthMinFt, {
    message: 'Deepest depth must be at least the shallowest',
    path: ['depthMaxFt'],
  })
export type BoatInput = z.input<typeof boatInputSchema>

/** The networks a device is added with: none unless said. */
const deviceNetworks = z.array(z.enum(boatNetworks)).max(boatNetworks.length).optional().default([])

/** POST /api/boats/{id}/devices: a device of the catalogue, or the owner's own (saved with the boat). */
export const boatDeviceInputSchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('catalogue'),
      manualId: z
        .number({ message: 'Please select a device' })
        .int({ message: 'Please select a device' })
        .positive({ message: 'Please select a device' })
        .max(MAX_ID, { message: 'Please select a device' }),
      networks: deviceNetworks,
    }),
    z.object({
      source: z.literal('custom'),
      // The same rules as the chat's session-only custom device.
      brand: customDeviceSchema.shape.brand,
      model: customDeviceSchema.shape.model,
      deviceType: z.enum(deviceTypes, { message: 'Choose the type of device' }),
      networks: deviceNetworks,
    }),
  ],
  { message: 'Choose a device from the catalogue or describe your own' },
)
export type BoatDeviceInput = z.input<typeof boatDeviceInputSchema>

/** PUT /api/boats/{id}/devices/{deviceId}: the networks the device is connected to. */
export const boatDeviceNetworksSchema = z.object({
  networks: z.array(z.enum(boatNetworks, { message: 'Unknown network' })).max(boatNetworks.length),
})
export type BoatDeviceNetworks = z.infer<typeof boatDeviceNetworksSchema>

/** A device on a boat, as the API answers it. */
export const boatDeviceSchema = z.object({
  id: z.number().int(),
  /** The catalogue device; null for the owner's own (or a catalogue device since deleted). */
  manualId: z.number().int().nullable(),
  brand: z.string(),
  model: z.string(),
  deviceType: z.string(),
  custom: z.boolean(),
  networks: z.array(z.enum(boatNetworks)),
  /** The networks the catalogue's specifications name for this device, offered first. */
  supportedNetworks: z.array(z.enum(boatNetworks)),
})
export type BoatDevice = z.infer<typeof boatDeviceSchema>

export const boatSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(boatKinds),
  lengthFt: z.number().nullable(),
  water: z.enum(waterTypes),
  depthMinFt: z.number().nullable(),
  depthMaxFt: z.number().nullable(),
  cruisingSpeed: z.number().nullable(),
  speedUnit: z.enum(speedUnits),
  devices: z.array(boatDeviceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Boat = z.infer<typeof boatSchema>
export const boatListSchema = z.array(boatSchema)

/** The ids in /api/boats/{id} and /api/boats/{id}/devices/{deviceId}: a bad one is a 400 naming it. */
export const boatParamsSchema = z.object({ id: idSchema('id') })
export const boatDeviceParamsSchema = z.object({ id: idSchema('id'), deviceId: idSchema('deviceId') })

/** One line of a device's 'Suggested settings' card: a setting, the value suggested for this boat, its source. */
export const suggestedSettingSchema = z.object({
  /** The setting as the device names it, e.g. 'Frequency' or 'Response level'. */
  setting: z.string(),
  /** What to set it to for this boat, and why in a few words, e.g. '200 kHz: fresh water 5-40 ft'. */
  suggestion: z.string(),
  /** The guide or manual section it is drawn from: every line cites one, nothing is invented. */
  source: z.object({
    title: z.string(),
    heading: z.string().optional(),
    deviceId: z.number().int().optional(),
    page: z.number().int().optional(),
    url: z.string().optional(),
  }),
})
export type SuggestedSetting = z.infer<typeof suggestedSettingSchema>

/** GET /api/boats/{id}/devices/{deviceId}/suggested-settings. */
export const suggestedSettingsSchema = z.object({
  boatId: z.number().int(),
  deviceId: z.number().int(),
  settings: z.array(suggestedSettingSchema),
  /** Said when the guides hold nothing to tailor for this device (a custom device, a type without guides). */
  note: z.string().optional(),
})
export type SuggestedSettings = z.infer<typeof suggestedSettingsSchema>

/** GET /api/boats/{id}/devices/{deviceId}/suggested-settings: the boat and its device. */
export const suggestedSettingsParamsSchema = z.object({ id: idSchema('id'), deviceId: idSchema('deviceId') })

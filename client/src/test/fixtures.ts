import type { AdminUser } from '@contract/admin'
import type { Boat, BoatDevice } from '@contract/boats'
import type { AppConfig } from '@contract/config'
import type { Manual } from '@contract/devices'
import type { FeedbackItem } from '@contract/feedback'
import type { Usage } from '@contract/usage'
import type { User } from '@contract/user'

/** Builders of API payloads for component tests: valid per the contract, with what a test needs overridden. */

export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appName: 'Sonar Assistant',
    billing: { provider: 'demo', publishableKey: null },
    features: { composer: 'extractive', model: null, streaming: true, freeQueryLimit: 20 },
    ...overrides,
  }
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstName: 'Ada',
    lastName: 'Skipper',
    username: 'ada',
    email: 'ada@example.com',
    role: 'user',
    subscription: 'free',
    subscriptionStatus: '',
    subscriptionId: null,
    stripeCustomerId: null,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    queriesUsed: 0,
    emailVerified: true,
    createdAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  }
}

export function usage(overrides: Partial<Usage> = {}): Usage {
  return { queriesUsed: 0, limit: 20, subscription: 'free', ...overrides }
}

export function manual(overrides: Partial<Manual> & Pick<Manual, 'id'>): Manual {
  return {
    brand: 'Garmin',
    model: 'Striker 4',
    deviceType: 'fishfinder',
    specifications: '',
    createdAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  }
}

/** One account as the admin console lists it. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...user({
      lastName: 'Hull',
      subscriptionStatus: 'inactive',
      queriesUsed: 3,
      emailVerified: false,
    }),
    lastLoginAt: null,
    suspendedAt: null,
    suspensionReason: null,
    ...overrides,
  }
}

/** n users, ids 1..n, the later ones joined later (so the default sort, newest first, shows n first). */
export function adminUsers(n: number): AdminUser[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1
    const number = String(id).padStart(2, '0')
    return {
      ...user({
        id,
        firstName: `User${number}`,
        lastName: 'Test',
        username: `user${number}`,
        email: `user${number}@example.com`,
        createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
      }),
      lastLoginAt: null,
      suspendedAt: null,
      suspensionReason: null,
    }
  })
}

export function feedbackItems(n: number): FeedbackItem[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1
    const number = String(id).padStart(2, '0')
    return {
      id,
      createdAt: new Date(Date.UTC(2025, 1, id)).toISOString(),
      name: `Sender ${number}`,
      email: `sender${number}@example.com`,
      subject: `Subject ${number}`,
      message: 'The radar overlay drifts from the chart.',
      type: 'bug',
      status: 'pending',
      priority: 'medium',
      replyCount: 0,
    }
  })
}

/** A device on a boat, as GET /api/boats answers it: a catalogue device, connected to nothing yet. */
export function boatDevice(overrides: Partial<BoatDevice> & Pick<BoatDevice, 'id'>): BoatDevice {
  return {
    manualId: 2,
    brand: 'Garmin',
    model: 'Striker 4',
    deviceType: 'fishfinder',
    custom: false,
    networks: [],
    supportedNetworks: [],
    ...overrides,
  }
}

/** An owner's boat with no devices: a fishing boat on salt water. */
export function boat(overrides: Partial<Boat> = {}): Boat {
  return {
    id: 1,
    name: 'Sea Breeze',
    kind: 'fishing',
    lengthFt: 21,
    water: 'salt',
    depthMinFt: 10,
    depthMaxFt: 120,
    cruisingSpeed: 25,
    speedUnit: 'kn',
    devices: [],
    createdAt: '2025-04-01T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  }
}

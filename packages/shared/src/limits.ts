/** Every length and count limit of the spec, written once for forms and resolvers alike. */
export const LIMITS = {
  user: {
    username: { min: 3, max: 50 },
    email: { min: 12, max: 100 },
    password: { min: 5, max: 50 },
  },
  org: {
    name: { min: 3, max: 50 },
    description: { min: 3, max: 1024 },
    alias: { min: 5, max: 10 },
  },
  team: {
    name: { min: 3, max: 50 },
    description: { min: 3, max: 1024 },
  },
  app: {
    name: { min: 3, max: 50 },
    alias: { min: 5, max: 10 },
    description: { min: 3, max: 1024 },
    tags: { min: 1, max: 10 },
  },
  page: {
    name: { min: 3, max: 50 },
    url: { min: 1, max: 300 },
    title: { min: 3, max: 60 },
    description: { min: 3, max: 1024 },
    tags: { min: 1, max: 10 },
  },
  /** Reset tokens are at least this long (spec: platform §9). */
  resetTokenMinLength: 100,
  /** The username in the user menu is cut here with an ellipsis. */
  menuUsernameMax: 30,
} as const;

/** Delays and timeouts of the spec, in milliseconds. */
export const DELAYS = {
  restTimeout: 5000,
  afterLogin: 1000,
  afterProfileUpdate: 1000,
  afterPasswordChange: 1000,
  afterOrgSwitch: 1000,
  afterOrgCreate: 1000,
  notAuthorizedRedirect: 1500,
  invalidTokenRedirect: 4000,
  loginFailedFlag: 1000,
  fontLoadTimeout: 3000,
  tooltip: 1000,
  copyConfirmation: 1000,
} as const;

export const PAGE_SIZES = { apps: 20, pages: 100, teams: 100 } as const;

/** How long credentials stay valid. */
export const TTL = {
  sessionDays: 30,
  resetTokenMinutes: 60,
  invitationDays: 7,
} as const;

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
  /** One tag of an app or a page (the spec bounds only their count). */
  tag: { min: 1, max: 30 },
  page: {
    name: { min: 3, max: 50 },
    url: { min: 1, max: 300 },
    title: { min: 3, max: 60 },
    description: { min: 3, max: 1024 },
    tags: { min: 1, max: 10 },
    /** A URL as typed, before it is slugified: longer input is refused rather than cut. */
    rawUrlMax: 1000,
    /** The page content (slots, bricks, behaviour graph) as JSON text. */
    contentMaxChars: 6_000_000,
  },
  /**
   * A /graphql request body, in bytes: room for a page of contentMaxChars (a 1 000-brick page is about 3 MB)
   * plus its settings and the query. Every other route keeps the server's 1 MB.
   */
  graphqlBodyBytes: 8 * 1024 * 1024,
  /** A list's search box (apps, pages): longer text is refused, not cut. */
  searchMax: 100,
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
  /** Spec §9: the pause after a media, prefab or component save before the list reloads or the screen moves on. */
  afterLibrarySave: 1000,
} as const;

export const PAGE_SIZES = { apps: 20, pages: 100, teams: 100 } as const;

/** The largest page a client may ask for, per list. */
export const MAX_PAGE_SIZES = { apps: 100, pages: 100 } as const;

/** After a page is created the wizard waits this long before opening its editor (spec: platform §2). */
export const PAGE_CREATED_REDIRECT_MS = 1000;

/** How long credentials stay valid. */
export const TTL = {
  sessionDays: 30,
  resetTokenMinutes: 60,
  invitationDays: 7,
} as const;

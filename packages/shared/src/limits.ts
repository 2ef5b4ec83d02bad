/** Every length and count limit of the spec, written once for forms and resolvers alike. */
export const LIMITS = {
  user: {
    username: { min: 3, max: 50 },
    email: { min: 12, max: 100 },
    /** NIST SP 800-63B: at least 8, never trimmed nor cut; 128 leaves room for pass phrases (decision 0022). */
    password: { min: 8, max: 128 },
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
  /** An app's site settings (docs/decisions/0026): an empty site name means the app's name. */
  site: {
    name: { min: 0, max: 60 },
  },
  /** An app's breakpoints below the desktop base (issue 23, docs/decisions/0035). */
  breakpoints: {
    max: 8,
    label: { min: 1, max: 40 },
    /** Max widths in CSS pixels: below a small phone makes no sense, above 4K screens neither. */
    maxWidth: { min: 240, max: 3840 },
  },
  /** An app's languages besides its default (issue 26, docs/decisions/0042). */
  locales: { max: 20 },
  /** A translation file to import (XLIFF or JSON, issue 26), in UTF-8 bytes, checked before it is parsed. */
  translations: { fileMaxBytes: 20 * 1024 * 1024 },
  /** Forms on live sites (issue 24, docs/decisions/0036). */
  forms: {
    /** Fields in one form, and options in one select, radio group or checkboxes. */
    fields: 50,
    options: 100,
    /** Characters of a value: a short text field, a long text (textarea). */
    textMax: 1000,
    longTextMax: 10_000,
    /** A field's label, placeholder and help; a form's name; the success message. */
    labelMax: 200,
    helpMax: 500,
    messageMax: 1000,
    /** An urlencoded submission's body, in bytes. */
    bodyBytes: 64 * 1024,
    /** A multipart submission: files, each file's size and all of them together, and parts. */
    files: 3,
    fileBytes: 10 * 1024 * 1024,
    multipartBytes: 25 * 1024 * 1024,
    parts: 60,
    /** E-mail recipients of one form's submissions (members of the app's team). */
    recipients: 10,
    /** A webhook URL. */
    webhookUrlMax: 2000,
  },
  /** Content collections (issue 27, docs/decisions/0046). */
  collections: {
    /** Collections in one app, fields in one collection, options in one option field. */
    perApp: 100,
    fields: 60,
    options: 100,
    name: { min: 1, max: 50 },
    fieldName: { min: 1, max: 50 },
    optionLabel: { min: 1, max: 100 },
    help: 200,
    /** Characters of a value: plain text, rich text (HTML), a link, a slug. */
    text: 10_000,
    richText: 200_000,
    /** Characters of rich text as sent, before sanitising (the limit above holds for the sanitised HTML). */
    richTextSent: 1_000_000,
    link: 2000,
    slug: 100,
    /** Items per page of the items table (first), and items one bulk action names. */
    pageSize: { default: 50, max: 100 },
    bulk: 100,
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
  /** Co-editing (issue 25): one WebSocket message, in bytes. A first sync sends the whole document, whose
   * binary form is about as big as its content's JSON: room for a page of contentMaxChars, and no more. */
  collab: { messageMaxBytes: 8 * 1024 * 1024 },
  /**
   * A /graphql request body, in bytes: room for a page of contentMaxChars (a 1 000-brick page is about 3 MB)
   * plus its settings and the query. Every other route keeps the server's 1 MB.
   */
  graphqlBodyBytes: 8 * 1024 * 1024,
  /** A /graphql request body without a session: signed out, nobody has a page to save (the server's usual 1 MB). */
  anonymousBodyBytes: 1024 * 1024,
  /**
   * How deep any JSON a client sends may nest (objects and arrays; GraphQL variables, REST bodies): bounded before
   * anything walks it. A page's variables nest about 11 deep today (variables, page, content, slots, slot, brick,
   * dataTypes and the starter kit's deepest property, 5); nested layout adds 3 per level, so 100 leaves ~30 levels.
   */
  clientJsonDepth: 100,
  /**
   * What one /graphql document may cost (GraphQL Armor). The console's biggest documents, as Apollo sends them
   * (with __typename): 105 tokens and 698 characters (medias), depth 8 and cost 325 (teams), no alias and no
   * directive; the e2e and bench documents cost up to 2 300 (components(first: 100)).
   */
  graphql: {
    /** Characters of the document (the `query` text): page content travels in variables, never in it. */
    maxQueryChars: 100_000,
    /** Lexical tokens: the parser stops at the first one over, before it builds a big or deep AST. */
    maxTokens: 1000,
    /** Nested selections (a fragment spread counts as a level). */
    maxDepth: 15,
    maxAliases: 20,
    maxDirectives: 10,
    /** GraphQL Armor's cost: 2 per object, 1 per scalar, ×1.5 per level, × a literal `first`/`last`. */
    maxCost: 5000,
    /**
     * Rows across a document's paged lists (`first`/`last`, from literals, variables or defaults): the console asks
     * for one list of at most 100 per document.
     */
    maxListRows: 500,
  },
  /**
   * E-mails about an address (confirmation links, "address taken" notices) one recipient gets per hour, whoever
   * asks: past it they are dropped silently, so no one can fill a mailbox from many accounts.
   */
  mailsPerRecipientPerHour: 5,
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
  /** A link that confirms an e-mail address (a new account's, or the new one of a change). */
  emailConfirmationHours: 24,
} as const;

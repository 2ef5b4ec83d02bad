import { LIMITS } from './limits.ts';

/**
 * Server messages the console maps to the catalogue's texts. The server sends exactly these
 * strings (lower case), the console matches them; one spelling for both sides.
 */
export const SERVER_MESSAGES = {
  emailInUse: 'email is already being used',
  invalidCredentials: 'invalid email or password',
  invalidToken: 'reset password token expired',
  currentPasswordWrong: 'current password is wrong',
  /** updateUser with another e-mail and no currentPassword. */
  currentPasswordRequired: 'currentPassword is required to change the email',
  /** One of the bundled list of the most common passwords (decision 0022). */
  passwordTooCommon: 'password is too common: choose another one',
  /** An e-mail confirmation token that is unknown, used or expired. */
  emailLinkInvalid: 'the email confirmation link is invalid or expired',
  /** acceptInvitation by an account whose e-mail was never confirmed (decision 0023). */
  emailNotVerified: 'confirm your email address before accepting the invitation',
  samePassword: 'Current and new password cannot be the same',
  notAuthenticated: 'Not authenticated',
  notAuthorized: 'Not authorized',
  tooManyRequests: 'Too many requests',
  resetRequested: 'If an active account exists for this email, a reset link was sent',
  userNotFound: 'user not found',
  orgNotFound: 'organization not found',
  notMember: 'user is not a member of this organization',
  malformedBody: 'request body must be valid JSON',
  /** /graphql: the document's paged lists ask for more rows than LIMITS.graphql.maxListRows. */
  tooManyRows: 'the query asks for too many rows at once: ask for fewer lists or smaller pages',
  /** GET /graphql whose `variables` or `extensions` parameter is not JSON. */
  malformedParams: 'variables and extensions must be valid JSON',
  aliasExists: 'alias already exists',
  nameExists: 'name already exists',
  appsAssociated: 'apps associated',
  requiredRole: 'required role',
  teamNotFound: 'team not found',
  alreadyMember: 'user is already part of the team',
  invitationSent: 'Invitation sent to the email provided',
  invitationInvalid: 'invitation is invalid or expired',
  invitationOtherEmail: 'invitation was sent to another email',
  invitationNotFound: 'invitation not found',
  memberNotFound: 'member not found',
  ownerStays: 'the organization owner cannot be removed',
  noCurrentOrg: 'no current organization: create or join one first',
  appNotFound: 'app not found',
  pageNotFound: 'page not found',
  /** rollbackPage: the version is not one of the page's. */
  versionNotFound: 'version not found',
  /** 403: a request to the API sent by a page of a live site (its Origin is a live host). */
  liveOrigin: 'live sites cannot call the API',
  /** 403: a state-changing request another site made the browser send (Sec-Fetch-Site: cross-site). */
  crossSite: 'requests sent by other sites are refused',
  urlExists: 'URL already exists',
  /**
   * The content's template is not the page's, or one of the template's slots slot1 … slotN is missing. Slots
   * beyond N are kept: the template may have lost them after the page was built.
   */
  contentTemplateMismatch:
    "content must be built on the page's template, with at least its slots slot1 … slotN",
  contentTooLarge: 'content is too large',
  /** A publish (issue 24): a Form of the page is also the site header's or footer's (a prefab made from it). */
  formOnPageAndSite: "a form of the page is also in the site's header or footer: remove one of them",
  /** 400: content (or a prefab's contents) nested past CONTENT_JSON_MAX_DEPTH, refused before anything walks it. */
  contentTooDeep: 'content is nested too deeply',
  /** 413 for a request body over the route's limit (LIMITS.graphqlBodyBytes on /graphql, 1 MB elsewhere). */
  bodyTooLarge: 'request body is too large',
  /** 409 on updatePage when expectedRevision is not the page's revision: someone saved it in between. */
  pageChanged: 'the page was changed elsewhere since it was opened',
  /** PostgreSQL stores no NUL character (U+0000) in text. */
  nulCharacter: 'text must not contain the NUL character (U+0000)',
  invitationMailFailed: 'the invitation could not be e-mailed, try again later',
  componentNotFound: 'component not found',
  templateNotFound: 'template not found',
  templateInUse: 'The template is being used by one or more pages',
  invalidSlotName: 'Invalid slot property name - Check slot name pattern (e.g. slot1, slot2, slot3)',
  iconNotSvg: 'icon must be an SVG',
  iconUnsafe: 'icon must be an SVG without scripts',
  iconTooLarge: 'icon must be at most 100 KB',
  codeRequired: 'code is required',
  codeTooLarge: 'code must be at most 256 KB',
  /** Followed by esbuild's message and ` (line L, column C)`. */
  codeDoesNotCompile: 'code does not compile: ',
  es6CodeRequired: 'es6Code must be a string',
  mediaNotFound: 'media not found',
  /** Content collections (issue 27): a collection or an item of an app the user cannot see, or of nothing. */
  collectionNotFound: 'collection not found',
  itemNotFound: 'item not found',
  /** 409 on updateCollection: the change removes values (collectionFieldChanges says which); confirmRemovals. */
  collectionChangeDeletesValues: 'the change deletes values: confirm it',
  /** 409 on updateCollectionItem when the revision sent is not the item's. */
  itemChanged: 'the item was changed by someone else',
  /** 409 on updateCollection when the revision sent is not the collection's. */
  collectionChanged: 'the collection was changed by someone else',
  /** 409: followed by the slug another item of the collection has (as its draft or its live address). */
  itemSlugTaken: 'another item of the collection has the slug ',
  /** 409 on deleteCollection: followed by the name of the collection whose reference field names it. */
  collectionReferenced: 'a reference field names this collection; remove it first: ',
  prefabNotFound: 'prefab not found',
  /** updateSiteSettings: the favicon or social image is not an image of this app's media library. */
  siteImageNotImage: 'the favicon and the social image must be images',
  /** updateSiteSettings: the social image is an SVG, which link previews do not show. */
  siteSocialImageRaster: 'the social image must be a PNG, JPEG, GIF or WebP image',
  /** updateSiteSettings: the header or footer prefab is a template prefab. */
  siteHeaderFooterComponent: 'the site header and footer must be component prefabs',
  /** updatePage: content.template names a prefab built on another template than the page's. */
  prefabOtherTemplate: "the template prefab belongs to another template than the page's",
  /** updatePage: a brick names a prefab of another component, or a prefab of the wrong type. */
  prefabOtherComponent: "a placed prefab must use its prefab's component",
  /** create/updatePrefab: the contents hold a copy of the prefab itself (directly or through another prefab); followed by the brick's id. */
  prefabContainsItself: 'a container prefab must not contain a copy of itself: brick ',
  /** create/updatePrefab: contents sent for a template prefab, whose copies hold no bricks. */
  prefabTemplateSlots: 'slots: a template prefab holds no bricks',
  /** 413 from POST /upload/{appId}: the file passed UPLOAD_MAX_BYTES while streaming (nothing is kept). */
  uploadTooLarge: 'file is too large (the limit is 100 MB)',
  uploadNoFile: "send one file under the form key 'media'",
  uploadTooManyFiles: 'send one file at a time',
  /** 415: the extension is not one of MEDIA_EXTENSIONS. */
  uploadTypeNotAccepted: 'this type of file is not accepted',
  /** 415: the file's own bytes are not what its extension says. */
  uploadTypeMismatch: "the file's content does not match its extension",
  /** 413: an SVG over SVG_LIMITS (it is sanitised in memory). */
  uploadSvgTooLarge: 'an SVG must be at most 5 MB and 10 000 elements',
  /** 400: the body is not a complete multipart/form-data body (no boundary, cut short, too many parts). */
  uploadMalformed: 'the upload is not a complete multipart/form-data body',
  /** createMedia with a referenceId that is unknown, expired, of another app or already used. */
  uploadNotFound: 'upload not found: upload the file again',
  /** createMedia whose size, extension or mediaType differ from what was uploaded. */
  uploadDetailsMismatch: 'size, extension and mediaType must match the uploaded file',
  /** Followed by the type name. */
  unknownDataType: 'Unknown data type: ',
  /**
   * 400: a string of the request (a GraphQL variable, a JSON body) holds a lone UTF-16 surrogate, text no database
   * column can store (client-json.ts).
   */
  loneSurrogate: 'text must be well-formed Unicode (no lone UTF-16 surrogate)',
  /** 400: JSON of the request nested deeper than LIMITS.clientJsonDepth (client-json.ts). */
  tooDeep: `JSON must not be nested more than ${LIMITS.clientJsonDepth} levels deep`,
  /** 400: a /graphql document longer than LIMITS.graphql.maxQueryChars. */
  queryTooLarge: `the GraphQL document must be at most ${LIMITS.graphql.maxQueryChars} characters (send values as variables)`,
} as const;

/** Formats the first zod issue as "field: message" is not needed: messages already name the field. */
export function firstIssueMessage(
  issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>,
): string {
  const issue = issues[0];
  if (!issue) return 'invalid input';
  return issue.message;
}

import type { Permission } from '@tessera/shared';

/**
 * The permission each GraphQL mutation needs, by mutation name: services read their permission from here, and
 * the role-matrix test checks every mutation of the schema is either in this table or self-service.
 */
export const OPERATION_PERMISSIONS = {
  updateOrg: 'org.update',
  createTeam: 'team.create',
  updateTeam: 'team.update',
  deleteTeam: 'team.delete',
  inviteTeamMember: 'team.invite',
  revokeInvitation: 'team.invite',
  updateTeamMemberRole: 'team.changeRole',
  removeTeamMember: 'team.removeMember',
  createComponent: 'component.write',
  updateComponent: 'component.write',
  deleteComponent: 'component.write',
  createTemplate: 'template.write',
  updateTemplate: 'template.write',
  deleteTemplate: 'template.write',
  createApp: 'app.create',
  updateApp: 'app.update',
  deleteApp: 'app.delete',
  // The site's name, favicon, social image, header and footer: the app's manager (admin) and the owner.
  updateSiteSettings: 'app.update',
  // The app's breakpoints (and deleting one's values everywhere): the same right as the site settings.
  updateAppBreakpoints: 'app.update',
  // The site's languages (and removing one's translations everywhere): the same right again.
  updateAppLocales: 'app.update',
  createPage: 'page.create',
  // Settings and content are both the editor's; an update carrying content also needs page.editContent.
  updatePage: 'page.editSettings',
  // A page's URL, title, description and tags in another language: its settings, the editor's too (issue 26).
  updatePageTranslation: 'page.editSettings',
  deletePage: 'page.delete',
  publishPage: 'page.publish',
  publishApp: 'page.publish',
  rollbackPage: 'page.publish',
  createMedia: 'media.write',
  updateMedia: 'media.write',
  deleteMedia: 'media.write',
  createPrefab: 'prefab.write',
  updatePrefab: 'prefab.write',
  deletePrefab: 'prefab.write',
  // Forms (issue 24): editors mark submissions read; managers delete them and say where they are delivered.
  markFormSubmissions: 'form.readSubmissions',
  deleteFormSubmissions: 'form.deleteSubmissions',
  updateFormDeliverySettings: 'form.manageDelivery',
  rotateFormWebhookSecret: 'form.manageDelivery',
  sendTestFormWebhook: 'form.manageDelivery',
  retryFormDelivery: 'form.manageDelivery',
  // Collections (issue 27): managers change collections and fields; editors write items and delete drafts (a live
  // item's deletion also needs collection.publishItems, checked inside); publishers put items live and take them down.
  createCollection: 'collection.manage',
  updateCollection: 'collection.manage',
  deleteCollection: 'collection.manage',
  createCollectionItem: 'collection.editItems',
  updateCollectionItem: 'collection.editItems',
  deleteCollectionItems: 'collection.editItems',
  publishCollectionItems: 'collection.publishItems',
  unpublishCollectionItems: 'collection.publishItems',
} as const satisfies Record<string, Permission>;

/** Mutations that act on the signed-in user only, not on an organization or team: no role applies. */
export const SELF_SERVICE_OPERATIONS = [
  'updateUser',
  'updateUserPassword',
  'sendEmailConfirmation',
  'createOrg',
  'acceptInvitation',
] as const;

export type GatedOperation = keyof typeof OPERATION_PERMISSIONS;

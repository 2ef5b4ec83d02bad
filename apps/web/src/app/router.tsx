import { type ComponentType, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/list-states.tsx';
import { ActivityPage } from '../features/activity/activity-page.tsx';
import { AppDetailsPage } from '../features/apps/app-details-page.tsx';
import { AppsPage } from '../features/apps/apps-page.tsx';
import { EmailConfirmPage } from '../features/auth/email-confirm-page.tsx';
import { InvitationPage } from '../features/auth/invitation-page.tsx';
import { JoinPage } from '../features/auth/join-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { NewPasswordPage } from '../features/auth/new-password-page.tsx';
import { PasswordResetPage } from '../features/auth/password-reset-page.tsx';
import { LazyCollectionPage, LazyCollectionsPage } from '../features/collections/lazy.tsx';
import { AuthoringEditorPage } from '../features/components/authoring-editor-page.tsx';
import { AuthoringListPage } from '../features/components/authoring-list-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { PageEditorPage } from '../features/editor/page-editor-page.tsx';
import {
  DRAFT_PREVIEW_ROUTE,
  EDITOR_ROUTE,
  preloadEditorRoute,
  VERSION_PREVIEW_ROUTE,
} from '../features/editor/preload.ts';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { LazySubmissionsPage } from '../features/forms/lazy.tsx';
import { LazyMediaPage } from '../features/media/lazy.tsx';
import { OrganizationPage } from '../features/orgs/organization-page.tsx';
import { ComingSoon } from '../features/placeholders/coming-soon.tsx';
import { PlaceholderPage } from '../features/placeholders/placeholder-page.tsx';
import { PlaygroundPage } from '../features/playground/playground-page.tsx';
import { DraftPreviewPage } from '../features/publishing/draft-preview/draft-preview-page.tsx';
import { VersionPreviewPage } from '../features/publishing/draft-preview/version-preview-page.tsx';
import { SiteSettingsPage } from '../features/site/site-settings-page.tsx';
import { TeamsPage } from '../features/teams/teams-page.tsx';
import { CurrentUserProvider } from '../features/user/current-user.tsx';
import { UserSettingsPage } from '../features/user/user-settings-page.tsx';
import type { Requirement } from '../lib/access.ts';
import { PageFrame, type PageTitle } from './page-frame.tsx';
import { apolloClient } from './providers.tsx';
import { AppShellLayout } from './shell/app-shell-layout.tsx';

function framed(
  path: string,
  title: PageTitle,
  requires: Requirement,
  content: 'coming-soon' | 'placeholder' | ReactNode,
  back?: string,
): RouteObject {
  const body =
    content === 'coming-soon' ? <ComingSoon /> : content === 'placeholder' ? <PlaceholderPage /> : content;
  return {
    path,
    element: (
      <PageFrame title={title} requires={requires} back={back}>
        {body}
      </PageFrame>
    ),
  };
}

/** Nothing while a full-window route's loader runs: it returns at once. */
function NoFallback() {
  return null;
}

/**
 * A screen about one page that takes the whole window (the editor and its previews): outside the shell, its
 * queries and canvas frame started by the route's loader (preload.ts) without anything waiting for them.
 */
function fullWindowPageRoute(path: string, title: PageTitle, screen: ReactNode): RouteObject {
  return {
    path,
    loader: ({ params }) => {
      preloadEditorRoute(apolloClient, params.pageId, params.appId);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) =>
      currentParams.pageId !== nextParams.pageId || currentParams.appId !== nextParams.appId,
    HydrateFallback: NoFallback,
    element: (
      <CurrentUserProvider>
        <PageFrame title={title} requires="team" layout="full">
          {screen}
        </PageFrame>
      </CurrentUserProvider>
    ),
  };
}

/** A screen whose code loads on first visit (the media library's, the submissions'), with the lists' spinner meanwhile. */
function LazyScreen({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Suspense fallback={<LoadingState testId="screen-loading" />}>
      <Screen />
    </Suspense>
  );
}

/** Spec: every route has an error fallback screen. */
function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorElement(route.children) : undefined;
    const withError = { ...route, errorElement: <ErrorPage /> };
    return (children ? { ...withError, children } : withError) as RouteObject;
  });
}

/** The spec's route table (platform §2); signed-in screens live in the shell. */
export const routes: RouteObject[] = withErrorElement([
  { path: '/login', element: <LoginPage /> },
  { path: '/join', element: <JoinPage /> },
  { path: '/password/reset', element: <PasswordResetPage /> },
  { path: '/password/new/:token', element: <NewPasswordPage /> },
  // Opened from a confirmation e-mail, signed in or not.
  { path: '/email/confirm/:token', element: <EmailConfirmPage /> },
  // Opened from the invitation e-mail, signed in or not: outside the signed-in shell.
  { path: '/invitations/:token', element: <InvitationPage /> },
  // The page editor takes the whole window: outside the shell's top bar and side menu.
  fullWindowPageRoute(EDITOR_ROUTE, 'page_editor', <PageEditorPage />),
  // The page's draft preview (issue 10) takes the whole window too; it loads what the editor loads.
  fullWindowPageRoute(DRAFT_PREVIEW_ROUTE, 'draft_preview', <DraftPreviewPage />),
  // A published version's preview (issue 21): the draft preview's screen on the version's content.
  fullWindowPageRoute(VERSION_PREVIEW_ROUTE, 'version_preview', <VersionPreviewPage />),
  {
    path: '/',
    element: <AppShellLayout />,
    children: [
      {
        index: true,
        element: (
          <PageFrame title="dashboard">
            <DashboardPage />
          </PageFrame>
        ),
      },
      framed('user/settings', 'user_settings', 'none', <UserSettingsPage />),
      framed('organization', 'organization', 'none', <OrganizationPage />),
      framed('teams', 'teams', 'org', <TeamsPage />),
      framed('apps', 'apps', 'team', <AppsPage />),
      framed('apps/:appId', 'app_details', 'team', <AppDetailsPage />, '..'),
      // An app's form submissions (issue 24): back goes to the app.
      framed(
        'apps/:appId/submissions',
        'submissions',
        'team',
        <LazyScreen screen={LazySubmissionsPage} />,
        '..',
      ),
      // An app's content collections (issue 27): the list goes back to the app, a collection to the list.
      framed(
        'apps/:appId/collections',
        'collections',
        'team',
        <LazyScreen screen={LazyCollectionsPage} />,
        '..',
      ),
      framed(
        'apps/:appId/collections/:collectionId',
        'collection',
        'team',
        <LazyScreen screen={LazyCollectionPage} />,
        '..',
      ),
      framed('components', 'components', 'org', <AuthoringListPage kind="component" />),
      framed('components/:componentId', 'component', 'org', <AuthoringEditorPage kind="component" />, '..'),
      framed('templates', 'templates', 'org', <AuthoringListPage kind="template" />),
      framed('templates/:templateId', 'template', 'org', <AuthoringEditorPage kind="template" />, '..'),
      framed('media', 'media', 'team', <LazyScreen screen={LazyMediaPage} />),
      framed('settings', 'settings', 'org', <SiteSettingsPage />),
      framed('playground', 'playground', 'org', <PlaygroundPage />),
      framed('activity', 'activity', 'none', <ActivityPage />),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);

export function createRouter() {
  return createBrowserRouter(routes);
}

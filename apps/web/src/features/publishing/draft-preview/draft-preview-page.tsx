import { Alert, Badge, Button, Center, Loader, Stack, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconExternalLink,
  IconEye,
  IconHistory,
} from '@tabler/icons-react';
import { BASE_BREAKPOINT } from '@tessera/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useFrameTitle } from '../../../lib/frame-title.tsx';
import { breakpointsOf, type EditorLoad, localesOf, useEditorLoad } from '../../editor/api/editor-page.ts';
import { useLinkContext } from '../../editor/api/link-pages.ts';
import { BreakpointSwitcher } from '../../editor/canvas/breakpoint-switcher.tsx';
import { canvasWidth } from '../../editor/canvas/canvas-width.ts';
import { EditorCanvas } from '../../editor/canvas/editor-canvas.tsx';
import type { PreviewGraph } from '../../editor/canvas/use-editor-frame.ts';
import { LanguageSelect } from '../../editor/components/language-switcher.tsx';
import { PageNotFound } from '../../editor/components/page-not-found.tsx';
import { initialEditorData } from '../../editor/state/initial.ts';
import { load as loadContent } from '../../editor/state/load.ts';
import classes from './draft-preview.module.css';

/**
 * /apps/:appId/page/:pageId/preview, the draft preview (issue 10): the page as saved, unpublished changes
 * included, with its behaviour graph running, in the same sandboxed frame as the editor's canvas (user code
 * never runs in the console's document), at the window's full width. Opened in a new tab from the editor's
 * toolbar and from the page's card; anyone who can open the editor may open it (page.read).
 *
 * Test ids: `draft-preview` (data-state loading|ready, data-device, data-breakpoint), `draft-preview-name`,
 * `draft-preview-badge`, `draft-preview-breakpoint` (`-desktop`, `-{breakpoint id}`: the editor's breakpoint
 * switcher), `draft-preview-open-live`
 * (aria-disabled until the page is published), `draft-preview-back`, `draft-preview-problems`; the frame is
 * the canvas's `editor-canvas-frame`.
 */
export function DraftPreviewPage() {
  const { t } = useTranslation();
  const { appId = '', pageId = '' } = useParams();
  const { state, reload } = useEditorLoad(pageId, appId);
  // A page of another app under this app's address is not this app's page.
  const loaded = state.status === 'loaded' && state.data.page.app.id === appId ? state.data : null;
  useFrameTitle(loaded ? `${loaded.page.name} · ${t('publishing.preview.badge')}` : null);

  if (state.status === 'loading') {
    return (
      <Center h="100%" data-testid="draft-preview" data-state="loading">
        <Loader aria-label={t('publishing.preview.loading')} />
      </Center>
    );
  }
  if (!loaded && (state.status === 'loaded' || state.error.statusCode === 404)) {
    return <PageNotFound appId={appId} />;
  }
  if (!loaded) {
    return (
      <Center h="100%" p="lg" bg="gray.0">
        <Stack maw={560} w="100%">
          <ErrorAlert onRetry={reload} testId="draft-preview-error">
            {t('publishing.preview.load_error')}{' '}
            {state.status === 'error' ? t(errorKeyFor(state.error)) : null}
          </ErrorAlert>
        </Stack>
      </Center>
    );
  }
  return <DraftPreview key={loaded.page.id} load={loaded} />;
}

function noSelection(): void {}

/** A published version shown instead of the draft (version-preview-page.tsx). */
export interface PreviewedVersion {
  number: number;
  content: unknown;
}

/**
 * The loaded page: the bar, and the canvas previewing it with its graph; with `version`, that version's
 * content instead of the draft's (drawn with today's components, as "Restore into editor" would load it).
 */
export function DraftPreview({ load, version }: { load: EditorLoad; version?: PreviewedVersion }) {
  const { t } = useTranslation();
  const { page } = load;
  const [breakpoint, setBreakpoint] = useState(BASE_BREAKPOINT);
  const breakpoints = useMemo(() => breakpointsOf(page.app), [page.app]);
  const device = canvasWidth(breakpoint, breakpoints).kind === 'phone' ? 'mobile' : 'desktop';
  const [ready, setReady] = useState(false);
  const [problemsClosed, setProblemsClosed] = useState(false);
  const badgeHelpId = useId();
  const unpublishedId = useId();
  // Link values resolve against the app's pages, and texts read in the language chosen, as the live site does.
  const locales = useMemo(() => localesOf(page.app), [page.app]);
  const [language, setLanguage] = useState<string | null>(null);
  const links = useLinkContext(page.app.id, locales, language, page.id);

  const content = version ? version.content : page.content;
  const badge = version
    ? t('publishing.version_preview.badge', { number: version.number })
    : t('publishing.preview.badge');
  const badgeHelp = version
    ? t('publishing.version_preview.badge_help', { number: version.number })
    : t('publishing.preview.badge_help');
  // The stored content read as the editor reads it (prefab copies refreshed, content migrated), once.
  const data = useMemo(
    () =>
      loadContent(initialEditorData(), {
        content,
        template: load.template,
        components: load.components,
        prefabs: load.prefabs,
      }),
    [load, content],
  );
  // What the frame's engine runs: nodes and connections (comments stay here), as in the editor's preview.
  const graph = useMemo<PreviewGraph>(
    () => ({ nodes: data.pageEvents.nodes, connections: data.pageEvents.connections }),
    [data],
  );

  const published = page.liveVersion !== null;
  const editorPath = `/apps/${page.app.id}/page/${page.id}`;
  const templateDef = data.templateDef;

  return (
    <div
      className={classes.root}
      data-testid="draft-preview"
      data-state={ready ? 'ready' : 'loading'}
      data-device={device}
      data-breakpoint={breakpoint}
      data-language={language ?? locales.default}
      data-version={version?.number}
    >
      <header className={classes.bar}>
        <div className={classes.title}>
          <h1 className={classes.pageName} title={page.name} data-testid="draft-preview-name">
            {page.name}
          </h1>
          <Tooltip label={badgeHelp} multiline w={300} events={{ hover: true, focus: true, touch: true }}>
            <Badge
              variant="light"
              color={version ? 'grape' : undefined}
              leftSection={version ? <IconHistory size={12} /> : <IconEye size={12} />}
              tabIndex={0}
              aria-describedby={badgeHelpId}
              style={{ flexShrink: 0, cursor: 'help' }}
              data-testid="draft-preview-badge"
            >
              {badge}
            </Badge>
          </Tooltip>
          <span id={badgeHelpId} hidden>
            {badgeHelp}
          </span>
        </div>
        <BreakpointSwitcher
          value={breakpoint}
          breakpoints={breakpoints}
          onChange={setBreakpoint}
          testId="draft-preview-breakpoint"
        />
        <LanguageSelect
          locales={locales}
          value={language}
          onChange={setLanguage}
          testId="draft-preview-language"
        />
        <div className={classes.actions}>
          {published ? (
            <Button
              component="a"
              href={page.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
              data-testid="draft-preview-open-live"
            >
              {t('publishing.preview.open_live')}
            </Button>
          ) : (
            <Tooltip
              label={t('publishing.preview.not_published')}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconExternalLink size={16} />}
                aria-disabled
                data-disabled
                aria-describedby={unpublishedId}
                onClick={(event) => event.preventDefault()}
                data-testid="draft-preview-open-live"
              >
                {t('publishing.preview.open_live')}
              </Button>
            </Tooltip>
          )}
          {published ? null : (
            <span id={unpublishedId} hidden>
              {t('publishing.preview.not_published')}
            </span>
          )}
          <Button
            component={Link}
            to={editorPath}
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            data-testid="draft-preview-back"
          >
            {t('publishing.preview.back_to_editor')}
          </Button>
        </div>
      </header>
      {data.problems.length > 0 && !problemsClosed ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setProblemsClosed(true)}
          radius={0}
          py="xs"
          data-testid="draft-preview-problems"
        >
          {t('publishing.preview.problems')}
        </Alert>
      ) : null}
      <main className={classes.canvas}>
        {templateDef ? (
          <EditorCanvas
            templateDef={templateDef}
            template={data.template}
            slots={data.slots}
            components={data.components}
            breakpoint={breakpoint}
            breakpoints={breakpoints}
            links={links}
            selection={null}
            onSelect={noSelection}
            readOnly
            preview={graph}
            previewBadge={false}
            focusableFrame
            frameTitle={
              version
                ? t('publishing.version_preview.frame_title', { name: page.name, number: version.number })
                : t('publishing.preview.frame_title', { name: page.name })
            }
            onReady={() => setReady(true)}
          />
        ) : null}
      </main>
    </div>
  );
}

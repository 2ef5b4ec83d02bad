import { ActionIcon, Button, Divider, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconDeviceFloppy,
  IconEye,
  IconFileSearch,
  IconHistory,
  IconLayoutBoard,
  IconMaximize,
  IconPlayerPlay,
  IconRocket,
  IconSettings,
  IconTopologyStar3,
} from '@tabler/icons-react';
import { type Breakpoint, DELAYS } from '@tessera/shared';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveOlderBadge } from '../../publishing/components/page-status-badge.tsx';
import { BreakpointSwitcher } from '../canvas/breakpoint-switcher.tsx';
import { canvasWidth } from '../canvas/canvas-width.ts';
import classes from '../editor.module.css';
import { NavigatorToggle, PanelToggle } from '../room/side-panels.tsx';
import { ZoomControl } from '../room/zoom-control.tsx';
import type { PresenceUser } from '../session/presence.ts';
import { PresenceAvatars } from '../session/presence-avatars.tsx';
import { type SaveState, SaveStatus } from '../session/save-status.tsx';
import { type BreakpointView, useSwitcherBreakpoint, useSwitcherView } from '../state/breakpoint-view.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

interface ToolProps {
  label: string;
  testId: string;
  onClick?: () => void;
  /** A console address opened in a new tab: the button is a link. */
  href?: string;
  disabled?: boolean;
  /**
   * Why the tool cannot be used now: it shows disabled but stays focusable, and the reason is its tooltip
   * (on hover and on focus) and accessible name, which a disabled button could not give.
   */
  unavailable?: string;
  active?: boolean;
  children: ReactNode;
}

/** An icon button with its name as tooltip and accessible label. */
function Tool({ label, testId, onClick, href, disabled, unavailable, active, children }: ToolProps) {
  const shown = unavailable ?? label;
  const common = {
    variant: active ? 'light' : 'subtle',
    color: active ? undefined : 'gray',
    size: 'lg',
    'aria-label': unavailable === undefined ? label : `${label} (${unavailable})`,
    'data-testid': testId,
  } as const;
  let button: ReactNode;
  if (unavailable !== undefined) {
    button = (
      <ActionIcon {...common} aria-disabled data-disabled onClick={(event) => event.preventDefault()}>
        {children}
      </ActionIcon>
    );
  } else if (href !== undefined) {
    button = (
      <ActionIcon {...common} component="a" href={href} target="_blank" rel="noopener">
        {children}
      </ActionIcon>
    );
  } else {
    button = (
      <ActionIcon
        {...common}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    );
  }
  return (
    <Tooltip
      label={shown}
      openDelay={DELAYS.tooltip / 2}
      withArrow
      events={unavailable !== undefined ? { hover: true, focus: true, touch: true } : undefined}
    >
      {button}
    </Tooltip>
  );
}

export interface EditorToolbarProps {
  appId: string;
  pageName: string;
  dirty: boolean;
  saving: boolean;
  /** How many saves ended with everything stored (data-saves: tests wait for the next one). */
  saves: number;
  /** Co-editing (issue 25): where the page stands with the server, and the other people on it. */
  saveState: SaveState;
  people: readonly PresenceUser[];
  canSave: boolean;
  canEditSettings: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The app's breakpoints; the switcher shows the active one (breakpoint-view.ts). */
  breakpoints: readonly Breakpoint[];
  /** The canvas runs the page's behaviour and takes clicks instead of editing. */
  preview: boolean;
  templateSelected: boolean;
  /** The user holds 'page.publish': the Publish button shows. */
  canPublish: boolean;
  /** The page has a live version: play opens it. */
  published: boolean;
  publishing: boolean;
  /** The draft preview's address (opened in a new tab). */
  draftPreviewHref: string;
  /** After a rollback: the live version's number when it is older than the newest one (and the draft). */
  liveOlder: { live: number; latest: number } | null;
  onPublish: () => void;
  onVersions: () => void;
  onSave: () => void;
  onSettings: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onPlay: () => void;
  onPreview: () => void;
  onBreakpoint: (id: string) => void;
  onBehaviour: () => void;
  onTemplateSettings: () => void;
  onFullscreen: () => void;
}

const isPhoneView = (shown: BreakpointView) => canvasWidth(shown.active, shown.breakpoints).kind === 'phone';

/** The switcher alone follows each switch (breakpoint-view.ts). */
function ToolbarSwitcher({
  breakpoints,
  onBreakpoint,
}: Pick<EditorToolbarProps, 'breakpoints' | 'onBreakpoint'>) {
  return (
    <BreakpointSwitcher
      value={useSwitcherBreakpoint()}
      breakpoints={breakpoints}
      onChange={onBreakpoint}
      testId="editor-breakpoint"
    />
  );
}

/**
 * The editor's toolbar (spec §2): save, settings, undo and redo on the left; play (disabled until the page
 * is published), the draft preview (a new tab), the preview toggle (decision 0019), the breakpoint switcher
 * (issue 23), the zoom (not in the phone frame) and the language switcher (issue 26) in the middle; page behaviour, template settings, fullscreen and Publish (issue 10) on
 * the right. Each side panel's collapse toggle sits at its side (decision 0028).
 */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  const mod = navigator.platform.toLowerCase().includes('mac') ? '⌘' : 'Ctrl+';
  // A switch re-renders the switcher in a transition, after the canvas took the new width; the toolbar only when
  // the phone frame comes or goes.
  const phone = useSwitcherView(isPhoneView);
  return (
    <header className={classes.toolbar} data-testid="editor-toolbar">
      <div className={classes.toolbarStart}>
        <Tooltip label={t('editor.back_to_app')} openDelay={DELAYS.tooltip / 2} withArrow>
          <ActionIcon
            component={Link}
            to={`/apps/${props.appId}`}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('editor.back_to_app')}
            data-testid="editor-back"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <h1 className={classes.pageName} data-testid="editor-page-name" title={props.pageName}>
          {props.pageName}
        </h1>
        {props.liveOlder ? <LiveOlderBadge {...props.liveOlder} /> : null}
        <Divider orientation="vertical" my={10} />
        <Tooltip label={`${t('editor.save')} (${mod}S)`} openDelay={DELAYS.tooltip / 2} withArrow>
          <Button
            size="compact-sm"
            style={{ flexShrink: 0 }}
            variant={props.dirty ? 'filled' : 'light'}
            leftSection={<IconDeviceFloppy size={16} />}
            loading={props.saving}
            disabled={!props.canSave}
            onClick={props.onSave}
            data-testid="editor-save"
            data-dirty={props.dirty ? 'true' : 'false'}
            data-saves={props.saves}
          >
            {t('editor.save')}
            {props.dirty ? <VisuallyHidden>{t('editor.unsaved')}</VisuallyHidden> : null}
          </Button>
        </Tooltip>
        <SaveStatus state={props.saveState} />
        <Tool
          label={t('editor.settings')}
          testId="editor-settings"
          onClick={props.onSettings}
          disabled={!props.canEditSettings}
        >
          <IconSettings size={18} />
        </Tool>
        <Tool
          label={`${t('editor.undo')} (${mod}Z)`}
          testId="editor-undo"
          onClick={props.onUndo}
          disabled={!props.canUndo}
        >
          <IconArrowBackUp size={18} />
        </Tool>
        <Tool
          label={`${t('editor.redo')} (${mod}⇧Z)`}
          testId="editor-redo"
          onClick={props.onRedo}
          disabled={!props.canRedo}
        >
          <IconArrowForwardUp size={18} />
        </Tool>
        <Divider orientation="vertical" my={10} />
        <PanelToggle side="left" />
        <NavigatorToggle />
      </div>

      <div className={classes.toolbarStart}>
        <Tool
          label={t('editor.play')}
          testId="editor-play"
          onClick={props.onPlay}
          unavailable={props.published ? undefined : t('publishing.editor.play_unpublished')}
        >
          <IconPlayerPlay size={18} />
        </Tool>
        <Tool
          label={
            props.dirty ? t('publishing.editor.draft_preview_unsaved') : t('publishing.editor.draft_preview')
          }
          testId="editor-draft-preview"
          href={props.draftPreviewHref}
        >
          <IconFileSearch size={18} />
        </Tool>
        <Tool
          label={props.preview ? t('editor.preview_stop') : t('editor.preview')}
          testId="editor-preview"
          onClick={props.onPreview}
          active={props.preview}
        >
          <IconEye size={18} />
        </Tool>
        <ToolbarSwitcher breakpoints={props.breakpoints} onBreakpoint={props.onBreakpoint} />
        {phone ? null : <ZoomControl />}
        <LanguageSwitcher />
      </div>

      <div className={classes.toolbarEnd}>
        <PresenceAvatars people={props.people} />
        <PanelToggle side="right" />
        <Divider orientation="vertical" my={10} />
        <Tool label={t('editor.behaviour')} testId="editor-behaviour" onClick={props.onBehaviour}>
          <IconTopologyStar3 size={18} />
        </Tool>
        <Tool
          label={t('editor.template_settings')}
          testId="editor-template-settings"
          onClick={props.onTemplateSettings}
          active={props.templateSelected}
        >
          <IconLayoutBoard size={18} />
        </Tool>
        <Tool
          label={phone ? t('editor.fullscreen_desktop_only') : t('editor.fullscreen')}
          testId="editor-fullscreen"
          onClick={props.onFullscreen}
          disabled={phone}
        >
          <IconMaximize size={18} />
        </Tool>
        <Tool label={t('publishing.versions.open_help')} testId="editor-versions" onClick={props.onVersions}>
          <IconHistory size={18} />
        </Tool>
        {props.canPublish ? (
          <>
            <Divider orientation="vertical" my={10} />
            <Tooltip label={t('publishing.publish_tooltip')} openDelay={DELAYS.tooltip / 2} withArrow>
              <Button
                size="compact-sm"
                leftSection={<IconRocket size={16} />}
                loading={props.publishing}
                onClick={props.onPublish}
                data-testid="editor-publish"
              >
                {t('publishing.publish')}
              </Button>
            </Tooltip>
          </>
        ) : null}
      </div>
    </header>
  );
});

/**
 * The inspector (spec §2, §4): the 380px right panel of the page editor, editing the selected brick or the
 * template's own settings. It owns no editor state: each edit goes out through the callbacks, debounced
 * per property (pending-commit.ts), already normalized by its type.
 *
 * Everything below the empty state is keyed by the selection, so switching bricks starts every field from
 * the new brick's values, and a change still waiting in the old fields is sent, on unmount, to the
 * callbacks the inspector was rendered with for the old selection.
 */
import { Group, Select, Stack, Switch, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconClick } from '@tabler/icons-react';
import { BASE_BREAKPOINT, breakpointLabel } from '@tessera/shared';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDeliverySection } from '../../forms/components/form-delivery-section.tsx';
import type { FormsAccess } from '../../forms/forms-access.ts';
import { HintLayer } from '../components/hint-layer.tsx';
import type { ComponentDef, EditorBrick, EditorTemplate, PrefabDef, TemplateDef } from '../model/types.ts';
import { useShownBreakpointView } from '../state/breakpoint-view.ts';
import { BreakpointIndicator } from './breakpoint-indicator.tsx';
import { fieldBreakpointState } from './breakpoint-state.ts';
import { useEditLanguage } from './edit-language.ts';
import { COMBOBOX_PROPS } from './editors/editor-props.ts';
import { isLocked, isVisible } from './field-values.ts';
import classes from './inspector.module.css';
import { InspectorFilter } from './inspector-filter.tsx';
import { InspectorHeader, type PrefabButton } from './inspector-header.tsx';
import { InspectorSections } from './inspector-sections.tsx';
import { arrangeSections, filterControls } from './inspector-view.ts';
import { buildSections } from './sections.ts';
import { useBreakpointDraft, useDraft, useLatestCallback } from './use-draft.ts';
import { usePaintedStages } from './use-stages.ts';

export type InspectorTarget =
  | {
      kind: 'brick';
      brick: EditorBrick;
      component: ComponentDef | null;
      canMoveUp: boolean;
      canMoveDown: boolean;
    }
  | { kind: 'template'; template: EditorTemplate; def: TemplateDef };

export interface InspectorProps {
  /** null: the empty state. */
  target: InspectorTarget | null;
  /** The viewer's inspector: every field disabled, copy the only action. */
  readOnly?: boolean;
  /**
   * A property's new value, normalized by its type, on the next frame or on blur (decision 0024), made at
   * breakpoint `at` (issue 23: the active one when it was typed).
   */
  onChange(property: string, value: unknown, at: string, language?: string | null): void;
  /** Removes a property's value at breakpoint `at` ("Clear override"). */
  onClearOverride(property: string, at: string): void;
  /** Bricks only: the template's name is shown read-only. Debounced like onChange. */
  onRename(name: string): void;
  /** Bricks only, at breakpoint `at`. Debounced like onChange. */
  onVisibility(visible: boolean, at: string): void;
  /** Reset at breakpoint `at` (state/reset.ts: the desktop's defaults, or the values set at `at`). */
  onReset(at: string): void;
  /** Bricks only, as are copy, duplicate and move. */
  onDelete(): void;
  onCopy(): void;
  onDuplicate(): void;
  onMove(delta: -1 | 1): void;
  /** The template chooser's prefabs: template prefabs built on the page's template. */
  prefabs: readonly { id: string; name: string }[];
  selectedPrefab: string | null;
  onSelectPrefab(id: string | null): void;
  /** Every prefab of the app: a copy names its prefab. */
  allPrefabs: ReadonlyMap<string, PrefabDef>;
  /** May create, edit and delete prefabs ('prefab.write'); else the prefab button is hidden. */
  canWritePrefabs: boolean;
  /** The prefab button: create a prefab from the target, or edit the prefab it is a copy of. */
  onPrefab(): void;
  /** The selected slot's number when a slot (not a brick) is selected: a paste lands at its end. */
  selectedSlot?: number | null;
  /** The page editor's: a Form brick shows where its submissions go (absent elsewhere, the prefab dialog). */
  forms?: FormsAccess;
}

function targetKey(target: InspectorTarget): string {
  return target.kind === 'brick' ? `brick:${target.brick.id}` : `template:${target.template.id}`;
}

export const Inspector = memo(function Inspector(props: InspectorProps) {
  const { t } = useTranslation();
  const { target } = props;
  const root = useRef<HTMLElement>(null);
  // Outside the selection's key: a filter stays while the user clicks from brick to brick.
  const [query, setQuery] = useState('');
  return (
    <section ref={root} className={classes.root} aria-label={t('inspector.label')} data-testid="inspector">
      <HintLayer root={root} />
      {target ? (
        <InspectorContent
          key={targetKey(target)}
          {...props}
          target={target}
          query={query}
          onQuery={setQuery}
        />
      ) : (
        <Stack
          align="center"
          justify="center"
          gap="sm"
          className={classes.empty}
          data-testid="inspector-empty"
        >
          <ThemeIcon size={44} radius="xl" variant="light" color="gray">
            <IconClick size={22} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" ta="center" maw={260} data-testid="inspector-empty-text">
            {props.selectedSlot
              ? t('inspector.slot_selected', { number: props.selectedSlot })
              : t('inspector.empty')}
          </Text>
        </Stack>
      )}
    </section>
  );
});

const asIs = <V,>(value: V): V => value;

type InspectorContentProps = InspectorProps & {
  target: InspectorTarget;
  query: string;
  onQuery(query: string): void;
};

function InspectorContent(props: InspectorContentProps) {
  const { target, readOnly = false, prefabs, selectedPrefab, query } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const onChange = useLatestCallback(props.onChange);
  const onRename = useLatestCallback(props.onRename);
  const onVisibility = useLatestCallback(props.onVisibility);
  const onClearOverride = useLatestCallback(props.onClearOverride);
  const { active, breakpoints } = useShownBreakpointView();
  const editLanguage = useEditLanguage();

  const brick = target.kind === 'brick' ? target.brick : null;
  const dataTypes = brick ? brick.dataTypes : target.kind === 'template' ? target.template.dataTypes : {};
  const groups = brick ? brick.dataGroups : target.kind === 'template' ? target.def.dataGroups : [];
  const otherLabel = t('inspector.other');
  // Content sections first, then Style (decision 0028).
  const arranged = useMemo(
    () => arrangeSections(buildSections(dataTypes, groups, locale, otherLabel), dataTypes),
    [dataTypes, groups, locale, otherLabel],
  );
  const { sections, kinds } = arranged;
  const shown = useMemo(
    () => filterControls(sections, dataTypes, locale, query),
    [sections, dataTypes, locale, query],
  );
  const memoryKey =
    target.kind === 'brick' ? `component:${target.brick.componentId}` : `template:${target.def.id}`;

  const storedName = brick ? brick.name : templateName(target);
  const name = useDraft(storedName, asIs, onRename);
  const visibilityEntry = dataTypes.visibility;
  const visibilityAt = useMemo(
    () => (visibilityEntry ? fieldBreakpointState('visibility', visibilityEntry, active, breakpoints) : null),
    [visibilityEntry, active, breakpoints],
  );
  const shownVisible = visibilityAt ? isVisible({ ...visibilityEntry!, value: visibilityAt.value }) : true;
  const commitVisibility = useCallback((next: boolean) => onVisibility(next, active), [onVisibility, active]);
  const visible = useDraft(shownVisible, asIs, commitVisibility);
  useBreakpointDraft(visible, active);
  const atBreakpoint = active !== BASE_BREAKPOINT;
  const activeName = breakpointLabel(breakpoints, active, locale);
  const activeWidth = breakpoints.find((bp) => bp.id === active)?.maxWidth ?? null;

  // 0: header, visibility and name; 1: the sections and the first one's fields; 2: every open section's.
  const stage = usePaintedStages(2);

  const title = brick ? name.value || t('inspector.untitled') : t('inspector.title_template');
  const subtitle = target.kind === 'brick' ? (target.component?.name ?? null) : target.def.name;
  const placement = brick ?? (target.kind === 'template' ? target.template : null);
  const copyOf =
    placement?.isPrefab && typeof placement.prefabId === 'string'
      ? (props.allPrefabs.get(placement.prefabId) ?? null)
      : null;
  const prefabButton: PrefabButton | null = !props.canWritePrefabs
    ? null
    : copyOf
      ? { mode: 'edit', disabledReason: null }
      : {
          mode: 'create',
          disabledReason:
            target.kind === 'brick' && !target.component ? t('inspector.actions.prefab_no_component') : null,
        };

  return (
    <>
      <InspectorHeader
        title={title}
        subtitle={subtitle}
        kind={target.kind}
        readOnly={readOnly}
        canMoveUp={target.kind === 'brick' && target.canMoveUp}
        canMoveDown={target.kind === 'brick' && target.canMoveDown}
        prefab={prefabButton}
        prefabName={copyOf?.name ?? null}
        onPrefab={props.onPrefab}
        resetAt={atBreakpoint ? activeName : null}
        onReset={() => props.onReset(active)}
        onCopy={props.onCopy}
        onDuplicate={props.onDuplicate}
        onMove={props.onMove}
        onDelete={props.onDelete}
      />
      <div className={classes.body}>
        {atBreakpoint && activeWidth !== null ? (
          <div className={classes.bpNote} data-testid="inspector-bp-note">
            {t('inspector.breakpoint.note', { name: activeName, width: activeWidth })}
          </div>
        ) : null}
        {editLanguage ? (
          <div className={classes.bpNote} data-testid="inspector-language-note">
            {t('inspector.language.note', { name: editLanguage.name })}
          </div>
        ) : null}
        <Stack gap="sm" className={classes.basics}>
          {brick ? (
            <Group justify="space-between" wrap="nowrap" gap={6}>
              <Switch
                label={t('inspector.visibility')}
                description={
                  atBreakpoint && !visible.value
                    ? t('inspector.breakpoint.hidden_on', { name: activeName })
                    : undefined
                }
                checked={visible.value}
                disabled={readOnly || (visibilityEntry ? isLocked(visibilityEntry) : false)}
                onChange={(event) => visible.set(event.currentTarget.checked)}
                onBlur={visible.flush}
                data-testid="inspector-visibility"
              />
              {visibilityAt ? (
                <BreakpointIndicator
                  name="visibility"
                  label={t('inspector.visibility')}
                  state={visibilityAt}
                  active={active}
                  breakpoints={breakpoints}
                  locale={locale}
                  canClear={!readOnly && !isLocked(visibilityEntry!)}
                  onClear={() => onClearOverride('visibility', active)}
                />
              ) : null}
            </Group>
          ) : null}
          <TextInput
            size="xs"
            label={t('inspector.name')}
            value={name.value}
            disabled={readOnly}
            // The template is shared by every page using it: it is renamed in the template editor, not here.
            readOnly={!brick}
            onChange={(event) => name.set(event.currentTarget.value)}
            onBlur={name.flush}
            data-testid="inspector-name"
          />
          {target.kind === 'template' ? (
            <Select
              size="xs"
              label={t('inspector.prefab_chooser')}
              data={prefabs.map((prefab) => ({ value: prefab.id, label: prefab.name }))}
              value={selectedPrefab}
              placeholder={prefabs.length === 0 ? t('inspector.no_prefabs') : t('inspector.choose_prefab')}
              disabled={readOnly || prefabs.length === 0}
              description={selectedPrefab ? t('inspector.prefab_chooser_note') : undefined}
              clearable
              clearButtonProps={{ 'aria-label': t('inspector.prefab_chooser_clear') }}
              // A choice, not a typed edit: the editor applies the prefab at once.
              onChange={(id) => props.onSelectPrefab(id)}
              comboboxProps={COMBOBOX_PROPS}
              data-testid="inspector-prefab-chooser"
            />
          ) : null}
        </Stack>
        {sections.length > 0 ? <InspectorFilter query={query} onQuery={props.onQuery} /> : null}
        {stage === 0 ? null : sections.length > 0 ? (
          <InspectorSections
            sections={sections}
            dataTypes={dataTypes}
            locale={locale}
            readOnly={readOnly}
            complete={stage >= 2}
            onChange={onChange}
            onClearOverride={onClearOverride}
            at={active}
            breakpoints={breakpoints}
            memoryKey={memoryKey}
            shown={shown}
            kinds={kinds}
          />
        ) : (
          <Text size="sm" c="dimmed" p="md" data-testid="inspector-no-properties">
            {t('inspector.no_properties')}
          </Text>
        )}
        {brick && props.forms?.canRead && isFormBrick(dataTypes) ? (
          <section aria-labelledby="inspector-form-delivery">
            <h3 id="inspector-form-delivery" className={classes.kindHeading}>
              {t('form_delivery.heading')}
            </h3>
            <div className={classes.basics}>
              <FormDeliverySection
                appId={props.forms.appId}
                formKey={`${props.forms.pageId}/${brick.id}`}
                canManage={props.forms.canManage && !readOnly}
              />
            </div>
          </section>
        ) : null}
        {shown !== null && shown.size === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center" data-testid="inspector-filter-empty">
            {t('room.inspector.filter_empty', { query: query.trim() })}
          </Text>
        ) : null}
      </div>
    </>
  );
}

/** A Form brick: one of its properties is the form's settings. */
function isFormBrick(dataTypes: EditorBrick['dataTypes']): boolean {
  return Object.values(dataTypes).some((entry) => entry.type === 'Form');
}

/** The template's name entry when the page has one, else the template's own name. */
function templateName(target: InspectorTarget): string {
  if (target.kind !== 'template') return '';
  const value = target.template.dataTypes.name?.value;
  return typeof value === 'string' ? value : target.def.name;
}

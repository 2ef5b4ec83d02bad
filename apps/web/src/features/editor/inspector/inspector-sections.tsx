import { Accordion, Stack } from '@mantine/core';
import type { Breakpoint } from '@tessera/shared';
import { Fragment, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyEntries } from '../model/types.ts';
import { useRoomStore } from '../room/use-room.ts';
import classes from './inspector.module.css';
import type { SectionKind, ShownControls } from './inspector-view.ts';
import { PropertyField } from './property-field.tsx';
import type { InspectorSection } from './sections.ts';

interface InspectorSectionsProps {
  sections: readonly InspectorSection[];
  dataTypes: PropertyEntries;
  locale: string;
  readOnly: boolean;
  /** false: only the first open section's fields yet (see usePaintedStages). */
  complete: boolean;
  /** `at`: the breakpoint the value was typed at (issue 23). */
  onChange: (property: string, value: unknown, at: string, language: string | null) => void;
  /** The indicators' clear button; absent (the prefab dialog): no button. */
  onClearOverride?: (property: string, at: string) => void;
  /** The breakpoint the fields show and edit; absent: the desktop. */
  at?: string;
  /** The app's breakpoints, widest first. */
  breakpoints?: readonly Breakpoint[];
  /**
   * Whose sections these are (`component:{id}`, `template:{id}`): the open ones are remembered per user
   * under it and reopen for the next brick of that component. Absent: the groups' own defaults.
   */
  memoryKey?: string;
  /**
   * A filter's matches (inspector-view.ts): every matching section opens (its toggle still works while the
   * filter lasts), the rest hide but stay mounted. Null or absent: everything shows.
   */
  shown?: ShownControls | null;
  /** Each section's kind: a "Content" and a "Style" heading go before the first section of each. */
  kinds?: ReadonlyMap<string, SectionKind>;
}

function initialOpen(sections: readonly InspectorSection[], remembered: readonly string[] | undefined) {
  if (!remembered) return sections.filter((section) => !section.collapsed).map((section) => section.name);
  return sections.filter((section) => remembered.includes(section.name)).map((section) => section.name);
}

/**
 * The collapsible property sections. Their fields mount in steps: the first open section's, then (once
 * `complete`) the other open sections', and a closed section's the first time it opens. Fields stay
 * mounted once shown, so reopening a section is smooth.
 */
export const InspectorSections = memo(function InspectorSections({
  sections,
  dataTypes,
  locale,
  readOnly,
  complete,
  onChange,
  onClearOverride,
  at,
  breakpoints,
  memoryKey,
  shown = null,
  kinds,
}: InspectorSectionsProps) {
  const { t } = useTranslation();
  const room = useRoomStore();
  const filtering = shown !== null;
  const [open, setOpen] = useState<string[]>(() =>
    initialOpen(sections, memoryKey ? room.getState().openGroups[memoryKey] : undefined),
  );
  /** While filtering: the sections the user closed (every other shown one is open). */
  const [closed, setClosed] = useState<readonly string[]>([]);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set(open));
  const [first] = useState(() => open[0]);
  if (!filtering && closed.length > 0) setClosed([]);

  const value = filtering
    ? sections.map((section) => section.name).filter((name) => shown?.has(name) && !closed.includes(name))
    : open;
  if (value.some((name) => !mounted.has(name))) setMounted(new Set([...mounted, ...value]));

  function toggle(next: string[]) {
    if (filtering) {
      setClosed(sections.map((section) => section.name).filter((name) => !next.includes(name)));
      return;
    }
    setOpen(next);
    if (memoryKey) room.getState().setOpenGroups(memoryKey, next);
  }

  return (
    <Accordion
      multiple
      value={value}
      onChange={toggle}
      chevronPosition="right"
      classNames={{
        item: classes.sectionItem,
        control: classes.sectionControl,
        label: classes.sectionLabel,
        content: classes.sectionContent,
      }}
    >
      {sections.map((section, index) => {
        const kind = kinds?.get(section.name);
        const heading = kind !== undefined && kinds?.get(sections[index - 1]?.name ?? '') !== kind;
        const hidden =
          shown !== null && !sections.some((s) => kinds?.get(s.name) === kind && shown.has(s.name));
        return (
          <Fragment key={section.name}>
            {heading ? (
              <h3 className={classes.kindHeading} hidden={hidden} data-testid={`inspector-kind:${kind}`}>
                {t(`room.inspector.${kind}`)}
              </h3>
            ) : null}
            <Accordion.Item
              value={section.name}
              data-testid={`inspector-group:${section.name}`}
              data-hidden={shown && !shown.has(section.name) ? 'true' : undefined}
            >
              <Accordion.Control data-testid={`inspector-group-toggle:${section.name}`}>
                {section.label}
              </Accordion.Control>
              <Accordion.Panel>
                {mounted.has(section.name) && (complete || filtering || section.name === first) ? (
                  <SectionFields
                    properties={section.properties}
                    shown={shown?.get(section.name)}
                    dataTypes={dataTypes}
                    locale={locale}
                    readOnly={readOnly}
                    onChange={onChange}
                    onClearOverride={onClearOverride}
                    at={at}
                    breakpoints={breakpoints}
                  />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          </Fragment>
        );
      })}
    </Accordion>
  );
});

interface SectionFieldsProps {
  properties: readonly string[];
  /** The controls that show; absent: all. */
  shown: ReadonlySet<string> | undefined;
  dataTypes: PropertyEntries;
  locale: string;
  readOnly: boolean;
  onChange: (property: string, value: unknown, at: string, language: string | null) => void;
  onClearOverride: ((property: string, at: string) => void) | undefined;
  at: string | undefined;
  breakpoints: readonly Breakpoint[] | undefined;
}

const SectionFields = memo(function SectionFields({
  properties,
  shown,
  dataTypes,
  locale,
  readOnly,
  onChange,
  onClearOverride,
  at,
  breakpoints,
}: SectionFieldsProps) {
  return (
    <Stack gap="sm">
      {properties.map((name) => {
        const entry = dataTypes[name];
        return entry ? (
          <div
            key={name}
            hidden={shown ? !shown.has(name) : undefined}
            data-testid={`inspector-control:${name}`}
          >
            <PropertyField
              name={name}
              entry={entry}
              locale={locale}
              readOnly={readOnly}
              onChange={onChange}
              onClearOverride={onClearOverride}
              at={at}
              breakpoints={breakpoints}
            />
          </div>
        ) : null;
      })}
    </Stack>
  );
});

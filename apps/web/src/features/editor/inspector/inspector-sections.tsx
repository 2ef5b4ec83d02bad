import { Accordion, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import type { PropertyEntries } from '../model/types.ts';
import classes from './inspector.module.css';
import { PropertyField } from './property-field.tsx';
import type { InspectorSection } from './sections.ts';

interface InspectorSectionsProps {
  sections: readonly InspectorSection[];
  dataTypes: PropertyEntries;
  locale: string;
  readOnly: boolean;
  /** false: only the first open section's fields yet (see usePaintedStages). */
  complete: boolean;
  onChange: (property: string, value: unknown) => void;
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
}: InspectorSectionsProps) {
  const [open, setOpen] = useState<string[]>(() =>
    sections.filter((section) => !section.collapsed).map((section) => section.name),
  );
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set(open));
  const [first] = useState(() => open[0]);

  function toggle(next: string[]) {
    setOpen(next);
    if (next.some((name) => !mounted.has(name))) setMounted(new Set([...mounted, ...next]));
  }

  return (
    <Accordion
      multiple
      value={open}
      onChange={toggle}
      chevronPosition="right"
      classNames={{
        item: classes.sectionItem,
        control: classes.sectionControl,
        label: classes.sectionLabel,
        content: classes.sectionContent,
      }}
    >
      {sections.map((section) => (
        <Accordion.Item
          key={section.name}
          value={section.name}
          data-testid={`inspector-group:${section.name}`}
        >
          <Accordion.Control data-testid={`inspector-group-toggle:${section.name}`}>
            {section.label}
          </Accordion.Control>
          <Accordion.Panel>
            {mounted.has(section.name) && (complete || section.name === first) ? (
              <SectionFields
                properties={section.properties}
                dataTypes={dataTypes}
                locale={locale}
                readOnly={readOnly}
                onChange={onChange}
              />
            ) : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
});

interface SectionFieldsProps {
  properties: readonly string[];
  dataTypes: PropertyEntries;
  locale: string;
  readOnly: boolean;
  onChange: (property: string, value: unknown) => void;
}

const SectionFields = memo(function SectionFields({
  properties,
  dataTypes,
  locale,
  readOnly,
  onChange,
}: SectionFieldsProps) {
  return (
    <Stack gap="sm">
      {properties.map((name) => {
        const entry = dataTypes[name];
        return entry ? (
          <PropertyField
            key={name}
            name={name}
            entry={entry}
            locale={locale}
            readOnly={readOnly}
            onChange={onChange}
          />
        ) : null;
      })}
    </Stack>
  );
});

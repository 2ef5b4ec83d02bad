import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { LINK_KINDS, type LinkKind, type LinkValue, linkProblem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type LinkPagesState, useLinkPages } from '../../api/link-pages.ts';
import { type EditorProps, propTestId } from './editor-props.ts';

type TypedKind = 'url' | 'email' | 'phone' | 'anchor';

/** The kinds whose target is typed, with their input's type; 'page' has a picker and 'none' nothing. */
const INPUT_TYPES: Readonly<Record<TypedKind, 'url' | 'email' | 'tel' | 'text'>> = {
  url: 'url',
  email: 'email',
  phone: 'tel',
  anchor: 'text',
};

const isTyped = (kind: LinkKind): kind is TypedKind => Object.hasOwn(INPUT_TYPES, kind);

/**
 * Link (issue 22): where the link goes (a kind selector), the matching target (a picker of the app's pages,
 * or a URL, e-mail address, phone number or anchor id) and "open in a new tab". A page is stored by its id, so
 * the link follows the page when its URL changes. A target the live page could not use is flagged here; it
 * is drawn without a link until corrected.
 */
export function LinkEditor({ name, label, inputId, value, onChange, disabled }: EditorProps<LinkValue>) {
  const { t } = useTranslation();
  const { appId } = useParams();
  const pages = useLinkPages(value.kind === 'page' ? appId : undefined);
  const setKind = (kind: LinkKind) => onChange({ kind, to: '', newTab: value.newTab });
  const problem = linkProblem(value);
  const typed = isTyped(value.kind) ? value.kind : null;
  return (
    <Stack gap={6}>
      <NativeSelect
        id={inputId}
        size="xs"
        aria-label={`${label}: ${t('link.kind')}`}
        value={value.kind}
        disabled={disabled}
        onChange={(event) => setKind(event.currentTarget.value as LinkKind)}
        data={LINK_KINDS.map((kind) => ({ value: kind, label: t(`link.kinds.${kind}`) }))}
        data-testid={propTestId(name, 'kind')}
      />
      {value.kind === 'page' ? (
        <PagePicker
          name={name}
          label={label}
          pageId={value.to}
          pages={pages}
          disabled={disabled}
          onChange={(to) => onChange({ ...value, to })}
        />
      ) : typed ? (
        <TextInput
          size="xs"
          type={INPUT_TYPES[typed]}
          aria-label={`${label}: ${t(`link.targets.${typed}`)}`}
          placeholder={t(`link.placeholders.${typed}`)}
          value={value.to}
          disabled={disabled}
          error={problem ? t(`link.problems.${problem}`) : undefined}
          onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
          data-testid={propTestId(name, 'to')}
        />
      ) : null}
      {value.kind !== 'none' ? (
        <Checkbox
          size="xs"
          label={t('link.new_tab')}
          checked={value.newTab}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, newTab: event.currentTarget.checked })}
          data-testid={propTestId(name, 'new-tab')}
        />
      ) : null}
    </Stack>
  );
}

/**
 * A picker of the app's pages (the Link editor's, and the Form editor's thank-you page): `pageId` '' is none
 * chosen yet. Test id `prop:{name}:page`.
 */
export function PagePicker({
  name,
  label,
  pageId,
  pages,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  pageId: string;
  pages: LinkPagesState;
  disabled: boolean;
  onChange: (pageId: string) => void;
}) {
  const { t } = useTranslation();
  const list = pages.status === 'loaded' ? pages.pages : [];
  // A page deleted since the link was made (or not loaded yet) stays chosen, said as such.
  const missing = pageId !== '' && pages.status === 'loaded' && !list.some((page) => page.id === pageId);
  const data = [
    { value: '', label: t('link.choose_page') },
    ...(missing ? [{ value: pageId, label: t('link.missing_page') }] : []),
    ...list.map((page) => ({ value: page.id, label: `${page.name} (${page.url})` })),
  ];
  return (
    <>
      <NativeSelect
        size="xs"
        aria-label={`${label}: ${t('link.targets.page')}`}
        value={pageId}
        disabled={disabled || pages.status !== 'loaded'}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={data}
        error={missing ? t('link.problems.page') : undefined}
        data-testid={propTestId(name, 'page')}
      />
      {pages.status === 'error' ? (
        <Text size="xs" c="red" role="alert">
          {t('link.pages_error')}
        </Text>
      ) : null}
    </>
  );
}

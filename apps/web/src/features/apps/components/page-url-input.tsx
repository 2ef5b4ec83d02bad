import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { slugifyUrl, urlForInput } from '@tessera/shared';
import { useTranslation } from 'react-i18next';

interface PageUrlInputProps
  extends Pick<TextInputProps, 'description' | 'error' | 'disabled' | 'onBlur' | 'style'> {
  /** As shown: without the leading '/'. */
  value: string;
  /** The typed text, slugified as it is typed (accents off, lower case, dashes). */
  onChange: (url: string) => void;
  testId: string;
  /** A language's prefix shown before the URL (`pt-br`: "/pt-br/"); absent: "/". */
  prefix?: string;
  placeholder?: string;
}

/** A page's URL field (new-page wizard, page settings): a fixed '/' before it, slugified while typing. */
export function PageUrlInput({ value, onChange, testId, prefix, ...props }: PageUrlInputProps) {
  const shown = prefix ? `/${prefix}/` : '/';
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('app_pages.wizard.url')}
      leftSection={
        <Text
          c="dimmed"
          fw={600}
          aria-hidden
          ff={prefix ? 'monospace' : undefined}
          size={prefix ? 'sm' : undefined}
        >
          {shown}
        </Text>
      }
      leftSectionWidth={prefix ? 16 + shown.length * 8 : 28}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(urlForInput(slugifyUrl(e.currentTarget.value)))}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      data-testid={testId}
      {...props}
    />
  );
}

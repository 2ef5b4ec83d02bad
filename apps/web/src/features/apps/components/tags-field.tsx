import { TagsInput } from '@mantine/core';
import { LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { type TagProblem, tagProblem } from '../app-values.ts';

interface TagsFieldProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Whether a broken rule shows now (after the field was left, or on a form being edited). */
  showError: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  testId: string;
  /**
   * May stay empty (a page's tags in another language: empty reads as the default language's, issue 26); the
   * placeholder then says what empty means.
   */
  optional?: { placeholder: string };
}

/** Tags of an app or a page: type one and press Enter (or a comma); 1 to 10, the spec's messages. */
export function TagsField({
  label,
  value,
  onChange,
  showError,
  readOnly,
  disabled,
  onBlur,
  testId,
  optional,
}: TagsFieldProps) {
  const { t } = useTranslation();
  const problem = showError && !(optional && value.length === 0) ? tagProblem(value) : null;
  const messages: Record<TagProblem, string> = {
    required: t('tags.required'),
    count: t('tags.count'),
    too_long: t('tags.too_long', { max: LIMITS.tag.max }),
  };
  return (
    <TagsInput
      label={label}
      description={readOnly ? undefined : t('tags.help')}
      placeholder={
        readOnly ? undefined : value.length === 0 && optional ? optional.placeholder : t('tags.placeholder')
      }
      required={!optional}
      readOnly={readOnly}
      disabled={disabled}
      variant={readOnly ? 'filled' : 'default'}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      splitChars={[',']}
      maxLength={LIMITS.tag.max}
      error={problem ? messages[problem] : null}
      data-testid={testId}
    />
  );
}

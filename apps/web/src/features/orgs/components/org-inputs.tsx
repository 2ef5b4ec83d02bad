import { Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { aliasInput, type OrgField, type OrgValues } from '../org-values.ts';

const L = LIMITS.org;

interface OrgInputsProps {
  values: OrgValues;
  onChange: (field: OrgField, value: string) => void;
  /** Fields whose rule is broken and whose warning should show now. */
  showInvalid: ReadonlySet<OrgField>;
  aliasTaken: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  onBlur?: (field: OrgField) => void;
  autoFocus?: boolean;
  /** Prefix of the inputs' test ids: `org-name`, `org-form-name`… */
  testId: string;
}

/** Name, description and alias of an organization, shared by the new-org dialog and the profile form. */
export function OrgInputs({
  values,
  onChange,
  showInvalid,
  aliasTaken,
  readOnly = false,
  disabled = false,
  onBlur,
  autoFocus,
  testId,
}: OrgInputsProps) {
  const { t } = useTranslation();
  const variant = readOnly ? 'filled' : 'default';
  const lengthError = (field: OrgField) =>
    showInvalid.has(field) ? t('validation.length', { min: L[field].min, max: L[field].max }) : null;
  return (
    <Stack gap="md">
      <TextInput
        label={t('organization.name')}
        required
        autoFocus={autoFocus}
        readOnly={readOnly}
        disabled={disabled}
        variant={variant}
        maxLength={L.name.max}
        value={values.name}
        onChange={(e) => onChange('name', e.currentTarget.value)}
        onBlur={() => onBlur?.('name')}
        error={lengthError('name')}
        data-testid={`${testId}-name`}
      />
      <Textarea
        label={t('organization.description')}
        required
        autosize
        minRows={2}
        maxRows={6}
        readOnly={readOnly}
        disabled={disabled}
        variant={variant}
        maxLength={L.description.max}
        value={values.description}
        onChange={(e) => onChange('description', e.currentTarget.value)}
        onBlur={() => onBlur?.('description')}
        error={lengthError('description')}
        data-testid={`${testId}-description`}
      />
      <TextInput
        label={t('organization.alias')}
        description={t('organization.alias_help', { min: L.alias.min, max: L.alias.max })}
        required
        readOnly={readOnly}
        disabled={disabled}
        variant={variant}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={values.alias}
        onChange={(e) => onChange('alias', aliasInput(e.currentTarget.value))}
        onBlur={() => onBlur?.('alias')}
        error={aliasTaken ? t('errors.org_alias_exists') : lengthError('alias')}
        data-testid={`${testId}-alias`}
      />
    </Stack>
  );
}

import { Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  LIMITS,
  normalizePageUrl,
  PAGE_CREATED_REDIRECT_MS,
  SERVER_MESSAGES,
  trimUrlEdges,
} from '@tessera/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { InfoAlert } from '../../../components/info-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { kitTexts } from '../../../lib/kit-names.ts';
import { useLater } from '../../../lib/timers.ts';
import { useCreatePage } from '../api/create-page.ts';
import { usePageTemplatesQuery } from '../api/page-templates.ts';
import { useUrlCheck } from '../api/url-check.ts';
import {
  invalidPageFields,
  PAGE_WIZARD_STEPS,
  type PageField,
  type PageValues,
  pageStepValid,
  toPageSettings,
  urlStatus,
  wizardUrl,
} from '../page-wizard-steps.ts';
import { PageUrlInput } from './page-url-input.tsx';
import { TagsField } from './tags-field.tsx';
import { TemplateSliders } from './template-sliders.tsx';
import { UrlStatus } from './url-status.tsx';
import { WizardModal } from './wizard-modal.tsx';

const L = LIMITS.page;
const LAST = PAGE_WIZARD_STEPS.length - 1;

interface NewPageWizardProps {
  appId: string;
  onClose: () => void;
  /** Reloads the page list and the app (its home page may just have been created). */
  onCreated: () => void;
}

/**
 * New-page wizard (spec §2, §4): (1) name and a URL checked free, (2) SEO title, description and tags,
 * (3) a template chosen on two sliders and confirmed. While creating, closing and Back are disabled; a taken
 * URL sends the user back to step 1; success opens the page's editor after 1 s.
 */
export function NewPageWizard({ appId, onClose, onCreated }: NewPageWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const [createPage] = useCreatePage();
  const templatesQuery = usePageTemplatesQuery();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [urlEdited, setUrlEdited] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<PageField>>(new Set());
  const [templateIndex, setTemplateIndex] = useState(0);
  const [templateConfirmed, setTemplateConfirmed] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const templates = kitTexts(
    'templates',
    templatesQuery.data?.templates.edges.map((edge) => edge.node) ?? [],
  );
  const template = templates[Math.min(templateIndex, templates.length - 1)] ?? null;
  const values: PageValues = { name, url: wizardUrl(name, url, urlEdited), title, description, tags };
  const invalid = invalidPageFields(values);
  const busy = creating || created;
  // Checked as the user types (issue 21); a step further on, the URL no longer changes.
  const { check, checking, failureKey, setCheck } = useUrlCheck(
    appId,
    invalid.has('url') ? null : normalizePageUrl(values.url),
    busy || step > 0,
  );
  const state = { values, check, templateId: template?.id ?? null, templateConfirmed };
  const status = urlStatus(check, values.url);
  const canAdvance = pageStepValid(step, state);
  const lengthError = (field: 'name' | 'title' | 'description') =>
    invalid.has(field) && touched.has(field)
      ? t('validation.length', { min: L[field].min, max: L[field].max })
      : null;

  const touch = (field: PageField) => setTouched((current) => new Set(current).add(field));

  function next() {
    if (busy || step >= LAST) return;
    if (!canAdvance) return;
    if (step === 0) {
      // Spec §4: leaving the naming step trims the URL's leading and trailing dashes and slashes.
      setUrl(trimUrlEdges(values.url));
      setUrlEdited(true);
    }
    setStep(step + 1);
  }

  function chooseTemplate(index: number) {
    if (busy || index === templateIndex) return;
    setTemplateIndex(index);
    // The confirmation was for the template shown before.
    setTemplateConfirmed(false);
  }

  async function create() {
    const settings = toPageSettings(values);
    if (busy || !settings || !template || !pageStepValid(LAST, state)) return;
    setCreating(true);
    setError(null);
    try {
      const result = await createPage({
        variables: { newPage: { ...settings, appId, templateId: template.id } },
      });
      const page = result.data?.createPage;
      setCreating(false);
      setCreated(true);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('app_pages.created') });
      onCreated();
      if (page) later(() => navigate(`/apps/${appId}/page/${page.id}`), PAGE_CREATED_REDIRECT_MS);
      else onClose();
    } catch (caught) {
      setCreating(false);
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.urlExists) {
        setCheck({ url: settings.url, exists: true });
        setStep(0);
      } else {
        setError(t(errorKeyFor(failure)));
      }
    }
  }

  let templateStep: ReactNode;
  if (templatesQuery.loading && templates.length === 0) {
    templateStep = <LoadingState py="xl" />;
  } else if (templatesQuery.error && templates.length === 0) {
    templateStep = (
      <ErrorAlert onRetry={() => void templatesQuery.refetch().catch(() => undefined)}>
        {t('app_pages.wizard.templates_error')} {t(errorKeyFor(toApiError(templatesQuery.error)))}
      </ErrorAlert>
    );
  } else if (!template) {
    templateStep = (
      <InfoAlert title={t('app_pages.wizard.no_templates_title')} testId="page-wizard-no-templates">
        {t('app_pages.wizard.no_templates')}
      </InfoAlert>
    );
  } else {
    templateStep = (
      <Stack gap="md">
        <TemplateSliders templates={templates} selected={templateIndex} onSelect={chooseTemplate} />
        <Paper withBorder p="sm" bg="gray.0">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" miw={0}>
                {t('app_pages.wizard.selected')}{' '}
                <Text span fw={700} data-testid="page-wizard-selected-template">
                  {template.name}
                </Text>
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {t('app_pages.wizard.slots', { count: template.slots })}
              </Text>
            </Group>
            {template.description ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {template.description}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Checkbox
          label={t('app_pages.wizard.confirm_template')}
          checked={templateConfirmed}
          disabled={busy}
          onChange={(e) => setTemplateConfirmed(e.currentTarget.checked)}
          data-testid="page-wizard-template-confirm"
        />
      </Stack>
    );
  }

  return (
    <WizardModal
      title={t('app_pages.wizard.title')}
      testId="page-wizard"
      // The template step needs room for a 522 px item with its neighbours peeking on both sides.
      size={step === LAST ? 1000 : 'lg'}
      step={step}
      onStepChange={setStep}
      steps={[
        {
          label: t('app_pages.wizard.step_name'),
          description: t('app_pages.wizard.step_name_description'),
          content: (
            <>
              <TextInput
                label={t('app_pages.wizard.name')}
                placeholder={t('app_pages.wizard.name_placeholder')}
                required
                data-autofocus
                maxLength={L.name.max}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                onBlur={() => touch('name')}
                error={lengthError('name')}
                data-testid="page-wizard-name"
              />
              <Stack gap={6}>
                <PageUrlInput
                  description={t('app_pages.wizard.url_help')}
                  value={values.url}
                  onChange={(next) => {
                    setUrl(next);
                    setUrlEdited(true);
                  }}
                  onBlur={() => touch('url')}
                  error={invalid.has('url') ? t('validation.length', L.url) : null}
                  testId="page-wizard-url"
                />
                <UrlStatus status={status} checking={checking} failure={failureKey ? t(failureKey) : null} />
              </Stack>
            </>
          ),
        },
        {
          label: t('app_pages.wizard.step_seo'),
          description: t('app_pages.wizard.step_seo_description'),
          content: (
            <>
              <TextInput
                label={t('app_pages.wizard.title_label')}
                placeholder={t('app_pages.wizard.title_placeholder')}
                required
                data-autofocus
                maxLength={L.title.max}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                onBlur={() => touch('title')}
                error={lengthError('title')}
                data-testid="page-wizard-title"
              />
              <Textarea
                label={t('app_pages.wizard.description')}
                placeholder={t('app_pages.wizard.description_placeholder')}
                required
                autosize
                minRows={3}
                maxRows={6}
                maxLength={L.description.max}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                onBlur={() => touch('description')}
                error={lengthError('description')}
                data-testid="page-wizard-description"
              />
              <TagsField
                label={t('app_pages.wizard.tags')}
                value={tags}
                onChange={setTags}
                showError={touched.has('tags')}
                onBlur={() => touch('tags')}
                testId="page-wizard-tags"
              />
            </>
          ),
        },
        {
          label: t('app_pages.wizard.step_template'),
          description: t('app_pages.wizard.step_template_description'),
          content: templateStep,
        },
      ]}
      canAdvance={canAdvance}
      creating={creating}
      created={created}
      createLabel={t('app_pages.wizard.create')}
      error={error}
      onNext={next}
      onCreate={() => void create()}
      onClose={onClose}
    />
  );
}

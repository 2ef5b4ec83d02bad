import { Checkbox, Group, Radio, ScrollArea, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { LIMITS, SERVER_MESSAGES, sanitizeAlias } from '@tessera/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { InfoAlert } from '../../../components/info-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { AppTeam } from '../api/app-teams.ts';
import { useCreateApp } from '../api/create-app.ts';
import { type AppField, type AppValues, invalidAppFields, toAppInput, wizardAlias } from '../app-values.ts';
import { APP_WIZARD_STEPS, appStepValid, creatableTeams } from '../app-wizard-steps.ts';
import { TagsField } from './tags-field.tsx';
import classes from './wizard.module.css';
import { WizardModal } from './wizard-modal.tsx';

const L = LIMITS.app;
const LAST = APP_WIZARD_STEPS.length - 1;

interface NewAppWizardProps {
  /** Every team of the organization the user sees; only those with 'app.create' are offered. */
  teams: AppTeam[];
  teamsLoading: boolean;
  teamsError: unknown;
  onClose: () => void;
}

/**
 * New-app wizard (spec §2, §4): (1) a team, (2) name and alias, (3) description, tags and whether to start
 * with the starter landing page (ticked by default). Next stays
 * disabled until the step is valid; while creating, closing and Back are disabled. A taken alias sends the
 * user back to step 2 with the message; success opens the new app.
 */
export function NewAppWizard({ teams, teamsLoading, teamsError, onClose }: NewAppWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createApp] = useCreateApp();
  const [step, setStep] = useState(0);
  const [teamSearch, setTeamSearch] = useState('');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [alias, setAlias] = useState('');
  const [aliasEdited, setAliasEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [landingPage, setLandingPage] = useState(true);
  const [touched, setTouched] = useState<ReadonlySet<AppField>>(new Set());
  const [aliasTaken, setAliasTaken] = useState(false);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const aliasRef = useRef<HTMLInputElement>(null);

  const offered = creatableTeams(teams);
  const listed = creatableTeams(teams, teamSearch);
  const values: AppValues = { name, alias: wizardAlias(name, alias, aliasEdited), description, tags };
  const state = { teamId, values, aliasTaken };
  const canAdvance = appStepValid(step, state);
  const invalid = invalidAppFields(values);
  const lengthError = (field: 'name' | 'alias' | 'description') =>
    invalid.has(field) && touched.has(field)
      ? t('validation.length', { min: L[field].min, max: L[field].max })
      : null;

  // Back on step 2 after a taken alias: the field to fix gets the focus.
  useEffect(() => {
    if (aliasTaken && step === 1) aliasRef.current?.focus();
  }, [aliasTaken, step]);

  const touch = (...fields: AppField[]) =>
    setTouched((current) => {
      const next = new Set(current);
      for (const field of fields) next.add(field);
      return next;
    });

  function next() {
    if (step < LAST && canAdvance) setStep(step + 1);
  }

  async function create() {
    if (creating || !teamId || !appStepValid(LAST, state)) return;
    setCreating(true);
    setError(null);
    try {
      const result = await createApp({
        variables: { newApp: { ...toAppInput(values), teamId, landingPage } },
      });
      const app = result.data?.createApp;
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('apps.created') });
      if (app) navigate(`/apps/${app.id}`);
      else onClose();
    } catch (caught) {
      setCreating(false);
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.aliasExists) {
        setAliasTaken(true);
        setStep(1);
      } else {
        setError(t(errorKeyFor(failure)));
      }
    }
  }

  let teamStep: ReactNode;
  if (teamsLoading && teams.length === 0) {
    teamStep = <LoadingState py="xl" />;
  } else if (teamsError && teams.length === 0) {
    teamStep = (
      <ErrorAlert>
        {t('apps.wizard.teams_error')} {t(errorKeyFor(toApiError(teamsError)))}
      </ErrorAlert>
    );
  } else if (offered.length === 0) {
    teamStep = (
      <InfoAlert title={t('apps.wizard.no_teams_title')} testId="app-wizard-no-teams">
        {t('apps.wizard.no_teams')}
      </InfoAlert>
    );
  } else {
    teamStep = (
      <Radio.Group value={teamId} onChange={setTeamId} label={t('apps.wizard.teams_label')} required>
        <Stack gap="sm" mt="xs">
          <TextInput
            aria-label={t('apps.wizard.team_search_label')}
            placeholder={t('apps.wizard.team_search_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={teamSearch}
            onChange={(e) => setTeamSearch(e.currentTarget.value)}
            data-autofocus
            data-testid="app-wizard-team-search"
          />
          <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars="present">
            <Stack gap="xs">
              {listed.map((team) => (
                <Radio.Card
                  key={team.id}
                  value={team.id}
                  className={classes.teamCard}
                  data-testid={`app-wizard-team:${team.name}`}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={0} miw={0}>
                      <Text fw={600} size="sm" truncate="end">
                        {team.name}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {team.description}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
              {listed.length === 0 ? (
                <Text size="sm" c="dimmed" py="sm" data-testid="app-wizard-team-none">
                  {t('apps.wizard.no_team_matches')}
                </Text>
              ) : null}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <WizardModal
      title={t('apps.wizard.title')}
      testId="app-wizard"
      size="lg"
      step={step}
      onStepChange={setStep}
      steps={[
        {
          label: t('apps.wizard.step_team'),
          description: t('apps.wizard.step_team_description'),
          content: teamStep,
        },
        {
          label: t('apps.wizard.step_name'),
          description: t('apps.wizard.step_name_description'),
          content: (
            <>
              <TextInput
                label={t('apps.wizard.name')}
                placeholder={t('apps.wizard.name_placeholder')}
                required
                data-autofocus
                maxLength={L.name.max}
                value={name}
                disabled={creating}
                onChange={(e) => setName(e.currentTarget.value)}
                onBlur={() => (aliasEdited ? touch('name') : touch('name', 'alias'))}
                error={lengthError('name')}
                data-testid="app-wizard-name"
              />
              <TextInput
                ref={aliasRef}
                label={t('apps.wizard.alias')}
                description={t('apps.alias_help', { min: L.alias.min, max: L.alias.max })}
                required
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                value={values.alias}
                disabled={creating}
                onChange={(e) => {
                  setAlias(sanitizeAlias(e.currentTarget.value));
                  setAliasEdited(true);
                  setAliasTaken(false);
                }}
                onBlur={() => touch('alias')}
                error={aliasTaken ? t('errors.app_alias_exists') : lengthError('alias')}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                data-testid="app-wizard-alias"
              />
            </>
          ),
        },
        {
          label: t('apps.wizard.step_seo'),
          description: t('apps.wizard.step_seo_description'),
          content: (
            <>
              <Textarea
                label={t('apps.wizard.description')}
                placeholder={t('apps.wizard.description_placeholder')}
                required
                autosize
                minRows={3}
                maxRows={6}
                data-autofocus
                maxLength={L.description.max}
                value={description}
                disabled={creating}
                onChange={(e) => setDescription(e.currentTarget.value)}
                onBlur={() => touch('description')}
                error={lengthError('description')}
                data-testid="app-wizard-description"
              />
              <TagsField
                label={t('apps.wizard.tags')}
                value={tags}
                onChange={setTags}
                disabled={creating}
                showError={touched.has('tags')}
                onBlur={() => touch('tags')}
                testId="app-wizard-tags"
              />
              <Checkbox
                label={t('apps.wizard.landing_page')}
                description={t('apps.wizard.landing_page_help')}
                checked={landingPage}
                disabled={creating}
                onChange={(e) => setLandingPage(e.currentTarget.checked)}
                data-testid="app-wizard-landing-page"
              />
            </>
          ),
        },
      ]}
      canAdvance={canAdvance}
      showNext={step > 0 || offered.length > 0}
      creating={creating}
      createLabel={t('apps.wizard.create')}
      error={error}
      onNext={next}
      onCreate={() => void create()}
      onClose={onClose}
    />
  );
}

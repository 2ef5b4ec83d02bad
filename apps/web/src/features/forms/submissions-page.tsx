import { Box, Flex, Stack } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/list-states.tsx';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { useFrameTitle } from '../../lib/frame-title.tsx';
import { useAppQuery } from '../apps/api/app.ts';
import { useAppFormsQuery } from './api/app-forms.ts';
import { DeliveryButton } from './components/delivery-dialog.tsx';
import { FormsList } from './components/forms-list.tsx';
import { SubmissionsPanel } from './components/submissions-panel.tsx';
import { submissionsErrorKey } from './submissions-errors.ts';

/**
 * /apps/:appId/submissions (issue 24, docs/decisions/0036-forms.md): what visitors sent through the app's live
 * forms. Editors and up read them and mark them read; managers delete them (privacy requests) and retry
 * deliveries. The server refuses anyway what the console hides.
 */
export function SubmissionsPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const appQuery = useAppQuery(appId);
  const app = appQuery.data?.app ?? null;
  const formsQuery = useAppFormsQuery(appId);
  // The form shown is in the address (`?form=`): the inspector's "View submissions" opens it, and it can be shared.
  const [params, setParams] = useSearchParams();
  const formKey = params.get('form');
  const setFormKey = (key: string | null) => setParams(key ? { form: key } : {}, { replace: true });
  useFrameTitle(app ? t('submissions.title_of', { name: app.name }) : null);

  if ((appQuery.loading && !app) || (formsQuery.loading && !formsQuery.data)) {
    return <LoadingState testId="submissions-loading" />;
  }
  const failure = appQuery.error ?? formsQuery.error;
  if (!app || !formsQuery.data) {
    const apiError = failure ? toApiError(failure) : null;
    return (
      <ErrorAlert
        onRetry={() => {
          void appQuery.refetch().catch(() => undefined);
          void formsQuery.refetch().catch(() => undefined);
        }}
        testId="submissions-forms-error"
      >
        {t('submissions.forms_load_error')} {apiError ? t(submissionsErrorKey(apiError)) : null}
      </ErrorAlert>
    );
  }
  const forms = formsQuery.data.appForms;
  // A form chosen before its last submission was deleted elsewhere: back to every form.
  const chosen = formKey && forms.some((form) => form.key === formKey) ? formKey : null;

  if (forms.length === 0) {
    return (
      <Stack gap="md" data-testid="submissions-page">
        <EmptyState
          testId="submissions-no-forms"
          icon={<IconForms size={30} />}
          title={t('submissions.no_forms_title')}
          description={t('submissions.no_forms_description')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="submissions-page">
      <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <Box w={{ base: '100%', md: 260 }} style={{ flex: 'none' }}>
          <Stack gap="sm">
            <FormsList forms={forms} chosen={chosen} onChoose={setFormKey} />
            <DeliveryButton
              appId={app.id}
              form={forms.find((form) => form.key === chosen) ?? null}
              canManage={allows(app, 'form.manageDelivery')}
            />
          </Stack>
        </Box>
        <Box style={{ flex: '1 1 0', minWidth: 0 }} w="100%">
          <SubmissionsPanel
            key={chosen ?? '*'}
            appId={app.id}
            formKey={chosen}
            canDelete={allows(app, 'form.deleteSubmissions')}
            canManage={allows(app, 'form.manageDelivery')}
          />
        </Box>
      </Flex>
    </Stack>
  );
}

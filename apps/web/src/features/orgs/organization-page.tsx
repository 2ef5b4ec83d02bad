import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { useCurrentUser } from '../user/current-user.tsx';
import { NewOrgDialog } from './components/new-org-dialog.tsx';
import { OrgProfileForm } from './components/org-profile-form.tsx';

/**
 * The organization page: an empty state and the new-org dialog without one; the current
 * organization's profile with one. A user with an organization may still create another (the
 * studio is multi-organization), from the button in the page's toolbar.
 */
export function OrganizationPage() {
  const { t } = useTranslation();
  const { me, refetch } = useCurrentUser();
  const [dialogOpened, dialog] = useDisclosure(false);
  // The page frame renders this only once the profile is loaded.
  if (!me) return null;
  const org = me.currentOrg;

  return (
    <Stack gap="lg" data-testid="organization">
      {org ? (
        <>
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Text c="dimmed" size="sm" maw={620}>
              {t('organization.intro')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={dialog.open}
              data-testid="org-new"
            >
              {t('organization.new')}
            </Button>
          </Group>
          <OrgProfileForm key={org.id} org={org} onSaved={refetch} />
        </>
      ) : (
        <EmptyState
          testId="org-empty"
          icon={<IconBuildingPlus size={30} />}
          title={t('organization.empty_title')}
          description={t('organization.empty_description')}
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={dialog.open} data-testid="org-new">
              {t('organization.new')}
            </Button>
          }
        />
      )}
      <NewOrgDialog opened={dialogOpened} onClose={dialog.close} />
    </Stack>
  );
}

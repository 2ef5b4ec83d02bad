import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { usePublishPage } from '../api/publish-page.ts';
import type { PageVersion } from '../api/version-fields.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { notifyPublished } from './publish-notices.tsx';

/** The page a publish is asked for, as the app's page list knows it. */
export interface PublishTarget {
  id: string;
  name: string;
  url: string;
  liveUrl: string;
}

interface PagePublishDialogProps {
  /** The page to publish; null: nothing is asked (the dialog stays closed). */
  page: PublishTarget | null;
  onClose: () => void;
  /** After the publish succeeded and was announced; the dialog closes by itself. */
  onPublished: (version: PageVersion) => void;
}

/** Publish one page of the app's page list (its card's menu, its versions dialog), after a confirmation. */
export function PagePublishDialog({ page, onClose, onPublished }: PagePublishDialogProps) {
  const { t } = useTranslation();
  const [publishPage] = usePublishPage();

  async function confirm(): Promise<string | null> {
    if (!page) return null;
    try {
      const result = await publishPage({ variables: { id: page.id } });
      const version = result.data?.publishPage;
      if (version) {
        notifyPublished(t, version, page.liveUrl);
        onPublished(version);
      }
      onClose();
      return null;
    } catch (caught) {
      return `${t('publishing.publish_failed')}: ${t(errorKeyFor(toApiError(caught)))}`;
    }
  }

  return (
    <PublishDialog
      opened={page !== null}
      onClose={onClose}
      title={t('publishing.dialog.title')}
      message={t('publishing.dialog.question', { name: page?.name ?? '' })}
      explanation={t('publishing.dialog.explanation', { url: page?.liveUrl ?? '' })}
      confirmLabel={t('publishing.dialog.confirm')}
      onConfirm={confirm}
    />
  );
}

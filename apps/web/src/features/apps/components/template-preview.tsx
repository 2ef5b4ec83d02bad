import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxPreview } from '../../../components/sandbox-preview.tsx';
import { PREVIEW_PAGE_WIDTH, type PreviewTemplate, templatePreview } from '../template-preview.ts';
import { SLIDER_ITEM_WIDTH, THUMBNAIL_SLIDER_HEIGHT } from '../template-slider.ts';
import classes from './template-sliders.module.css';

const SCALE = SLIDER_ITEM_WIDTH / PREVIEW_PAGE_WIDTH;

/**
 * A template's thumbnail drawn by the template itself (issue 21): its code renders in the sandbox at a
 * desktop width with a labelled box in each slot, scaled down to the slider's item. The frame takes no
 * clicks, so a click on it chooses the template like a click on a picture.
 */
export function TemplatePreview({ template, name }: { template: PreviewTemplate; name: string }) {
  const { t } = useTranslation();
  const { modules, tree } = useMemo(
    () => templatePreview(template, (number) => t('app_pages.wizard.slot_label', { number })),
    [template, t],
  );
  return (
    <div className={classes.preview} style={{ width: PREVIEW_PAGE_WIDTH, transform: `scale(${SCALE})` }}>
      <SandboxPreview
        modules={modules}
        tree={tree}
        height={Math.ceil(THUMBNAIL_SLIDER_HEIGHT / SCALE)}
        title={t('app_pages.wizard.thumbnail_alt', { name })}
        testId={`template-preview:${name}`}
      />
    </div>
  );
}

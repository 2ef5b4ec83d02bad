import { Carousel } from '@mantine/carousel';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutBoard } from '@tabler/icons-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTemplate } from '../api/page-templates.ts';
import {
  NAME_SLIDER_HEIGHT,
  SLIDER_ITEM_WIDTH,
  slidePlacement,
  sliderLoops,
  THUMBNAIL_SLIDER_HEIGHT,
} from '../template-slider.ts';
import { TemplatePreview } from './template-preview.tsx';
import classes from './template-sliders.module.css';

interface TemplateSlidersProps {
  templates: PageTemplate[];
  /** Index of the chosen template. */
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The new-page wizard's template choice (spec §2, §9): a slim slider of names and a big one of
 * thumbnails, 522 px items, kept on the same template. Clicking a name or a thumbnail, the arrows, dragging
 * and the arrow keys all choose; the names are one tab stop (the chosen one), like a radio group.
 */
export function TemplateSliders({ templates, selected, onSelect }: TemplateSlidersProps) {
  const { t } = useTranslation();
  const names = useRef<EmblaCarouselType | null>(null);
  const thumbnails = useRef<EmblaCarouselType | null>(null);
  const namesRoot = useRef<HTMLDivElement>(null);
  const count = templates.length;
  // Previews render in a sandboxed frame each: only the chosen template and its neighbours get one, and
  // keep it once drawn, so browsing a long list never starts a frame per template at once.
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const near = templates.filter((_, index) => slidePlacement(index, selected, count) !== 'away');
    setDrawn((current) =>
      near.every((template) => current.has(template.id))
        ? current
        : new Set([...current, ...near.map((template) => template.id)]),
    );
  }, [templates, selected, count]);
  const options = useMemo<EmblaOptionsType>(
    // Centred items with neighbours peeking; without looping, the ends can still be centred.
    () => ({ loop: sliderLoops(count), align: 'center', containScroll: false }),
    [count],
  );

  // Both sliders follow the choice, whichever of them (or a name click) made it.
  useEffect(() => {
    for (const api of [names.current, thumbnails.current]) {
      if (!api) continue;
      // A browser scrolling a clipped item into view (a click, a find) shifts the viewport under Embla's
      // transforms: put it back before moving.
      api.rootNode().scrollLeft = 0;
      if (api.selectedScrollSnap() !== selected) api.scrollTo(selected);
    }
    // Keyboard users keep the focus on the chosen name as the arrow keys move it.
    const root = namesRoot.current;
    if (root?.contains(document.activeElement)) {
      root.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.focus({ preventScroll: true });
    }
  }, [selected]);

  const controls = (label: string) => ({
    previousControlProps: {
      'aria-label': t('app_pages.wizard.previous_template', { slider: label }),
      className: classes.control,
    },
    nextControlProps: {
      'aria-label': t('app_pages.wizard.next_template', { slider: label }),
      className: classes.control,
    },
  });
  const namesLabel = t('app_pages.wizard.template_names');
  const thumbnailsLabel = t('app_pages.wizard.template_thumbnails');

  return (
    <Stack gap="sm">
      <Carousel
        ref={namesRoot}
        height={NAME_SLIDER_HEIGHT}
        slideSize={`${SLIDER_ITEM_WIDTH}px`}
        slideGap="sm"
        initialSlide={selected}
        emblaOptions={options}
        getEmblaApi={(api) => {
          names.current = api;
        }}
        onSlideChange={onSelect}
        withControls={count > 1}
        controlSize={30}
        {...controls(namesLabel)}
        role="group"
        aria-roledescription="carousel"
        aria-label={namesLabel}
        data-testid="page-wizard-template-names"
      >
        {templates.map((template, index) => (
          <Carousel.Slide key={template.id}>
            <UnstyledButton
              className={classes.name}
              data-index={index}
              data-placement={slidePlacement(index, selected, count)}
              data-selected={index === selected || undefined}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              title={template.name}
              onClick={() => onSelect(index)}
            >
              {/* The label, not the whole item, carries the test id: it stays in view when the item peeks. */}
              <span className={classes.nameLabel} data-testid={`page-wizard-template:${template.name}`}>
                {template.name}
              </span>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Carousel
        height={THUMBNAIL_SLIDER_HEIGHT}
        slideSize={`${SLIDER_ITEM_WIDTH}px`}
        slideGap="sm"
        initialSlide={selected}
        emblaOptions={options}
        getEmblaApi={(api) => {
          thumbnails.current = api;
        }}
        onSlideChange={onSelect}
        withControls={count > 1}
        controlSize={36}
        {...controls(thumbnailsLabel)}
        role="group"
        aria-roledescription="carousel"
        aria-label={thumbnailsLabel}
        data-testid="page-wizard-thumbnails"
      >
        {templates.map((template, index) => (
          <Carousel.Slide key={template.id}>
            {/* The names above are the keyboard's way to choose; a click on the picture chooses too. */}
            <UnstyledButton
              className={classes.thumbnail}
              data-selected={index === selected || undefined}
              tabIndex={-1}
              onClick={() => onSelect(index)}
              data-testid={`page-wizard-thumbnail:${template.name}`}
            >
              {drawn.has(template.id) ? (
                <TemplatePreview template={template} name={template.name} />
              ) : (
                <Stack align="center" gap="xs" c="dimmed">
                  <IconLayoutBoard size={48} stroke={1.2} aria-hidden />
                  <Text size="sm">{template.name}</Text>
                </Stack>
              )}
              {/* The caption names the template over its picture. */}
              <span className={classes.caption} aria-hidden>
                {template.name} · {t('app_pages.wizard.slots', { count: template.slots })}
              </span>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}

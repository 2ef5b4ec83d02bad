import {
  COLOR,
  componentBasics,
  events,
  group,
  icon as outline,
  prop,
  px,
  type StarterComponent,
  sides,
} from '../../define.ts';
import { KIT_NAMES, type KitText, tr } from '../../texts.ts';
import { ICON_CHOICES } from './icon-choices.ts';
import { ICON_PATHS } from './icon-set.ts';

export const icon: StarterComponent<KitText> = {
  key: 'icon',
  ...KIT_NAMES.components.icon,
  icon: outline(`<path d="${ICON_PATHS.sparkles}"/>`),
  // The icons are Tabler Icons (MIT), copied into the code: components run without network access.
  code: `import { cssFor } from 'tessera';

// Tabler Icons, MIT License, Copyright (c) 2020-2026 Paweł Kuna (https://tabler.io/icons).
const ICONS = ${JSON.stringify(ICON_PATHS)};

export default function Icon({ icon, label, size, strokeWidth, color, shape, background, boxPadding, align, margin }) {
  const path = ICONS[icon] || ICONS.sparkles;
  const dimension = cssFor('SliderUnit', size, { cssProperty: 'width' }).width || '32px';
  const name = typeof label === 'string' && label.trim() ? label.trim() : undefined;
  const radius = shape === 'circle' ? '999px' : shape === 'rounded' ? '28%' : 0;
  const box = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 0,
    borderRadius: radius,
    ...(shape === 'none' ? {} : cssFor('BackgroundColor', background)),
    ...(shape === 'none' ? {} : cssFor('SliderUnit', boxPadding, { cssProperty: 'padding' })),
    ...cssFor('Color', color),
  };
  return (
    <div style={{ ...cssFor('HorizontalAlign', align), ...cssFor('Spacing', margin) }}>
      <span style={box}>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          width={dimension}
          height={dimension}
          fill="none"
          stroke="currentColor"
          strokeWidth={typeof strokeWidth === 'number' ? strokeWidth : 2}
          strokeLinecap="round"
          strokeLinejoin="round"
          role={name ? 'img' : undefined}
          aria-label={name}
          aria-hidden={name ? undefined : true}
          focusable="false"
        >
          <path d={path} />
        </svg>
      </span>
    </div>
  );
}
`,
  dataTypes: {
    ...componentBasics(KIT_NAMES.components.icon.name),
    icon: prop('Select', 'sparkles', 'Icon', 'Ícone', { options: ICON_CHOICES }),
    label: prop(
      'TextInput',
      '',
      'Meaning for screen readers (empty: decorative)',
      'Significado para leitores de tela (vazio: decorativo)',
    ),
    size: prop('SliderUnit', px(28), 'Size', 'Tamanho', { min: 12, max: 160 }),
    strokeWidth: prop('Slider', 2, 'Line weight', 'Espessura da linha', { min: 1, max: 3, step: 0.25 }),
    color: prop('Color', COLOR.accent, 'Colour', 'Cor'),
    shape: prop('Select', 'rounded', 'Backdrop', 'Fundo do ícone', {
      options: [
        { id: 'none', value: tr('None', 'Nenhum') },
        { id: 'circle', value: tr('Circle', 'Círculo') },
        { id: 'rounded', value: tr('Rounded square', 'Quadrado arredondado') },
      ],
    }),
    background: prop('BackgroundColor', '#eef2ff', 'Backdrop colour', 'Cor do fundo do ícone'),
    boxPadding: prop('SliderUnit', px(12), 'Backdrop padding', 'Margem do fundo do ícone', {
      min: 0,
      max: 64,
    }),
    align: prop('HorizontalAlign', 'left', 'Alignment', 'Alinhamento'),
    margin: prop('Spacing', sides(0, 0, 8), 'Outer spacing', 'Espaçamento externo'),
  },
  dataGroups: [
    group('icon', 'Icon', 'Ícone', ['icon', 'label', 'size', 'strokeWidth', 'color']),
    group('backdrop', 'Backdrop', 'Fundo', ['shape', 'background', 'boxPadding']),
    group('layout', 'Layout', 'Layout', ['align', 'margin']),
  ],
  dataEvents: events(KIT_NAMES.components.icon.name, ['onclick', 'onmouseenter', 'onmouseleave']),
};

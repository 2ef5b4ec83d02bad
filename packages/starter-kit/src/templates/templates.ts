import {
  AUTO,
  at,
  COLOR,
  FONT,
  group,
  icon,
  prop,
  px,
  type StarterTemplate,
  sides,
  size,
  templateBasics,
} from '../define.ts';
import { KIT_NAMES, type KitText, tr } from '../texts.ts';

const pageProps = {
  background: prop('BackgroundColor', COLOR.white, 'Page background', 'Fundo da página'),
  font: prop('FontSelector', FONT.system, 'Base font', 'Fonte base'),
  color: prop('TextColor', COLOR.body, 'Base text colour', 'Cor base do texto'),
};

export const oneColumn: StarterTemplate<KitText> = {
  key: 'oneColumn',
  ...KIT_NAMES.templates.oneColumn,
  slots: 1,
  icon: icon(
    '<rect x="3" y="3" width="18" height="18" rx="2"/><rect x="8" y="6" width="8" height="12" rx="1"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function SingleColumn({ slot1, background, font, color, maxSize, padding, gap, align }) {
  const page = {
    minHeight: '100%',
    ...cssFor('BackgroundColor', background),
    ...cssFor('FontSelector', font),
    ...cssFor('TextColor', color),
    ...cssFor('Spacing', padding),
  };
  const column = {
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: align === 'center' ? 'center' : 'stretch',
    gap: Math.max(0, Number(gap) || 0),
    ...cssFor('MaxSize', maxSize),
  };
  return (
    <div style={page}>
      <main style={column}>{slot1}</main>
    </div>
  );
}
`,
  dataTypes: {
    ...templateBasics(KIT_NAMES.templates.oneColumn.name),
    ...pageProps,
    maxSize: prop('MaxSize', size(px(880), AUTO), 'Column width', 'Largura da coluna'),
    padding: at(prop('Spacing', sides(32, 16), 'Page padding', 'Margem da página'), {
      phone: sides(20, 16),
    }),
    gap: prop('IntegerInput', 8, 'Space between blocks (px)', 'Espaço entre blocos (px)', {
      min: 0,
      max: 160,
    }),
    align: prop('Select', 'stretch', 'Block alignment', 'Alinhamento dos blocos', {
      options: [
        { id: 'stretch', value: tr('Full width', 'Largura total') },
        { id: 'center', value: tr('Centred', 'Centralizado') },
      ],
    }),
  },
  dataGroups: [
    group('page', 'Page', 'Página', ['background', 'font', 'color']),
    group('column', 'Column', 'Coluna', ['maxSize', 'padding', 'gap', 'align']),
  ],
};

export const twoColumns: StarterTemplate<KitText> = {
  key: 'twoColumns',
  ...KIT_NAMES.templates.twoColumns,
  slots: 2,
  icon: icon('<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M13 3v18"/>'),
  code: `import { cssFor } from 'tessera';

export default function TwoColumns({ slot1, slot2, background, font, color, ratio, gap, verticalAlign, maxSize, padding }) {
  const weights = { '1:1': [1, 1], '2:1': [2, 1], '1:2': [1, 2], '3:1': [3, 1], '1:3': [1, 3] }[ratio] || [1, 1];
  const page = {
    minHeight: '100%',
    ...cssFor('BackgroundColor', background),
    ...cssFor('FontSelector', font),
    ...cssFor('TextColor', color),
    ...cssFor('Spacing', padding),
  };
  const row = {
    margin: '0 auto',
    flexWrap: 'wrap',
    ...cssFor('VerticalAlign', verticalAlign),
    ...cssFor('SliderUnit', gap, { cssProperty: 'gap' }),
    ...cssFor('MaxSize', maxSize),
  };
  const column = (weight) => ({ flex: weight + ' 1 280px', minWidth: 0, display: 'flex', flexDirection: 'column' });
  return (
    <div style={page}>
      <div style={row}>
        <section style={column(weights[0])}>{slot1}</section>
        <section style={column(weights[1])}>{slot2}</section>
      </div>
    </div>
  );
}
`,
  dataTypes: {
    ...templateBasics(KIT_NAMES.templates.twoColumns.name),
    ...pageProps,
    ratio: prop('Select', '2:1', 'Column ratio', 'Proporção das colunas', {
      options: [
        { id: '1:1', value: tr('Equal', 'Iguais') },
        { id: '2:1', value: tr('Wide left', 'Esquerda mais larga') },
        { id: '1:2', value: tr('Wide right', 'Direita mais larga') },
        { id: '3:1', value: tr('Sidebar right', 'Barra lateral à direita') },
        { id: '1:3', value: tr('Sidebar left', 'Barra lateral à esquerda') },
      ],
    }),
    gap: at(
      prop('SliderUnit', px(32), 'Space between columns', 'Espaço entre colunas', { min: 0, max: 160 }),
      { phone: px(24) },
    ),
    verticalAlign: prop('VerticalAlign', 'top', 'Vertical alignment', 'Alinhamento vertical'),
    maxSize: prop('MaxSize', size(px(1120), AUTO), 'Content width', 'Largura do conteúdo'),
    padding: at(prop('Spacing', sides(32, 24), 'Page padding', 'Margem da página'), {
      tablet: sides(28, 20),
      phone: sides(20, 16),
    }),
  },
  dataGroups: [
    group('page', 'Page', 'Página', ['background', 'font', 'color']),
    group('columns', 'Columns', 'Colunas', ['ratio', 'gap', 'verticalAlign', 'maxSize', 'padding']),
  ],
};

export const headerContentFooter: StarterTemplate<KitText> = {
  key: 'headerContentFooter',
  ...KIT_NAMES.templates.headerContentFooter,
  slots: 3,
  icon: icon(
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 8h18"/><path d="M3 16h18"/><path d="M8 12h8"/>',
  ),
  code: `import { cssFor } from 'tessera';

export default function HeaderContentFooter({ slot1, slot2, slot3, background, font, color, contentBackground, maxSize, padding, gap }) {
  const page = {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    ...cssFor('BackgroundColor', background),
    ...cssFor('FontSelector', font),
    ...cssFor('TextColor', color),
  };
  const content = {
    flex: 1,
    width: '100%',
    ...cssFor('BackgroundColor', contentBackground),
    ...cssFor('Spacing', padding),
  };
  const inner = {
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: Math.max(0, Number(gap) || 0),
    ...cssFor('MaxSize', maxSize),
  };
  return (
    <div style={page}>
      <header>{slot1}</header>
      <main style={content}>
        <div style={inner}>{slot2}</div>
      </main>
      <footer>{slot3}</footer>
    </div>
  );
}
`,
  dataTypes: {
    ...templateBasics(KIT_NAMES.templates.headerContentFooter.name),
    ...pageProps,
    contentBackground: prop('BackgroundColor', COLOR.soft, 'Content background', 'Fundo do conteúdo'),
    maxSize: prop('MaxSize', size(px(1120), AUTO), 'Content width', 'Largura do conteúdo'),
    padding: at(prop('Spacing', sides(40, 24), 'Content padding', 'Margem do conteúdo'), {
      tablet: sides(32, 20),
      phone: sides(24, 16),
    }),
    gap: prop('IntegerInput', 16, 'Space between blocks (px)', 'Espaço entre blocos (px)', {
      min: 0,
      max: 160,
    }),
  },
  dataGroups: [
    group('page', 'Page', 'Página', ['background', 'font', 'color']),
    group('content', 'Content', 'Conteúdo', ['contentBackground', 'maxSize', 'padding', 'gap']),
  ],
};

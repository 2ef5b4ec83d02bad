import {
  IconArrowsSplit2,
  IconBolt,
  IconComponents,
  IconForms,
  IconMathFunction,
  IconQuestionMark,
} from '@tabler/icons-react';
import type { NodeCategory } from '@tessera/shared';
import classes from './graph.module.css';

/**
 * The category icons, drawn once as SVG symbols that every node header uses: a Tabler icon per node
 * would add four or five elements to each of hundreds of nodes.
 */
const ICONS = {
  input: IconForms,
  conditional: IconArrowsSplit2,
  function: IconMathFunction,
  component: IconComponents,
  event: IconBolt,
  unknown: IconQuestionMark,
} as const;

type IconName = keyof typeof ICONS;

const symbolId = (name: IconName) => `tessera-graph-icon-${name}`;

/** The symbols, once per editor (hidden). */
export function GraphIconSymbols() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden focusable="false">
      {(Object.keys(ICONS) as IconName[]).map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon size={24} />
          </symbol>
        );
      })}
    </svg>
  );
}

export function CategoryIcon({ category }: { category: NodeCategory | null }) {
  const name: IconName = category ?? 'unknown';
  return (
    <svg className={classes.icon} data-category={name} width="16" height="16" aria-hidden focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

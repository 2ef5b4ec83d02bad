import { Menu } from '@mantine/core';
import {
  IconArrowsSplit2,
  IconBolt,
  IconComponents,
  IconForms,
  IconMathFunction,
  IconMessagePlus,
  IconTrash,
} from '@tabler/icons-react';
import type { NodeCategory } from '@tessera/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphCatalogue } from '../model/catalogue.ts';
import type { GraphComponent } from '../model/types.ts';
import classes from './graph.module.css';

/** The menu's categories, in the spec's order (Components, Conditionals, Events, Functions, Inputs). */
export const MENU_CATEGORIES: readonly NodeCategory[] = [
  'component',
  'conditional',
  'event',
  'function',
  'input',
];

const CATEGORY_ICONS: Record<NodeCategory, ReactNode> = {
  component: <IconComponents size={16} />,
  conditional: <IconArrowsSplit2 size={16} />,
  event: <IconBolt size={16} />,
  function: <IconMathFunction size={16} />,
  input: <IconForms size={16} />,
};

export interface GraphMenuProps {
  catalogue: GraphCatalogue;
  components: readonly GraphComponent[];
  canDelete: boolean;
  onDelete(): void;
  onComment(): void;
  onAddType(type: string): void;
  onAddComponent(brickId: string): void;
}

/**
 * A sub-menu opens on hover or ArrowRight; a click or Enter on its item opens it too (keyboard and touch),
 * by handing the item the ArrowRight it understands.
 */
function openSubMenu(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
}

/**
 * The graph's menu (spec §2): Delete, Comment, then the five categories, each a sub-menu (400 px at most,
 * scrolling) of its node types with a short description; Components lists the page's placed bricks. The
 * same dropdown serves the right-click menu and the header's "Add node" button.
 *
 * Test ids: `graph-menu`, `graph-menu-delete`, `graph-menu-comment`, `graph-menu-category:{category}`,
 * `graph-submenu:{category}`, `graph-menu-item:{NodeType}`, `graph-menu-component:{brickId}`,
 * `graph-menu-components-empty`.
 */
export function GraphMenuDropdown(props: GraphMenuProps) {
  const { t } = useTranslation();
  const { catalogue, components } = props;
  return (
    // nokey: xyflow's key handling (it listens on the document) leaves the menu's keys alone.
    <Menu.Dropdown className="nokey" data-testid="graph-menu">
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        disabled={!props.canDelete}
        onClick={props.onDelete}
        data-testid="graph-menu-delete"
      >
        {t('behaviour.menu.delete')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconMessagePlus size={16} />}
        onClick={props.onComment}
        data-testid="graph-menu-comment"
      >
        {t('behaviour.menu.comment')}
      </Menu.Item>
      <Menu.Divider />
      {MENU_CATEGORIES.map((category) => (
        <Menu.Sub key={category}>
          <Menu.Sub.Target>
            <Menu.Sub.Item
              leftSection={CATEGORY_ICONS[category]}
              onClick={openSubMenu}
              data-testid={`graph-menu-category:${category}`}
            >
              {t(`behaviour.menu.categories.${category}`)}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown className={`${classes.submenu} nokey`} data-testid={`graph-submenu:${category}`}>
            {category === 'component' ? (
              components.length === 0 ? (
                <Menu.Label data-testid="graph-menu-components-empty">
                  {t('behaviour.menu.no_components')}
                </Menu.Label>
              ) : (
                components.map((brick) => (
                  <Menu.Item
                    key={brick.id}
                    onClick={() => props.onAddComponent(brick.id)}
                    data-testid={`graph-menu-component:${brick.id}`}
                  >
                    <span>{brick.name}</span>
                    {brick.componentName ? (
                      <span className={classes.menuDetail}>{brick.componentName}</span>
                    ) : null}
                  </Menu.Item>
                ))
              )
            ) : (
              <CategoryItems catalogue={catalogue} category={category} onAddType={props.onAddType} />
            )}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      ))}
    </Menu.Dropdown>
  );
}

function CategoryItems({
  catalogue,
  category,
  onAddType,
}: {
  catalogue: GraphCatalogue;
  category: NodeCategory;
  onAddType(type: string): void;
}) {
  const { t } = useTranslation();
  const events = catalogue.events.filter(
    (event) => event.category === category && event.name !== 'Component',
  );
  if (events.length === 0) return <Menu.Label>{t('behaviour.menu.no_types')}</Menu.Label>;
  return events.map((event) => (
    <Menu.Item
      key={event.name}
      onClick={() => onAddType(event.name)}
      data-testid={`graph-menu-item:${event.name}`}
    >
      <span>{event.label}</span>
      <span className={classes.menuDetail}>{event.description}</span>
    </Menu.Item>
  ));
}

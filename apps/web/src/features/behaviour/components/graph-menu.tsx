import { Menu } from '@mantine/core';
import {
  IconArrowsSplit2,
  IconBolt,
  IconComponents,
  IconForms,
  IconMathFunction,
  IconMessagePlus,
  IconPlugConnected,
  IconTrash,
} from '@tabler/icons-react';
import type { NodeCategory } from '@tessera/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphCatalogue } from '../model/catalogue.ts';
import type { ConnectTarget } from '../model/connect.ts';
import type { GraphComponent, SocketView } from '../model/types.ts';
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
  /** The node the menu targets, when its outputs may be connected from here (not read-only). */
  connect?: ConnectMenu | null;
}

/** The Connect sub-menu of a node's menu: its outputs, each with the inputs it may go to. */
export interface ConnectMenu {
  readonly outputs: readonly SocketView[];
  /** The inputs an output may go to (connectTargets), asked when its sub-menu opens. */
  targets(output: string): readonly ConnectTarget[];
  /** Connects as a dragged connection does (planConnection: refusals are notified). */
  onConnect(output: string, target: ConnectTarget): void;
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
 * A node's menu (`connect` given) also offers Connect after Comment: the keyboard's way to connect (see
 * ConnectItems).
 *
 * Test ids: `graph-menu`, `graph-menu-delete`, `graph-menu-comment`, `graph-menu-category:{category}`,
 * `graph-submenu:{category}`, `graph-menu-item:{NodeType}`, `graph-menu-component:{brickId}`,
 * `graph-menu-components-empty`; Connect: `graph-menu-connect`, `graph-submenu-connect`,
 * `graph-menu-connect-no-outputs`, `graph-menu-connect-output:{outputName}`,
 * `graph-submenu-connect:{outputName}`, `graph-menu-connect-target:{nodeId}:{inputName}` (with
 * `data-state`: free, replaces, adds, linked or hidden), `graph-menu-connect-empty`.
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
      {props.connect ? <ConnectItems connect={props.connect} /> : null}
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

/**
 * Connect (spec §2, for keyboard users: handles are not focusable): a sub-menu of the node's outputs (label,
 * kind colour and kind name), each a sub-menu of the inputs it may go to, "{node} › {input}" sorted by node
 * title, with what choosing it does to an input already taken. The inputs are worked out when an output's
 * sub-menu opens (Mantine mounts a sub-menu's items only while it is open). The nested sub-menu is
 * positioned `fixed`: the scrolling outputs list would clip an absolutely positioned one.
 */
function ConnectItems({ connect }: { connect: ConnectMenu }) {
  const { t } = useTranslation();
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          leftSection={<IconPlugConnected size={16} />}
          onClick={openSubMenu}
          data-testid="graph-menu-connect"
        >
          {t('behaviour.menu.connect')}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown className={`${classes.submenu} nokey`} data-testid="graph-submenu-connect">
        {connect.outputs.length === 0 ? (
          <Menu.Label data-testid="graph-menu-connect-no-outputs">
            {t('behaviour.menu.connect_no_outputs')}
          </Menu.Label>
        ) : (
          connect.outputs.map((output) => (
            <Menu.Sub key={output.name} floatingStrategy="fixed">
              <Menu.Sub.Target>
                <Menu.Sub.Item
                  leftSection={<span className={classes.kindDot} data-kind={output.kind} aria-hidden />}
                  onClick={openSubMenu}
                  data-testid={`graph-menu-connect-output:${output.name}`}
                >
                  <span>{output.label}</span>
                  <span className={classes.menuDetail}>{t(`behaviour.legend.${output.kind}`)}</span>
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown
                className={`${classes.submenu} nokey`}
                data-testid={`graph-submenu-connect:${output.name}`}
              >
                <ConnectTargetItems connect={connect} output={output.name} />
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          ))
        )}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

function ConnectTargetItems({ connect, output }: { connect: ConnectMenu; output: string }) {
  const { t } = useTranslation();
  const targets = connect.targets(output);
  if (targets.length === 0)
    return <Menu.Label data-testid="graph-menu-connect-empty">{t('behaviour.menu.connect_none')}</Menu.Label>;
  return targets.map((target) => (
    <Menu.Item
      key={`${target.nodeId}:${target.input.name}`}
      onClick={() => connect.onConnect(output, target)}
      data-testid={`graph-menu-connect-target:${target.nodeId}:${target.input.name}`}
      data-state={target.state}
    >
      <span>{t('behaviour.menu.connect_target', { node: target.title, input: target.input.label })}</span>
      {target.state === 'free' ? null : (
        <span className={classes.menuDetail}>{t(`behaviour.menu.connect_state.${target.state}`)}</span>
      )}
    </Menu.Item>
  ));
}

import { Handle, type NodeProps, Position, useNodeConnections } from '@xyflow/react';
import { type ChangeEvent, memo, useEffect, useState } from 'react';
import { parseNumberText, TEXT_CONTROL_MAX } from '../model/controls.ts';
import type { ControlView, GraphFlowNode, SocketView } from '../model/types.ts';
import classes from './graph.module.css';
import { nodeTitle, useGraphUi } from './graph-context.ts';
import { CategoryIcon } from './graph-icons.tsx';
import { HELP_TYPE, helpTextId } from './help-layer.tsx';

/**
 * A graph node (spec §2): a header with the category icon, the title and the help icon, input sockets on
 * the left and outputs on the right (coloured by kind), then the controls in index order. Plain elements
 * and one CSS module: hundreds of these render at once. Controls carry `nodrag nowheel` so that typing,
 * selecting or scrolling in them neither drags the node nor zooms the canvas.
 *
 * Test ids: `graph-node:{type}` with `data-node-id` (and `data-status`: known, missing, duplicate or
 * unknown; `data-highlighted`) on the root,
 * `graph-component:{brickId}` inside a Component node, `graph-control:{nodeId}:{inputName}` per control.
 */

function Socket({
  socket,
  side,
  connectable,
}: {
  socket: SocketView;
  side: 'in' | 'out';
  connectable: boolean;
}) {
  return (
    <div className={classes.socket} data-side={side} data-socket={socket.name}>
      <Handle
        type={side === 'in' ? 'target' : 'source'}
        position={side === 'in' ? Position.Left : Position.Right}
        id={socket.name}
        className={classes.handle}
        data-kind={socket.kind}
        isConnectable={connectable}
      />
      {socket.label}
    </div>
  );
}

interface FieldProps {
  nodeId: string;
  control: ControlView;
  value: unknown;
  disabled: boolean;
}

function NumberField({ nodeId, control, value, disabled }: FieldProps) {
  const { setControl } = useGraphUi();
  const integer = control.kind === 'integer';
  const shown = typeof value === 'number' ? String(value) : '0';
  const [text, setText] = useState(shown);
  // A value set from elsewhere (none today) replaces what is typed unless it is the same number.
  useEffect(() => {
    setText((current) => (parseNumberText(current, integer) === value ? current : shown));
  }, [value, shown, integer]);
  return (
    <input
      type="number"
      step={integer ? 1 : 'any'}
      inputMode={integer ? 'numeric' : 'decimal'}
      className={`${classes.field} nodrag nowheel`}
      value={text}
      disabled={disabled}
      aria-label={control.label}
      data-testid={`graph-control:${nodeId}:${control.name}`}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = parseNumberText(next, integer);
        if (parsed !== null) setControl(nodeId, control.name, parsed);
      }}
      onBlur={() => setText(shown)}
    />
  );
}

function Field(props: FieldProps) {
  const { setControl } = useGraphUi();
  const { nodeId, control, value, disabled } = props;
  const testId = `graph-control:${nodeId}:${control.name}`;
  switch (control.kind) {
    case 'boolean':
      return (
        <input
          type="checkbox"
          className={`${classes.checkbox} nodrag nowheel`}
          checked={value === true}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => setControl(nodeId, control.name, event.currentTarget.checked)}
        />
      );
    case 'integer':
    case 'decimal':
      return <NumberField {...props} />;
    case 'select':
      return (
        <select
          className={`${classes.field} nodrag nowheel`}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          aria-label={control.label}
          data-testid={testId}
          onChange={(event) => setControl(nodeId, control.name, event.currentTarget.value)}
        >
          {(control.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          type="text"
          className={`${classes.field} nodrag nowheel`}
          value={typeof value === 'string' ? value : ''}
          maxLength={TEXT_CONTROL_MAX}
          disabled={disabled}
          aria-label={control.label}
          data-testid={testId}
          onChange={(event) => setControl(nodeId, control.name, event.currentTarget.value)}
        />
      );
  }
}

function ControlRow({
  nodeId,
  control,
  value,
  connected,
}: Omit<FieldProps, 'disabled'> & { connected: boolean }) {
  const ui = useGraphUi();
  const inline = control.kind === 'boolean';
  const field = <Field nodeId={nodeId} control={control} value={value} disabled={ui.readOnly || connected} />;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child
    <label
      className={classes.control}
      data-inline={inline}
      data-connected={connected || undefined}
      title={connected ? ui.texts.connected : undefined}
    >
      {inline ? field : null}
      <span>{control.label}</span>
      {inline ? null : field}
    </label>
  );
}

/** A control that is also a socket: it applies while nothing is connected to that socket. */
function SocketControlRow(props: Omit<FieldProps, 'disabled'>) {
  const connections = useNodeConnections({ handleType: 'target', handleId: props.control.name });
  return <ControlRow {...props} connected={connections.length > 0} />;
}

function GraphNodeView({ id, data, selected }: NodeProps<GraphFlowNode>) {
  const ui = useGraphUi();
  const connectable = !ui.readOnly;
  const title = nodeTitle(data, ui.texts);
  const isComponent = data.node.type === 'Component' && data.status !== 'unknown';
  const body = (
    <>
      <div className={classes.header}>
        <CategoryIcon category={data.category} />
        <span className={classes.title} title={title.length > 24 ? title : undefined}>
          {title}
        </span>
        {data.help ? (
          <span
            className={`${classes.help} nodrag`}
            role="img"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the help
            tabIndex={0}
            aria-labelledby={helpTextId(data.node.type)}
            {...{ [HELP_TYPE]: data.node.type }}
            data-testid={`graph-help:${id}`}
          >
            ?
          </span>
        ) : null}
      </div>
      {data.detail ? (
        <div className={classes.detail} title={data.detail}>
          {data.detail}
        </div>
      ) : null}
      {data.inputs.length > 0 || data.outputs.length > 0 ? (
        <div className={classes.sockets}>
          {data.inputs.map((socket) => (
            <Socket key={`in:${socket.name}`} socket={socket} side="in" connectable={connectable} />
          ))}
          {data.outputs.map((socket) => (
            <Socket key={`out:${socket.name}`} socket={socket} side="out" connectable={connectable} />
          ))}
        </div>
      ) : null}
      {data.controls.length > 0 ? (
        <div className={classes.controls}>
          {data.controls.map((control) =>
            control.socket ? (
              <SocketControlRow
                key={control.name}
                nodeId={id}
                control={control}
                value={data.values[control.name]}
              />
            ) : (
              <ControlRow
                key={control.name}
                nodeId={id}
                control={control}
                value={data.values[control.name]}
                connected={false}
              />
            ),
          )}
        </div>
      ) : null}
    </>
  );
  return (
    <div
      className={classes.node}
      data-testid={`graph-node:${data.node.type}`}
      data-node-id={id}
      data-status={data.status}
      data-selected={selected || undefined}
      data-highlighted={data.highlighted || undefined}
    >
      {isComponent ? <div data-testid={`graph-component:${data.node.componentId ?? ''}`}>{body}</div> : body}
    </div>
  );
}

export const GraphNode = memo(GraphNodeView);

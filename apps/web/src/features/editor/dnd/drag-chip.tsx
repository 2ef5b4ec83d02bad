import { ComponentIconImage } from '../source-panel/component-icon-image.tsx';
import classes from './drag-chip.module.css';

export function DragChip({ icon, name }: { icon: string; name: string }) {
  return (
    <div className={classes.chip} data-testid="drag-chip">
      <ComponentIconImage svg={icon} size={22} className={classes.icon} />
      <span className={classes.name}>{name}</span>
    </div>
  );
}

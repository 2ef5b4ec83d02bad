import { IconComponents } from '@tabler/icons-react';
import { useMemo } from 'react';
import { svgDataUrl } from './component-icon.ts';

/** A component's icon, or a neutral one when its SVG is missing or not an SVG. Decorative: the name is shown. */
export function ComponentIconImage({
  svg,
  size,
  className,
}: {
  svg: string;
  size: number;
  className?: string;
}) {
  const src = useMemo(() => svgDataUrl(svg), [svg]);
  if (!src) return <IconComponents size={size} stroke={1.5} className={className} aria-hidden />;
  return <img src={src} alt="" width={size} height={size} className={className} draggable={false} />;
}

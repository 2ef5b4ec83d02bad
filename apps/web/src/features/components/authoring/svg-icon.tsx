import { Center, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { looksLikeSvg, svgDataUrl } from './authoring-rules.ts';

/**
 * An author's SVG icon, drawn through <img>: an image document never runs scripts and its markup never
 * enters the console's DOM, whatever the icon carries.
 */
export function SvgIcon({
  icon,
  size,
  alt,
  testId,
}: {
  icon: string;
  size: number;
  alt: string;
  testId?: string;
}) {
  if (!looksLikeSvg(icon)) {
    return (
      <ThemeIcon size={size} variant="light" color="gray" aria-label={alt} data-testid={testId}>
        <IconPhotoOff size={Math.round(size * 0.6)} />
      </ThemeIcon>
    );
  }
  return (
    <Center w={size} h={size} style={{ flex: 'none' }}>
      <img
        src={svgDataUrl(icon)}
        alt={alt}
        width={size}
        height={size}
        style={{ objectFit: 'contain' }}
        data-testid={testId}
      />
    </Center>
  );
}

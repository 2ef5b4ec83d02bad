import {
  IconAlignLeft,
  IconCalendar,
  IconHash,
  IconLink,
  IconList,
  IconMovie,
  IconPhoto,
  IconSitemap,
  IconTextSize,
  IconToggleLeft,
  IconWorldWww,
} from '@tabler/icons-react';
import type { CollectionFieldType } from '@tessera/shared';

/** Each field type's icon, in the field list, the type picker and the table's header. */
export const FIELD_TYPE_ICONS: Record<CollectionFieldType, typeof IconTextSize> = {
  text: IconTextSize,
  richText: IconAlignLeft,
  number: IconHash,
  date: IconCalendar,
  boolean: IconToggleLeft,
  image: IconPhoto,
  video: IconMovie,
  link: IconLink,
  option: IconList,
  reference: IconSitemap,
  slug: IconWorldWww,
};

export function FieldTypeIcon({ type, size = 16 }: { type: CollectionFieldType; size?: number }) {
  const Icon = FIELD_TYPE_ICONS[type];
  return <Icon size={size} aria-hidden />;
}

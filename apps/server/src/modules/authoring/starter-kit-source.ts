import { type KitLocale, starterKit } from '@tessera/starter-kit';
import type { StarterKit } from './starter-kit.ts';

/** The library every new organization starts with (packages/starter-kit), in its creator's console language. */
export function starterKitIn(locale: KitLocale): StarterKit {
  return starterKit(locale);
}

/** The kit in en-US. */
export const STARTER_KIT: StarterKit = starterKitIn('en-US');

import { STARTER_COMPONENTS, STARTER_TEMPLATES } from '@tessera/starter-kit';
import type { StarterKit } from './starter-kit.ts';

/** The library every new organization starts with (packages/starter-kit). */
export const STARTER_KIT: StarterKit = { components: STARTER_COMPONENTS, templates: STARTER_TEMPLATES };

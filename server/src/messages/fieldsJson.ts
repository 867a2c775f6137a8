// A stored message's fields are kept as JSON text; anything but an object reads as no message.
import type { MessageFields } from './types';

export function parseFields(json: string): MessageFields | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MessageFields) : null;
  } catch {
    return null;
  }
}

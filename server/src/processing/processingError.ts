// gl2_processing_error collects what went wrong while a message was processed, one reason after another.
import type { MessageFields } from '../messages/types';

export const PROCESSING_ERROR_FIELD = 'gl2_processing_error';

export function addProcessingError(fields: MessageFields, reason: string): void {
  const previous = fields[PROCESSING_ERROR_FIELD];
  fields[PROCESSING_ERROR_FIELD] = typeof previous === 'string' && previous !== '' ? `${previous}, ${reason}` : reason;
}

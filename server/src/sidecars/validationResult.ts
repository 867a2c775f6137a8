// Graylog's ValidationResult ({failed, errors: {field: [reason]}, error_context}), which the sidecar validate
// calls answer with 200 and the sidecar writes answer with 400. A refused write also carries our ApiError type
// and message, so every client reads it the same way as any other refusal.
import { ApiError } from '../http/errors';

export class ValidationResult {
  private readonly errors: Record<string, string[]> = {};

  addError(field: string, reason: string): void {
    (this.errors[field] ??= []).push(reason);
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  toJSON(): { failed: boolean; errors: Record<string, string[]>; error_context: Record<string, string[]> } {
    return { failed: this.failed, errors: this.errors, error_context: {} };
  }

  /** The 400 for a write that failed validation: the first reason as the message, every reason under its field. */
  refusal(): ApiError {
    // Graylog's reasons are whole sentences naming their field ("Collector name cannot be empty.").
    const message = Object.values(this.errors)[0]?.[0] ?? 'Invalid request';
    return new ApiError(400, message, { body: { type: 'ApiError', message, ...this.toJSON() } });
  }

  /** Throws the refusal when anything failed. */
  assertPassed(): void {
    if (this.failed) throw this.refusal();
  }
}

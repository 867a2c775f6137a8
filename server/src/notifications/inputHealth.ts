// The inputs' notifications (Graylog's InputStateListener and ClusterHealthCheckThread): an input that could not
// start, and no input running at all once the inputs have had their chance to start.
import type { ServerContext } from '../context';
import { findInput } from '../inputs/store';
import { clearNotification, clearNotificationMatching, raiseNotification } from './notifications';

/** Graylog's details are the id and the reason; the title is added so the console can name the input. */
export function inputFailedToStart(ctx: ServerContext, inputId: string, reason: string): void {
  const inputTitle = findInput(ctx.db, inputId)?.summary.title ?? null;
  raiseNotification(ctx, { type: 'input_failed_to_start', severity: 'normal', details: { input_id: inputId, input_title: inputTitle, reason } });
}

/** An input runs: nothing is "not running" any more, and its own earlier failure is fixed. */
export function inputRunning(ctx: ServerContext, inputId: string): void {
  clearNotification(ctx, 'no_input_running');
  clearNotificationMatching(ctx, 'input_failed_to_start', { input_id: inputId });
}

/** Called once the inputs that should run were started. */
export function checkInputsRunning(ctx: ServerContext, runningInputs: number): void {
  if (runningInputs > 0) clearNotification(ctx, 'no_input_running');
  else raiseNotification(ctx, { type: 'no_input_running', severity: 'urgent' });
}

// Checking one condition and acting on the result, as Graylog's legacy alert scanner did: a condition in its
// grace period (resolved less than `grace` minutes ago) is not checked; a triggered condition opens an alert
// and runs the stream's alarm callbacks (recording each run); while the alert stays open, callbacks run again
// only with repeat_notifications (and not within `grace` minutes of the last run); a condition that no longer
// triggers resolves its alert.
import type { ServerContext } from '../context';
import { newObjectId } from '../http/ids';
import type { MessageStore } from '../messages/types';
import type { StreamRecord } from '../streams/types';
import { historyOfAlert, insertAlert, insertHistory, isResolved, lastAlertOfCondition, resolveAlert } from './alertStore';
import type { AlertModel } from './alertModel';
import { callbacksOfStream } from './callbackStore';
import { runAlarmCallback } from './callbackTypes';
import { runCheck } from './checks';
import { DUMMY } from './conditionTypes';
import type { AlarmCallback, Alert, AlarmCallbackResult, CheckResult, StoredCondition } from './types';

/** Default time between two checks of every condition (Graylog's alert_check_interval). */
export const DEFAULT_ALERT_CHECK_INTERVAL_MS = 60_000;

export interface AlertingDeps {
  ctx: ServerContext;
  messages: MessageStore;
  checkIntervalMs: number;
}

const MINUTE_MS = 60_000;

function graceOf(condition: StoredCondition): number {
  const grace = condition.parameters.grace;
  return typeof grace === 'number' ? grace : 0;
}

/** Whether the condition's last alert was resolved less than its grace period ago. */
export function inGracePeriod(ctx: ServerContext, streamId: string, condition: StoredCondition): boolean {
  const grace = graceOf(condition);
  if (grace === 0) return false;
  const last = lastAlertOfCondition(ctx.db, streamId, condition.id);
  if (!last || !isResolved(last) || last.resolved_at === null) return false;
  return ctx.now() - Date.parse(last.resolved_at) < grace * MINUTE_MS;
}

function shouldRepeat(ctx: ServerContext, condition: StoredCondition, alert: Alert): boolean {
  if (!alert.is_interval || isResolved(alert) || condition.parameters.repeat_notifications !== true) return false;
  const grace = graceOf(condition);
  if (grace === 0) return true;
  const runs = historyOfAlert(ctx.db, alert.id);
  const last = runs[runs.length - 1];
  return !last || ctx.now() - Date.parse(last.created_at) >= grace * MINUTE_MS;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one callback; the result says how it went (never throws). */
export async function runCallbackSafely(ctx: ServerContext, callback: AlarmCallback, model: AlertModel): Promise<AlarmCallbackResult> {
  try {
    await runAlarmCallback(ctx, callback.type, callback.configuration, model);
    return { type: 'success' };
  } catch (error) {
    return { type: 'error', error: messageOf(error) };
  }
}

/** Runs every callback of the stream for the alert, one after the other, and records each run. */
export async function sendAlertNotifications(ctx: ServerContext, stream: StreamRecord, alert: Alert, condition: StoredCondition, result: CheckResult): Promise<void> {
  const model: AlertModel = { stream, condition, result };
  for (const callback of callbacksOfStream(ctx.db, stream.id)) {
    const outcome = await runCallbackSafely(ctx, callback, model);
    // The alert may have gone with its stream while the callback ran.
    try {
      insertHistory(ctx.db, {
        id: newObjectId(ctx.now()),
        alarmcallbackconfiguration: callback,
        alert_id: alert.id,
        alertcondition_id: condition.id,
        result: outcome,
        created_at: new Date(ctx.now()).toISOString(),
      });
    } catch {
      return;
    }
  }
}

export type ConditionOutcome = 'skipped' | 'opened' | 'repeated' | 'still-open' | 'resolved' | 'quiet';

/** Checks one condition of an active stream and acts on the result. */
export async function checkCondition(deps: AlertingDeps, stream: StreamRecord, condition: StoredCondition): Promise<ConditionOutcome> {
  const { ctx } = deps;
  if (stream.disabled || inGracePeriod(ctx, stream.id, condition)) return 'skipped';
  const result = runCheck({ messages: deps.messages, nowMs: ctx.now(), checkIntervalMs: deps.checkIntervalMs }, stream.id, condition);
  const last = lastAlertOfCondition(ctx.db, stream.id, condition.id);
  if (!result.triggered) {
    if (last && !isResolved(last)) {
      resolveAlert(ctx.db, last.id, ctx.now());
      return 'resolved';
    }
    return 'quiet';
  }
  if (!last || isResolved(last)) {
    const alert: Alert = {
      id: newObjectId(ctx.now()),
      condition_id: condition.id,
      stream_id: stream.id,
      description: result.resultDescription,
      condition_parameters: condition.parameters,
      triggered_at: result.triggeredAt,
      resolved_at: null,
      is_interval: true,
    };
    insertAlert(ctx.db, alert);
    await sendAlertNotifications(ctx, stream, alert, condition, result);
    return 'opened';
  }
  if (shouldRepeat(ctx, condition, last)) {
    await sendAlertNotifications(ctx, stream, last, condition, result);
    return 'repeated';
  }
  return 'still-open';
}

/** The condition of test and dummy alerts (Graylog's DummyAlertCondition). */
export function dummyAlertModel(ctx: ServerContext, stream: StreamRecord, creator: string): AlertModel {
  const now = new Date(ctx.now()).toISOString();
  return {
    stream,
    condition: { id: newObjectId(ctx.now()), type: DUMMY, creator_user_id: creator, created_at: now, parameters: {}, title: 'Test Alert' },
    result: { triggered: true, resultDescription: 'Test alert, sent to check that notifications arrive', triggeredAt: now, matchingMessages: [] },
  };
}

// What an alarm callback is told about an alert: the stream, the condition that triggered and the check's
// result. The HTTP callback POSTs it as Graylog's JSON (snake_case); the email callback renders its templates
// from the same facts under the names Graylog's templates use (check_result.resultDescription, …).
import { describeCondition } from './checks';
import type { CheckResult, MessageSummary, StoredCondition } from './types';

/** The stream an alert is about: Graylog's stream JSON (a StreamRecord), of which these fields are needed; all its fields are sent. */
export interface AlertStream {
  id: string;
  title: string;
  description: string | null;
}

export interface AlertModel {
  stream: AlertStream;
  condition: StoredCondition;
  result: CheckResult;
}

/** The condition as Graylog serializes a triggered condition. */
export function conditionJson(condition: StoredCondition) {
  const number = (name: string) => (typeof condition.parameters[name] === 'number' ? condition.parameters[name] : 0);
  return {
    id: condition.id,
    type: condition.type,
    title: condition.title,
    created_at: condition.created_at,
    creator_user_id: condition.creator_user_id,
    parameters: condition.parameters,
    grace: number('grace'),
    backlog: number('backlog'),
    repeat_notifications: condition.parameters.repeat_notifications === true,
    description: describeCondition(condition),
  };
}

/** The body of the HTTP alarm callback: `{stream, check_result}`. */
export function httpCallbackBody(model: AlertModel) {
  return {
    stream: model.stream,
    check_result: {
      result_description: model.result.resultDescription,
      triggered_condition: conditionJson(model.condition),
      triggered_at: model.result.triggeredAt,
      triggered: model.result.triggered,
      matching_messages: model.result.matchingMessages,
    },
  };
}

/** A backlog message renders as "<timestamp> <source>: <message>" when a template shows it whole. */
class BacklogMessage {
  readonly index: string;
  readonly fields: Record<string, unknown>;
  readonly id: unknown;
  readonly source: unknown;
  readonly message: unknown;
  readonly timestamp: unknown;

  constructor(summary: MessageSummary) {
    this.index = summary.index;
    this.fields = summary.message;
    this.id = summary.message._id;
    this.source = summary.message.source;
    this.message = summary.message.message;
    this.timestamp = summary.message.timestamp;
  }

  toString(): string {
    return `${String(this.timestamp ?? '')} ${String(this.source ?? '')}: ${String(this.message ?? '')}`;
  }
}

class TriggeredCondition {
  readonly id: string;
  readonly type: string;
  readonly title: string | null;
  readonly parameters: StoredCondition['parameters'];
  readonly grace: number;
  readonly backlog: number;
  readonly description: string;

  constructor(view: ReturnType<typeof conditionJson>) {
    this.id = view.id;
    this.type = view.type;
    this.title = view.title;
    this.parameters = view.parameters;
    this.grace = view.grace;
    this.backlog = view.backlog;
    this.description = view.description;
  }

  toString(): string {
    return `${this.id}:${this.type}={${this.description}}`;
  }
}

/** The model email templates are rendered with (JMTE names, as in Graylog's templates). */
export function templateModel(model: AlertModel): Record<string, unknown> {
  const condition = new TriggeredCondition(conditionJson(model.condition));
  const backlog = model.result.matchingMessages.map((summary) => new BacklogMessage(summary));
  return {
    stream: model.stream,
    check_result: {
      triggered: model.result.triggered,
      resultDescription: model.result.resultDescription,
      triggeredAt: model.result.triggeredAt,
      triggeredCondition: condition,
      matchingMessages: backlog,
    },
    alertCondition: condition,
    backlog,
    backlog_size: backlog.length,
  };
}

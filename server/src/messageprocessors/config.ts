// The message processors configuration (Graylog's MessageProcessorsConfig): the order the processors run in
// and which are disabled. Two processors exist here: the filter chain (extractors, static fields, stream
// routing) and the pipelines. Graylog sorts processors it has no order for by class name; the default here
// puts the filter chain first, so pipelines see the streams a message was routed into.
import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';

export const FILTER_CHAIN_CLASS = 'org.graylog2.messageprocessors.MessageFilterChainProcessor';
export const PIPELINE_PROCESSOR_CLASS = 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter';

export interface ProcessorDescriptor {
  name: string;
  class_name: string;
}

/** The processors in their default order. */
export const PROCESSORS: readonly ProcessorDescriptor[] = [
  { name: 'Message Filter Chain', class_name: FILTER_CHAIN_CLASS },
  { name: 'Pipeline Processor', class_name: PIPELINE_PROCESSOR_CLASS },
];

/** What is stored: class names only, as Graylog's cluster config holds it. */
export interface MessageProcessorsConfig {
  processor_order: string[];
  disabled_processors: string[];
}

/** Graylog's MessageProcessorsConfigWithDescriptors, what the calls answer and take. */
export interface MessageProcessorsConfigJson {
  processor_order: ProcessorDescriptor[];
  disabled_processors: string[];
}

/** Its settings row; the cluster configuration call /system/cluster_config/<MessageProcessorsConfig> uses it too. */
export const MESSAGE_PROCESSORS_SETTING = 'messageprocessors.config';

export const isKnownProcessor = (className: string) => PROCESSORS.some((p) => p.class_name === className);

/** Keeps the known processors in the given order and puts the ones it does not name after them (withProcessors). */
function normalized(config: MessageProcessorsConfig): MessageProcessorsConfig {
  const order = [...new Set(config.processor_order.filter(isKnownProcessor))];
  for (const processor of PROCESSORS) if (!order.includes(processor.class_name)) order.push(processor.class_name);
  return { processor_order: order, disabled_processors: [...new Set(config.disabled_processors.filter(isKnownProcessor))] };
}

export function loadProcessorsConfig(db: Db): MessageProcessorsConfig {
  return normalized(getSetting<MessageProcessorsConfig>(db, MESSAGE_PROCESSORS_SETTING) ?? { processor_order: [], disabled_processors: [] });
}

export function saveProcessorsConfig(db: Db, config: MessageProcessorsConfig): MessageProcessorsConfig {
  const saved = normalized(config);
  setSetting(db, MESSAGE_PROCESSORS_SETTING, saved);
  return saved;
}

export function withDescriptors(config: MessageProcessorsConfig): MessageProcessorsConfigJson {
  return {
    processor_order: config.processor_order.map((className) => PROCESSORS.find((p) => p.class_name === className) ?? { name: className, class_name: className }),
    disabled_processors: config.disabled_processors,
  };
}

/** The processors that run, in order. */
export function activeProcessors(config: MessageProcessorsConfig): string[] {
  return config.processor_order.filter((className) => !config.disabled_processors.includes(className));
}

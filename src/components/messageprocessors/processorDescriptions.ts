// What each message processor does, for the configuration page, by Graylog's class names.
import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';

export const FILTER_CHAIN_CLASS = 'org.graylog2.messageprocessors.MessageFilterChainProcessor';
export const PIPELINE_PROCESSOR_CLASS = 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter';

const DESCRIPTIONS: Record<string, string> = {
  [FILTER_CHAIN_CLASS]: 'Runs the extractors of the input a message arrived on, adds the input\'s static fields, and routes the message into '
    + 'streams by their rules.',
  [PIPELINE_PROCESSOR_CLASS]: 'Runs the pipelines connected to the streams the message is in at that moment. Before stream routing that is '
    + 'only the default stream ("All messages"), and fields set by extractors are not there yet.',
};

export const processorDescription = (className: string): string => DESCRIPTIONS[className] ?? 'A processor added by a plugin.';

/** The configuration with the processor at `index` moved by `offset` places (kept inside the list). */
export const moveProcessor = (config: MessageProcessorsConfig, index: number, offset: number): MessageProcessorsConfig => {
  const target = Math.min(Math.max(index + offset, 0), config.processor_order.length - 1);
  const order = [...config.processor_order];
  const [moved] = order.splice(index, 1);
  order.splice(target, 0, moved);
  return { ...config, processor_order: order };
};

export const withProcessorEnabled = (config: MessageProcessorsConfig, className: string, enabled: boolean): MessageProcessorsConfig => {
  const others = config.disabled_processors.filter((disabled) => disabled !== className);
  return { ...config, disabled_processors: enabled ? others : [...others, className] };
};

/** Whether every processor is switched off: then no message would be processed, and Graylog refuses to save it. */
export const hasNoActiveProcessor = (config: MessageProcessorsConfig): boolean => (
  config.processor_order.every((processor) => config.disabled_processors.includes(processor.class_name))
);

export const sameConfig = (a: MessageProcessorsConfig, b: MessageProcessorsConfig): boolean => (
  a.processor_order.map((processor) => processor.class_name).join('\n') === b.processor_order.map((processor) => processor.class_name).join('\n')
  && [...a.disabled_processors].sort().join('\n') === [...b.disabled_processors].sort().join('\n')
);

// The decorator form's values and their way to and from the server: type, stream and order, with the
// configuration the type asks for beside them (components/common/configuration/).
import {
  configurationErrors, configurationFormValues, configurationOf,
} from '@/components/common/configuration/configurationFormValues';
import type { ConfigurationFormValues } from '@/components/common/configuration/configurationFormValues';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import type { Decorator, DecoratorRequest, DecoratorType } from '@/stores/decorators/DecoratorsStore';

/** type, stream ('' for all searches), order, and one entry per configuration field. */
export type DecoratorFormValues = ConfigurationFormValues;

/** The form's own fields; a configuration field with one of these names is held as `configuration.<name>`. */
const OWN_FIELDS = ['type', 'stream', 'order'];

/** The configuration fields' values: the decorator's own (when it is of this type), else the type's defaults. */
export const configurationValues = (type: DecoratorType, decorator: Decorator | undefined): DecoratorFormValues => (
  configurationFormValues(type.requested_configuration, decorator?.type === type.type ? decorator.config : undefined, OWN_FIELDS)
);

export const initialDecoratorValues = (type: DecoratorType | undefined, decorator: Decorator | undefined, nextOrder: number): DecoratorFormValues => ({
  type: type?.type ?? '',
  stream: decorator?.stream ?? '',
  order: decorator?.order ?? nextOrder,
  ...(type ? configurationValues(type, decorator) : {}),
});

/** The browser's checks: a type, a whole order, and every required configuration field. */
export const validateDecorator = (type: DecoratorType | undefined, values: DecoratorFormValues): FieldErrors<DecoratorFormValues> => {
  const errors: FieldErrors<DecoratorFormValues> = {};
  if (!type) errors.type = 'Type is required.';
  if (typeof values.order !== 'number' || !Number.isInteger(values.order) || values.order < 0) errors.order = 'Order is a whole number, 0 or more.';
  return type ? { ...errors, ...configurationErrors(type.requested_configuration, values, OWN_FIELDS) } : errors;
};

/** The body of the create or update call. An empty optional number is left out: the decorator uses its default. */
export const toDecoratorRequest = (type: DecoratorType, values: DecoratorFormValues): DecoratorRequest => {
  const stream = typeof values.stream === 'string' && values.stream !== '' ? values.stream : null;
  return {
    type: type.type,
    config: configurationOf(type.requested_configuration, values, OWN_FIELDS),
    stream,
    order: typeof values.order === 'number' ? values.order : 0,
  };
};

/** The order a new decorator gets: after every existing one. */
export const nextOrder = (decorators: ReadonlyArray<Decorator>): number => decorators.reduce((highest, decorator) => Math.max(highest, decorator.order + 1), 1);

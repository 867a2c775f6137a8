// The decorator form's values and their way to and from the server. The configuration fields come from the
// type's `requested_configuration` and are drawn by the inputs area's ConfigurationFields; they sit in the
// form beside type, stream and order under their own names (Graylog's decorator types use none of these),
// so a server refusal naming a field lands at that field.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { InputFormValues } from '@/components/inputs/inputFormValues';
import { configurationKey, formValueOf, orderedFields } from '@/components/inputs/inputFormValues';
import type { Decorator, DecoratorRequest, DecoratorType } from '@/stores/decorators/DecoratorsStore';

/** type, stream ('' for all searches), order, and one entry per configuration field. */
export type DecoratorFormValues = InputFormValues;

/** The configuration fields' values: the decorator's own, else the type's defaults. */
export const configurationValues = (type: DecoratorType, decorator: Decorator | undefined): DecoratorFormValues => {
  const values: DecoratorFormValues = {};
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const stored = decorator?.type === type.type ? decorator.config[name] : undefined;
    values[configurationKey(name)] = formValueOf(field, stored === undefined || stored === null ? field.default_value : stored);
  });
  return values;
};

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
  if (type) {
    orderedFields(type.requested_configuration).forEach(([name, field]) => {
      const key = configurationKey(name);
      if (!field.is_optional && field.type !== 'boolean' && isBlank(values[key])) errors[key] = `${field.human_name} is required.`;
    });
  }
  return errors;
};

/** The body of the create or update call. An empty optional number is left out: the decorator uses its default. */
export const toDecoratorRequest = (type: DecoratorType, values: DecoratorFormValues): DecoratorRequest => {
  const config: Record<string, unknown> = {};
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const value = values[configurationKey(name)];
    if (field.type === 'boolean') config[name] = value === true;
    else if (field.type === 'number') { if (typeof value === 'number') config[name] = value; }
    else config[name] = value === undefined ? '' : String(value);
  });
  const stream = typeof values.stream === 'string' && values.stream !== '' ? values.stream : null;
  return { type: type.type, config, stream, order: typeof values.order === 'number' ? values.order : 0 };
};

/** The order a new decorator gets: after every existing one. */
export const nextOrder = (decorators: ReadonlyArray<Decorator>): number => decorators.reduce((highest, decorator) => Math.max(highest, decorator.order + 1), 1);

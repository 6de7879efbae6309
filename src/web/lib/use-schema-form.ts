import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { errorText } from './error-text';
import { applyServerErrors } from './form-errors';

/** What a text input needs to show one form field: its binding, error state and message. */
export interface BoundFieldProps<TName extends string> extends UseFormRegisterReturn<TName> {
  error: boolean;
  helperText: string | undefined;
}

/**
 * A react-hook-form form checked by a shared zod schema, as every form here is: the same rules run
 * in the browser before sending and on the server after. `submit(action)` runs the action with the
 * parsed values and puts what the server refuses under the matching fields (or in `formError`, an
 * error code for <FormError>). Field messages are error codes, the schema's and the server's alike.
 * `fieldProps(name, hint?)` spreads onto a TextField: registration, error state and the translated
 * message, or the hint while the field is fine.
 */
export function useSchemaForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: $ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  const { t } = useTranslation();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const fieldNames = Object.keys(defaultValues) as FieldPath<TIn>[];

  const submit = (action: (values: TOut) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (err) {
        setFormError(applyServerErrors(err, form.setError, fieldNames));
      }
    });

  const fieldProps = <TName extends FieldPath<TIn>>(name: TName, hint?: string): BoundFieldProps<TName> => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return { ...form.register(name), error: Boolean(message), helperText: message ? errorText(t, message) : hint };
  };

  return { ...form, formError, setFormError, submit, fieldProps };
}

import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { errorText } from './error-text';
import { applyServerErrors } from './form-errors';

/** What a text input needs to show one form field (the same shape as useSchemaForm's). */
export interface LiteFieldProps<TName extends string> {
  name: TName;
  ref: (element: HTMLInputElement | null) => void;
  onChange: () => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
}

type Errors = Partial<Record<string, string>>;

/**
 * useSchemaForm's contract (`submit`, `fieldProps`, `formError`) without react-hook-form, for a
 * form of a first-load-budgeted island page (sign-in: react-hook-form and its resolver weigh about
 * 14 KB gzip there, more than the form). It behaves as useSchemaForm's defaults do: the inputs are
 * uncontrolled (a value the browser filled in before hydration counts), the shared zod schema runs
 * on submit, the first refused input takes the focus, and after a submit each change checks its
 * field again. Field messages are error codes, the schema's and the server's alike.
 */
export function useSchemaFormLite<TIn extends FieldValues, TOut extends FieldValues>(
  schema: $ZodType<TOut, TIn>,
  defaultValues: TIn,
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<string, HTMLInputElement>());
  const fieldNames = Object.keys(defaultValues) as Path<TIn>[];

  /** The values as the inputs hold them; a field with no input on screen keeps its default. */
  const currentValues = (): TIn => {
    const values: Record<string, unknown> = { ...defaultValues };
    for (const [name, element] of elements.current) values[name] = element.value;
    return values as TIn;
  };

  /** The schema's verdict: the parsed values, or the first error code of each field. */
  const check = async (): Promise<{ values: TOut } | { errors: Errors }> => {
    const result = await schema['~standard'].validate(currentValues());
    if (!result.issues) return { values: result.value as TOut };
    const found: Errors = {};
    for (const issue of result.issues) {
      const name = issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') ?? '';
      found[name] ??= issue.message;
    }
    return { errors: found };
  };

  const submit = (action: (values: TOut) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const verdict = await check();
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      elements.current.get(fieldNames.find((name) => verdict.errors[name]) ?? '')?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    const fromServer: Errors = {};
    try {
      await action(verdict.values);
    } catch (err) {
      setFormError(applyServerErrors<TIn>(err, (name, { message }) => (fromServer[name] = message), fieldNames));
      setErrors(fromServer);
    }
  };

  /** After the first submit a field is checked again as it changes (its own error only). */
  const recheck = async (name: string) => {
    if (!submitted) return;
    const verdict = await check();
    const message = 'errors' in verdict ? verdict.errors[name] : undefined;
    setErrors((known) => ({ ...known, [name]: message }));
  };

  const fieldProps = <TName extends Path<TIn>>(name: TName, hint?: string): LiteFieldProps<TName> => {
    const message = errors[name];
    return {
      name,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: () => void recheck(name),
      onBlur: () => undefined,
      error: Boolean(message),
      helperText: message ? errorText(t, message) : hint,
    };
  };

  return { formError, setFormError, submit, fieldProps };
}

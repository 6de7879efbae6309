import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { reachableStep, stepErrors, type StepDef } from './step-errors';

/**
 * A react-hook-form form whose resolver checks only the step on screen, so "Next" refuses a
 * step with errors and later steps stay untouched until reached. Moving to a step puts focus on
 * its heading (headingRef), so a screen reader announces "Step n of m: title" and Tab goes on
 * from the top of the new step.
 */
export function useStepForm<T extends FieldValues>(steps: readonly StepDef[], defaults: T) {
  const [step, setStep] = useState(0);
  // The resolver reads the step through this ref: it must see a change before React re-renders.
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const resolver: Resolver<T> = (values) => {
    const errors = stepErrors(steps, stepRef.current, values);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(errors)) fieldErrors[field] = { type: 'validation', message };
    return { values: {}, errors: fieldErrors as FieldErrors<T> };
  };
  const form = useForm<T>({ resolver, defaultValues: defaults as DefaultValues<T>, mode: 'onTouched' });

  const show = (n: number) => {
    stepRef.current = n;
    moved.current = true;
    setStep(n);
  };

  // A field "Next" found wrong is checked again as it changes, so its error goes as soon as it is
  // fixed (not only when it loses focus: the message vanishing on blur moved what was clicked).
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name && getFieldState(name as Path<T>).error) void trigger(name as Path<T>);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  useEffect(() => {
    // Not on the first render: opening the page keeps the browser's own focus order.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const last = steps.length - 1;
  const next = async () => {
    if (await form.trigger()) show(Math.min(step + 1, last));
  };
  const back = () => show(Math.max(0, step - 1));
  const goTo = async (wanted: number) => {
    const target = reachableStep(steps, step, wanted, form.getValues());
    if (target !== step) show(target);
    // Landing short of the wanted step: say what is wrong where the visitor stopped.
    if (target < wanted) await form.trigger();
  };

  return { form, step, last, show, next, back, goTo, headingRef };
}

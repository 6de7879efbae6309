import * as z from 'zod/mini';

/** One step of a wizard: its key (for its title) and the schema "Next" checks. */
export interface StepDef {
  key: string;
  schema: z.ZodMiniType;
}

/** Field -> error code for one step; empty when the step may be left. Only the first issue of a field counts. */
export function stepErrors(steps: readonly StepDef[], step: number, values: unknown): Record<string, string> {
  const def = steps[step];
  if (!def) return {};
  const parsed = z.safeParse(def.schema, values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/**
 * The step a visitor may open from `current`: back is always allowed, forward only over valid
 * steps (the first invalid one is where they land).
 */
export function reachableStep(steps: readonly StepDef[], current: number, wanted: number, values: unknown): number {
  if (wanted <= current) return Math.max(0, wanted);
  for (let s = current; s < wanted; s++) if (Object.keys(stepErrors(steps, s, values)).length > 0) return s;
  return Math.min(wanted, steps.length - 1);
}

/** The step showing a field, for errors the server returns after the last step. */
export function stepOfField(steps: readonly StepDef[], field: string): number {
  const found = steps.findIndex((s) => {
    const shape = (s.schema as unknown as { def?: { shape?: Record<string, unknown> } }).def?.shape;
    return shape !== undefined && field in shape;
  });
  return found;
}

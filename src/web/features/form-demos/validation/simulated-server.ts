import { TAKEN_USERNAMES, type ValidationInput } from './schema';

/** What the simulated server answers: nothing on success, or field -> error key (forms.err.<key>). */
export interface SimulatedAnswer {
  fields?: Partial<Record<keyof ValidationInput, string>>;
}

/** How long the simulated server "thinks", so the pending state of the button is visible. */
export const SIMULATED_DELAY_MS = 600;

/**
 * The checks only a server can make (is the name free? is the address already signed up?),
 * answered in the browser: the demo page says so. Field errors come back the way the app's real
 * endpoints send them (a `fields` map), and the page puts each one under its field.
 */
export function simulatedServerCheck(values: Pick<ValidationInput, 'username' | 'email'>): SimulatedAnswer {
  const fields: SimulatedAnswer['fields'] = {};
  if ((TAKEN_USERNAMES as readonly string[]).includes(values.username.toLowerCase())) fields.username = 'usernameTaken';
  if (values.email.toLowerCase().endsWith('@taken.test')) fields.email = 'emailTaken';
  return Object.keys(fields).length > 0 ? { fields } : {};
}

export function submitToSimulatedServer(values: ValidationInput): Promise<SimulatedAnswer> {
  return new Promise((resolve) => setTimeout(() => resolve(simulatedServerCheck(values)), SIMULATED_DELAY_MS));
}

// @vitest-environment happy-dom
import { emailField, nameField } from '@common/schemas/fields';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import plErrors from '../locales/pl/errors.json';
import { ApiError } from './api-error';
import { useErrorText } from './error-text';
import { useSchemaForm } from './use-schema-form';
import { useSchemaFormLite } from './use-schema-form-lite';

const polish = i18next.createInstance();
void polish
  .use(initReactI18next)
  .init({ lng: 'pl', keySeparator: false, resources: { pl: { translation: plErrors } } });

const schema = z.object({ name: nameField, email: emailField });

// The sign-in form uses the lite hook (no react-hook-form): both must behave the same.
const HOOKS = { useSchemaForm, useSchemaFormLite };
let useForm: typeof useSchemaForm | typeof useSchemaFormLite = useSchemaForm;

/** A form bound the way every form here is: inputs with their helper text, the form's error on top. */
function ProfileForm({ action }: { action: (values: z.infer<typeof schema>) => Promise<void> }) {
  const { submit, fieldProps, formError } = useForm(schema, { name: '', email: '' });
  const errorText = useErrorText();
  const input = (name: 'name' | 'email') => {
    const { error, helperText, ...bound } = fieldProps(name);
    return (
      <p>
        <label htmlFor={name}>{name}</label>
        <input id={name} {...bound} aria-invalid={error} aria-describedby={`${name}-help`} />
        <span id={`${name}-help`}>{helperText}</span>
      </p>
    );
  };
  return (
    <form onSubmit={(e) => void submit(action)(e)} noValidate>
      {formError && <p role="alert">{errorText(formError)}</p>}
      {input('name')}
      {input('email')}
      <button type="submit">send</button>
    </form>
  );
}

async function fillAndSend(action: (values: z.infer<typeof schema>) => Promise<void>) {
  render(
    <I18nextProvider i18n={polish}>
      <ProfileForm action={action} />
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('name'), 'Ewa');
  await user.type(screen.getByLabelText('email'), 'ewa@example.test');
  await user.click(screen.getByRole('button', { name: 'send' }));
}

const refused = (body: ConstructorParameters<typeof ApiError>[1]) => async () => {
  throw new ApiError(409, body);
};

afterEach(cleanup);

describe.each(Object.entries(HOOKS))('%s', (_name, hook) => {
  beforeEach(() => {
    useForm = hook;
  });

  it('puts a field error, translated, under its input and nothing on top', async () => {
    await fillAndSend(
      refused({
        error: 'Conflict',
        code: 'emailTaken',
        message: 'An account with this email already exists.',
        fields: { email: { code: 'emailTaken', message: 'An account with this email already exists.' } },
      }),
    );
    const email = screen.getByLabelText('email');
    expect(await screen.findByText(plErrors['errors.emailTaken'])).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-help')?.textContent).toBe(plErrors['errors.emailTaken']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error without a field of this form as the form message', async () => {
    await fillAndSend(refused({ error: 'Too Many Requests', code: 'tooManyTries', message: 'Too many tries.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(plErrors['errors.tooManyTries']);
  });

  it('translates the browser-side check with the same codes', async () => {
    render(
      <I18nextProvider i18n={polish}>
        <ProfileForm action={async () => undefined} />
      </I18nextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(plErrors['errors.emailRequired'])).toBeTruthy();
    expect(screen.getByText(plErrors['errors.nameRequired'])).toBeTruthy();
  });
  it('sends the checked values once the check passes', async () => {
    const sent: unknown[] = [];
    await fillAndSend(async (values) => {
      sent.push(values);
    });
    await screen.findByRole('button', { name: 'send' });
    await waitFor(() => expect(sent).toEqual([{ name: 'Ewa', email: 'ewa@example.test' }]));
  });

  it('focuses the first refused input, and checks a field again as it changes after a submit', async () => {
    render(
      <I18nextProvider i18n={polish}>
        <ProfileForm action={async () => undefined} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('name'), 'Ewa');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(plErrors['errors.emailRequired'])).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    await user.type(screen.getByLabelText('email'), 'ewa@');
    expect(await screen.findByText(plErrors['errors.emailInvalid'])).toBeTruthy();
    await user.type(screen.getByLabelText('email'), 'example.test');
    await waitFor(() => expect(screen.getByLabelText('email').getAttribute('aria-invalid')).toBe('false'));
  });
});

// react-hook-form reads only what input events told it; the lite hook reads the inputs themselves.
describe('useSchemaFormLite', () => {
  beforeEach(() => {
    useForm = useSchemaFormLite;
  });

  it('takes a value the browser put in an input without typing (autofill before hydration)', async () => {
    const sent: unknown[] = [];
    render(
      <I18nextProvider i18n={polish}>
        <ProfileForm action={async (values) => void sent.push(values)} />
      </I18nextProvider>,
    );
    (screen.getByLabelText('name') as HTMLInputElement).value = 'Ewa';
    (screen.getByLabelText('email') as HTMLInputElement).value = 'ewa@example.test';
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ewa', email: 'ewa@example.test' }]));
  });
});

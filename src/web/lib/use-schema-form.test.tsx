// @vitest-environment happy-dom
import { emailField, nameField } from '@common/schemas/fields';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import plErrors from '../locales/pl/errors.json';
import { ApiError } from './api-error';
import { useErrorText } from './error-text';
import { useSchemaForm } from './use-schema-form';

const polish = i18next.createInstance();
void polish
  .use(initReactI18next)
  .init({ lng: 'pl', keySeparator: false, resources: { pl: { translation: plErrors } } });

const schema = z.object({ name: nameField, email: emailField });

/** A form bound the way every form here is: inputs with their helper text, the form's error on top. */
function ProfileForm({ action }: { action: () => Promise<void> }) {
  const { submit, fieldProps, formError } = useSchemaForm(schema, { name: '', email: '' });
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

async function fillAndSend(action: () => Promise<void>) {
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

describe('useSchemaForm with the server refusing', () => {
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
});

// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import i18next from 'i18next';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import { GoogleFollowUp } from './google-follow-up';
import { blankDigits, followUpFor, type GoogleFollowUpState } from './google-follow-up-state';

// The app's theme: the code boxes' styles read its CSS variables (theme.vars).
const theme = createAppTheme({ skin: 'default', direction: 'ltr', primary: { light: '#4338CA', dark: '#818CF8' } });

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: enErrors } }, keySeparator: false });

describe('what a Google sign-in asks for next', () => {
  it('asks for the password when linking needs it, then for the code, keeping the password typed', () => {
    const first = followUpFor({ password: 'googleLinkNeedsPassword' }, null);
    expect(first).toMatchObject({ needsPassword: true, needsCode: false });
    const typed = { ...first!, password: 'secret words' };
    const second = followUpFor({ totpCode: 'totpRequired' }, typed);
    expect(second).toMatchObject({
      needsPassword: true,
      needsCode: true,
      password: 'secret words',
      errors: { totpCode: 'totpRequired' },
    });
  });

  it('empties the code boxes after a wrong code, and gives up on answers it cannot follow up', () => {
    const asked = {
      ...followUpFor({ totpCode: 'totpRequired' }, null)!,
      digits: ['1', '2', '3', '4', '5', '6'],
    };
    expect(followUpFor({ totpCode: 'totpInvalid' }, asked)?.digits).toEqual(blankDigits());
    expect(followUpFor({}, asked)).toBeNull();
  });
});

describe('<GoogleFollowUp>', () => {
  let root: Root;
  let container: HTMLElement;
  let outerSubmits = 0;
  let followUps = 0;

  function Harness() {
    const [state, setState] = useState<GoogleFollowUpState>(
      followUpFor({ password: 'passwordWrong', totpCode: 'totpRequired' }, null)!,
    );
    return (
      // The login form it sits in: Enter inside the follow-up must not submit this one.
      <form
        onSubmit={(e) => {
          e.preventDefault();
          outerSubmits++;
        }}
      >
        <GoogleFollowUp state={state} onChange={setState} onSubmit={() => followUps++} busy={false} />
      </form>
    );
  }

  beforeEach(() => {
    outerSubmits = 0;
    followUps = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <Harness />
          </ThemeProvider>
        </I18nextProvider>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows a password field with its error and six code boxes; Enter sends the follow-up only', () => {
    const password = container.querySelector<HTMLInputElement>('input[autocomplete="current-password"]');
    expect(password).not.toBeNull();
    expect(container.textContent).toContain('The current password is not correct.');
    expect(container.querySelectorAll('input[aria-label^="auth.twoSteps.digit"]')).toHaveLength(6);
    act(() => {
      password!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(followUps).toBe(1);
    expect(outerSubmits).toBe(0);
    act(() => container.querySelector<HTMLButtonElement>('button[type="button"]:not([aria-label])')!.click());
    expect(followUps).toBe(2);
    expect(outerSubmits).toBe(0);
  });
});

import { claimSignInNavigation } from '@web/lib/session';
import { useEffect, useMemo, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthFlowContext, type AuthFlow } from './auth-flow-context';
import { variantPaths, type AuthVariant } from './auth-paths';
import { setPendingSignIn } from './pending-sign-in';
import { useAfterSignIn } from './use-after-sign-in';

/** Wraps a /pages/authentication variant: links stay in the variant, sign-in moves on by itself. */
export function VariantAuthFlow({ variant, children }: { variant: AuthVariant; children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onSignedIn = useAfterSignIn();
  // On a page of islands this flow, not a reload into the app, takes a reader who signs in on.
  useEffect(claimSignInNavigation, []);
  const flow = useMemo<AuthFlow>(() => {
    const paths = variantPaths(variant);
    return {
      paths,
      onSignedIn,
      onTwoStepRequired: (credentials) => {
        setPendingSignIn(credentials);
        // The search carries ?redirecturl= on to the code page.
        void navigate({ pathname: paths.twoSteps, search });
      },
    };
  }, [variant, onSignedIn, navigate, search]);
  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}

export interface AuthFlowProps {
  /**
   * The /pages/authentication family the form is shown in; none on the main screens. A prop and
   * not only the page's context, because a form may be an island (ADR 0026), which sees no
   * provider of the page around it: plain JSON, so the browser reads it back from the page.
   */
  variant?: AuthVariant;
}

/** An auth form that sets up its own variant's flow when given `variant`. */
export function withAuthFlow<P extends object>(Form: ComponentType<P>): FunctionComponent<P & AuthFlowProps> {
  function FormInFlow({ variant, ...props }: P & AuthFlowProps) {
    const form = <Form {...(props as P)} />;
    return variant ? <VariantAuthFlow variant={variant}>{form}</VariantAuthFlow> : form;
  }
  FormInFlow.displayName = `withAuthFlow(${Form.displayName ?? Form.name})`;
  return FormInFlow;
}

import { useMemo, type ReactNode } from 'react';
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

import {
  IconCircleCheck,
  IconDeviceMobileMessage,
  IconFingerprint,
  IconKey,
  IconLockOpen,
  IconLockPassword,
  IconMail,
  IconMailCheck,
  IconRocket,
  IconShieldLock,
  IconSparkles,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VariantAuthFlow } from '../flow/auth-flow-provider';
import type { AuthVariant } from '../flow/auth-paths';
import { AuthBasicFrame } from './auth-basic-frame';
import { AuthCoverFrame } from './auth-cover-frame';
import { AuthIllustration } from './auth-illustration';
import type { AuthHeadingProps } from './auth-heading';

export type AuthPicture = 'login' | 'register' | 'forgot' | 'reset' | 'two-steps' | 'verify';

const PICTURES: Record<AuthPicture, { icon: TablerIcon; accents: TablerIcon[] }> = {
  login: { icon: IconLockOpen, accents: [IconUserPlus, IconShieldLock, IconSparkles, IconMail] },
  register: { icon: IconRocket, accents: [IconSparkles, IconUserPlus, IconCircleCheck, IconMail] },
  forgot: { icon: IconKey, accents: [IconMail, IconLockPassword, IconSparkles, IconShieldLock] },
  reset: { icon: IconLockPassword, accents: [IconKey, IconCircleCheck, IconShieldLock, IconSparkles] },
  'two-steps': { icon: IconShieldLock, accents: [IconDeviceMobileMessage, IconFingerprint, IconKey, IconCircleCheck] },
  verify: { icon: IconMailCheck, accents: [IconMail, IconCircleCheck, IconSparkles, IconRocket] },
};

interface AuthVariantPageProps extends AuthHeadingProps {
  variant: AuthVariant;
  picture: AuthPicture;
  children: ReactNode;
}

/** One /pages/authentication page: its style (v1 basic card, v2 cover) around a shared form. */
export function AuthVariantPage({ variant, picture, title, subtitle, children }: AuthVariantPageProps) {
  const frame =
    variant === 'v1' ? (
      <AuthBasicFrame title={title} subtitle={subtitle}>
        {children}
      </AuthBasicFrame>
    ) : (
      <AuthCoverFrame title={title} subtitle={subtitle} illustration={<AuthIllustration {...PICTURES[picture]} />}>
        {children}
      </AuthCoverFrame>
    );
  return <VariantAuthFlow variant={variant}>{frame}</VariantAuthFlow>;
}

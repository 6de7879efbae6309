import Container from '@mui/material/Container';
import { useSession } from '@web/lib/session-context';
import type { ReactNode } from 'react';

/**
 * The Academy's pages are public: a visitor sees them in the front layout, which leaves the width
 * and margins to the page; a signed-in user in the admin chrome, which has its own.
 */
export function AcademyFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session) return <>{children}</>;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

import { ContactInbox } from '@web/features/contact-inbox';
import type { RouteMeta } from '@web/lib/route-meta';

export const meta: RouteMeta = { action: 'read', subject: 'ContactMessage', i18n: ['admin'] };

export default function ContactMessagesPage() {
  return <ContactInbox />;
}

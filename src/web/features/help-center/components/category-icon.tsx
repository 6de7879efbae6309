import type { HelpCategory } from '@common/schemas/help-center';
import { IconMessages, IconSearch, IconTag, IconUserCircle, IconVideo } from '@tabler/icons-react';

const ICONS = {
  selling: IconTag,
  buying: IconSearch,
  messages: IconMessages,
  calls: IconVideo,
  accounts: IconUserCircle,
} as const;

/** A category's picture; decoration only, its name is always written beside it. */
export function CategoryIcon({ category, size = 24 }: { category: HelpCategory; size?: number }) {
  const Icon = ICONS[category];
  return <Icon size={size} aria-hidden />;
}

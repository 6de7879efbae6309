import type { PersonCard } from '@common/schemas/people';
import Avatar from '@mui/material/Avatar';
import { initials } from '@web/lib/initials';

/** A member's picture, or their initials without one. */
export function PersonAvatar({ person, size = 28 }: { person: PersonCard; size?: number }) {
  return (
    <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.45 }}>
      {initials(person.name)}
    </Avatar>
  );
}

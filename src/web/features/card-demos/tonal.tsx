import Avatar from '@mui/material/Avatar';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactNode } from 'react';
import type { Tone } from './tone';

/**
 * A rounded avatar tinted with a theme colour, its icon in the readable shade of that colour
 * (theme.palette.onTint), as the template draws the icons of its figures, in both schemes.
 */
export function TonalAvatar({ tone, size = 40, children }: { tone: Tone; size?: number; children: ReactNode }) {
  return (
    <Avatar
      variant="rounded"
      sx={(theme) => ({
        width: size,
        height: size,
        bgcolor: theme.alpha(theme.vars.palette[tone].main, 0.16),
        color: theme.vars.palette.onTint[tone],
      })}
    >
      {children}
    </Avatar>
  );
}

/** A small chip tinted with a theme colour, its text AA-readable on the tint. */
export function TonalChip({ tone, ...props }: { tone: Tone } & Omit<ChipProps, 'color' | 'variant'>) {
  return (
    <Chip
      size="small"
      {...props}
      sx={(theme) => ({
        bgcolor: theme.alpha(theme.vars.palette[tone].main, 0.16),
        color: theme.vars.palette.onTint[tone],
        '& .MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}

/**
 * A person's initials on the theme's tinted circle, in the tint's readable shade: the theme's
 * default avatar writes them in the main colour, below AA on its own tint. Hidden from screen
 * readers: the name is written beside it.
 */
export function InitialsAvatar({ initials }: { initials: string }) {
  return (
    <Avatar
      aria-hidden
      sx={(theme) => ({
        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.16),
        color: theme.vars.palette.onTint.primary,
        fontSize: 15,
        fontWeight: 500,
      })}
    >
      {initials}
    </Avatar>
  );
}

import Box from '@mui/material/Box';

/** A soft shadow over one edge of the table, saying that more columns lie that way. */
export function EdgeShade({ side, show }: { side: 'start' | 'end'; show: boolean }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => {
        // Darker towards its own edge. Written left-to-right: the right-to-left style cache mirrors
        // the gradient, while the logical inset needs no mirroring.
        const towardsRight = side === 'end';
        return {
          position: 'absolute',
          top: 0,
          bottom: 0,
          [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
          width: 24,
          pointerEvents: 'none',
          opacity: show ? 1 : 0,
          transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
          background: `linear-gradient(${towardsRight ? 'to right' : 'to left'}, transparent, rgb(0 0 0 / 0.12))`,
          // A deeper shade on dark surfaces, where a faint one would not show.
          ...theme.applyStyles('dark', {
            background: `linear-gradient(${towardsRight ? 'to right' : 'to left'}, transparent, rgb(0 0 0 / 0.45))`,
          }),
          zIndex: 3,
        };
      }}
    />
  );
}

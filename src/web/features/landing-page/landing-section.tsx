import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

interface LandingSectionProps {
  /** Its texts are `landing.<name>.overline`, `.title` and `.subtitle`; its heading's id `landing-<name>`. */
  name: 'features' | 'reviews' | 'team' | 'pricing' | 'faq';
  /** The anchor the header's links jump to, when the section has one. */
  anchor?: string;
  /** A light band of the primary colour behind it, to tell neighbouring sections apart. */
  tinted?: boolean;
  maxWidth?: ContainerProps['maxWidth'];
  /** Values the subtitle's text takes (the trial's months). */
  subtitleValues?: Record<string, unknown>;
  children: ReactNode;
}

/** A section of the landing page: named by its heading, spaced alike, tinted or not. */
export function LandingSection({
  name,
  anchor,
  tinted = false,
  maxWidth = 'lg',
  subtitleValues,
  children,
}: LandingSectionProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id={anchor}
      aria-labelledby={`landing-${name}`}
      sx={(theme) => ({
        py: { xs: 7, md: 11 },
        ...(tinted ? { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.05) } : {}),
      })}
    >
      <Container maxWidth={maxWidth}>
        <SectionHeading
          id={`landing-${name}`}
          overline={t(`landing.${name}.overline`)}
          title={t(`landing.${name}.title`)}
          subtitle={t(`landing.${name}.subtitle`, subtitleValues)}
        />
        {children}
      </Container>
    </Box>
  );
}

/** A list laid out as a grid of cards: no bullets, no indent; `columns` per breakpoint. */
export function CardGrid({ sx, children }: { sx: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

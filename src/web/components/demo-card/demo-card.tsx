import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconCode } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCode } from './demo-code';

/**
 * Loads an example's own file as text: `() => import('./alert-colors.tsx?raw')`. A function, so
 * the source is fetched only when its reader opens it and never weighs on the page's first load.
 */
export type DemoSource = () => Promise<{ default: string }>;

/** A titled card holding one demo of the template's pages, with its source behind "Show code". */
export function DemoCard({
  title,
  description,
  source,
  children,
}: {
  title: string;
  description?: string;
  /** The example's file, shown under the demo when the reader asks for it. */
  source?: DemoSource;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codeId = useId();
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: description ? 0.5 : 2.5 }}>
          <Typography variant="h5" component="h2" sx={{ flexGrow: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {source && (
            <Button
              size="small"
              variant={open ? 'tonal' : 'text'}
              color="secondary"
              startIcon={<IconCode size={18} aria-hidden />}
              aria-expanded={open}
              aria-controls={codeId}
              onClick={() => setOpen((o) => !o)}
              sx={{ flexShrink: 0, mt: -0.5 }}
            >
              {open ? t('common.hideCode') : t('common.showCode')}
            </Button>
          )}
        </Box>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
      {source && (
        <Collapse in={open} unmountOnExit id={codeId}>
          <Divider />
          <DemoCode source={source} />
        </Collapse>
      )}
    </Card>
  );
}

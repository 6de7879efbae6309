import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/**
 * The floating gear at the page's end edge that opens the customizer. Not on phones: there it
 * would sit over the page's buttons ("Add new user"), and the navbar, always shown on narrow
 * screens, has the same button.
 */
interface CustomizerButtonProps {
  onClick: () => void;
  /** The pointer or keyboard focus reached it: time to fetch the drawer's code. */
  onReach?: () => void;
}

export function CustomizerButton({ onClick, onReach }: CustomizerButtonProps) {
  const { t } = useTranslation();
  return (
    <ButtonBase
      className="no-print"
      aria-label={t('customizer.open')}
      onClick={onClick}
      onPointerEnter={onReach}
      onFocus={onReach}
      sx={(theme) => ({
        position: 'fixed',
        display: { xs: 'none', sm: 'inline-flex' },
        top: '50%',
        right: 0,
        zIndex: theme.zIndex.speedDial,
        width: 38,
        height: 38,
        borderRadius: '8px 0 0 8px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: theme.vars.shadows[4],
        '& svg': { animation: `${spin} 4s linear infinite` },
        '&:focus-visible': { outline: `2px solid ${theme.vars.palette.text.primary}`, outlineOffset: 2 },
      })}
    >
      <IconSettings size={20} aria-hidden />
    </ButtonBase>
  );
}

import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SORTS = ['newest', 'oldest', 'priceLow', 'priceHigh'] as const;

export default function MenuSelected() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sort, setSort] = useState<(typeof SORTS)[number]>('newest');
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <List component="div" disablePadding sx={{ maxWidth: 320, bgcolor: 'action.hover', borderRadius: 1 }}>
        <ListItemButton
          id={buttonId}
          aria-haspopup="listbox"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ListItemText primary={t('components.menu.sortBy')} secondary={t(`components.menu.${sort}`)} />
        </ListItemButton>
      </List>
      {/* Opens on the chosen option, which the screen reader announces as selected. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, role: 'listbox' } }}
      >
        {SORTS.map((option) => (
          <MenuItem
            key={option}
            role="option"
            selected={option === sort}
            aria-selected={option === sort}
            onClick={() => {
              setSort(option);
              setAnchor(null);
            }}
          >
            {t(`components.menu.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuChoice } from './menu-choice';

interface MenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  choices: readonly MenuChoice[];
  onChoose: (key: string) => void;
  onClose: () => void;
}

/** The open menu of a MenuButton: one radio item per choice, the current one checked. */
export default function MenuPopup({ id, anchor, choices, onChoose, onClose }: MenuPopupProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {choices.map(({ key, label, icon, selected, lang }) => (
        <MenuItem
          key={key}
          selected={selected}
          role="menuitemradio"
          aria-checked={selected}
          {...(lang ? { lang } : {})}
          onClick={() => onChoose(key)}
        >
          {icon && <ListItemIcon>{icon}</ListItemIcon>}
          <ListItemText primary={label} />
        </MenuItem>
      ))}
    </Menu>
  );
}

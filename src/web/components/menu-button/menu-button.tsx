import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { MenuChoice } from './menu-choice';
import { Hint } from '../hint';

// Menu, Popover and Modal are loaded when a menu first opens (or the pointer heads for one),
// so pages whose header only shows these buttons do not carry them on first load.
const loadMenuPopup = () => import('./menu-popup');
const MenuPopup = lazy(loadMenuPopup);

interface MenuButtonProps {
  /** Names the button (aria-label) and shows as its tooltip. */
  label: string;
  icon: ReactNode;
  choices: readonly MenuChoice[];
  onChoose: (key: string) => void;
}

/** An icon button that opens a menu of choices (language, theme, ...). */
export function MenuButton({ label, icon, choices, onChoose }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Hint title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onPointerEnter={() => void loadMenuPopup()}
          onClick={(e) => {
            setWanted(true);
            setAnchor(e.currentTarget);
          }}
        >
          {icon}
        </IconButton>
      </Hint>
      {wanted && (
        <Suspense fallback={null}>
          <MenuPopup
            id={menuId}
            anchor={anchor}
            choices={choices}
            onChoose={(key) => {
              close();
              onChoose(key);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

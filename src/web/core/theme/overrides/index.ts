import { appBar } from './app-bar';
import { avatar } from './avatar';
import { button } from './button';
import { card, cardContent, cardHeader } from './card';
import { chip } from './chip';
import { cssBaseline } from './css-baseline';
import { dialog } from './dialog';
import { drawer } from './drawer';
import { filledInput } from './filled-input';
import { iconButton } from './icon-button';
import { listItemButton, listItemIcon } from './list-item-button';
import { menu, menuItem } from './menu';
import type { OverrideContext, ThemeComponents } from './override-context';
import { outlinedInput } from './outlined-input';
import { paper } from './paper';
import { tablePagination } from './table-pagination';
import { toggleButton } from './toggle-button';
import { tooltip } from './tooltip';

/** One override per MUI component (DESIGN.md section 8), gathered for createTheme. */
export function componentOverrides(ctx: OverrideContext): ThemeComponents {
  return {
    MuiCssBaseline: cssBaseline,
    MuiAppBar: appBar,
    MuiAvatar: avatar,
    MuiButton: button,
    MuiCard: card(ctx),
    MuiCardHeader: cardHeader,
    MuiCardContent: cardContent,
    MuiChip: chip,
    MuiDialog: dialog,
    MuiDrawer: drawer(ctx),
    MuiFilledInput: filledInput,
    MuiIconButton: iconButton,
    MuiListItemButton: listItemButton,
    MuiListItemIcon: listItemIcon,
    MuiMenu: menu,
    MuiMenuItem: menuItem,
    MuiOutlinedInput: outlinedInput,
    MuiPaper: paper(ctx),
    MuiTablePagination: tablePagination,
    MuiToggleButton: toggleButton,
    MuiTooltip: tooltip,
  };
}

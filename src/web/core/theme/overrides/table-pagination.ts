import type { ThemeComponents } from './override-context';

/**
 * The labels take their direction from their own text, not from the page: with the page turned
 * right-to-left while reading English, "Rows per page:" would otherwise show as ":Rows per page"
 * and "1–3 of 3" as "of 3 3–1". In Arabic the text itself is right-to-left, so nothing changes.
 * On a narrow screen the toolbar wraps instead of pushing past the card.
 */
export const tablePagination: ThemeComponents['MuiTablePagination'] = {
  styleOverrides: {
    toolbar: { flexWrap: 'wrap', rowGap: 4 },
    selectLabel: { unicodeBidi: 'plaintext' },
    displayedRows: { unicodeBidi: 'plaintext' },
  },
};

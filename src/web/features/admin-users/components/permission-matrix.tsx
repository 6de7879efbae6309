import type { Permission } from '@common/schemas/admin';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { actionLabel, subjectLabel } from '../built-in-texts';

interface MatrixProps {
  permissions: Permission[];
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** Subjects down, actions across; a cell is a checkbox only where such a permission exists. */
export function PermissionMatrix({ permissions, selected, onChange, disabled }: MatrixProps) {
  const { t } = useTranslation();
  const actions = [...new Set(permissions.map((p) => p.action))].sort();
  // A row is a subject, or a subject limited to the user's own records; shown in the reader's language.
  const rowKey = (p: Permission) => `${p.subject}${p.own ? ' own' : ''}`;
  const rowLabel = new Map(
    permissions.map((p) => [
      rowKey(p),
      p.own ? `${subjectLabel(t, p.subject)} (${t('admin.permissions.own')})` : subjectLabel(t, p.subject),
    ]),
  );
  const rows = [...rowLabel.keys()].sort((a, b) => rowLabel.get(a)!.localeCompare(rowLabel.get(b)!));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('admin.roles.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.permissions.subject')}</TableCell>
            {actions.map((a) => (
              <TableCell key={a} align="center">
                {actionLabel(t, a)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row}>
              <TableCell component="th" scope="row">
                {rowLabel.get(row)}
              </TableCell>
              {actions.map((a) => {
                const p = permissions.find((x) => x.action === a && rowKey(x) === row);
                return (
                  <TableCell key={a} align="center">
                    {p && (
                      <Checkbox
                        checked={selected.includes(p.id)}
                        disabled={disabled ?? false}
                        onChange={(e) => toggle(p.id, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${actionLabel(t, a)} ${rowLabel.get(row)}` } }}
                      />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import {
  Card,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isVisibleToRole, normaliseRoles, type MenuNode } from '../../api/menuRules';
import { menuTitle } from '../../layout/menuTitle';
import { roleLabel } from '../../layout/roleLabel';
import { RoleChips } from '../shared/domain/roles/RoleChips';
import { entryRows, rolesWith, seesEntry, type EntryRow, type RoleDraft } from './roleAccess';

const T = 'resources.roles';

interface Props {
  /** The menu as the draft makes it. */
  drafted: MenuNode[];
  draft: RoleDraft;
  role: string;
  /** Every role offered (the server's), for "an entry open to everyone stays open to the others". */
  allRoles: readonly string[];
  onToggle: (row: EntryRow, allowed: boolean) => void;
  disabled: boolean;
}

/** Every menu entry, ticked where the role sees it; a changed entry is marked until saved. */
export function RoleEntriesTable({ drafted, draft, role, allRoles, onToggle, disabled }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const who = roleLabel(translate, role);
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label={translate(`${T}.entries`)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <span className="visually-hidden">{translate(`${T}.sees`, { role: who })}</span>
            </TableCell>
            <TableCell>{translate(`${T}.entry`)}</TableCell>
            <TableCell>{translate(`${T}.link`)}</TableCell>
            <TableCell>{translate(`${T}.allowed`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entryRows(drafted).map((row) => {
            const sees = seesEntry(row, role);
            const lastRole = sees && rolesWith(row.entry.allowedroles, role, false, allRoles) === null;
            const hiddenByMain = !sees && isVisibleToRole(row.entry, role);
            const roles = normaliseRoles(row.entry.allowedroles);
            const title = menuTitle(row.entry, locale);
            const changed = !!draft[row.key];
            const box = (
              <Checkbox
                checked={sees}
                disabled={disabled || lastRole}
                onChange={(event) => onToggle(row, event.target.checked)}
                slotProps={{ input: { 'aria-label': `${title}: ${translate(`${T}.sees`, { role: who })}` } }}
              />
            );
            return (
              <TableRow
                key={row.key}
                data-testid={`role-entry-${row.key}`}
                selected={changed}
                sx={row.parent ? undefined : { bgcolor: changed ? undefined : 'action.hover' }}
              >
                <TableCell padding="checkbox">
                  {lastRole ? (
                    <Tooltip title={translate(`${T}.last_role`)}>
                      <span>{box}</span>
                    </Tooltip>
                  ) : (
                    box
                  )}
                </TableCell>
                <TableCell sx={{ pl: row.parent ? 4 : 2, fontWeight: row.parent ? 400 : 600 }}>
                  {title}
                  {changed && (
                    <Chip size="small" color="warning" label={translate(`${T}.changed`)} sx={{ ml: 1 }} />
                  )}
                  {hiddenByMain && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate(`${T}.hidden_by_main`)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <code>{row.entry.linkto || '—'}</code>
                </TableCell>
                <TableCell>
                  <RoleChips roles={roles} highlight={role} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

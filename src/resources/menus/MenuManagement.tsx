import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Card,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Fragment, useMemo, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { iconOf, normaliseRoles, type MenuNode } from '../../api/menuRules';
import { MENU_ENTRIES_RIGHTS } from '../../api/menuTree';
import type { MainMenuEntry } from '../../api/menuTypes';
import { MdiIcon } from '../../layout/MdiIcon';
import { entriesToAdd } from '../../registry/menuEntries';
import { appScreens, unreachableScreens, type AppScreen } from '../../registry/reach';
import { useRegistry } from '../../registry/RegistryContext';
import { RetryAlert } from '../../layout/RetryAlert';
import { RoleChips } from '../shared/domain/roles/RoleChips';
import { menuTitle } from '../../layout/menuTitle';
import { useMenuTree } from '../../layout/useMenuTree';
import { MenuEntryDialog } from './MenuEntryDialog';
import { useMayDo } from '../shared/ui/useMayDo';

interface Editing {
  resource: 'Mainmenu' | 'Submenu';
  entry: MainMenuEntry;
}

/** `/menus` (legacy `/Menu`): every main entry with its sub-entries, each editable. */
export default function MenuManagement() {
  const translate = useTranslate();
  const { tree, isPending, error, refetch } = useMenuTree();
  const [editing, setEditing] = useState<Editing | null>(null);
  const knownRoles = useMemo(
    () => [
      ...new Set(
        tree
          .flatMap((entry) => [entry, ...entry.children])
          .flatMap((entry) => normaliseRoles(entry.allowedroles)),
      ),
    ],
    [tree],
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.menus.title" />
      <Typography variant="h5" component="h2">
        {translate('resources.menus.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.menus.intro')}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && !isPending && <RetryAlert message="app.layout.menu_failed" onRetry={refetch} />}
      {!isPending && !error && tree.length === 0 && (
        <Alert severity="info">{translate('resources.menus.empty')}</Alert>
      )}
      {tree.length > 0 && (
        <TableContainer component={Card}>
          <Table size="small" aria-label={translate('resources.menus.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.menus.icon')}</TableCell>
                <TableCell>{translate('resources.menus.title_th')}</TableCell>
                <TableCell>{translate('resources.menus.title_en')}</TableCell>
                <TableCell>{translate('resources.menus.link')}</TableCell>
                <TableCell>{translate('resources.menus.allowed_roles')}</TableCell>
                <TableCell align="right">
                  <span className="visually-hidden">{translate('ra.action.edit')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tree.map((entry) => (
                <Fragment key={entry.id}>
                  <EntryRow entry={entry} onEdit={() => setEditing({ resource: 'Mainmenu', entry })} />
                  {entry.children.map((child) => (
                    <EntryRow
                      key={child.id}
                      entry={child}
                      isSub
                      onEdit={() => setEditing({ resource: 'Submenu', entry: child })}
                    />
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!isPending && !error && <UnreachableScreens tree={tree} />}
      {editing && (
        <MenuEntryDialog
          key={`${editing.resource}-${editing.entry.id}`}
          resource={editing.resource}
          entry={editing.entry}
          knownRoles={knownRoles}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

function EntryRow({
  entry,
  isSub = false,
  onEdit,
}: {
  entry: MenuNode | MainMenuEntry;
  isSub?: boolean;
  onEdit: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const roles = normaliseRoles(entry.allowedroles);
  const label = translate('resources.menus.edit', { title: menuTitle(entry, locale) });
  const mayEdit = useMayDo(MENU_ENTRIES_RIGHTS)('edit');
  return (
    <TableRow
      hover
      data-testid={`menu-row-${isSub ? 'sub' : 'main'}-${entry.id}`}
      sx={isSub ? undefined : { bgcolor: 'action.hover' }}
    >
      <TableCell sx={{ pl: isSub ? 5 : 2 }}>
        <MdiIcon name={iconOf(entry, isSub)} />
      </TableCell>
      <TableCell sx={{ fontWeight: isSub ? 400 : 600, pl: isSub ? 4 : 2 }}>{entry.title_th}</TableCell>
      <TableCell>{entry.title_en}</TableCell>
      <TableCell>
        <code>{entry.linkto || '—'}</code>
      </TableCell>
      <TableCell>
        <RoleChips roles={roles} />
      </TableCell>
      <TableCell align="right">
        {mayEdit && (
          <Tooltip title={label}>
            <IconButton onClick={onEdit} aria-label={label}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

const T = 'resources.menus.unreachable';

/** The screens sharing a resource and a rule: listed as one (the help section's four paths). */
interface ScreenGroup {
  resource: string;
  paths: string[];
  linkedBy: readonly string[];
}

function groupScreens(screens: AppScreen[]): ScreenGroup[] {
  const groups = new Map<string, ScreenGroup>();
  for (const screen of screens) {
    const linkedBy = screen.rule.kind === 'menu' ? screen.rule.paths : [];
    const key = `${screen.resource} ${linkedBy.join(' ')}`;
    const group = groups.get(key) ?? { resource: screen.resource, paths: [], linkedBy };
    group.paths.push(screen.path);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The app's screens that no entry of the server's menu reaches (derived from the registry's
 * rules): with access denied by default they open to nobody until the server's menu links one of
 * their paths, which this screen cannot add (docs/deploying.md, "The server's menu").
 */
function UnreachableScreens({ tree }: { tree: MenuNode[] }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const [locale] = useLocaleState();
  const titleLocale = locale === 'en' ? 'en' : 'th';
  const groups = useMemo(
    () => groupScreens(unreachableScreens(appScreens(registry.definitions), tree)),
    [registry, tree],
  );
  return (
    <Box
      component="section"
      sx={{ mt: 3 }}
      data-testid="unreachable-screens"
      aria-labelledby="unreachable-title"
    >
      <Typography variant="h6" component="h3" id="unreachable-title">
        {translate(`${T}.title`)}
      </Typography>
      {groups.length === 0 ? (
        <Alert severity="success">{translate(`${T}.none`)}</Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.intro`)}
          </Typography>
          <TableContainer component={Card}>
            <Table size="small" aria-labelledby="unreachable-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.screen`)}</TableCell>
                  <TableCell>{translate(`${T}.opens_at`)}</TableCell>
                  <TableCell>{translate(`${T}.linked_by`)}</TableCell>
                  <TableCell>{translate(`${T}.entry_to_add`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((group) => (
                  <TableRow
                    key={`${group.resource} ${group.paths.join(' ')}`}
                    data-testid="unreachable-screen"
                  >
                    <TableCell>
                      {translate(`resources.${group.resource}.name`, { smart_count: 2, _: group.resource })}
                    </TableCell>
                    <TableCell>
                      {group.paths.map((path) => (
                        <code key={path} style={{ display: 'block' }}>
                          {path}
                        </code>
                      ))}
                    </TableCell>
                    <TableCell>
                      {group.linkedBy.map((path) => (
                        <code key={path} style={{ display: 'block' }}>
                          {path}
                        </code>
                      ))}
                    </TableCell>
                    <TableCell data-testid="entry-to-add">
                      {entriesToAdd(registry.definitions, group.resource, group.linkedBy).map(
                        ({ entry, section }) => (
                          <span key={entry.key} style={{ display: 'block' }}>
                            {section ? `${section.title[titleLocale]} › ` : ''}
                            {entry.title[titleLocale]} <code>{entry.path}</code>
                          </span>
                        ),
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ACCESS_ANSWERS_KEY, resourceKey } from '../../providers/queryKeys';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { MAIN_MENU, MENU_ENTRIES_RIGHTS, SUB_MENU } from '../../api/menuTree';
import { RetryAlert } from '../../layout/RetryAlert';
import { roleLabel } from '../../layout/roleLabel';
import { useMenuTree } from '../../layout/useMenuTree';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { useRegistry } from '../../registry/RegistryContext';
import {
  applyDraft,
  draftChanges,
  entryRows,
  knownRoles,
  screenChanges,
  screensForRole,
  screensOf,
  seesEntry,
  toggleEntry,
  type EntryRow,
  type RoleDraft,
} from './roleAccess';
import { RoleChangesDialog } from './RoleChangesDialog';
import { RoleEntriesTable } from './RoleEntriesTable';
import { writeRoleChanges } from './roleWrites';
import { useScreenLabel } from './useScreenLabel';
import { useMayDo } from '../shared/ui/useMayDo';

const T = 'resources.roles';
/** The screens whose loss locks the signed-in user out of undoing a change. */
const SELF_SCREENS = ['/role', '/menus'];

/** `/role`: a role's menu entries and screens, edited as a draft and written after a confirmation. */
export default function RoleAccessScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const registry = useRegistry();
  const { identity } = useGetIdentity();
  const { tree, isPending, error, refetch } = useMenuTree();
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<RoleDraft>({});
  const [confirming, setConfirming] = useState(false);
  // A second press of the confirm while the changes are written sends nothing (useSingleFlight).
  const { run, busy: saving } = useSingleFlight();
  // A role without the right to change the roles sees them, and can change nothing.
  const mayEdit = useMayDo(MENU_ENTRIES_RIGHTS)('edit');

  const screens = useMemo(() => screensOf(registry.definitions), [registry]);
  const drafted = useMemo(() => applyDraft(tree, draft), [tree, draft]);
  const ownRole = (identity?.role as string | undefined) ?? '';
  // The roles as the server has them and as the draft makes them: a role whose last entry is
  // taken away in the draft keeps its tab until the change is saved.
  const roles = useMemo(() => knownRoles(tree, ...knownRoles(drafted), ownRole), [drafted, tree, ownRole]);
  const role = selected && roles.includes(selected) ? selected : roles[0];
  const changes = useMemo(() => draftChanges(tree, draft), [tree, draft]);
  const screenLabel = useScreenLabel(drafted);

  function toggle(row: EntryRow, allowed: boolean) {
    const next = toggleEntry(tree, draft, row, role, allowed, [ownRole]);
    if (next) setDraft(next);
    else notify(`${T}.last_role`, { type: 'warning' });
  }

  async function save() {
    const { written, failed, rebased, alreadySo } = await writeRoleChanges(dataProvider, changes);
    const done = [...written, ...alreadySo];
    // The drawer and every access decision follow the menu as written.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceKey(MAIN_MENU) }),
      queryClient.invalidateQueries({ queryKey: resourceKey(SUB_MENU) }),
      queryClient.invalidateQueries({ queryKey: ACCESS_ANSWERS_KEY }),
    ]);
    // An entry another person changed meanwhile stays in the draft, the person's change now over theirs.
    setDraft((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([key]) => !done.includes(key))),
      ...rebased,
    }));
    setConfirming(false);
    if (failed.length === 0)
      notify(alreadySo.length > 0 ? `${T}.saved_already_so` : `${T}.saved`, {
        type: 'success',
        messageArgs: { smart_count: written.length, already: alreadySo.length },
      });
    else
      notify(`${T}.save_failed`, {
        type: 'error',
        autoHideDuration: 8000,
        messageArgs: {
          failed: failed.length,
          total: changes.length,
          message: translate(failed[0].message, { _: failed[0].message }),
        },
      });
  }

  const roleScreens = role ? screensForRole(screens, drafted, role) : [];
  const pendingScreens = confirming ? screenChanges(screens, tree, draft, [ownRole]) : [];
  const selfLockout =
    confirming &&
    pendingScreens.some(
      (change) => change.role === ownRole && change.lost.some((screen) => SELF_SCREENS.includes(screen.path)),
    )
      ? ownRole
      : null;

  return (
    <Box sx={{ mt: 2, pb: 10 }}>
      <Title title={`${T}.title`} />
      <Typography variant="h5" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.intro`)}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && !isPending && <RetryAlert message="app.layout.menu_failed" onRetry={refetch} />}
      {!isPending && !error && tree.length === 0 && <Alert severity="info">{translate(`${T}.empty`)}</Alert>}
      {tree.length > 0 && role && (
        <>
          <Tabs
            value={role}
            onChange={(_event, value: string) => setSelected(value)}
            variant="scrollable"
            aria-label={translate(`${T}.role_tabs`)}
            sx={{ mb: 2 }}
          >
            {roles.map((name) => (
              <Tab
                key={name}
                value={name}
                label={`${roleLabel(translate, name)} (${entryRows(drafted).filter((row) => seesEntry(row, name)).length})`}
                data-testid={`role-tab-${name}`}
              />
            ))}
          </Tabs>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
            <Box sx={{ flex: 2, minWidth: 0, width: '100%' }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {translate(`${T}.entries`)}
              </Typography>
              <RoleEntriesTable
                drafted={drafted}
                draft={draft}
                role={role}
                allRoles={roles}
                onToggle={toggle}
                disabled={saving || !mayEdit}
              />
            </Box>
            <Card
              variant="outlined"
              sx={{ flex: 1, width: '100%', position: { lg: 'sticky' }, top: { lg: 72 } }}
            >
              <CardContent>
                <Typography variant="h6" component="h3">
                  {translate(`${T}.screens`, { role: roleLabel(translate, role) })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(`${T}.screens_count`, { smart_count: roleScreens.length })}
                </Typography>
                {roleScreens.length === 0 ? (
                  <Typography variant="body2">{translate(`${T}.screens_none`)}</Typography>
                ) : (
                  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" data-testid="role-screens">
                    {roleScreens.map((screen) => (
                      <Chip key={screen.key} size="small" label={screenLabel(screen)} title={screen.path} />
                    ))}
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Stack>
        </>
      )}
      {changes.length > 0 && (
        <Card
          elevation={6}
          sx={{ position: 'fixed', bottom: 16, right: 16, left: { xs: 16, md: 296 }, zIndex: 2 }}
          data-testid="role-draft-bar"
        >
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: '12px !important' }}>
            <Typography sx={{ flex: 1 }}>
              {translate(`${T}.changes`, { smart_count: changes.length })}
            </Typography>
            <Button onClick={() => setDraft({})} disabled={saving}>
              {translate(`${T}.discard`)}
            </Button>
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={saving}>
              {translate(`${T}.review`)}
            </Button>
          </CardContent>
        </Card>
      )}
      {confirming && (
        <RoleChangesDialog
          tree={tree}
          changes={changes}
          screens={pendingScreens}
          selfLockout={selfLockout}
          saving={saving}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run(save)}
        />
      )}
    </Box>
  );
}

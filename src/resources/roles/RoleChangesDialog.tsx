import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MenuNode } from '../../api/menuRules';
import { menuTitle } from '../../layout/menuTitle';
import { roleLabel } from '../../layout/roleLabel';
import { RoleChips } from '../shared/domain/roles/RoleChips';
import type { EntryChange, ScreenAccess, ScreenChanges } from './roleAccess';
import { useScreenLabel } from './useScreenLabel';

const T = 'resources.roles';

interface Props {
  tree: MenuNode[];
  changes: EntryChange[];
  screens: ScreenChanges[];
  /** The signed-in user's role, when it loses this screen or the menu screen. */
  selfLockout: string | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Lists every entry that will be written and what each role gains and loses, before anything is sent. */
export function RoleChangesDialog({
  tree,
  changes,
  screens,
  selfLockout,
  saving,
  onCancel,
  onConfirm,
}: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const screenLabel = useScreenLabel(tree);
  const screenChips = (list: ScreenAccess[], colour: 'success' | 'error') =>
    list.map((screen) => (
      <Chip key={screen.key} size="small" color={colour} variant="outlined" label={screenLabel(screen)} />
    ));
  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      fullWidth
      maxWidth="md"
      aria-labelledby="role-confirm-title"
    >
      <DialogTitle id="role-confirm-title">{translate(`${T}.confirm_title`)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{translate(`${T}.confirm_intro`)}</Typography>
        <List dense data-testid="role-confirm-entries">
          {changes.map(({ row, before, after }) => (
            <ListItem key={row.key} sx={{ display: 'block' }} divider>
              <Typography component="div" fontWeight={600}>
                {menuTitle(row.entry, locale)} <code>{row.entry.linkto || ''}</code>
              </Typography>
              <Stack direction="row" spacing={1} alignItems="center">
                <RoleChips roles={before} />
                <Box component="span" aria-hidden>
                  →
                </Box>
                <RoleChips roles={after} />
              </Stack>
            </ListItem>
          ))}
        </List>
        <Typography sx={{ mt: 2, mb: 1 }}>
          {translate(screens.length > 0 ? `${T}.confirm_screens` : `${T}.confirm_no_screens`)}
        </Typography>
        <List dense data-testid="role-confirm-screens">
          {screens.map(({ role, gained, lost }) => (
            <ListItem key={role} sx={{ display: 'block' }}>
              <Typography component="div" fontWeight={600}>
                {roleLabel(translate, role)}
              </Typography>
              {gained.length > 0 && (
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" alignItems="center">
                  <span>{translate(`${T}.gained`)}:</span>
                  {screenChips(gained, 'success')}
                </Stack>
              )}
              {lost.length > 0 && (
                <Stack
                  direction="row"
                  spacing={0.5}
                  useFlexGap
                  flexWrap="wrap"
                  alignItems="center"
                  sx={{ mt: 0.5 }}
                >
                  <span>{translate(`${T}.lost`)}:</span>
                  {screenChips(lost, 'error')}
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
        {selfLockout && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(`${T}.confirm_self`, { role: roleLabel(translate, selfLockout) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={saving}>
          {translate(saving ? `${T}.saving` : `${T}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

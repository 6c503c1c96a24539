import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { menuEntriesNow } from '../../api/menuTree';
import type { MainMenuEntry, MenuEntryUpdate } from '../../api/menuTypes';
import { roleLabel } from '../../layout/roleLabel';
import { MdiIcon } from '../../layout/MdiIcon';
import { isMenuIconName, MENU_ICON_NAMES } from '../../layout/menuIcons';
import { menuTitle } from '../../layout/menuTitle';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { iconOf } from '../../api/menuRules';
import { serverRoles, useServerRoles } from '../shared/domain/roles/serverRoles';
import { errorText } from '../../api/serverErrors';
import { appScreens } from '../../registry/reach';
import { useRegistry } from '../../registry/RegistryContext';
import { emptyRolesRefused } from './entryRoles';
import { planEntryWrite } from './entryWrite';

interface Props {
  resource: 'Mainmenu' | 'Submenu';
  entry: MainMenuEntry;
  knownRoles: string[];
  onClose: () => void;
}

/**
 * Edits one menu entry: titles, icon (a choice among the icons the app has, previewed) and allowed
 * roles. The dialog stays open on failure. An entry whose link opens a screen that writes keeps at
 * least one role (entryRoles.ts): an empty list would open it, and its writes, to everyone.
 */
export function MenuEntryDialog({ resource, entry, knownRoles, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [update] = useUpdate();
  const dataProvider = useDataProvider();
  // What the person's changes are measured against: the entry as opened, then as the server had
  // it when another person's change was shown (a second save then writes over it knowingly).
  const [base, setBase] = useState(entry);
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);
  // A second press while the entry is being saved sends nothing (useSingleFlight).
  const { run, busy: isPending } = useSingleFlight();
  const [titleTh, setTitleTh] = useState(entry.title_th);
  const [titleEn, setTitleEn] = useState(entry.title_en);
  const initialIcon = (entry.icon ?? '').trim();
  const [icon, setIcon] = useState(initialIcon);
  const [roles, setRoles] = useState<string[]>(entry.allowedroles ?? []);
  const [touched, setTouched] = useState(false);

  const registry = useRegistry();
  const screens = useMemo(() => appScreens(registry.definitions), [registry]);
  const errors = {
    title_th: titleTh.trim() ? '' : translate('ra.validation.required'),
    title_en: titleEn.trim() ? '' : translate('ra.validation.required'),
    allowedroles: emptyRolesRefused(entry.linkto ?? '', roles, screens)
      ? translate('resources.menus.roles_required', { link: entry.linkto })
      : '',
  };
  const invalid = Object.values(errors).some(Boolean);
  // The server's roles (every entry's `allowedroles`, this entry's own, the signed-in user's):
  // never a list of the app's. A role no entry names yet can still be typed (freeSolo).
  const menuRoles = useServerRoles();
  const options = serverRoles([{ allowedroles: knownRoles }, entry], ...menuRoles);
  const isSub = resource === 'Submenu';
  // The server may name an icon the app does not have: it stays a choice (shown with the fallback icon).
  const iconOptions: readonly string[] =
    initialIcon && !isMenuIconName(initialIcon) ? [...MENU_ICON_NAMES, initialIcon] : MENU_ICON_NAMES;
  const defaultIcon = iconOf({ ...entry, icon: '' }, isSub);

  const fieldLabel = (field: keyof MenuEntryUpdate) =>
    translate(field === 'allowedroles' ? 'resources.menus.allowed_roles' : `resources.menus.${field}`);

  async function write(mine: MenuEntryUpdate) {
    try {
      // Read again before the write: another person may have changed the entry since it opened.
      const plan = planEntryWrite(base, mine, (await menuEntriesNow(dataProvider, resource)).get(entry.id));
      if (plan.kind === 'removed') {
        notify('resources.menus.removed_meanwhile', { type: 'error' });
        return;
      }
      if (plan.kind === 'changed') {
        setBase(plan.current);
        setTitleTh(plan.form.title_th);
        setTitleEn(plan.form.title_en);
        setIcon(plan.form.icon ?? '');
        setRoles(plan.form.allowedroles ?? []);
        setChangedMeanwhile(plan.fields.map(fieldLabel).join(', '));
        return;
      }
      await update(
        resource,
        { id: entry.id, data: plan.data, previousData: plan.previous },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      notify('resources.menus.save_failed', {
        type: 'error',
        messageArgs: { message: errorText(error, translate) },
      });
      return;
    }
    notify('resources.menus.saved', { type: 'success' });
    onClose();
  }

  function save() {
    setTouched(true);
    if (invalid) return;
    void run(() =>
      write({ title_th: titleTh.trim(), title_en: titleEn.trim(), icon: icon.trim(), allowedroles: roles }),
    );
  }

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="menu-entry-dialog-title"
    >
      <DialogTitle id="menu-entry-dialog-title">
        {translate('resources.menus.edit', { title: menuTitle(entry, locale) })}
      </DialogTitle>
      <DialogContent>
        {changedMeanwhile && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="menu-entry-changed-meanwhile">
            {translate('resources.menus.changed_meanwhile', { fields: changedMeanwhile })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.menus.link')}: {entry.linkto || '—'}
        </Typography>
        <TextField
          label={translate('resources.menus.title_th')}
          value={titleTh}
          onChange={(event) => setTitleTh(event.target.value)}
          error={touched && !!errors.title_th}
          helperText={(touched && errors.title_th) || ' '}
          fullWidth
          margin="dense"
          name="title_th"
          required
        />
        <TextField
          label={translate('resources.menus.title_en')}
          value={titleEn}
          onChange={(event) => setTitleEn(event.target.value)}
          error={touched && !!errors.title_en}
          helperText={(touched && errors.title_en) || ' '}
          fullWidth
          margin="dense"
          name="title_en"
          required
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Autocomplete
            options={iconOptions}
            value={icon || null}
            onChange={(_event, value) => setIcon(value ?? '')}
            autoHighlight
            fullWidth
            noOptionsText={translate('resources.menus.icon_none_found')}
            renderOption={({ key, ...optionProps }, option) => (
              <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
                <MdiIcon name={option} />
                {option}
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('resources.menus.icon')}
                placeholder={defaultIcon}
                helperText={
                  icon && !isMenuIconName(icon)
                    ? translate('resources.menus.icon_unknown', { name: icon })
                    : translate('resources.menus.icon_hint')
                }
                margin="dense"
                name="icon"
              />
            )}
          />
          <Box
            sx={{
              mt: 2,
              minWidth: 56,
              height: 56,
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
            data-testid="icon-preview"
            title={iconOf({ ...entry, icon }, isSub)}
          >
            <MdiIcon name={iconOf({ ...entry, icon }, isSub)} size={32} />
          </Box>
        </Box>
        <Autocomplete
          multiple
          freeSolo
          options={options}
          value={roles}
          onChange={(_event, value) => setRoles(value.map((role) => role.trim()).filter(Boolean))}
          getOptionLabel={(role) => roleLabel(translate, role)}
          renderValue={(value, getItemProps) =>
            value.map((role, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={roleLabel(translate, role)} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('resources.menus.allowed_roles')}
              placeholder={translate('resources.menus.add_role')}
              error={touched && !!errors.allowedroles}
              helperText={(touched && errors.allowedroles) || translate('resources.menus.allowed_roles_hint')}
              margin="dense"
              name="allowedroles"
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={save} variant="contained" disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

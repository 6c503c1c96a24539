import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { roleLabel } from '../../../../layout/roleLabel';

/**
 * A menu entry's allowed roles as chips, or "everyone" for an empty list (docs/requirements.md,
 * "Menu and access");
 * `highlight` marks one role.
 */
export function RoleChips({ roles, highlight }: { roles: string[]; highlight?: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" alignItems="center">
      {roles.length === 0 ? (
        <Chip size="small" variant="outlined" label={translate('resources.menus.everyone')} />
      ) : (
        roles.map((role) => (
          <Chip
            key={role}
            size="small"
            color={role === highlight ? 'primary' : 'default'}
            label={roleLabel(translate, role)}
          />
        ))
      )}
    </Stack>
  );
}

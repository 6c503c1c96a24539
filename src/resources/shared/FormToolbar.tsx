import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, useRedirect, useResourceContext, useTranslate } from 'react-admin';

/**
 * Save, and cancel back to the list, or to `cancelTo` for a resource whose records are listed on
 * another screen (the help details' tree); the unsaved-changes warning still asks first.
 */
export function FormToolbar({ cancelTo }: { cancelTo?: string } = {}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {/* Always enabled: pressing it on an incomplete form shows which fields are missing. */}
      <SaveButton alwaysEnable />
      <Button
        startIcon={<CloseIcon />}
        onClick={() => (cancelTo ? redirect(cancelTo) : redirect('list', resource))}
      >
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { blue, grey } from '@mui/material/colors';
import { SaveButton, Toolbar, useRedirect, useResourceContext, useTranslate } from 'react-admin';

/**
 * The toolbar's colours, set here rather than left to the themes: react-admin's toolbar is grey
 * 300 (#e0e0e0), on which the app's primary blue (#1565c0) reads at 4.35:1, under the 4.5:1 that
 * WCAG AA asks of text. The cancel text is a darker blue of the same hue (blue 900, #0d47a1).
 */
export const FORM_TOOLBAR_COLOURS = { background: grey[300], cancel: blue[900] } as const;

/**
 * Save, and cancel back to the list, or to `cancelTo` for a resource whose records are listed on
 * another screen (the help details' tree); the unsaved-changes warning still asks first.
 */
export function FormToolbar({ cancelTo }: { cancelTo?: string } = {}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (
    <Toolbar sx={{ gap: 1, backgroundColor: FORM_TOOLBAR_COLOURS.background }}>
      {/* Always enabled: pressing it on an incomplete form shows which fields are missing. */}
      <SaveButton alwaysEnable />
      <Button
        startIcon={<CloseIcon />}
        onClick={() => (cancelTo ? redirect(cancelTo) : redirect('list', resource))}
        sx={{ color: FORM_TOOLBAR_COLOURS.cancel }}
      >
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
}

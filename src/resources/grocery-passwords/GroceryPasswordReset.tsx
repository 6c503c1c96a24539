import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Form,
  PasswordInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { queryParam } from '../../registry/registry';
import { validatePasswordReset, type PasswordReset } from '../../auth/passwordRules';
import { useHttp } from '../../config/ServicesContext';
import { NOTIFY_SUCCESS_MS } from '../../layout/notifyDurations';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { PartnerInput } from '../shared/domain/partners/PartnerInput';
import { useMayDo } from '../shared/ui/useMayDo';

interface ResetValues extends PasswordReset {
  GroceryId?: string;
  GroceryUserId?: number;
}

/** The store's users, once a store is chosen; another store empties the choice of user. */
function UserOfGrocery() {
  const groceryId = useWatch({ name: 'GroceryId' });
  const { setValue } = useFormContext();
  const previous = useRef(groceryId);
  useEffect(() => {
    if (previous.current !== groceryId) setValue('GroceryUserId', null);
    previous.current = groceryId;
  }, [groceryId, setValue]);
  if (!groceryId)
    return (
      <SelectInput
        source="GroceryUserId"
        label="resources.grocery-passwords.fields.GroceryUserId"
        choices={[]}
        disabled
      />
    );
  return (
    <ReferenceInput
      source="GroceryUserId"
      reference="grocery-users"
      filter={{ GroceryId: groceryId }}
      key={groceryId}
    >
      <SelectInput
        optionText={(user: RaRecord) => `${user.FullName} (${user.Username})`}
        label="resources.grocery-passwords.fields.GroceryUserId"
        validate={required()}
      />
    </ReferenceInput>
  );
}

/**
 * `/grocery/gc-password`: a grocery user's new password, set by staff. The spec gives no call: it
 * is `PUT /api/GroceryUserPassword/{groceryUserId}` (assumed, docs/api.md). A confirmation comes
 * first; once set, the password leaves the form and is never shown again. A role that may open the
 * screen but not reset passwords (config.json's `rights`) is told so, and offered no form.
 */
export default function GroceryPasswordReset() {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const failure = useFailureNotification('resources.grocery-passwords.failed');
  const [pending, setPending] = useState<ResetValues | null>(null);
  // A second press of the confirm while the password is being set sends nothing (useSingleFlight).
  const { run, busy: sending } = useSingleFlight();
  const [formKey, setFormKey] = useState(0);
  // An old link names the store (`?GroceryId=`, in any case): the form opens with it chosen.
  const { search } = useLocation();
  const [linkedGrocery] = useState(() => queryParam(search, ['GroceryId']));
  const mayReset = useMayDo()('resetPassword');

  const send = async (reset: ResetValues) => {
    try {
      await http.request(
        'backoffice',
        `api/GroceryUserPassword/${encodeURIComponent(String(reset.GroceryUserId))}`,
        {
          method: 'PUT',
          assumed: true,
          body: { new_password: reset.new_password, retype_new_password: reset.retype_new_password },
        },
      );
      notify('resources.grocery-passwords.done', { type: 'success', autoHideDuration: NOTIFY_SUCCESS_MS });
      setPending(null);
      // A new form: the password set is gone from the page.
      setFormKey((key) => key + 1);
    } catch (error) {
      failure.onError(error);
      setPending(null);
    }
  };
  const confirm = () => {
    if (pending?.GroceryUserId) void run(() => send(pending));
  };

  return (
    <Card sx={{ maxWidth: 560, mt: 2 }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('resources.grocery-passwords.title')}
          </Typography>
          {!mayReset && (
            <Alert severity="warning" data-testid="reset-not-allowed">
              {translate('resources.grocery-passwords.not_allowed')}
            </Alert>
          )}
          {mayReset && <Alert severity="info">{translate('resources.grocery-passwords.intro')}</Alert>}
          {mayReset && (
            <Form
              key={formKey}
              defaultValues={linkedGrocery ? { GroceryId: linkedGrocery } : undefined}
              onSubmit={(values: Record<string, unknown>) => setPending(values as ResetValues)}
              validate={(values: Record<string, unknown>) => validatePasswordReset(values as PasswordReset)}
              noValidate
            >
              <PartnerInput
                kind="groceries"
                source="GroceryId"
                label="resources.grocery-passwords.fields.GroceryId"
                validate={required()}
              />
              <UserOfGrocery />
              <PasswordInput
                source="new_password"
                label="app.auth.new_password"
                autoComplete="new-password"
                fullWidth
              />
              <PasswordInput
                source="retype_new_password"
                label="app.auth.retype_new_password"
                autoComplete="new-password"
                fullWidth
              />
              <SaveButton label="resources.grocery-passwords.submit" alwaysEnable />
            </Form>
          )}
        </Stack>
      </CardContent>
      <Dialog open={pending !== null} onClose={() => !sending && setPending(null)}>
        <DialogTitle>{translate('resources.grocery-passwords.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.grocery-passwords.confirm_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={sending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={confirm} disabled={sending}>
            {translate('resources.grocery-passwords.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

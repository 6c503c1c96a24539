import { Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useHttp } from '../config/ServicesContext';
import { useSingleFlight } from '../layout/useSingleFlight';
import { validatePasswordChange, type PasswordChange } from './passwordRules';
import { errorText } from '../api/serverErrors';

/** `/changepassword`: old, new and retyped password, checked before `POST /auth/ChangePassword`. */
export default function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const http = useHttp();
  // A second click or Enter while the password is being changed sends nothing (useSingleFlight).
  const { run, busy: saving } = useSingleFlight();

  async function submit(values: PasswordChange) {
    try {
      await http.request('backoffice', 'auth/ChangePassword', {
        method: 'POST',
        auth: 'both',
        body: {
          old_password: values.old_password,
          new_password: values.new_password,
          retype_new_password: values.retype_new_password,
        },
      });
      notify('app.auth.password_changed', { type: 'success' });
      redirect('/');
    } catch (error) {
      notify('app.auth.password_change_failed', {
        type: 'error',
        messageArgs: { message: errorText(error, translate) },
      });
    }
  }

  return (
    <Card sx={{ maxWidth: 480, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.auth.change_password')}
        </Typography>
        <Form
          onSubmit={(values: Record<string, unknown>) => run(() => submit(values as PasswordChange))}
          validate={(values: Record<string, unknown>) => validatePasswordChange(values as PasswordChange)}
          mode="onBlur"
        >
          <PasswordInput
            source="old_password"
            label="app.auth.old_password"
            fullWidth
            autoComplete="current-password"
          />
          <PasswordInput
            source="new_password"
            label="app.auth.new_password"
            fullWidth
            autoComplete="new-password"
          />
          <PasswordInput
            source="retype_new_password"
            label="app.auth.retype_new_password"
            fullWidth
            autoComplete="new-password"
          />
          <Toolbar sx={{ px: 0 }}>
            <SaveButton label="app.auth.change_password" disabled={saving} alwaysEnable={!saving} />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}

import SendIcon from '@mui/icons-material/ForwardToInbox';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  email,
  Form,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useHttp } from '../../config/ServicesContext';
import { NOTIFY_SUCCESS_MS } from '../../layout/notifyDurations';
import { useFailureNotification } from '../shared/notifyFailure';
import { sendRegistration } from './registration';

const T = 'resources.store-surveys.registration';

/**
 * A surveyed store that agreed to join gets an invitation to register: staff give its e-mail and
 * confirm. A refusal says why and keeps the dialog with what was typed.
 */
export function RegisterStoreButton() {
  const survey = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const failure = useFailureNotification(`${T}.failed`);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!survey?.isinterested) return null;

  const send = async (values: Record<string, unknown>) => {
    const address = String(values.email ?? '');
    setSending(true);
    try {
      await sendRegistration(http, survey, address);
      notify(`${T}.sent`, {
        type: 'success',
        autoHideDuration: NOTIFY_SUCCESS_MS,
        messageArgs: { email: address.trim() },
      });
      setOpen(false);
    } catch (error) {
      failure.onError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<SendIcon />}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(`${T}.action`)}
      </Button>
      <Dialog
        open={open}
        onClose={() => !sending && setOpen(false)}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
        aria-labelledby="registration-title"
      >
        <Form onSubmit={send} noValidate>
          <DialogTitle id="registration-title">
            {translate(`${T}.title`, { name: String(survey.storename ?? '') })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.intro`)}</DialogContentText>
            <TextInput
              source="email"
              type="email"
              label={`${T}.email`}
              validate={[required(), email()]}
              autoFocus
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={sending}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton label={`${T}.send`} icon={<SendIcon />} alwaysEnable disabled={sending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

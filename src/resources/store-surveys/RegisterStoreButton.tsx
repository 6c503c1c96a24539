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
import { useSingleFlight } from '../../layout/useSingleFlight';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { useMayDo } from '../shared/ui/useMayDo';
import { sendRegistration } from './registration';

const T = 'resources.store-surveys.registration';

/**
 * A surveyed store that agreed to join gets an invitation to register: staff give its e-mail and
 * confirm. A refusal says why and keeps the dialog with what was typed. Sending it is the `invite`
 * action on `store-surveys` (docs/deploying.md, "Rights per action"): a role without the right is
 * not offered the button.
 */
export function RegisterStoreButton() {
  const survey = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const failure = useFailureNotification(`${T}.failed`);
  const [open, setOpen] = useState(false);
  // A second click or Enter while the invitation is being sent sends nothing (useSingleFlight).
  const { run, busy: sending } = useSingleFlight();
  const mayDo = useMayDo('store-surveys');
  if (!survey?.isinterested || !mayDo('invite')) return null;

  const invite = async (address: string) => {
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
    }
  };
  // The form waits for the answer, so its send button stays disabled until it comes.
  const send = (values: Record<string, unknown>) => run(() => invite(String(values.email ?? '')));

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

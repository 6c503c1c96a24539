import { NOTIFY_ERROR_MS } from '../../../layout/notifyDurations';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../../../api/serverErrors';

/**
 * Mutation options for a form: on failure, the resource's own failure text (e.g. "Failed to add brand",
 * docs/requirements.md, "Message catalogue") with the server's message, and never a success next to
 * it (docs/decisions.md, "Where the app differs from the old back-office"). Success
 * texts come from `resources.<name>.notifications.created|updated|deleted`, which react-admin uses.
 */
export function useFailureNotification(key: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onError: (error: unknown) => {
      notify(key, {
        type: 'error',
        autoHideDuration: NOTIFY_ERROR_MS,
        messageArgs: { message: errorText(error, translate) },
      });
    },
  };
}

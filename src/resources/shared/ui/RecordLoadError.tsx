import { useEditContext, useShowContext, useTranslate } from 'react-admin';
import { errorText } from '../../../api/serverErrors';
import { RetryAlert } from '../../../layout/RetryAlert';

/**
 * What an edit or show screen shows, in place of its record, when the record could not be read:
 * "not found" for an answer that does not hold it, the server's fault for an unreadable answer, "not
 * offered" for a call the service lacks, each with a way to try again. The screen stays where it is
 * (react-admin would otherwise say "not found" for every failure and leave for the list).
 */
export const STAY_ON_LOAD_ERROR = { onError: () => undefined } as const;

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const message = errorText(error, translate);
  return <RetryAlert message={message} onRetry={onRetry} testId="record-error" />;
}

export function EditLoadError() {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
}

export function ShowLoadError() {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
}

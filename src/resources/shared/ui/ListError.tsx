import { useListContext, useTranslate } from 'react-admin';
import { errorText } from '../../../api/serverErrors';
import { RetryAlert } from '../../../layout/RetryAlert';

/** A list whose call failed: the server's message and a way to try again (the pop-up already said it). */
export function ListError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  const message = errorText(error, translate);
  return <RetryAlert message={message} onRetry={() => void refetch()} testId="list-error" />;
}

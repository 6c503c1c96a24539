import { useListContext } from 'react-admin';
import { RetryAlert } from '../../layout/RetryAlert';

/** A list whose call failed: the server's message and a way to try again (the pop-up already said it). */
export function ListError() {
  const { error, refetch } = useListContext();
  const message = (error as Error | null)?.message ?? 'ra.notification.http_error';
  return <RetryAlert message={message} onRetry={() => void refetch()} testId="list-error" />;
}

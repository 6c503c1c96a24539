import { NOTIFY_ERROR_MS } from '../../layout/notifyDurations';
import { useNotify, useTranslate } from 'react-admin';
import { PRODUCT_TEXT, type SequenceResult } from './productSequences';

/**
 * A failed product sequence says which step failed and why, whether the half-made product was
 * removed (docs/decisions.md), and, after a first step that got no answer, whether saving again is safe.
 * It never comes with a success message.
 */
export function useProductFailure(titleKey?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onError: (error: unknown) => {
      // The sequence's result travels as the error's body (an HttpError); react-query hands it on.
      const body = (error as { body?: Partial<SequenceResult> })?.body;
      const result =
        typeof body?.status === 'string' && body.status.startsWith(PRODUCT_TEXT)
          ? (body as SequenceResult)
          : undefined;
      const stepText = translate(result?.status ?? (error as Error).message);
      const reason = result?.message ?? '';
      const text = [
        titleKey ? translate(titleKey) : '',
        reason
          ? translate('resources.products.notifications.failed_with_reason', {
              step: stepText,
              message: translate(reason, { _: reason }),
            })
          : stepText,
        result?.rolledBack === true && result.productId
          ? translate('resources.products.notifications.rolled_back')
          : '',
        result?.rolledBack === false ? translate('resources.products.notifications.rollback_failed') : '',
        result?.lookup ? translate(`resources.products.notifications.lookup_${result.lookup}`) : '',
      ]
        .filter(Boolean)
        .join(' ');
      notify(text, { type: 'error', autoHideDuration: NOTIFY_ERROR_MS });
    },
  };
}

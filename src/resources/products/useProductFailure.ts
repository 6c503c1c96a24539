import { NOTIFY_ERROR_MS } from '../../layout/notifyDurations';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { ProductStepError } from './productSteps';

/**
 * What a failed product write says: which step failed and why, whether the half-made product was
 * removed (docs/decisions.md), and, after a first step that got no answer, whether saving again is
 * safe. A sequence's failure is known by its type (`ProductStepError`, which react-query hands on
 * as it was thrown), never by the look of its text: any other error says its own message.
 */
export function productFailureText(error: unknown, translate: TranslateFunction, titleKey?: string): string {
  const result = error instanceof ProductStepError ? error.result : undefined;
  const stepText = translate(result?.status ?? (error as Error)?.message ?? String(error));
  const reason = result?.message ?? '';
  // An update puts back what it changed; a create removes what it made: each says its own.
  const updating =
    result?.status.endsWith('put_product_failed') ||
    result?.status.endsWith('put_attribute_failed') ||
    result?.status.endsWith('put_image_failed');
  return [
    titleKey ? translate(titleKey) : '',
    reason
      ? translate('resources.products.notifications.failed_with_reason', {
          step: stepText,
          message: translate(reason, { _: reason }),
        })
      : stepText,
    result?.rolledBack === true && result.productId
      ? translate(`resources.products.notifications.${updating ? 'update_' : ''}rolled_back`)
      : '',
    result?.rolledBack === false
      ? translate(`resources.products.notifications.${updating ? 'update_' : ''}rollback_failed`)
      : '',
    result?.left?.length
      ? translate('resources.products.notifications.left_after_delete', {
          parts: result.left.map((part) => translate(`resources.products.parts.${part}`)).join(', '),
        })
      : '',
    result?.lookup ? translate(`resources.products.notifications.lookup_${result.lookup}`) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A failed product sequence's notification (`productFailureText`); never with a success message. */
export function useProductFailure(titleKey?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onError: (error: unknown) =>
      notify(productFailureText(error, translate, titleKey), {
        type: 'error',
        autoHideDuration: NOTIFY_ERROR_MS,
      }),
  };
}

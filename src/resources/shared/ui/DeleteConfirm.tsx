import { isValidElement, useRef } from 'react';
import {
  Confirm,
  useDeleteController,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useResourceTranslation,
  useTranslate,
} from 'react-admin';
import { useSingleFlight } from '../../../layout/useSingleFlight';

/**
 * The confirmation of a row's delete, with react-admin's texts and its delete (the resource's
 * `notifications.deleted` on success, the row unselected, the list again); a refusal is told by
 * `onDeleteError`. The confirm goes through the one write guard (useSingleFlight): react-admin's
 * own delete button sends a second DELETE when its confirm is pressed twice before it redraws.
 * Drawn only once the row's delete button is pressed, and closed when the delete settles.
 */
export function DeleteConfirm({
  onDeleteError,
  onClose,
}: {
  onDeleteError: { onError: (error: unknown) => void };
  onClose: () => void;
}) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { run, busy } = useSingleFlight();
  // What the running delete's promise waits for: react-admin tells its end by a callback.
  const settle = useRef<() => void>(undefined);
  const { handleDelete } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    mutationOptions: {
      onError: (error: unknown) => onDeleteError.onError(error),
      onSettled: () => {
        settle.current?.();
        onClose();
      },
    },
  });
  const representation = useGetRecordRepresentation(resource)(record);
  const name = translate(`resources.${resource}.forcedCaseName`, {
    smart_count: 1,
    _: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
  });
  const options = {
    // A representation drawn as an element cannot go into a sentence (react-admin does the same).
    recordRepresentation: isValidElement(representation) ? `#${record?.id}` : representation,
    name: name.charAt(0).toUpperCase() + name.slice(1),
    id: record?.id,
  };
  const title = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.message.delete_title`,
    baseI18nKey: 'ra.message.delete_title',
    options,
  });
  const content = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.message.delete_content`,
    baseI18nKey: 'ra.message.delete_content',
    options,
  });
  const confirm = () =>
    void run(
      () =>
        new Promise<void>((settled) => {
          settle.current = settled;
          handleDelete();
        }),
    );
  return (
    <Confirm
      isOpen
      loading={busy}
      title={<>{title}</>}
      content={<>{content}</>}
      onConfirm={confirm}
      onClose={() => !busy && onClose()}
    />
  );
}

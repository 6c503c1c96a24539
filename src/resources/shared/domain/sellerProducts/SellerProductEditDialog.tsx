import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { NOTIFY_SUCCESS_MS } from '../../../../layout/notifyDurations';
import { useSingleFlight } from '../../../../layout/useSingleFlight';
import { useFailureNotification } from '../../ui/notifyFailure';
import { quantityProblem, unitPriceProblem } from './stockRules';
import { statusChoices } from './stockRules';
import { RowIconButton } from '../../ui/RowIconButton';
import { useMayDo } from '../../ui/useMayDo';

/**
 * Status, quantity and unit price of one seller product, in a small dialog. A failure keeps the
 * dialog open with what was typed, and shows the error only (the old app's success toast after a
 * failure is a defect we do not copy: docs/decisions.md, "Where the app differs from the old back-office").
 */
export function SellerProductEditDialog() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update] = useUpdate();
  // A second click or Enter while the product is being saved sends nothing (useSingleFlight).
  const { run, busy: isPending } = useSingleFlight();
  const failure = useFailureNotification('resources.seller-products.notifications.update_failed');
  const mayEdit = useMayDo()('edit');
  if (!record || !mayEdit) return null;
  // A status the server invented is offered as it is, so that saving keeps it.
  const statuses = statusChoices([String(record.ProductStatus)]).map((choice) => ({
    ...choice,
    name: translate(choice.name, { _: choice.id }),
  }));

  // The form waits for the answer, so its save button stays disabled until it comes.
  const save = (values: Partial<RaRecord>) =>
    run(async () => {
      try {
        await update(
          'seller-products',
          { id: record.id, data: values, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } catch (error) {
        return failure.onError(error);
      }
      notify('resources.seller-products.notifications.updated', {
        type: 'success',
        autoHideDuration: NOTIFY_SUCCESS_MS,
      });
      setOpen(false);
    });

  return (
    <>
      <RowIconButton
        label={translate('resources.seller-products.edit_title', { name: record.ProductName })}
        tooltip={translate('resources.seller-products.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="xs">
        <Form record={record} onSubmit={save} noValidate>
          <DialogTitle>
            {translate('resources.seller-products.edit_title', { name: record.ProductName })}
          </DialogTitle>
          <DialogContent>
            <SelectInput source="ProductStatus" choices={statuses} fullWidth />
            <NumberInput source="Quantity" step={1} min={0} fullWidth validate={quantityProblem} />
            <NumberInput source="UnitPrice" step={0.01} min={0} fullWidth validate={unitPriceProblem} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton alwaysEnable={false} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

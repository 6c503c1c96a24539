import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Form,
  ResourceContextProvider,
  useGetManyAggregate,
  useListContext,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useHttp } from '../../config/ServicesContext';
import { NOTIFY_SUCCESS_MS } from '../../layout/notifyDurations';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { ResourceList } from '../shared/ui/ResourceList';
import { PartnerInput } from '../shared/domain/partners/PartnerInput';
import { SystemProductTable, systemProductFilters } from '../shared/domain/catalogue/SystemProductList';
import {
  additionProblem,
  addToSupplier,
  PLACEHOLDER_STOCK,
  supplierHasProduct,
  type Addition,
} from './catalogueAdditions';
import { linkedSupplier } from './linkedSupplier';

type Checked = Addition & { owned: boolean | 'unknown' };

/** The chosen catalogue products, checked against the supplier's, with their stock, then added. */
function AddDialog({ supplierId, onClose }: { supplierId: string; onClose: () => void }) {
  const { data = [], selectedIds, onUnselectItems } = useListContext();
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotification('resources.seller-products.add.failed');
  const [rows, setRows] = useState<Checked[] | null>(null);
  // A second press while the products are being added sends nothing (useSingleFlight).
  const { run, busy: sending } = useSingleFlight();
  const [shownProblem, setShownProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    const chosen = data.filter((record) => selectedIds.includes(record.id as Identifier));
    void Promise.all(
      chosen.map(async (record) => ({
        ProductId: Number(record.ProductId),
        ProductName: String(record.ProductName),
        ...PLACEHOLDER_STOCK,
        owned: await supplierHasProduct(http, supplierId, Number(record.ProductId)).catch(
          () => 'unknown' as const,
        ),
      })),
    ).then((checked) => current && setRows(checked));
    return () => {
      current = false;
    };
    // Checked once, when the dialog opens for the products chosen then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toAdd = (rows ?? []).filter((row) => row.owned !== true);
  const change = (productId: number, field: 'Quantity' | 'UnitPrice', value: string) =>
    setRows(
      (current) =>
        current?.map((row) => (row.ProductId === productId ? { ...row, [field]: value } : row)) ?? null,
    );

  const add = async (additions: Addition[]) => {
    try {
      await addToSupplier(http, supplierId, additions);
      notify('resources.seller-products.add.done', { type: 'success', autoHideDuration: NOTIFY_SUCCESS_MS });
      onUnselectItems();
      onClose();
    } catch (error) {
      failure.onError(error);
    }
  };
  const save = () => {
    const problem = additionProblem(toAdd);
    setShownProblem(problem);
    if (!problem) void run(() => add(toAdd));
  };

  return (
    <Dialog open onClose={() => !sending && onClose()} fullWidth maxWidth="md">
      <DialogTitle>{translate('resources.seller-products.add.dialog_title')}</DialogTitle>
      <DialogContent>
        {rows === null ? (
          <Typography variant="body2">{translate('resources.seller-products.add.checking')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.seller-products.fields.ProductName')}</TableCell>
                <TableCell>{translate('resources.seller-products.fields.Quantity')}</TableCell>
                <TableCell>{translate('resources.seller-products.fields.UnitPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.ProductId} data-testid="addition">
                  <TableCell>
                    {row.ProductName}{' '}
                    {row.owned === true && (
                      <Chip size="small" label={translate('resources.seller-products.add.already_sold')} />
                    )}
                    {row.owned === 'unknown' && (
                      <Chip
                        size="small"
                        color="warning"
                        label={translate('resources.seller-products.add.not_checked')}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={row.Quantity}
                      disabled={row.owned === true}
                      onChange={(event) => change(row.ProductId, 'Quantity', event.target.value)}
                      slotProps={{
                        htmlInput: {
                          'aria-label': translate('resources.seller-products.add.quantity_of', {
                            name: row.ProductName,
                          }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={row.UnitPrice}
                      disabled={row.owned === true}
                      onChange={(event) => change(row.ProductId, 'UnitPrice', event.target.value)}
                      slotProps={{
                        htmlInput: {
                          'aria-label': translate('resources.seller-products.add.price_of', {
                            name: row.ProductName,
                          }),
                        },
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {shownProblem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(shownProblem)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={sending || rows === null || toAdd.length === 0}>
          {translate('resources.seller-products.add.save', { smart_count: toAdd.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The catalogue list's own action (beside the column chooser): add the ticked products to the
 * chosen supplier. Enabled once both are chosen.
 */
function AddButton({ supplierId }: { supplierId: string | undefined }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={!supplierId || selectedIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {translate('resources.seller-products.add.button')}
      </Button>
      {open && supplierId && <AddDialog supplierId={supplierId} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The supplier the link names, once the supplier service knows it: the add button waits for it,
 * and a supplier it does not know is not chosen (the user is told, and chooses one).
 */
function useLinkedSupplier() {
  const { search } = useLocation();
  const [linked] = useState(() => linkedSupplier(search));
  // The supplier input reads the same record under the same key: one call for both.
  const { data, isPending, error } = useGetManyAggregate(
    'suppliers',
    { ids: linked ? [linked] : [] },
    { enabled: !!linked },
  );
  const found = !!linked && !!data?.some((record) => String(record.id) === linked);
  return { linked, found, missing: !!linked && !isPending && !error && !found };
}

/**
 * `/wholesale/ws-addproduct`: catalogue products added to a supplier. Choose the supplier (or
 * open the page with `?SupplierId=`), pick products on the catalogue (the system-products list),
 * check which the supplier already sells, set each one's stock (100 pieces at 100 baht to start)
 * and add them in one call.
 */
export default function AddCatalogueProducts() {
  const translate = useTranslate();
  const { linked, found, missing } = useLinkedSupplier();
  const [picked, setPicked] = useState<{ id: string | undefined }>();
  // Until the user picks one, the linked supplier is the choice: once the service has it.
  const supplierId = picked ? picked.id : found ? linked : undefined;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="h6" component="h2">
        {translate('resources.seller-products.add.title')}
      </Typography>
      {missing && !picked && (
        <Alert severity="warning" data-testid="linked-supplier-missing">
          {translate('resources.seller-products.add.linked_not_found', { id: linked })}
        </Alert>
      )}
      <Form defaultValues={linked ? { SupplierId: linked } : undefined}>
        <PartnerInput
          kind="suppliers"
          source="SupplierId"
          label="resources.seller-products.fields.SupplierId"
          onChange={(value) => setPicked({ id: value ? String(value) : undefined })}
          sx={{ maxWidth: 480 }}
          helperText={supplierId ? false : 'resources.seller-products.add.choose_supplier'}
        />
      </Form>
      <ResourceContextProvider value="system-products">
        <ResourceList
          withinScreen
          filters={systemProductFilters}
          exportColumns={{ noExport: 'a picker, not a report' }}
          actions={<AddButton supplierId={supplierId} />}
        >
          {/* Rows are ticked for the action above: the table's own bulk bar has nothing to add. */}
          <SystemProductTable bulkActionButtons={<></>} />
        </ResourceList>
      </ResourceContextProvider>
    </Stack>
  );
}

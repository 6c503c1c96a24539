import { Link } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  useCreatePath,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../i18n/format';
import { orderStatusChoices } from '../shared/domain/orders/orderStatus';
import type { ExportColumn } from '../shared/files/export/columns';
import { MoneyText } from '../shared/ui/MoneyText';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import { StatusChip } from '../shared/ui/StatusChip';
import { DeliverySummary } from './DeliverySummary';
import { DELIVERY_STATUS_COLOURS, DELIVERY_STATUS_TEXTS, deliveryStatusChoices } from './deliveryStatus';

const T = 'resources.deliveries';

/**
 * The provinces of the chosen region only (all of them without one); another region clears a
 * province it does not hold.
 */
function ProvinceFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { setValue, getValues } = useFormContext();
  const regionId = useWatch({ name: 'RegionId' }) as number | string | undefined;
  const shownFor = useRef(regionId);
  useEffect(() => {
    if (shownFor.current === regionId) return;
    shownFor.current = regionId;
    if (getValues(source)) setValue(source, null, { shouldDirty: true });
  }, [regionId, source, getValues, setValue]);
  return (
    <ReferenceInput
      source={source}
      reference="provinces"
      perPage={100}
      sort={{ field: 'ProvinceName', order: 'ASC' }}
      filter={regionId ? { RegionId: regionId } : {}}
    >
      <AutocompleteInput optionText="ProvinceName" label={`${T}.fields.ProvinceId`} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

const filters = [
  <SelectInput key="status" source="DeliveryStatus" choices={deliveryStatusChoices} alwaysOn />,
  <ReferenceInput key="region" source="RegionId" reference="regions" alwaysOn>
    <SelectInput optionText="RegionName" label={`${T}.fields.RegionId`} />
  </ReferenceInput>,
  <ProvinceFilter key="province" source="ProvinceId" alwaysOn />,
  <ThaiDateInput key="start" source="Start" alwaysOn />,
  <ThaiDateInput key="end" source="End" alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'OrderNo' },
  { source: 'OrderDate', kind: 'datetime' },
  { source: 'DeliveryStatus', kind: 'choice', choices: deliveryStatusChoices },
  { source: 'StatusDateTime', kind: 'datetime' },
  { source: 'OrderStatus', kind: 'choice', choices: orderStatusChoices },
  { source: 'GroceryName', identifies: 'name' },
  { source: 'DistrictName' },
  { source: 'ProvinceName' },
  { source: 'RegionName' },
  { source: 'SupplierName' },
  { source: 'ItemCount', kind: 'number' },
  { source: 'ShippingFee', kind: 'money' },
];

/** The order number, linking to the order the delivery is for. */
function OrderLink({ record }: { record: Record<string, unknown> }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'orders', id: record.OrderID as RaRecord['id'], type: 'show' })}
      title={translate(`${T}.open_order`, { orderNo: String(record.OrderNo) })}
      data-testid="delivery-order-link"
    >
      {String(record.OrderNo)}
    </Link>
  );
}

/**
 * `/deliveries` (legacy `/logistic`): the deliveries of the paid orders, newest order first, by
 * status, region, province and order dates; the summary above counts them by status and region.
 */
export default function DeliveryList() {
  return (
    <ResourceList
      filters={filters}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="Start" endSource="End" />}
    >
      <DeliverySummary />
      <DataTable bulkActionButtons={false} rowClick={false} hiddenColumns={['StatusDateTime']}>
        <DataTable.Col source="OrderNo" render={(record) => <OrderLink record={record} />} />
        <DataTable.Col source="OrderDate" render={(record) => formatDateTime(String(record.OrderDate))} />
        <DataTable.Col source="DeliveryStatus">
          <StatusChip
            source="DeliveryStatus"
            texts={DELIVERY_STATUS_TEXTS}
            colours={DELIVERY_STATUS_COLOURS}
          />
        </DataTable.Col>
        <DataTable.Col
          source="StatusDateTime"
          render={(record) => formatDateTime(String(record.StatusDateTime))}
        />
        <DataTable.Col source="GroceryName" />
        <DataTable.Col source="ProvinceName" />
        <DataTable.Col source="RegionName" cellSx={() => ({ whiteSpace: 'nowrap' })} />
        <DataTable.Col source="SupplierName" />
        <DataTable.Col source="ShippingFee" align="right" disableSort>
          <MoneyText source="ShippingFee" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}

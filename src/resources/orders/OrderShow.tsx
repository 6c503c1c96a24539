import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ListButton,
  Show,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format';
import { LabelledValue } from '../shared/ui/LabelledValue';
import { FieldGrid, PartnerLink } from '../shared/domain/partners/PartnerParts';
import { isDiscount, MONEY_FIELDS } from '../shared/domain/finance/money';
import { MoneyText } from '../shared/ui/MoneyText';
import { StatusChip } from '../shared/ui/StatusChip';
import type { OrderLineWire, OrderStepWire } from './orderData';
import { ORDER_STATUS_COLOURS, ORDER_STATUS_TEXTS } from '../shared/domain/orders/orderStatus';
import { ShowLoadError, STAY_ON_LOAD_ERROR } from '../shared/ui/RecordLoadError';

const texts = (key: string) => `resources.orders.detail.${key}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Goods, each fee and each discount, and the grand total they make. */
function Amounts() {
  const order = useRecordContext();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Table size="small" data-testid="order-amounts">
      <TableBody>
        {MONEY_FIELDS.filter((field) => field !== 'GrandtotalAmount').map((field) => (
          <TableRow key={field}>
            <TableCell>{translate(`resources.orders.fields.${field}`)}</TableCell>
            <TableCell align="right">
              <MoneyText source={field} negative={isDiscount(field)} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 'bold' }}>
            {translate('resources.orders.fields.GrandtotalAmount')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {formatMoney(Number(order.GrandtotalAmount ?? 0))}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function Lines() {
  const order = useRecordContext();
  const translate = useTranslate();
  const lines = (order?.Items ?? []) as OrderLineWire[];
  if (lines.length === 0) return <Alert severity="info">{translate(texts('no_lines'))}</Alert>;
  return (
    <Table size="small" data-testid="order-lines">
      <TableHead>
        <TableRow>
          <TableCell>{translate(texts('product'))}</TableCell>
          <TableCell align="right">{translate(texts('quantity'))}</TableCell>
          <TableCell align="right">{translate(texts('unit_price'))}</TableCell>
          <TableCell align="right">{translate(texts('line_total'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={`${line.ProductName}-${index}`}>
            <TableCell>
              <Stack direction="row" spacing={1} alignItems="center">
                {line.ImgUrl ? <img src={line.ImgUrl} alt="" width={32} height={32} loading="lazy" /> : null}
                <span>{line.ProductName}</span>
              </Stack>
            </TableCell>
            <TableCell align="right">{formatCount(line.Quantity)}</TableCell>
            <TableCell align="right">{formatMoney(line.UnitPrice)}</TableCell>
            <TableCell align="right">{formatMoney(line.TotalPrice)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Timeline() {
  const order = useRecordContext();
  const translate = useTranslate();
  const steps = (order?.StatusHistory ?? []) as OrderStepWire[];
  return (
    <Stepper orientation="vertical" activeStep={steps.length} data-testid="order-timeline">
      {steps.map((step) => (
        <Step key={`${step.OrderStatus}-${step.DateTime}`} completed>
          <StepLabel
            error={step.OrderStatus === 'CANCELLED'}
            optional={<Typography variant="caption">{formatDateTime(step.DateTime)}</Typography>}
          >
            {translate(`${ORDER_STATUS_TEXTS}.${step.OrderStatus}`, { _: step.OrderStatus })}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

/** Buttons to the order's pay-ins and refunds, for the roles that may open them. */
function TransactionLinks() {
  const order = useRecordContext();
  const payIns = useCanAccess({ resource: 'pay-ins', action: 'list' });
  const payOuts = useCanAccess({ resource: 'pay-outs', action: 'list' });
  if (!order) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ OrderNo: order.OrderNo }) });
  return (
    <>
      {payIns.canAccess && (
        <Button component={Link} to={`/pay-ins?${search}`} label={texts('pay_ins')}>
          <ReceiptIcon />
        </Button>
      )}
      {payOuts.canAccess && (order.OrderStatus === 'CANCELLED' || order.OrderStatus === 'REFUNDED') && (
        <Button component={Link} to={`/pay-outs?${search}`} label={texts('pay_outs')}>
          <ReceiptIcon />
        </Button>
      )}
    </>
  );
}

function OrderDetail() {
  const order = useRecordContext();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h6" component="h2">
          {translate(texts('title'), { orderNo: order.OrderNo })}
        </Typography>
        <StatusChip source="OrderStatus" texts={ORDER_STATUS_TEXTS} colours={ORDER_STATUS_COLOURS} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(order.OrderDate)}
        </Typography>
      </Stack>
      <Section title={texts('parties')}>
        <FieldGrid>
          <LabelledValue label="resources.orders.fields.GroceryName">
            <PartnerLink resource="groceries" id={order.GroceryId} name={String(order.GroceryName ?? '')} />
          </LabelledValue>
          <LabelledValue label="resources.orders.fields.SupplierName">
            <PartnerLink resource="suppliers" id={order.SupplierId} name={String(order.SupplierName ?? '')} />
          </LabelledValue>
        </FieldGrid>
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Section title={texts('lines')}>
          <Lines />
        </Section>
        <Section title={texts('money')}>
          <Amounts />
        </Section>
      </Box>
      <Section title={texts('timeline')}>
        <Timeline />
      </Section>
    </Stack>
  );
}

/** `/orders/:id/show` (legacy `/order/order-detail?OrderId=`): lines, parties, amounts, timeline, transactions. */
export default function OrderShow() {
  return (
    <Show
      queryOptions={STAY_ON_LOAD_ERROR}
      error={<ShowLoadError />}
      actions={
        <TopToolbar>
          <TransactionLinks />
          <ListButton />
        </TopToolbar>
      }
    >
      <OrderDetail />
    </Show>
  );
}

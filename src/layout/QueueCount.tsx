import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { filteredListLink, waitingFilters, type Queue } from '../registry/queues';
import { useListTotals, useQueuesTotal } from './useListTotals';

/** A count beside a menu entry: marked while something waits, a quiet figure at zero. */
const badge = (total: number) => ({
  flexShrink: 0,
  mr: 1.5,
  minWidth: 28,
  px: 0.75,
  py: 0.25,
  borderRadius: 3,
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: total === 0 ? 400 : 600,
  lineHeight: 1.6,
  textDecoration: 'none',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  color: total === 0 ? 'text.secondary' : 'primary.contrastText',
  bgcolor: total === 0 ? 'transparent' : 'primary.main',
});

/**
 * How many records wait in a menu entry's work queue (docs/api.md, "Work queues"), as a link to
 * the list filtered on the first waiting code. Asked again every minute and when the tab comes
 * back. A count that cannot be read (a failure, an answer without its total) shows nothing at
 * all, where a real zero is a quiet 0 that says "none waiting": a screen reader tells them apart.
 */
export function QueueCount({ queue, title }: { queue: Queue; title: string }) {
  const translate = useTranslate();
  const { workflow } = useAppConfig();
  const filters = useMemo(() => waitingFilters(queue, workflow), [queue, workflow]);
  const { total } = useListTotals(queue.resource, filters, { live: true });
  if (total === undefined) return null;
  const label =
    total === 0
      ? translate('app.queue.none', { title })
      : translate('app.queue.count', { title, count: total });
  return (
    <Box
      component={Link}
      to={filteredListLink(queue.resource, filters[0] ?? {})}
      role="menuitem"
      aria-label={label}
      title={label}
      data-testid={`queue-count-${queue.resource}`}
      data-count={total}
      sx={badge(total)}
    >
      {total.toLocaleString('th-TH')}
    </Box>
  );
}

/**
 * What the queues of a closed section add up to, beside its title. Only a sight: the section's
 * button keeps its name, and each entry, once opened, says its own count.
 */
export function SectionQueueCount({ queues, testId }: { queues: readonly Queue[]; testId: string }) {
  const total = useQueuesTotal(queues);
  if (total === undefined || total === 0) return null;
  return (
    <Box component="span" aria-hidden="true" data-testid={testId} data-count={total} sx={badge(total)}>
      {total.toLocaleString('th-TH')}
    </Box>
  );
}

import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { secondStepTotal, waitingFilters, type Queue } from '../registry/queues';
import {
  oldestWaited,
  queueLabel,
  queueLevel,
  queueListLink,
  queueRead,
  type QueueLevel,
} from '../registry/queueAge';
import { useListTotals, useQueuesTotal } from './useListTotals';

/** The count's colours: the queue's own, amber past its warning limit, red past its late one. */
const LEVEL_COLOURS: Record<QueueLevel, { color: string; bgcolor: string }> = {
  ok: { color: 'primary.contrastText', bgcolor: 'primary.main' },
  warn: { color: 'warning.contrastText', bgcolor: 'warning.main' },
  late: { color: 'error.contrastText', bgcolor: 'error.main' },
};

/** A count beside a menu entry: marked while something waits, a quiet figure at zero. */
const badge = (total: number, level: QueueLevel = 'ok') => ({
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
  ...(total === 0 ? { color: 'text.secondary', bgcolor: 'transparent' } : LEVEL_COLOURS[level]),
});

/**
 * How many records wait in a menu entry's work queue (docs/api.md, "Work queues"), as a link to
 * the list filtered on the first waiting code. Asked again every minute and when the tab comes
 * back. A count that cannot be read (a failure, an answer without its total) shows nothing at
 * all, where a real zero is a quiet 0 that says "none waiting": a screen reader tells them apart.
 */
export function QueueCount({ queue, title }: { queue: Queue; title: string }) {
  const translate = useTranslate();
  const { workflow, calendar } = useAppConfig();
  const filters = useMemo(() => waitingFilters(queue, workflow), [queue, workflow]);
  const read = useMemo(() => queueRead(queue), [queue]);
  const { total, answers } = useListTotals(queue.resource, filters, { live: true, read });
  if (total === undefined || !answers) return null;
  // The page's clock: the count is asked again every minute, and drawn again with it.
  const age = oldestWaited(answers, queue, new Date(), calendar.holidays);
  const level = total === 0 ? undefined : queueLevel(age, workflow[queue.waiting]);
  // Withdrawals verified by a first person wait for a second: the words tell them apart.
  const secondStep = secondStepTotal(queue, workflow, answers);
  const label = queueLabel(translate, title, total, age, level, secondStep);
  return (
    <Box
      component={Link}
      to={queueListLink(queue, filters[0] ?? {})}
      role="menuitem"
      aria-label={label}
      title={label}
      data-testid={`queue-count-${queue.resource}`}
      data-count={total}
      data-second-step={secondStep}
      data-level={level}
      sx={badge(total, level)}
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

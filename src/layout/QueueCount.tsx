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

const LEVEL_COLOURS: Record<QueueLevel, { color: string; bgcolor: string }> = {
  ok: { color: 'primary.contrastText', bgcolor: 'primary.main' },
  warn: { color: 'warning.contrastText', bgcolor: 'warning.main' },
  late: { color: 'error.contrastText', bgcolor: 'error.main' },
};

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

/** An unreadable count shows nothing, a real zero a quiet 0 (docs/api.md, "Work queues"). */
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

/** Only a sight: the section's button keeps its name. */
export function SectionQueueCount({ queues, testId }: { queues: readonly Queue[]; testId: string }) {
  const total = useQueuesTotal(queues);
  if (total === undefined || total === 0) return null;
  return (
    <Box component="span" aria-hidden="true" data-testid={testId} data-count={total} sx={badge(total)}>
      {total.toLocaleString('th-TH')}
    </Box>
  );
}

import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ROW_KINDS, type RowKind } from './dryRun';

const TEXTS = 'resources.seller-products.upload';

/** The kind shown first: the changes, else the first kind a row needs looking at, else no change. */
export const firstKind = (counts: Record<RowKind, number>): RowKind =>
  (['change', 'invalid', 'unmatched', 'ambiguous', 'duplicate'] as const).find((kind) => counts[kind] > 0) ??
  'unchanged';

/**
 * The dry run in numbers: the file's rows, and how many of each kind, each a button that shows
 * that kind's rows below.
 */
export function DryRunSummary({
  counts,
  kind,
  onKind,
}: {
  counts: Record<RowKind, number>;
  kind: RowKind;
  onKind: (kind: RowKind) => void;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const rows = ROW_KINDS.reduce((sum, each) => sum + counts[each], 0);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="dry-run-total">
        {translate(`${TEXTS}.summary`, { smart_count: rows, count: rows.toLocaleString(locale) })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_event, next: RowKind | null) => next && onKind(next)}
        aria-label={translate(`${TEXTS}.kind_filter`)}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {ROW_KINDS.map((each) => (
          <ToggleButton
            key={each}
            value={each}
            data-testid={`dry-run-count-${each}`}
            data-count={counts[each]}
          >
            {`${translate(`${TEXTS}.kinds.${each}`)} ${counts[each].toLocaleString(locale)}`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}

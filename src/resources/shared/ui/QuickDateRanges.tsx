import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { QUICK_RANGES, quickRange, rangeShown, type DayRange, type QuickRange } from './dateRanges';

interface DateRangeButtonsProps {
  start: unknown;
  end: unknown;
  /** The range chosen; none for "any date". */
  onChange: (range: DayRange | undefined) => void;
  /** Without "any date" (a view that always covers a period). */
  withoutAll?: boolean;
  /** The buttons; default the lists' (today, 7 days, this month). */
  ranges?: readonly QuickRange[];
}

/** Today, the last 7 days, this month (or the given ranges) or any date, in one click. */
export function DateRangeButtons({
  start,
  end,
  onChange,
  withoutAll = false,
  ranges = QUICK_RANGES,
}: DateRangeButtonsProps) {
  const translate = useTranslate();
  const shown = rangeShown(start, end, new Date(), ranges);
  const anyDate = !start && !end;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={anyDate ? 'all' : (shown ?? null)}
      onChange={(_event, range: QuickRange | 'all' | null) => {
        if (range) onChange(range === 'all' ? undefined : quickRange(range));
      }}
      aria-label={translate('app.date_range.quick')}
    >
      {ranges.map((range) => (
        <ToggleButton key={range} value={range}>
          {translate(`app.date_range.${range}`)}
        </ToggleButton>
      ))}
      {!withoutAll && <ToggleButton value="all">{translate('app.date_range.all')}</ToggleButton>}
    </ToggleButtonGroup>
  );
}

/** The quick ranges of a list: they set its date filters (`startSource`, `endSource`). */
export function QuickDateRanges({ startSource, endSource }: { startSource: string; endSource: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  return (
    <DateRangeButtons
      start={filterValues[startSource]}
      end={filterValues[endSource]}
      onChange={(range) => {
        const next: Record<string, unknown> = { ...filterValues };
        delete next[startSource];
        delete next[endSource];
        if (range) Object.assign(next, { [startSource]: range.start, [endSource]: range.end });
        setFilters(next, displayedFilters);
      }}
    />
  );
}

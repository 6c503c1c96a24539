import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { QUICK_RANGES, quickRange, rangeShown, type QuickRange } from './dateRanges';

interface QuickDateRangesProps {
  /** The filters holding the range's first and last day (`YYYY-MM-DD`). */
  startSource: string;
  endSource: string;
}

/** Today, the last 7 days, this month or any date: sets a list's date filters in one click. */
export function QuickDateRanges({ startSource, endSource }: QuickDateRangesProps) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const shown = rangeShown(filterValues[startSource], filterValues[endSource]);
  const anyDate = !filterValues[startSource] && !filterValues[endSource];
  const choose = (range: QuickRange | 'all') => {
    const next: Record<string, unknown> = { ...filterValues };
    if (range === 'all') {
      delete next[startSource];
      delete next[endSource];
    } else {
      const days = quickRange(range);
      next[startSource] = days.start;
      next[endSource] = days.end;
    }
    setFilters(next, displayedFilters);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={anyDate ? 'all' : (shown ?? null)}
      onChange={(_event, range: QuickRange | 'all' | null) => range && choose(range)}
      aria-label={translate('app.date_range.quick')}
    >
      {QUICK_RANGES.map((range) => (
        <ToggleButton key={range} value={range}>
          {translate(`app.date_range.${range}`)}
        </ToggleButton>
      ))}
      <ToggleButton value="all">{translate('app.date_range.all')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode, type Ref } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  adapterFor,
  adapterLocale,
  pickedDate,
  pickerValue,
  typedFormat,
  type DateView,
  type TypedDateProblem,
} from './thaiDates';

export interface BuddhistDatePickerProps {
  value: unknown;
  /** Never a date that cannot be sent. */
  onChange: (value: string) => void;
  onProblem?: (problem: TypedDateProblem | undefined) => void;
  onBlur?: () => void;
  /** A form's checks then refuse it, where a list's filter keeps the last good value. */
  clearWhenInvalid?: boolean;
  view?: DateView;
  max?: string;
  label: ReactNode;
  name?: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const VIEWS: Record<DateView, ('year' | 'month' | 'day')[]> = {
  day: ['year', 'month', 'day'],
  month: ['year', 'month'],
};

interface Shown {
  from: string;
  picked: Dayjs | null;
  problem?: TypedDateProblem;
}

/** Buddhist years on screen, ISO days in the form (docs/decisions.md, "Dates on screen, on the wire and in files"). */
export default function BuddhistDatePicker({
  value,
  onChange,
  onProblem,
  onBlur,
  clearWhenInvalid = false,
  view = 'day',
  max,
  label,
  name,
  id,
  error,
  helperText,
  required,
  disabled,
  size = 'small',
  fullWidth,
  sx,
  className,
  inputRef,
}: BuddhistDatePickerProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const incoming = typeof value === 'string' ? value : '';
  const [shown, setShown] = useState<Shown>(() => ({ from: incoming, picked: pickerValue(incoming) }));
  const [typing, setTyping] = useState(false);
  if (shown.from !== incoming) {
    // Set from outside (a quick range, a reset): show it, and forget what was typed.
    setShown({ from: incoming, picked: pickerValue(incoming) });
  }
  // Not while a date is half typed.
  const problem = typing ? undefined : shown.problem;
  const localeText = (locale === 'en' ? enUS : thTH).components.MuiLocalizationProvider.defaultProps
    .localeText;
  return (
    <LocalizationProvider
      dateAdapter={adapterFor(locale)}
      adapterLocale={adapterLocale(locale)}
      localeText={localeText}
    >
      <DatePicker
        value={shown.picked}
        onChange={(next, context) => {
          const picked = pickedDate(next, context.validationError, view);
          if ('value' in picked) {
            setShown({ from: picked.value, picked: next });
            if (shown.problem) onProblem?.(undefined);
            if (picked.value !== incoming) onChange(picked.value);
          } else {
            setShown({ from: clearWhenInvalid ? '' : shown.from, picked: next, problem: picked.problem });
            if (shown.problem !== picked.problem) onProblem?.(picked.problem);
            if (clearWhenInvalid && incoming !== '') onChange('');
          }
          setTyping(true);
        }}
        views={VIEWS[view]}
        openTo={view === 'month' ? 'month' : 'day'}
        format={typedFormat(locale, view)}
        maxDate={pickerValue(max)?.endOf(view) ?? undefined}
        label={label}
        disabled={disabled}
        inputRef={inputRef}
        className={className}
        sx={sx}
        slotProps={{
          field: { clearable: true },
          textField: {
            name,
            id,
            size,
            fullWidth,
            required,
            error: error || !!problem,
            helperText: problem ? translate(problem) : helperText,
            slotProps: {
              // A list's filter form hides helper texts; why a typed date is not sent stays shown.
              formHelperText: problem ? { sx: { '&&&': { display: 'block' } } } : undefined,
            },
            onBlur: () => {
              setTyping(false);
              onBlur?.();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}

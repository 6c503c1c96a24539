import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { BuddhistDatePickerProps } from './datePicker/BuddhistDatePicker';

// The date pickers load with the first screen that shows a date input, not with the shell.
const BuddhistDatePicker = lazy(() => import('./datePicker/BuddhistDatePicker'));

/**
 * A date (or month) typed and shown as Thai people read it, the Buddhist year in Thai, while the
 * value stays the wire's ISO day (`YYYY-MM-DD`) or month (`YYYY-MM`): docs/api.md, "Dates typed
 * by people". For a form of react-admin, ThaiDateInput.
 */
export function ThaiDatePicker(props: BuddhistDatePickerProps) {
  const { label, size = 'small', sx, fullWidth, helperText, className } = props;
  return (
    <Suspense
      fallback={
        // Same place and size while the picker loads, so nothing moves.
        <TextField
          label={label}
          size={size}
          sx={sx}
          fullWidth={fullWidth}
          helperText={helperText}
          className={className}
          disabled
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <BuddhistDatePicker {...props} />
    </Suspense>
  );
}

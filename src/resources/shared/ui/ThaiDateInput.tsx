import type { SxProps, Theme } from '@mui/material';
import { useRef } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useSaveContext,
  type InputProps,
  type Validator,
} from 'react-admin';
import type { DateView, TypedDateProblem } from './datePicker/thaiDates';
import { ThaiDatePicker } from './ThaiDatePicker';

export interface ThaiDateInputProps extends Pick<
  InputProps,
  'source' | 'label' | 'helperText' | 'validate' | 'defaultValue' | 'resource' | 'disabled' | 'readOnly'
> {
  /** A list filter that is always shown (react-admin's filter form reads it). */
  alwaysOn?: boolean;
  /** A month (`YYYY-MM`) instead of a day. */
  view?: DateView;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
}

/**
 * react-admin's DateInput, typed and shown as Thai people read dates (the Buddhist year in Thai):
 * the form still holds the ISO day (`YYYY-MM-DD`) the DateInput gave, '' once cleared, so what a
 * filter or a form sends is unchanged (docs/api.md, "Dates typed by people"). A date that cannot
 * be sent shows why and keeps the form's value as it was; a form is not saved with it.
 */
export function ThaiDateInput({
  source,
  label,
  helperText,
  validate,
  defaultValue,
  resource,
  disabled,
  readOnly,
  alwaysOn: _alwaysOn,
  view = 'day',
  size,
  fullWidth,
  sx,
  className,
}: ThaiDateInputProps) {
  // What is typed but cannot be sent, with the value the form held meanwhile.
  const typed = useRef<{ problem: TypedDateProblem; value: unknown } | undefined>(undefined);
  const typedProblem: Validator = (value: unknown) =>
    typed.current && typed.current.value === value ? typed.current.problem : undefined;
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue,
    disabled,
    readOnly,
    validate: [typedProblem, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  });
  const { error, invalid } = fieldState;
  // In a form that saves (not a list's filter), a date that cannot be sent leaves the field empty:
  // a form with its own checks ignores the input's validators (react-admin's form validation).
  const inSavingForm = !!useSaveContext()?.save;
  return (
    <ThaiDatePicker
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      clearWhenInvalid={inSavingForm}
      onProblem={(problem) => {
        typed.current = problem ? { problem, value: inSavingForm ? '' : field.value } : undefined;
      }}
      view={view}
      name={field.name}
      id={id}
      inputRef={field.ref}
      disabled={disabled || readOnly}
      size={size ?? 'small'}
      fullWidth={fullWidth}
      sx={sx}
      className={className ? `ra-input ra-input-${source} ${className}` : `ra-input ra-input-${source}`}
      error={invalid}
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : undefined
      }
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : undefined
      }
    />
  );
}

import { Alert, Button, CircularProgress } from '@mui/material';

/** The sign-in screens' error message: read out when it appears. */
export function SessionFormError({ message, testId }: { message: string; testId: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}

/** The sign-in screens' submit button, with a spinner and no second click while it waits. */
export function SessionSubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={submitting}
      sx={{ mt: 1 }}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {label}
    </Button>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { remarkProblem, type LicenceDecision } from './approvalRules';

interface DecisionDialogProps {
  /** The decision being confirmed; null: the dialog is closed. */
  decision: LicenceDecision | null;
  title: string;
  /** The remark the field starts with. */
  initialRemark: string;
  /** While the decision is being sent: nothing can be pressed, and the dialog stays. */
  pending: boolean;
  /** Under the remark (the bulk decision says the one remark goes to every request). */
  remarkHelp?: string;
  onCancel: () => void;
  /**
   * Called with the trimmed remark, once it passes the rule (a rejection must say why). A press
   * while the decision is sent calls it again: the caller's `useSingleFlight` is the one guard.
   */
  onConfirm: (remark: string) => void;
  /** What is decided on (the licence document, the selected requests, the progress). */
  children?: ReactNode;
}

/**
 * The confirmation of a licence decision, for one request or several: the same remark rule
 * (`remarkProblem`), the same buttons. A failure keeps the dialog and what was typed.
 */
export function DecisionDialog({ decision, ...props }: DecisionDialogProps) {
  // Drawn afresh for each decision, so the remark and its check start over.
  return (
    <Dialog
      open={decision !== null}
      onClose={() => !props.pending && props.onCancel()}
      fullWidth
      maxWidth="sm"
    >
      {decision && <DecisionForm key={decision} decision={decision} {...props} />}
    </Dialog>
  );
}

function DecisionForm({
  decision,
  title,
  initialRemark,
  pending,
  remarkHelp,
  onCancel,
  onConfirm,
  children,
}: Omit<DecisionDialogProps, 'decision'> & { decision: LicenceDecision }) {
  const translate = useTranslate();
  const [remark, setRemark] = useState(initialRemark);
  const [touched, setTouched] = useState(false);
  const problem = remarkProblem(decision, remark);
  const confirm = () => {
    setTouched(true);
    if (!problem) onConfirm(remark.trim());
  };
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        <TextField
          label={translate('app.approval.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={2}
          fullWidth
          required={decision === 'reject'}
          disabled={pending}
          error={touched && !!problem}
          helperText={touched && problem ? translate(problem) : (remarkHelp ?? ' ')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={decision === 'approve' ? 'success' : 'error'}
          onClick={confirm}
          disabled={pending}
        >
          {translate(decision === 'approve' ? 'app.approval.approve' : 'app.approval.reject')}
        </Button>
      </DialogActions>
    </>
  );
}

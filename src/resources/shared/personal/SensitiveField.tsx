import { Box, Button, Chip, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { KeyKind } from '../../../api/crypto';
import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../../api/mask';
import { useKeyStore } from '../../../config/ServicesContext';
import { useSingleFlight } from '../../../layout/useSingleFlight';
import type { SensitiveKind } from '../../../registry/reveal';
import { logFailureReason, logFailureText, type LogFailureReason } from './personalLog';
import { revealSensitive, sortedValue } from './revealSensitive';
import { useMayDecrypt, useMayReveal } from './useMayReveal';
import { usePersonalLog, usePersonalLogSubject } from './usePersonalLog';

const MASKS = {
  phone: maskPhone,
  email: maskEmail,
  bank: maskBankAccount,
  citizenId: maskCitizenId,
} as const;

/** What ciphertext shows until it is revealed: nothing of it is known before it is decrypted. */
const ENCRYPTED_MASK = '••••••••';

/**
 * Where a reveal stands: masked; its staff log entry being written (then the value decrypted);
 * shown; masked because the entry could not be written, and why; or ciphertext that cannot be
 * read with the key it needs.
 */
type Reveal =
  | { status: 'masked' }
  | { status: 'logging' }
  | { status: 'shown'; text: string }
  | { status: 'refused'; reason: LogFailureReason }
  | { status: 'failed'; key: KeyKind };

const MASKED: Reveal = { status: 'masked' };

export interface SensitiveFieldProps {
  /** The encrypted field of the record (`Phoneno`, `Email`, `AccountNumber`). */
  source: string;
  /** The record's vector. */
  ivSource?: string;
  mask: keyof typeof MASKS;
  /** Which key decrypts it (by transaction type, profile data otherwise: docs/requirements.md, "Personal data"). */
  keyKind?: KeyKind;
  /** Who may reveal it in full. */
  revealTo: SensitiveKind;
  /** The field's translated name, for the reveal button's accessible name. */
  label: string;
  /**
   * The service sends this field as plain text, never encrypted: its value is shown as it is even
   * when it happens to look like ciphertext.
   */
  plainText?: boolean;
  /** How the value reads once revealed (a phone grouped as people write it); default as it is. */
  formatRevealed?: (text: string) => string;
  /** Called once the value is revealed (a form then shows its input in the field's place). */
  onReveal?: () => void;
}

/**
 * An encrypted field (docs/decisions.md, "Personal data shown"): shown masked, and decrypted only
 * when a person whose role may reveal it clicks, once the staff log holds the look, in the
 * browser's memory only; hiding drops the text. Until then ciphertext shows a mask that tells
 * nothing of it (no key is asked for to draw it). A value a service sent as plain text is masked
 * from its text (`isCiphertext`, docs/api.md), and so is a field that is never encrypted
 * (`plainText`: staff, survey and support contacts, citizen ids). Ciphertext that cannot be
 * decrypted shows a mark naming the key it needs, never the ciphertext; an empty value shows a dash.
 */
export function SensitiveField({
  source,
  ivSource = 'Iv',
  mask,
  keyKind = 'profile',
  revealTo,
  label,
  plainText = false,
  formatRevealed = (text) => text,
  onReveal,
}: SensitiveFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const keyStore = useKeyStore();
  const mayReveal = useMayReveal();
  const mayDecrypt = useMayDecrypt();
  const value: unknown = record?.[source];
  const iv: unknown = record?.[ivSource];
  const sorted = sortedValue(value, plainText);
  const encrypted = sorted.status === 'cipher';
  // Ciphertext needs the key as well as the right: a role whose rights do not keep the key sees it withheld.
  const allowed = encrypted ? mayDecrypt(revealTo, keyKind) : mayReveal(revealTo);
  // A reveal belongs to the value it was asked for: another value (the record read again) starts masked.
  const current = `${String(value)}\u0000${String(iv)}\u0000${keyKind}`;
  const [state, setState] = useState<{ of: string; reveal: Reveal }>({ of: current, reveal: MASKED });
  const reveal = state.of === current ? state.reveal : MASKED;
  const writeLog = usePersonalLog();
  const subject = usePersonalLogSubject();
  // A reveal is a write to the staff log: a second click while it is written sends nothing.
  const { run } = useSingleFlight();

  if (sorted.status === 'empty') return <Typography variant="body2">—</Typography>;
  if (reveal.status === 'failed') {
    const key = translate(`app.sensitive.keys.${reveal.key}`);
    return (
      <Tooltip title={translate('app.sensitive.cannot_decrypt_hint', { key })}>
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-key={reveal.key}
          label={translate('app.sensitive.cannot_decrypt', { key })}
        />
      </Tooltip>
    );
  }
  const revealed = reveal.status === 'shown';
  /**
   * Each reveal is written to the staff log before the value is decrypted and shows (docs/api.md,
   * "Staff activity log"); hiding writes nothing and forgets the text. While the entry is written
   * the button waits; when it cannot be written the value stays masked and the field says why.
   */
  const toggle = (event: MouseEvent) => {
    // In a list whose rows open a record, the click reveals the value and opens nothing.
    event.stopPropagation();
    if (reveal.status === 'logging') return;
    if (revealed) {
      setState({ of: current, reveal: MASKED });
      return;
    }
    const asked = current;
    void run(async () => {
      setState({ of: asked, reveal: { status: 'logging' } });
      const outcome = await revealSensitive({
        value,
        iv,
        keyKind,
        plainText,
        keys: () => keyStore.keys(),
        writeLog: () => writeLog({ action: 'REVEAL', ...subject, fields: [source] }),
      });
      if (outcome.status === 'not-logged')
        setState({ of: asked, reveal: { status: 'refused', reason: logFailureReason(outcome.error) } });
      else setState({ of: asked, reveal: outcome });
      if (outcome.status === 'shown') onReveal?.();
    });
  };
  const logging = reveal.status === 'logging';
  const masked = sorted.status === 'cipher' ? ENCRYPTED_MASK : MASKS[mask](sorted.text);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        component="span"
        data-testid={`sensitive-${source}`}
        sx={{ fontFamily: 'monospace' }}
        {...(encrypted && !revealed
          ? { 'aria-label': translate(allowed ? 'app.sensitive.encrypted' : 'app.sensitive.withheld') }
          : {})}
      >
        {revealed ? formatRevealed(reveal.text) : masked}
      </Typography>
      {allowed && (
        <Button
          size="small"
          onClick={toggle}
          disabled={logging}
          aria-busy={logging}
          startIcon={logging ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          aria-label={translate(revealed ? 'app.sensitive.hide_label' : 'app.sensitive.reveal_label', {
            field: label,
          })}
        >
          {translate(
            revealed ? 'app.sensitive.hide' : logging ? 'app.personal_log.writing' : 'app.sensitive.reveal',
          )}
        </Button>
      )}
      {allowed && reveal.status === 'refused' && (
        <LogRefusal reason={reveal.reason} label={label} onRetry={toggle} />
      )}
    </Box>
  );
}

/** Why a value stays masked: its staff log entry could not be written; a way to try again. */
function LogRefusal({
  reason,
  label,
  onRetry,
}: {
  reason: LogFailureReason;
  label: string;
  onRetry: (event: MouseEvent) => void;
}) {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      color="error"
      role="alert"
      component="span"
      data-testid="personal-log-refused"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      {translate('app.personal_log.reveal_failed', { reason: logFailureText(reason, translate) })}
      <Button
        size="small"
        color="inherit"
        onClick={onRetry}
        aria-label={translate('app.personal_log.retry_label', { field: label })}
      >
        {translate('app.layout.retry')}
      </Button>
    </Typography>
  );
}

import { Box, Button, Chip, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { readSensitive, sensitiveValueOf, type KeyKind, type SensitiveReading } from '../../api/crypto';
import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../api/mask';
import { useKeyStore } from '../../config/ServicesContext';
import { useSingleFlight } from '../../layout/useSingleFlight';
import type { SensitiveKind } from '../../registry/reveal';
import { logFailureReason, logFailureText, type LogFailureReason } from './personalLog';
import { useMayReveal } from './useMayReveal';
import { usePersonalLog, usePersonalLogSubject } from './usePersonalLog';

const MASKS = {
  phone: maskPhone,
  email: maskEmail,
  bank: maskBankAccount,
  citizenId: maskCitizenId,
} as const;

/** `withheld`: ciphertext of a role with no reveal right at all, never decrypted (it holds no keys). */
type Decrypted = { status: 'pending' } | { status: 'withheld' } | SensitiveReading;

/**
 * Where a reveal stands: masked; its staff log entry being written; shown; or masked because the
 * entry could not be written, and why.
 */
type Reveal =
  | { status: 'masked' }
  | { status: 'logging' }
  | { status: 'shown' }
  | { status: 'refused'; reason: LogFailureReason };

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

/** Plain text is shown as it is; only a field that may be encrypted is sorted by its looks. */
const valueOf = (value: unknown, plainText: boolean) => {
  const sorted = sensitiveValueOf(value);
  return plainText && sorted.status === 'cipher' ? { status: 'plain' as const, text: sorted.cipher } : sorted;
};

/**
 * An encrypted field (docs/decisions.md, "Personal data shown"): decrypted in the browser's memory only, shown masked, in full
 * after a click for the roles allowed to, once the staff log holds the look. A value a service sent as plain text is shown the same
 * way, without a key (`isCiphertext`, docs/api.md), and so is a field that is never encrypted
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
  const allowed = mayReveal(revealTo);
  // Only the keys of a role's reveal rights are kept: a role with none has no key to decrypt with.
  const holdsKeys = mayReveal('contact') || mayReveal('bank');
  const value: unknown = record?.[source];
  const iv: unknown = record?.[ivSource];
  // A plain value or none is known at once: only ciphertext waits for the keys.
  const [decrypted, setDecrypted] = useState<Decrypted>(() => {
    const sorted = valueOf(value, plainText);
    if (sorted.status !== 'cipher') return sorted;
    return holdsKeys ? { status: 'pending' } : { status: 'withheld' };
  });
  const [reveal, setReveal] = useState<Reveal>({ status: 'masked' });
  const revealed = reveal.status === 'shown';
  const writeLog = usePersonalLog();
  const subject = usePersonalLogSubject();
  // A reveal is a write to the staff log: a second click while it is written sends nothing.
  const { run } = useSingleFlight();

  useEffect(() => {
    const sorted = valueOf(value, plainText);
    // Plain text and nothing need no key: a key store that cannot answer must not hide them.
    if (sorted.status !== 'cipher') {
      setDecrypted(sorted);
      return;
    }
    if (!holdsKeys) {
      setDecrypted({ status: 'withheld' });
      return;
    }
    let current = true;
    setDecrypted({ status: 'pending' });
    keyStore
      .keys()
      .then((keys) => readSensitive(value, iv, keyKind, keys))
      .then(
        (reading) => current && setDecrypted(reading),
        // Why it failed stays out of the page and the console: the mark names the key, no more.
        () => current && setDecrypted({ status: 'failed', key: keyKind, reason: 'no-key' }),
      );
    return () => {
      current = false;
    };
  }, [value, iv, keyKind, keyStore, plainText, holdsKeys]);

  if (decrypted.status === 'pending')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.sensitive.decrypting')}
      </Typography>
    );
  if (decrypted.status === 'empty') return <Typography variant="body2">—</Typography>;
  if (decrypted.status === 'withheld')
    return (
      <Typography
        variant="body2"
        component="span"
        data-testid={`sensitive-${source}`}
        sx={{ fontFamily: 'monospace' }}
        aria-label={translate('app.sensitive.withheld')}
      >
        ••••••••
      </Typography>
    );
  if (decrypted.status === 'failed') {
    const key = translate(`app.sensitive.keys.${decrypted.key}`);
    return (
      <Tooltip title={translate('app.sensitive.cannot_decrypt_hint', { key })}>
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-key={decrypted.key}
          label={translate('app.sensitive.cannot_decrypt', { key })}
        />
      </Tooltip>
    );
  }
  /**
   * Each reveal is written to the staff log before the value shows (docs/api.md, "Staff activity
   * log"); hiding writes nothing. While the entry is written the button waits; when it cannot be
   * written the value stays masked and the field says why.
   */
  const toggle = (event: MouseEvent) => {
    // In a list whose rows open a record, the click reveals the value and opens nothing.
    event.stopPropagation();
    if (reveal.status === 'logging') return;
    if (revealed) {
      setReveal({ status: 'masked' });
      return;
    }
    void run(() => {
      setReveal({ status: 'logging' });
      return writeLog({ action: 'REVEAL', ...subject, fields: [source] }).then(
        () => {
          setReveal({ status: 'shown' });
          onReveal?.();
        },
        (error: unknown) => setReveal({ status: 'refused', reason: logFailureReason(error) }),
      );
    });
  };
  const logging = reveal.status === 'logging';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        component="span"
        data-testid={`sensitive-${source}`}
        sx={{ fontFamily: 'monospace' }}
      >
        {revealed && allowed ? formatRevealed(decrypted.text) : MASKS[mask](decrypted.text)}
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

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

const ENCRYPTED_MASK = '••••••••';

type Reveal =
  | { status: 'masked' }
  | { status: 'logging' }
  | { status: 'shown'; text: string }
  | { status: 'refused'; reason: LogFailureReason }
  | { status: 'failed'; key: KeyKind };

const MASKED: Reveal = { status: 'masked' };

export interface SensitiveFieldProps {
  source: string;
  ivSource?: string;
  mask: keyof typeof MASKS;
  /** By transaction type, else the profile key (docs/requirements.md, "Personal data"). */
  keyKind?: KeyKind;
  revealTo: SensitiveKind;
  label: string;
  /** Never encrypted: shown as it is even when it looks like ciphertext. */
  plainText?: boolean;
  formatRevealed?: (text: string) => string;
  onReveal?: () => void;
}

/** Decrypted only on a click, once the staff log holds the look (docs/decisions.md, "Personal data shown"; docs/api.md). */
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
  // Logged before the value is decrypted (docs/api.md, "Staff activity log"); unlogged, it stays masked.
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

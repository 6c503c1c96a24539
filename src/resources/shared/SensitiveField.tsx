import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { readSensitive, sensitiveValueOf, type KeyKind, type SensitiveReading } from '../../api/crypto';
import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../api/mask';
import { useKeyStore } from '../../config/ServicesContext';
import type { SensitiveKind } from '../../registry/reveal';
import { useMayReveal } from './useMayReveal';

const MASKS = {
  phone: maskPhone,
  email: maskEmail,
  bank: maskBankAccount,
  citizenId: maskCitizenId,
} as const;

/** `withheld`: ciphertext of a role with no reveal right at all, never decrypted (it holds no keys). */
type Decrypted = { status: 'pending' } | { status: 'withheld' } | SensitiveReading;

export interface SensitiveFieldProps {
  /** The encrypted field of the record (`Phoneno`, `Email`, `AccountNumber`). */
  source: string;
  /** The record's vector. */
  ivSource?: string;
  mask: keyof typeof MASKS;
  /** Which key decrypts it (spec §9: by transaction type; profile data otherwise). */
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
 * An encrypted field (DESIGN §4): decrypted in the browser's memory only, shown masked, in full
 * after a click for the roles allowed to. A value a service sent as plain text is shown the same
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
  const [revealed, setRevealed] = useState(false);

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
  const toggle = (event: MouseEvent) => {
    // In a list whose rows open a record, the click reveals the value and opens nothing.
    event.stopPropagation();
    setRevealed(!revealed);
    if (!revealed) onReveal?.();
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
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
          aria-label={translate(revealed ? 'app.sensitive.hide_label' : 'app.sensitive.reveal_label', {
            field: label,
          })}
        >
          {translate(revealed ? 'app.sensitive.hide' : 'app.sensitive.reveal')}
        </Button>
      )}
    </Box>
  );
}

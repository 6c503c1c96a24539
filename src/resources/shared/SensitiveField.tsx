import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { readSensitive, sensitiveValueOf, type KeyKind, type SensitiveReading } from '../../api/crypto';
import { maskBankAccount, maskEmail, maskPhone } from '../../api/mask';
import { useKeyStore } from '../../config/ServicesContext';
import { mayReveal, type SensitiveKind } from '../../registry/reveal';

const MASKS = { phone: maskPhone, email: maskEmail, bank: maskBankAccount } as const;

type Decrypted = { status: 'pending' } | SensitiveReading;

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
}

/**
 * An encrypted field (DESIGN §4): decrypted in the browser's memory only, shown masked, in full
 * after a click for the roles allowed to. A value a service sent as plain text is shown the same
 * way, without a key (`isCiphertext`, docs/api.md). Ciphertext that cannot be decrypted shows a
 * mark naming the key it needs, never the ciphertext; an empty value shows a dash.
 */
export function SensitiveField({
  source,
  ivSource = 'Iv',
  mask,
  keyKind = 'profile',
  revealTo,
  label,
}: SensitiveFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const keyStore = useKeyStore();
  const { permissions } = usePermissions<string>();
  const value: unknown = record?.[source];
  const iv: unknown = record?.[ivSource];
  // A plain value or none is known at once: only ciphertext waits for the keys.
  const [decrypted, setDecrypted] = useState<Decrypted>(() => {
    const sorted = sensitiveValueOf(value);
    return sorted.status === 'cipher' ? { status: 'pending' } : sorted;
  });
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const sorted = sensitiveValueOf(value);
    // Plain text and nothing need no key: a key store that cannot answer must not hide them.
    if (sorted.status !== 'cipher') {
      setDecrypted(sorted);
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
  }, [value, iv, keyKind, keyStore]);

  if (decrypted.status === 'pending')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.sensitive.decrypting')}
      </Typography>
    );
  if (decrypted.status === 'empty') return <Typography variant="body2">—</Typography>;
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
  const allowed = mayReveal(permissions, revealTo);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography
        variant="body2"
        component="span"
        data-testid={`sensitive-${source}`}
        sx={{ fontFamily: 'monospace' }}
      >
        {revealed && allowed ? decrypted.text : MASKS[mask](decrypted.text)}
      </Typography>
      {allowed && (
        <Button
          size="small"
          onClick={() => setRevealed((shown) => !shown)}
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

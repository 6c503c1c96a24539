import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { decryptField, type KeyKind } from '../../api/crypto';
import { maskBankAccount, maskEmail, maskPhone } from '../../api/mask';
import { useKeyStore } from '../../config/ServicesContext';
import { mayReveal, type SensitiveKind } from '../../registry/reveal';

const MASKS = { phone: maskPhone, email: maskEmail, bank: maskBankAccount } as const;

type Decrypted =
  { status: 'pending' } | { status: 'empty' } | { status: 'failed' } | { status: 'ok'; text: string };

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
 * after a click for the roles allowed to. A value that cannot be decrypted shows a mark, never the
 * ciphertext; an empty one shows a dash.
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
  const [decrypted, setDecrypted] = useState<Decrypted>({ status: 'pending' });
  const [revealed, setRevealed] = useState(false);
  const cipher = record?.[source];
  const iv = record?.[ivSource];

  useEffect(() => {
    if (typeof cipher !== 'string' || cipher === '') {
      setDecrypted({ status: 'empty' });
      return;
    }
    let current = true;
    setDecrypted({ status: 'pending' });
    keyStore
      .keys()
      .then((keys) => decryptField(cipher, String(iv ?? ''), keyKind, keys))
      .then(
        (text) => current && setDecrypted({ status: 'ok', text }),
        // Why it failed stays out of the page and the console: the mark says enough.
        () => current && setDecrypted({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [cipher, iv, keyKind, keyStore]);

  if (decrypted.status === 'pending')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.sensitive.decrypting')}
      </Typography>
    );
  if (decrypted.status === 'empty') return <Typography variant="body2">—</Typography>;
  if (decrypted.status === 'failed')
    return (
      <Tooltip title={translate('app.sensitive.cannot_decrypt_hint')}>
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.sensitive.cannot_decrypt')}
        />
      </Tooltip>
    );
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

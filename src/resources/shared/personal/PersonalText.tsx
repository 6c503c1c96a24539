import { Box } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sensitiveValueOf } from '../../../api/crypto';
import { formatThaiPhone } from '../../../api/thaiPhone';
import { LabelledValue } from '../ui/LabelledValue';
import { REVEAL_RIGHT } from './personalData';
import { SensitiveField } from './SensitiveField';

interface PersonalTextProps {
  /** The record's field. */
  source: string;
  /** What it holds: how it is masked and which right reveals it. */
  kind: 'phone' | 'email';
  /** Translation key of its name; default `resources.<resource>.fields.<source>`. */
  label?: string;
  onReveal?: () => void;
}

function useLabel(source: string, label: string | undefined) {
  const resource = useResourceContext();
  return label ?? `resources.${resource ?? ''}.fields.${source}`;
}

/**
 * A phone or an e-mail a service sends as plain text (staff, store surveys, support requests),
 * shown as a partner's is: masked, revealed on a click to the roles with the right. A revealed
 * phone reads as people write it (`081-234-5678`).
 */
export function PersonalText({ source, kind, label, onReveal }: PersonalTextProps) {
  const translate = useTranslate();
  const name = useLabel(source, label);
  return (
    <SensitiveField
      source={source}
      mask={kind}
      revealTo={REVEAL_RIGHT[kind]}
      label={translate(name)}
      plainText
      formatRevealed={kind === 'phone' ? formatThaiPhone : undefined}
      onReveal={onReveal}
    />
  );
}

/**
 * A form's phone or e-mail input that starts masked when the record has a value: a user with the
 * right reveals it, and the input takes its place; a user without sees the mask and cannot change
 * it (the form sends the value it came with). A new record, or one without a value, shows the
 * input at once: there is nothing to hide.
 */
export function PersonalInput({
  source,
  kind,
  label,
  children,
}: Omit<PersonalTextProps, 'onReveal'> & {
  /** The input, shown once the value is revealed. */
  children: ReactElement;
}) {
  const record = useRecordContext();
  const name = useLabel(source, label);
  const [editing, setEditing] = useState(false);
  const stored = sensitiveValueOf(record?.[source]);
  const isNew = record?.id === undefined || record.id === null;
  if (editing || isNew || stored.status === 'empty') return children;
  return (
    <Box sx={{ my: 1 }} data-testid={`personal-input-${source}`}>
      <LabelledValue label={name}>
        <PersonalText source={source} kind={kind} label={name} onReveal={() => setEditing(true)} />
      </LabelledValue>
    </Box>
  );
}

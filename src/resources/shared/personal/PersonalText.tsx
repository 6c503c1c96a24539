import { Box } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sensitiveValueOf } from '../../../api/crypto';
import { formatThaiPhone } from '../../../api/thaiPhone';
import { LabelledValue } from '../ui/LabelledValue';
import { REVEAL_RIGHT } from './personalData';
import { SensitiveField } from './SensitiveField';

interface PersonalTextProps {
  source: string;
  kind: 'phone' | 'email';
  label?: string;
  onReveal?: () => void;
}

function useLabel(source: string, label: string | undefined) {
  const resource = useResourceContext();
  return label ?? `resources.${resource ?? ''}.fields.${source}`;
}

/** Sent as plain text, yet masked and revealed as a partner's is. */
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

/** Starts masked; a user without the right cannot change it (docs/decisions.md, "Personal data shown"). */
export function PersonalInput({
  source,
  kind,
  label,
  children,
}: Omit<PersonalTextProps, 'onReveal'> & {
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

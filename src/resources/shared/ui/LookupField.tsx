import { LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordRepresentation, ReferenceFieldBase, useTranslate } from 'react-admin';

/** Where a looked-up name would show, when its list could not be read: "cannot read" until the next try. */
export function UnreadableName() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color="error">
      {translate('app.error.unreadable_value')}
    </Typography>
  );
}

interface LookupFieldProps {
  source: string;
  reference: string;
  /** How the found record shows; its representation when absent. */
  children?: ReactNode;
  /** A translation key (or text) for a row without an id or whose id is not in the list. */
  emptyText?: string;
}

/**
 * A name read from another resource by id (react-admin's reference field, without a link). A list
 * that could not be read says so in words where the name would be, not with an unlabelled icon.
 */
export function LookupField({ source, reference, children, emptyText }: LookupFieldProps) {
  const translate = useTranslate();
  return (
    <ReferenceFieldBase
      source={source}
      reference={reference}
      error={<UnreadableName />}
      loading={<LinearProgress aria-label={translate('ra.page.loading')} />}
      empty={
        emptyText ? (
          <Typography component="span" variant="body2">
            {translate(emptyText, { _: emptyText })}
          </Typography>
        ) : null
      }
    >
      {children ?? (
        <Typography component="span" variant="body2">
          <RecordRepresentation />
        </Typography>
      )}
    </ReferenceFieldBase>
  );
}

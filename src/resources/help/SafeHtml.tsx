import { Box } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/**
 * Rich text from the server, shown only after sanitising: whatever a server holds (an old import,
 * another client's write), no script or event handler of it runs here.
 */
export function SafeHtml({ html, testId }: { html: unknown; testId?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid={testId}
      className="help-body"
      sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
      // The one place the help shows HTML, and it is sanitised just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

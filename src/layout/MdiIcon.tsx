import './mdiIcons.css';
import { Box } from '@mui/material';

/** A Material Design Icons glyph by name (`mdi-factory`), as the server's menu names them. */
export function MdiIcon({ name, size = 22 }: { name: string; size?: number }) {
  const safe = /^mdi-[a-z0-9-]+$/.test(name) ? name : 'mdi-help-circle-outline';
  return (
    <Box component="span" aria-hidden className={`mdi ${safe}`} sx={{ fontSize: size, lineHeight: 1 }} />
  );
}

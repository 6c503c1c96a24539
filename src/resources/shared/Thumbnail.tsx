import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A small image from a record's URL field, or an empty frame (lists stay aligned). */
export function Thumbnail({ source, size = 40 }: { source: string; size?: number }) {
  const record = useRecordContext();
  const url = record?.[source];
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {typeof url === 'string' && url ? (
        <img src={url} alt="" loading="lazy" style={{ maxWidth: '100%', maxHeight: '100%' }} />
      ) : null}
    </Box>
  );
}

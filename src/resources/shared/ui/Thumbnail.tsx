import { styled } from '@mui/material';
import { useRecordContext } from 'react-admin';

// One class for every thumbnail of a list, made once (a `sx` prop is worked out again in each row).
const Frame = styled('div')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  backgroundColor: theme.palette.action.hover,
  display: 'grid',
  placeItems: 'center',
}));

/** A small image from a record's URL field, or an empty frame (lists stay aligned). */
export function Thumbnail({ source, size = 40 }: { source: string; size?: number }) {
  const record = useRecordContext();
  const url = record?.[source];
  return (
    <Frame style={{ width: size, height: size }}>
      {typeof url === 'string' && url ? (
        <img src={url} alt="" loading="lazy" style={{ maxWidth: '100%', maxHeight: '100%' }} />
      ) : null}
    </Frame>
  );
}

import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A heading between groups of a form's inputs. */
export function FormSection({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

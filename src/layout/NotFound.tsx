import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Unknown paths show "This page could not be found" with a Home link. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h3" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.error.not_found')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.error.not_found_text')}
      </Typography>
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
        {translate('app.layout.home')}
      </Button>
    </Box>
  );
}

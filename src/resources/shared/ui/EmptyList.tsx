import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** A list with no record at all yet: says so, and offers to create the first one when it can. */
export function EmptyList() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} data-testid="empty-list">
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('app.list.empty', { name })}
      </Typography>
      {hasCreate && <CreateButton variant="contained" />}
    </Box>
  );
}

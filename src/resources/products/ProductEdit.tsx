import { Box } from '@mui/material';
import { Edit } from 'react-admin';
import { RecordHistory } from '../shared/history/RecordHistory';
import { ProductForm } from './ProductForm';
import { useProductFailure } from './useProductFailure';
import { EditLoadError, STAY_ON_LOAD_ERROR } from '../shared/ui/RecordLoadError';

/** Shows the current product, attribute and cover image, and its history; saving runs the edit sequence. */
export default function ProductEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={useProductFailure()}
      queryOptions={STAY_ON_LOAD_ERROR}
      error={<EditLoadError />}
    >
      <ProductForm />
      <Box sx={{ px: 2, pb: 2 }}>
        <RecordHistory />
      </Box>
    </Edit>
  );
}

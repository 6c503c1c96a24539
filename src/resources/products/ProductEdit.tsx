import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';
import { useProductFailure } from './useProductFailure';
import { EditLoadError, STAY_ON_LOAD_ERROR } from '../shared/RecordLoadError';

/** Shows the current product, attribute and cover image; saving runs the edit sequence. */
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
    </Edit>
  );
}

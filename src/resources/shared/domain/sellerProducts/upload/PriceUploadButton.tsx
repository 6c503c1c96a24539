import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useMayDo } from '../../../ui/useMayDo';
import { PriceUploadDialog } from './PriceUploadDialog';

/**
 * "Update from a file" on a supplier's products: offered only to a role that may edit seller
 * products (useMayDo: none while the role is not known), and only once a supplier is chosen. The
 * dialog is drawn only while open, so each opening reads the products and starts afresh.
 */
export function PriceUploadButton({ supplierId }: { supplierId: string | undefined }) {
  const mayEdit = useMayDo('seller-products')('edit');
  const [open, setOpen] = useState(false);
  if (!mayEdit || !supplierId) return null;
  return (
    <>
      <Button label="resources.seller-products.upload.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && <PriceUploadDialog supplierId={supplierId} onClose={() => setOpen(false)} />}
    </>
  );
}

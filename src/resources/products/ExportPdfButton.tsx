import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { sizeText } from './productRows';
import { useUnitTitle } from './useUnitTitle';
import { useMayDo } from '../shared/ui/useMayDo';
import { errorText } from '../../api/serverErrors';

export const PDF_MAX_ROWS = 5000;

/**
 * Exports the filtered list to PDF. The PDF library and the Thai font are fetched only now, the
 * first time someone asks for a PDF.
 */
export function ExportPdfButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const unitTitle = useUnitTitle();
  const { filterValues, sort, total, resource } = useListContext();
  const [working, setWorking] = useState(false);
  const mayExport = useMayDo()('export');

  async function exportPdf() {
    setWorking(true);
    try {
      const [{ exportProductsPdf }, { data }] = await Promise.all([
        import('./pdf/exportProductsPdf'),
        dataProvider.getList(resource, {
          pagination: { page: 1, perPage: Math.min(Math.max(total ?? 0, 1), PDF_MAX_ROWS) },
          sort,
          filter: filterValues,
        }),
      ]);
      const label = (field: string) => translate(`resources.products.fields.${field}`);
      const rows = data.map((row) => ({
        name: String(row.ProductName ?? ''),
        category: String(row.ProductCategoryName ?? ''),
        subCategory: String(row.ProductSubCategoryName ?? ''),
        brand: String(row.BrandName ?? ''),
        barcode: String(row.Barcode ?? ''),
        unit: unitTitle(row.UnitId),
        size: sizeText(row, translate),
      }));
      const filters = describeFilters(filterValues, data[0], translate);
      await exportProductsPdf(
        rows,
        {
          title: translate('resources.products.pdf.title'),
          generatedAt: translate('resources.products.pdf.generated_at', { date: formatDateTime(new Date()) }),
          filters: filters ? translate('resources.products.pdf.filters', { filters }) : '',
          columns: {
            name: label('ProductName'),
            category: label('ProductCategoryName'),
            subCategory: label('ProductSubCategoryName'),
            brand: label('BrandName'),
            barcode: label('Barcode'),
            unit: label('UnitId'),
            size: label('size'),
          },
          page: (page, pages) => translate('resources.products.pdf.page', { page, pages }),
          empty: translate('resources.products.pdf.empty'),
        },
        'products',
      );
    } catch (error) {
      notify('resources.products.pdf.failed', {
        type: 'error',
        messageArgs: { message: errorText(error, translate) },
      });
    } finally {
      setWorking(false);
    }
  }

  if (!mayExport) return null;
  return (
    <Button
      size="small"
      onClick={exportPdf}
      disabled={working}
      startIcon={
        working ? (
          <CircularProgress size={16} aria-label={translate('resources.products.pdf.working')} />
        ) : (
          <PictureAsPdfIcon />
        )
      }
    >
      {translate('resources.products.pdf.button')}
    </Button>
  );
}

/** Where a filter holds an id, the matching rows carry its name: the PDF names it so. */
const NAME_OF_ID: Record<string, string> = {
  ProductCategoryId: 'ProductCategoryName',
  ProductSubCategoryId: 'ProductSubCategoryName',
  BrandId: 'BrandName',
};

function describeFilters(
  filters: Record<string, unknown>,
  firstRow: Record<string, unknown> | undefined,
  translate: (key: string) => string,
) {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([field, value]) => {
      const name = NAME_OF_ID[field] ? firstRow?.[NAME_OF_ID[field]] : undefined;
      return `${translate(`resources.products.fields.${field}`)}: ${String(name ?? value)}`;
    })
    .join(', ');
}

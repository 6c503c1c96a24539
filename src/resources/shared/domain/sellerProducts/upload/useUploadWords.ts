import { useQuery } from '@tanstack/react-query';
import type { Messages } from '../../../../../registry/definition';
import { useRegistry } from '../../../../../registry/RegistryContext';
import { sellerProductColumns } from '../sellerProductColumns';
import { PRODUCT_STATUSES } from '../stockRules';
import { statusNames } from './cells';
import type { UploadWords } from './dryRun';
import { headerNames, resourceLookup } from './headers';

const RESOURCE = 'seller-products';

/**
 * The words a file may use, from the seller products' texts in every language given: the export's
 * headers (its own column declaration, so a file it wrote is read back) and the statuses' labels.
 */
export function uploadWordsOf(languages: readonly Messages[]): UploadWords {
  const lookups = languages.map((messages) => resourceLookup(RESOURCE, messages));
  return {
    headers: headerNames(sellerProductColumns, RESOURCE, lookups),
    statuses: statusNames(
      PRODUCT_STATUSES,
      lookups.map((lookup) => (code: string) => lookup(`resources.${RESOURCE}.statuses.${code}`)),
    ),
  };
}

/**
 * The upload's words in Thai and English, whichever the interface shows: a file exported in one
 * language is uploaded by someone using the other. Read from the resource's text files through
 * the registry (a shared part does not import a resource's folder: docs/decisions.md, "Layers").
 */
export function useUploadWords() {
  const registry = useRegistry();
  return useQuery({
    queryKey: ['seller-products-upload-words'],
    staleTime: Infinity,
    queryFn: async () => {
      const texts = registry.definitions.find((definition) => definition.name === RESOURCE)?.texts;
      if (!texts) throw new Error(`no texts for ${RESOURCE}`);
      const languages = await Promise.all([texts.th(), texts.en()]);
      return uploadWordsOf(languages.map((module) => module.default));
    },
  });
}

import { SectionIndex } from '../../layout/SectionIndex';

/** `/master-data`: the master-data screens this role may open. */
export default function MasterDataIndex() {
  return <SectionIndex prefix="/master-data/" title="resources.master-data.title" />;
}

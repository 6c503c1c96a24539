import { MasterDataList } from '../shared/domain/masterData/MasterDataList';

/** `/master-data/address/region`: the regions, and a new one (`POST MasterData/Regions`). */
export default function RegionScreen() {
  return (
    <MasterDataList
      resource="regions"
      nameField="RegionName"
      title="resources.regions.master.title"
      editable
    />
  );
}

import dayjs from 'dayjs';
import { SelectInput, TextInput } from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import { PRODUCT_UPLOAD } from '../shared/files/uploads';
import { ImageUploadInput } from '../shared/ui/ImageUploadInput';
import { ResourceCreate, ResourceForm } from '../shared/ui/ResourceForms';
import { appChoices } from './advertChoices';
import { campaignProblems } from './campaignRules';

const T = 'resources.campaigns';

/** `/advertise/newcampaign`: a new campaign, its period, the app it targets and its image. */
export default function CampaignCreate() {
  return (
    <ResourceCreate>
      <ResourceForm validate={(values) => campaignProblems(values, dayjs().format('YYYY-MM-DD'))}>
        <TextInput source="name" fullWidth />
        <ThaiDateInput source="startDate" />
        <ThaiDateInput source="endDate" />
        <SelectInput source="typeApp" choices={appChoices} />
        <ImageUploadInput source="imageUrl" label={`${T}.fields.imageUrl`} target={PRODUCT_UPLOAD} />
      </ResourceForm>
    </ResourceCreate>
  );
}

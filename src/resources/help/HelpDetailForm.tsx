import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { Link, useLocation } from 'react-router-dom';
import { TextInput, useGetOne, useRecordContext, useRecordFromLocation, useTranslate } from 'react-admin';
import { FormToolbar } from '../shared/ui/FormToolbar';
import { ResourceForm } from '../shared/ui/ResourceForms';
import { helpScreenOf, isAudience, titleProblem, type HelpDetailNode } from './helpRules';

const T = 'resources.help-details';

/**
 * Where a saved or cancelled detail goes back to: the help screen it was opened from, otherwise
 * its section's tree.
 */
export function useBackPath(audience: unknown): string {
  const state = useLocation().state as { back?: unknown } | null;
  const back = typeof state?.back === 'string' ? state.back : '';
  if (helpScreenOf(back)) return back;
  return isAudience(audience) ? `/help/${audience}` : '/';
}

const validateTitle = (value: unknown) => titleProblem(value);
const validateBody = (value: unknown) =>
  typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() ? undefined : 'ra.validation.required';

/**
 * A detail: its Thai and English titles and its text, written with the rich-text editor (tiptap,
 * in this screen's chunk only). The text is sanitised by the data layer before it is sent.
 */
export function HelpDetailForm({ heading }: { heading: string }) {
  const translate = useTranslate();
  // A new detail's sub-title and audience come in the address (`?source=`), as its form's defaults.
  const fromLocation = useRecordFromLocation() as Partial<HelpDetailNode> | null;
  const record = useRecordContext<HelpDetailNode>() ?? fromLocation ?? undefined;
  const back = useBackPath(record?.audience);
  const { data: sub } = useGetOne('help-subs', { id: record?.helpSubId }, { enabled: !!record?.helpSubId });
  return (
    <>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {translate(`${T}.back`)}
      </Button>
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {translate(heading)}
      </Typography>
      {sub && isAudience(record?.audience) && (
        <Typography color="text.secondary">
          {translate(`${T}.in_sub`, {
            sub: sub.title_th,
            audience: translate(`resources.help.audiences.${record.audience}`),
          })}
        </Typography>
      )}
      <ResourceForm toolbar={<FormToolbar cancelTo={back} />}>
        <TextInput source="title_th" validate={validateTitle} fullWidth />
        <TextInput source="title_en" validate={validateTitle} fullWidth />
        <RichTextInput source="body" validate={validateBody} fullWidth />
      </ResourceForm>
    </>
  );
}

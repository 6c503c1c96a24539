import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '../../../layout/notifyDurations';
import { useSingleFlight } from '../../../layout/useSingleFlight';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, FormHelperText, FormLabel, IconButton, Stack } from '@mui/material';
import { useId, type ChangeEvent } from 'react';
import { InputHelperText, useInput, useNotify, useTranslate, type InputProps } from 'react-admin';
import { useHttp } from '../../../config/ServicesContext';
import {
  IMAGE_ACCEPT,
  ImageRefusedError,
  MAX_IMAGE_BYTES,
  UploadWithoutUrlError,
  uploadImage,
  type UploadTarget,
} from '../files/uploads';
import { errorText } from '../../../api/serverErrors';

interface ImageUploadInputProps extends Omit<InputProps, 'source'> {
  source: string;
  target: UploadTarget;
  label: string;
  /** Not yet possible (the upload's target depends on another field): the hint says why. */
  disabled?: boolean;
  helperText?: string;
}

/**
 * An image field: pick a file, it is uploaded at once, and the field keeps the URL the server
 * answers. A failed upload says so and leaves the previous image in place.
 */
export function ImageUploadInput({
  source,
  target,
  label,
  validate,
  disabled = false,
  helperText,
}: ImageUploadInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, validate });
  // A second pick while a picture is being uploaded sends nothing (useSingleFlight).
  const { run, busy: uploading } = useSingleFlight();
  const url = typeof field.value === 'string' ? field.value : '';

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => upload(file));
  }

  async function upload(file: File) {
    try {
      // uploadImage checks the file's first bytes and size before it calls the service.
      field.onChange(await uploadImage(http, target, file));
    } catch (error) {
      if (error instanceof ImageRefusedError)
        notify(error.message, {
          type: 'error',
          autoHideDuration: NOTIFY_ERROR_MS,
          messageArgs: { max: MAX_IMAGE_BYTES / (1024 * 1024) },
        });
      else if (error instanceof UploadWithoutUrlError)
        notify('app.upload.failed', { type: 'error', autoHideDuration: NOTIFY_SUCCESS_MS });
      else {
        notify('app.upload.error', {
          type: 'error',
          autoHideDuration: NOTIFY_SUCCESS_MS,
          messageArgs: { message: errorText(error, translate) },
        });
      }
    }
  }

  return (
    <Box sx={{ my: 1 }}>
      <FormLabel htmlFor={inputId} sx={{ display: 'block', mb: 0.5 }}>
        {translate(label)}
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Box
          sx={{
            width: 96,
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
          data-testid={`image-preview-${source}`}
        >
          {uploading ? (
            <CircularProgress size={28} aria-label={translate('app.upload.uploading')} />
          ) : url ? (
            <img src={url} alt={translate(label)} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : null}
        </Box>
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          disabled={uploading || disabled}
          // A label-button opens the file picker on a click only: Enter or Space must open it too.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            document.getElementById(inputId)?.click();
          }}
        >
          {translate(url ? 'app.upload.replace' : 'app.upload.choose')}
          <input
            id={inputId}
            hidden
            disabled={uploading || disabled}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onPick}
            data-testid={`image-input-${source}`}
          />
        </Button>
        {url && !uploading && (
          <IconButton aria-label={translate('app.upload.remove')} onClick={() => field.onChange('')}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      {(helperText || fieldState.error) && (
        // A form-level check hands over `{ message, args }`, not a string: react-admin's own helper
        // text translates either.
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </Box>
  );
}

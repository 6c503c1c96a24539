import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { advertTypeChoices, appChoices } from './advertChoices';
import { isAdvertType, landingLink, type LandingApp } from './landingRules';
import { qrFileName, qrPngDataUrl, qrSvg } from './qrCode';

const T = 'resources.adverts.qr';

interface Made {
  link: string;
  png: string;
  svg: string;
}

function download(href: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.click();
}

/** `/advertise/genqrcode`: a QR code of the public page's link for one app and advert type, as PNG and SVG. */
export default function QrCodeScreen() {
  const translate = useTranslate();
  const [typeApp, setTypeApp] = useState<LandingApp>('GC');
  const [typeAdv, setTypeAdv] = useState('POSTER');
  const [made, setMade] = useState<Made>();
  const [failed, setFailed] = useState(false);
  const valid = isAdvertType(typeAdv);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    const link = landingLink(window.location.origin, { typeApp, typeAdv });
    Promise.all([qrPngDataUrl(link), qrSvg(link)]).then(
      ([png, svg]) => current && (setMade({ link, png, svg }), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [typeApp, typeAdv, valid]);

  const shown = valid ? made : undefined;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.hint`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, maxWidth: 640 }}>
          <TextField
            select
            fullWidth
            label={translate('resources.adverts.fields.typeApp')}
            value={typeApp}
            onChange={(event) => setTypeApp(event.target.value as LandingApp)}
            slotProps={{ select: { inputProps: { 'data-testid': 'qr-app' } } }}
          >
            {appChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={translate('resources.adverts.fields.typeAdv')}
            value={typeAdv}
            onChange={(event) => setTypeAdv(event.target.value.trim().toUpperCase())}
            error={!valid}
            helperText={translate(valid ? `${T}.type_hint` : `${T}.type_invalid`)}
            slotProps={{ htmlInput: { list: 'advert-types', name: 'typeAdv' } }}
          />
          <datalist id="advert-types">
            {advertTypeChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </option>
            ))}
          </datalist>
        </Stack>
        {failed && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
        {shown && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
            <Box
              component="img"
              src={shown.png}
              alt={translate(`${T}.image_alt`, { link: shown.link })}
              width={240}
              height={240}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="body2">{translate(`${T}.link`)}</Typography>
              <Typography
                component="a"
                href={shown.link}
                target="_blank"
                rel="noopener"
                data-testid="qr-link"
                sx={{ wordBreak: 'break-all' }}
              >
                {shown.link}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  onClick={() => download(shown.png, qrFileName(typeApp, typeAdv, 'png'))}
                >
                  {translate(`${T}.download_png`)}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={() =>
                    download(
                      URL.createObjectURL(new Blob([shown.svg], { type: 'image/svg+xml' })),
                      qrFileName(typeApp, typeAdv, 'svg'),
                    )
                  }
                >
                  {translate(`${T}.download_svg`)}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

import { Box, Card, CardContent, CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { darkTheme } from '../layout/theme';
import { ServerErrorPopup } from '../layout/ServerErrorPopup';
import { PublicDemoBanner } from '../layout/PublicDemoBanner';

const theme = createTheme(darkTheme);

/** The dark session layout of the sign-in screens. */
export function SessionLayout({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          // From the top, not centred: the demo's user list drawn under the form a moment later
          // must not move the form the user is typing in.
          justifyContent: 'flex-start',
          p: 2,
          pt: 'max(16px, 10vh)',
          background: 'radial-gradient(circle at top, #1f3a5f 0%, #0b1320 70%)',
        }}
      >
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LocalesMenuButton />
        </Box>
        <Typography variant="h5" component="p" sx={{ mb: 2, color: 'grey.100' }}>
          {translate('app.title')}
        </Typography>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent>
            {/* Every sign-in screen (the second factor and the password change too) says a public demo is one. */}
            <PublicDemoBanner />
            <Typography variant="h6" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <ServerErrorPopup />
    </ThemeProvider>
  );
}

import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { MdiIcon } from './MdiIcon';
import { iconOf } from '../api/menuRules';
import { useMenuLinkTarget } from './menuLinks';
import { menuTitle } from './menuTitle';
import { useMenuTree } from './useMenuTree';

/**
 * A section's own page (a path the menu only groups under): the sub-entries of the menu section whose links start with
 * `prefix`, as the signed-in role's menu has them, so the page offers exactly what the role may open.
 */
export function SectionIndex({ prefix, title }: { prefix: string; title: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { visible, isPending } = useMenuTree();
  const target = useMenuLinkTarget();
  // The section most of whose links start with the prefix (another section may hold a few links
  // under the same prefix).
  const under = (entry: (typeof visible)[number]) =>
    entry.children.filter((child) => child.linkto.startsWith(prefix)).length;
  const section = visible.filter((entry) => under(entry) > 0).sort((a, b) => under(b) - under(a))[0];
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 2 }}>
        {section ? menuTitle(section, locale) : translate(title)}
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        data-testid="section-index"
      >
        {isPending &&
          [0, 1, 2].map((slot) => (
            <Grid key={slot} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Skeleton variant="rounded" height={72} />
            </Grid>
          ))}
        {section?.children.map((entry) => (
          <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined">
              <CardActionArea component={Link} to={target(entry.linkto)}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <MdiIcon name={iconOf(entry, true)} />
                  <Typography variant="subtitle1" component="span">
                    {menuTitle(entry, locale)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

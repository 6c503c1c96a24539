import { SvgIcon } from '@mui/material';
import { FALLBACK_ICON, isMenuIconName, menuIconPath } from './menuIcons';

/**
 * A Material Design Icons glyph by name (`mdi-factory`), as the server's menu names them, drawn as
 * an inline SVG. A name the app does not bundle (see `menuIcons.ts`) shows the help-circle icon.
 */
export function MdiIcon({ name, size = 22 }: { name: string; size?: number }) {
  const shown = isMenuIconName(name) ? name : FALLBACK_ICON;
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden data-icon={shown} sx={{ fontSize: size }}>
      <path d={menuIconPath(shown)} />
    </SvgIcon>
  );
}

import { useLocaleState, useTranslate } from 'react-admin';
import { entriesLinkingTo, type MenuNode } from '../../api/menuRules';
import { menuTitle } from '../../layout/menuTitle';
import type { ScreenAccess } from './roleAccess';

/**
 * A screen's name as staff know it: the title of the menu entry that links to it, else the
 * resource's own name, else its path.
 */
export function useScreenLabel(tree: MenuNode[]) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (screen: ScreenAccess) => {
    const paths = screen.rule.kind === 'menu' ? [screen.path, ...screen.rule.paths] : [screen.path];
    const linked = entriesLinkingTo(tree, paths)[0];
    if (linked) return menuTitle(linked.sub ?? linked.main, locale);
    return translate(`resources.${screen.resource}.name`, { smart_count: 2, _: screen.path });
  };
}

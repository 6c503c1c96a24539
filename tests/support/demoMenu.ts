import { declaredMenu } from '../../src/registry/menuEntries';
import { resources } from '../../src/resources';

/** The demo server's menu, as the demo makes it from the resources' declared entries. */
export const { main: seedMainMenu, sub: seedSubMenu } = declaredMenu(resources);

import { loadDemos } from '../../src/demo/backend';
import { resources } from '../../src/resources';
import { demoMenu } from '../../src/resources/menus/demo';

const [loaded] = await loadDemos({ definitions: resources });

/** The demo server's menu, as the demo makes it from the resources' declared entries and demo rows. */
export const { main: seedMainMenu, sub: seedSubMenu } = demoMenu(loaded!.world);

import { http } from 'msw';
import { signedIn } from '../../demo/kit/input';
import { ok } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../../demo/kit/masterDataWrites';
import * as nameChecks from '../shared/domain/masterData/masterDataRules';
import { seedRestrictedContent } from './demoSeed';

/** The list as the real service answers it: `Data.Data`, the words with `Id` and `Name`. */
function listHandler({ store, base }: DemoContext) {
  return http.get(
    `${base('masterData')}RestrictContent/RestrictContents`,
    signedIn(store, () => ok({ Data: store.collection('restricted-content') })),
  );
}

const demo: ResourceDemo = {
  menu: { 'master-restrict-content': { id: 137, roles: ['admin'], created: '2024-06-04T10:30:00.000Z' } },
  seed: () => seedRestrictedContent,
  fromBody: masterDataFromBody(nameChecks, 'restricted-content', 'Name', 'Id'),
  handlers: (ctx) => [listHandler(ctx)],
};
export default demo;

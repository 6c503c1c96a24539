/**
 * The calls docs/api.md lists as assumed (its "Endpoints assumed" table and its sections): the
 * contract answers them 404, and the app may ask them only where it says so on the screen. Two
 * exceptions are served (routes.ts): `GET auth/CryptoKeys`, which a config.json with the demo off
 * points `crypto.keysUrl` at, as a deployment must; and `POST auth/Stafflog`, the staff log's entry
 * of a look at personal data, written before any is shown. The runs against the contract server
 * (tests/e2e/contract.test.ts, tests/integration/contractWire.test.ts) audit their calls with it.
 */
export const ASSUMED_CALLS: readonly (readonly [method: string, path: RegExp])[] = [
  ['GET', /^\/api\/Storesurvey\/[^/]+$/],
  ['GET', /^\/order\/api\/v1\/Order\/(OrderDetail|Deliveries|DeliverySummary)$/],
  ['PUT', /^\/api\/GroceryUserPassword\/[^/]+$/],
  ['GET', /^\/kk-bo-api\/api\/Advertise\/Logs$/],
  ['POST', /^\/kk-bo-api\/api\/NewCampaign$/],
  ['GET', /^\/auth\/CryptoKeys$/],
  ['POST', /^\/auth\/Stafflog$/],
  ['GET', /^\/api\/(HelpTitle|HelpSub|HelpDetail)(\/[^/]+)?$/],
  ['GET', /^\/auth\/Users(\/[^/]+)?$/],
  ['GET', /^\/api\/ImproveSystem$/],
  ['GET', /^\/support\/UserSupport\/[^/]+$/],
  ['PUT', /^\/supplier\/api\/v1\/MasterData\/(Regions|Provinces|Districts|SubDistricts)$/],
  ['POST', /^\/supplier\/api\/v1\/MasterData\/(Provinces|Districts|SubDistricts)$/],
];

/** Whether docs/api.md names the call as assumed. */
export const isAssumedCall = (request: { method: string; path: string }) =>
  ASSUMED_CALLS.some(([method, path]) => request.method === method && path.test(request.path));

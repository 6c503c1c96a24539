import { combineDataProviders, type DataProvider } from 'react-admin';
import type { AppResource, ResourceDeps } from '../resources/types';
import { createResourceDataProvider } from './dataEngine';

/** One dataProvider for the whole app: each resource's own description, run by the engine. */
export function createDataProvider(resources: AppResource[], deps: ResourceDeps): DataProvider {
  const providers = new Map<string, DataProvider>();
  for (const resource of resources) {
    const description = typeof resource.data === 'function' ? resource.data(deps) : resource.data;
    providers.set(resource.name, createResourceDataProvider(resource.name, description, { http: deps.http }));
  }
  return combineDataProviders((resource) => {
    const provider = providers.get(resource);
    if (!provider) throw new Error(`Unknown resource "${resource}"`);
    return provider;
  });
}

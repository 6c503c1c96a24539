import type { ComponentType } from 'react';
import type { HttpClient } from '../api/http';
import type { ResourceDescription } from '../providers/dataEngine';
import type { MenuSource } from './menus/menuSource';

/** What a resource's description may need besides the engine: shared services of the app. */
export interface ResourceDeps {
  http: HttpClient;
  menuSource: MenuSource;
}

/**
 * One resource of the app, exported by its folder's `index.ts`: how the data layer reaches it and,
 * when it has screens, which ones (lazy-loaded). Adding a resource is one folder and one line in
 * `App.tsx`.
 */
export interface AppResource {
  name: string;
  data: ResourceDescription | ((deps: ResourceDeps) => ResourceDescription);
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string;
}

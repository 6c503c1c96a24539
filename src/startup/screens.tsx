import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { routeKey, type Registry } from '../registry/registry';
import { lazyScreen, loadScreen } from '../layout/lazyScreen';
import { ResourceCreate, ResourceEdit } from '../resources/shared/ui/ResourceForms';
import { AccessGate } from '../layout/AccessGate';
import type { ResourceDefinition, ResourceOptions, ScreenLoader } from '../registry/definition';
import { screenLoaderForPath } from '../registry/preload';
import type { ScreenAction } from '../registry/rights';

export function guardedScreen(
  accessKey: string,
  load: ScreenLoader,
  action: ScreenAction = 'open',
): ComponentType {
  const Screen = lazyScreen(load);
  const Guarded = () => (
    <AccessGate accessKey={accessKey} action={action}>
      <Screen />
    </AccessGate>
  );
  return Guarded;
}

const formScreensMade = new WeakMap<ScreenLoader, { create: ScreenLoader; edit: ScreenLoader }>();

/** Made once per form, so a path's preload and the screen's own loading share one loader. */
export function formScreens(load: ScreenLoader): { create: ScreenLoader; edit: ScreenLoader } {
  let made = formScreensMade.get(load);
  if (!made) {
    made = {
      create: () =>
        load().then(({ default: Form }) => ({
          default: () => (
            <ResourceCreate>
              <Form />
            </ResourceCreate>
          ),
        })),
      edit: () =>
        load().then(({ default: Form }) => ({
          default: () => (
            <ResourceEdit>
              <Form />
            </ResourceEdit>
          ),
        })),
    };
    formScreensMade.set(load, made);
  }
  return made;
}

export function preloadScreenForPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
): Promise<unknown> | undefined {
  const load = screenLoaderForPath(definitions, pathname, (form, screen) => formScreens(form)[screen]);
  // A failure is the screen's own to report when it is drawn (and to try again).
  return load && loadScreen(load).catch(() => undefined);
}

export interface Screens {
  home?: ComponentType;
  resources: {
    definition: ResourceDefinition;
    options: ResourceOptions;
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
  }[];
  routes: { path: string; Screen: ComponentType }[];
  definitions: Record<string, ResourceDefinitionOfAdmin>;
}

type ResourceDefinitionOfAdmin = ReturnType<typeof Resource.registerResource>;

export function buildScreens(registry: Registry): Screens {
  const home = registry.definitions.find((definition) => definition.home);
  const resources = registry.definitions
    .filter((definition) => definition.data || definition.screens)
    .map((definition) => {
      const { form, ...screens } = definition.screens ?? {};
      const loaders = { ...(form ? formScreens(form) : {}), ...screens };
      const guard = (load: (typeof loaders)['list'], action?: ScreenAction) =>
        load && guardedScreen(definition.name, load, action);
      return {
        definition,
        // A resource's list settings reach its screens through react-admin's own definition.
        options: {
          listOpensWith: definition.listOpensWith,
          personalFilters: definition.personalFilters,
          history: Boolean(definition.history),
        } satisfies ResourceOptions,
        list: guard(loaders.list),
        // An add or edit screen is the write itself: refused before it draws to a role without the right.
        create: guard(loaders.create, 'create'),
        edit: guard(loaders.edit, 'edit'),
        show: guard(loaders.show),
      };
    });
  return {
    home: home?.home && guardedScreen(home.name, home.home),
    resources,
    routes: registry.definitions.flatMap((definition) =>
      (definition.routes ?? []).map((route) => ({
        path: route.path,
        Screen: guardedScreen(routeKey(definition.name, route.path), route.screen, route.action),
      })),
    ),
    definitions: Object.fromEntries(
      resources.map(({ definition, options, ...screens }) => [
        definition.name,
        Resource.registerResource({
          name: definition.name,
          options,
          ...screens,
          recordRepresentation: definition.recordRepresentation,
        }),
      ]),
    ),
  };
}

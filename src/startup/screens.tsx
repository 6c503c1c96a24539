import type { ComponentType } from 'react';
import { lazyScreen, loadScreen } from '../layout/lazyScreen';
import { ResourceCreate, ResourceEdit } from '../resources/shared/ResourceForms';
import { AccessGate } from '../layout/AccessGate';
import type { ResourceDefinition, ScreenLoader } from '../registry/definition';
import { screenLoaderForPath } from '../registry/preload';

/** A screen loaded on first use, shown only after the access decision for `accessKey`. */
export function guardedScreen(accessKey: string, load: ScreenLoader): ComponentType {
  const Screen = lazyScreen(load);
  const Guarded = () => (
    <AccessGate accessKey={accessKey}>
      <Screen />
    </AccessGate>
  );
  return Guarded;
}

const formScreensMade = new WeakMap<ScreenLoader, { create: ScreenLoader; edit: ScreenLoader }>();

/**
 * The add and edit screens of a resource made from its one form: made once per form, so that the
 * preload of a path and the screen's own loading name the same loader (see `loadScreen`).
 */
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

/**
 * Starts loading the screen a path opens, by the very loader its route uses, so that it draws at
 * once when its turn comes; a failure is left to the screen's own loading.
 */
export function preloadScreenForPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
): Promise<unknown> | undefined {
  const load = screenLoaderForPath(definitions, pathname, (form, screen) => formScreens(form)[screen]);
  // A failure is the screen's own to report when it is drawn (and to try again).
  return load && loadScreen(load).catch(() => undefined);
}

import type { ComponentType } from 'react';
import { lazyScreen } from '../layout/lazyScreen';
import { ResourceCreate, ResourceEdit } from '../resources/shared/ResourceForms';
import { AccessGate } from './AccessGate';
import type { ScreenLoader } from './definition';

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

/** The add and edit screens of a resource made from its one form. */
export function formScreens(load: ScreenLoader): { create: ScreenLoader; edit: ScreenLoader } {
  return {
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
}

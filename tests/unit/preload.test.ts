import { describe, expect, it } from 'vitest';
import {
  byMenuEntry,
  defineResource,
  everySignedInUser,
  type ScreenLoader,
} from '../../src/registry/definition';
import { screenLoaderForPath } from '../../src/registry/preload';

const loader = (): ScreenLoader => () => Promise.resolve({ default: () => null });
const brandList = loader();
const brandCreate = loader();
const brandEdit = loader();
const brandShow = loader();
const unitForm = loader();
const home = loader();
const diagnostics = loader();
const definitions = [
  defineResource({ name: 'homepage', access: everySignedInUser(), home }),
  defineResource({
    name: 'brands',
    access: byMenuEntry('/brand'),
    screens: { list: brandList, create: brandCreate, edit: brandEdit, show: brandShow },
  }),
  defineResource({ name: 'units', access: byMenuEntry('/unit'), screens: { form: unitForm } }),
  defineResource({
    name: 'diagnostics',
    access: byMenuEntry('/test'),
    routes: [{ path: '/test', screen: diagnostics }],
  }),
];

describe('the screen a path opens', () => {
  it.each([
    ['/', home],
    ['/brands', brandList],
    ['/brands/', brandList],
    ['/brands/create', brandCreate],
    ['/brands/17', brandEdit],
    ['/brands/17/show', brandShow],
    ['/units/create', unitForm],
    ['/units/3', unitForm],
    ['/test', diagnostics],
  ])('%s', (path, expected) => {
    expect(screenLoaderForPath(definitions, path)).toBe(expected);
  });

  it.each(['/login', '/nothing', '/brands/17/show/more', '/units', '/units/3/show'])(
    '%s opens no known screen',
    (path) => {
      expect(screenLoaderForPath(definitions, path)).toBeUndefined();
    },
  );
});

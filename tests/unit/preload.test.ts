import { describe, expect, it } from 'vitest';
import {
  byMenuEntry,
  defineResource,
  everySignedInUser,
  type ScreenLoader,
} from '../../src/registry/definition';
import { listOfPath, recordOfPath, screenLoaderForPath } from '../../src/registry/preload';

const loader = (): ScreenLoader => () => Promise.resolve({ default: () => null });
const brandList = loader();
const brandCreate = loader();
const brandEdit = loader();
const brandShow = loader();
const unitForm = loader();
const home = loader();
const diagnostics = loader();
/** Enough of a data description for a resource to have data. */
const data = { service: 'product' as const, idField: 'Id', getList: { path: 'List' } };
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

describe('the record a path opens (fetched beside the access decision)', () => {
  const withData = [
    defineResource({
      name: 'brands',
      access: byMenuEntry('/brand'),
      data,
      screens: { list: brandList, edit: brandEdit, show: brandShow },
    }),
    defineResource({ name: 'units', access: byMenuEntry('/unit'), data, screens: { form: unitForm } }),
    defineResource({ name: 'logs', access: byMenuEntry('/log'), data, screens: { list: brandList } }),
    defineResource({ name: 'notes', access: byMenuEntry('/note'), screens: { edit: brandEdit } }),
    defineResource({
      name: 'diagnostics',
      access: byMenuEntry('/test'),
      routes: [{ path: '/brands/tools', screen: diagnostics }],
    }),
  ];

  it.each([
    ['/brands/17', { resource: 'brands', id: '17' }],
    ['/brands/17/', { resource: 'brands', id: '17' }],
    ['/brands/17/show', { resource: 'brands', id: '17' }],
    ['/brands/a%2Fb', { resource: 'brands', id: 'a/b' }],
    ['/units/3', { resource: 'units', id: '3' }],
  ])('%s: the edit or show screen’s record', (path, record) => {
    expect(recordOfPath(withData, path)).toEqual(record);
  });

  it.each([
    ['/brands', 'a list'],
    ['/brands/create', 'an add screen'],
    ['/units/3/show', 'a show screen the resource does not have'],
    ['/logs/4', 'an edit screen the resource does not have'],
    ['/notes/4', 'a resource without data'],
    ['/brands/tools', 'a custom route'],
    ['/brands/17/show/more', 'a longer path'],
    ['/', 'the home page'],
  ])('%s: none (%s)', (path) => {
    expect(recordOfPath(withData, path)).toBeUndefined();
  });
});

describe('the list a path opens (its first page fetched beside the access decision)', () => {
  const opening = { sort: { field: 'Id', order: 'DESC' as const } };
  const withLists = [
    defineResource({
      name: 'brands',
      access: byMenuEntry('/brand'),
      data,
      listOpensWith: opening,
      screens: { list: brandList, edit: brandEdit },
    }),
    defineResource({ name: 'logs', access: byMenuEntry('/log'), data, screens: { list: brandList } }),
    defineResource({
      name: 'units',
      access: byMenuEntry('/unit'),
      data,
      listOpensWith: {},
      screens: { form: unitForm },
    }),
    defineResource({
      name: 'notes',
      access: byMenuEntry('/note'),
      listOpensWith: {},
      screens: { list: brandList },
    }),
    defineResource({
      name: 'diagnostics',
      access: byMenuEntry('/test'),
      routes: [{ path: '/brands/tools', screen: diagnostics }],
    }),
  ];

  it.each(['/brands', '/brands/'])('%s: the resource’s list, as it opens', (path) => {
    expect(listOfPath(withLists, path)).toMatchObject({ name: 'brands', listOpensWith: opening });
  });

  it.each([
    ['/logs', 'a list that does not say how it opens'],
    ['/units', 'a resource without a list'],
    ['/notes', 'a resource without data'],
    ['/brands/17', 'an edit screen'],
    ['/brands/create', 'an add screen'],
    ['/brands/tools', 'a custom route'],
    ['/', 'the home page'],
  ])('%s: none (%s)', (path) => {
    expect(listOfPath(withLists, path)).toBeUndefined();
  });
});

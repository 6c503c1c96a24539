/**
 * The old app's paths (spec §2) and the screens that now do their job (DESIGN §6). Server menu
 * entries link to the old paths (`linkto`) and staff have them bookmarked, so each one redirects.
 * The same table tells which menu entry guards a screen (DESIGN §7) and names the section shown
 * in the top bar. Later issues add their rows here.
 */
export interface LegacyRoute {
  /** The old path, exactly as spec §2 (and the server's menu) writes it. */
  from: string;
  /** The new path; `:id` is filled from the `id` query parameter when one is given. */
  to: string;
  /** The react-admin resource (or custom screen) whose access this path's menu entry governs. */
  resource?: string;
}

export const legacyRoutes: LegacyRoute[] = [
  { from: '/dashboard', to: '/', resource: 'dashboard' },
  { from: '/Menu', to: '/menus', resource: 'menus' },
  { from: '/brand', to: '/brands', resource: 'brands' },
  { from: '/brand/components/AddBrand', to: '/brands/create', resource: 'brands' },
  { from: '/brand/components/EditBrand', to: '/brands/:id', resource: 'brands' },
  { from: '/master-data/category', to: '/categories', resource: 'categories' },
  { from: '/master-data/sub-category', to: '/subcategories', resource: 'subcategories' },
  { from: '/product', to: '/products', resource: 'products' },
  { from: '/product/components/AddProduct', to: '/products/create', resource: 'products' },
  { from: '/product/components/EditProduct', to: '/products/:id', resource: 'products' },
  // The old export and search components were parts of the product list; the list does both now.
  { from: '/product/components/ExportPDF', to: '/products', resource: 'products' },
  { from: '/product/components/SearchBar', to: '/products', resource: 'products' },
  { from: '/productfeature', to: '/packages', resource: 'packages' },
  { from: '/productfeature/components/AddPackage', to: '/packages/create', resource: 'packages' },
  { from: '/productfeature/components/PackageDetail', to: '/packages/:id/show', resource: 'packages' },
];

/** Paths that are served as they are (no redirect), with the screen they belong to. */
export const keptPaths: LegacyRoute[] = [
  { from: '/changepassword', to: '/changepassword' },
  { from: '/test', to: '/test', resource: 'diagnostics' },
  { from: '/login', to: '/login' },
  { from: '/LoginTFA', to: '/LoginTFA' },
  // New screens the demo menu links to directly; their menu entries guard them too.
  { from: '/system-products', to: '/system-products', resource: 'system-products' },
  { from: '/units', to: '/units', resource: 'units' },
];

/** Where an old path leads: `to`, with the record named by `id` (or `*Id`) in the query opened. */
export function legacyTarget(route: LegacyRoute, search: string): string {
  const params = new URLSearchParams(search);
  const id = params.get('id') ?? [...params.entries()].find(([key]) => /id$/i.test(key))?.[1];
  if (route.to.includes(':id'))
    return id ? route.to.replace(':id', encodeURIComponent(id)) : route.to.replace(/\/:id.*$/, '');
  return route.to;
}

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The old paths that stand for the screen at `pathname`: itself, and every old path redirecting
 * to it or to the list it belongs to (`/brands/12` belongs to `/brands`).
 */
export function legacyPathsFor(
  pathname: string,
  routes: LegacyRoute[] = [...legacyRoutes, ...keptPaths],
): string[] {
  const path = stripSlash(pathname);
  const found = new Set<string>([path]);
  for (const route of routes) {
    const base = stripSlash(route.to.replace(/\/:id.*$/, ''));
    if (path === base || (base !== '/' && path.startsWith(`${base}/`))) found.add(route.from);
  }
  return [...found];
}

export function legacyPathsOfResource(
  resource: string,
  routes: LegacyRoute[] = [...legacyRoutes, ...keptPaths],
): string[] {
  return routes.filter((route) => route.resource === resource).map((route) => route.from);
}

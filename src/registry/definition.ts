import type { ComponentType } from 'react';
import type { RaRecord, SortPayload, TranslateFunction } from 'react-admin';
import type { WorkflowConfig, WriteAction } from '../config/config';
import type { ResourceDescription } from '../providers/dataEngine';

/**
 * Who may open a resource's screens (deny by default, docs/decisions.md,
 * "Access is denied unless declared"). Every definition must say it: leaving `access` out is a type
 * error, and a resource or path the registry does not know is refused at run time.
 */
export type AccessRule =
  /**
   * Roles that can see a menu entry linking to one of these (old) paths, by the menu's role rule;
   * with `sections`, also the paths of every entry the resources declare in those sections
   * (resolved by the registry, `resolveAccess`: until then only `paths` count).
   */
  | { kind: 'menu'; paths: readonly string[]; sections?: readonly string[] }
  /** Every signed-in user. */
  | { kind: 'signedIn' };

export const byMenuEntry = (...paths: [string, ...string[]]): AccessRule => ({ kind: 'menu', paths });
/**
 * A section's own page: whoever may open one of the section's entries, whichever resources declare
 * them (a resource added to the section needs no edit here), and the entries of `paths`.
 */
export const byMenuSection = (section: string, ...paths: string[]): AccessRule => ({
  kind: 'menu',
  paths,
  sections: [section],
});
export const everySignedInUser = (): AccessRule => ({ kind: 'signedIn' });

/** A screen's code, loaded when the screen is first opened (one chunk per screen). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A screen an old path of the old app leads to: one of the resource's, or a path of the app. */
export type OldPathScreen = 'list' | 'create' | 'edit' | 'show' | `/${string}`;

/**
 * How an old query parameter's text becomes a filter value: as it is, a whole number (an id the
 * server sends as a number), or the date part `YYYY-MM-DD` of a date or date-time (what a date
 * filter holds). A value that does not read so is left out.
 */
export type OldParamValue = 'text' | 'number' | 'date';

/** The list filter an old query parameter becomes: the filter's field, with how its value reads. */
export type OldFilter = string | { field: string; value: OldParamValue };

/**
 * An old path with the meaning of its query (docs/deploying.md, "Old bookmarks"). Parameter names
 * are matched whatever their case (`SupplierId`, `supplierId`); an empty value counts as absent;
 * a parameter not declared here is dropped, except on a path target (`/a/path`), which keeps the
 * whole query for the screen there to read.
 */
export interface OldPathRule {
  to: OldPathScreen;
  /**
   * The parameters that name a record (the first present wins) and the screen that opens it
   * (`opens`, else `to` when that is `'edit'` or `'show'`). For an `'edit'` or `'show'` target the
   * default is `id`; without a record named it leads to the resource's list, with the filters below.
   */
  record?: { params: readonly string[]; opens?: 'edit' | 'show' };
  /** Parameters that become the list's filter (react-admin's `?filter={...}`), by parameter name. */
  filter?: Readonly<Record<string, OldFilter>>;
}

/** Where an old path leads: a screen (an `'edit'` or `'show'` opens the record named by `id`), or a rule. */
export type OldPathTarget = OldPathScreen | OldPathRule;

/**
 * Texts nested under `resources.<name>` of the i18n bundles. Both languages load with the signed-in
 * shell (Thai) or when chosen (English), never with the sign-in page: its code must not grow with
 * every resource added.
 */
export type Messages = { [key: string]: string | Messages };
export type MessagesLoader = () => Promise<{ default: Messages }>;
export interface ResourceTexts {
  th: MessagesLoader;
  en: MessagesLoader;
}

/**
 * How the data layer reaches a resource: loaded with its first call (`() => import(...)`), so that
 * the sign-in page's code does not grow with every resource. Only what the shell asks for before any
 * screen's code has loaded (the menu) is given as it is.
 */
export type DataDescription = ResourceDescription | (() => Promise<ResourceDescription>);

export interface CustomRouteDefinition {
  path: string;
  screen: ScreenLoader;
  /** Its own rule; the resource's otherwise. */
  access?: AccessRule;
  /**
   * The write the screen is for (`/wholesale/ws-addproduct` adds seller products: `create`), checked
   * by the access gate with the role's rights on the resource before anything of it draws
   * (docs/deploying.md, "Rights per action"). None: the screen reads, and asks for each write it offers.
   */
  action?: WriteAction;
  /** The screen changes nothing (it reads, and may export or print): see ResourceDefinition's `readOnly`. */
  readOnly?: true;
  /**
   * The path of the menu entry that names this screen in the top bar and marks it in the drawer,
   * for a route no entry links to (a part of a section whose entry links to the section's first path).
   */
  menuPath?: string;
}

/** What a public page is given: it runs without a sign-in and without the back-office shell. */
export interface PublicPageProps {
  /** The back-office API's base URL, ending with '/'. */
  apiBase: string;
  /** The headers a call without a sign-in sends (the API key, when config.json has one). */
  apiHeaders: Record<string, string>;
  language: 'th' | 'en';
}

/**
 * A page anyone may open (`/Adv`, docs/decisions.md, "The public page /Adv is a page of its own"). The
 * build gives it an HTML page of its own (a `<path>.html` beside index.html) so that it loads its own
 * small chunk, not the back-office's.
 */
export interface PublicPageDefinition {
  path: string;
  page: () => Promise<{ default: ComponentType<PublicPageProps> }>;
}

/** The order and starting filter of a resource's list (react-admin's `sort` and `filterDefaultValues`). */
export interface ListOpening {
  sort?: SortPayload;
  filterDefaultValues?: Record<string, unknown>;
}

/**
 * An entry of the server's navigation menu that leads to the resource's screens (docs/adding-a-resource.md,
 * "Its menu entry"). Without one, nobody can open a screen guarded by a menu rule (deny by
 * default): the demo's menu is made of these, and the menu screen lists the declared entries a
 * deployment's menu lacks.
 */
export interface MenuEntryDeclaration {
  /** Its `menu` key, unique in the menu. */
  key: string;
  /** The section it sits under (that section's `key`); none: a main entry of the menu. */
  section?: string;
  /** Its `linkto`: a path the resource's access rule names; '' for a section that only groups entries. */
  path: string;
  title: { th: string; en: string };
  /** A Material Design Icons name (`mdi-tag`); '' for the menu's default. */
  icon: string;
  /**
   * The entry as the demo's server holds it: its id, the demo roles that see it (`null`: everyone),
   * and its place in the menu (its `created_at`, by which the menu is ordered). A real server's
   * ids and roles are its own.
   */
  demo: { id: number; roles: readonly string[] | null; created: string };
}

/** What a resource's screens read of its definition, through react-admin's `<Resource options>`. */
export interface ResourceOptions {
  listOpensWith?: ListOpening;
  personalFilters?: readonly string[];
}

/** What a resource's `demo` module exports: the demo kit names it, so the engine imports no demo. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DemoModules {}

/** Everything about one resource: exported by its folder's `index.ts`, listed once in `src/resources/index.ts`. */
export interface ResourceDefinition {
  name: string;
  /** Its entries in the navigation menu (sections it owns included). */
  menu?: readonly MenuEntryDeclaration[];
  access: AccessRule;
  /** How the data layer reaches it; the demo backend serves the same description. */
  data?: DataDescription;
  /**
   * A reference list the app fetches once on load, all of it, for the screens that use
   * it: a signed-in page asks for it beside the menu.
   */
  fetchedAtStart?: true;
  /**
   * How its list screen (a `ResourceList` of this resource) opens: the order and the filter it
   * starts with. Said here, not on the screen, so that a signed-in visit to the list asks for its
   * first page beside the access decision and the page draws with its rows. Without it the list
   * opens in react-admin's order (`id`, ascending) and asks for its rows once drawn.
   */
  listOpensWith?: ListOpening;
  /**
   * List filters whose values are personal data (a search of a person's name, a phone, an e-mail,
   * a citizen id): kept in the list's memory, never in the URL nor in the stored list params
   * (docs/decisions.md, "Personal searches stay out of the URL"). Names of its list's filters.
   */
  personalFilters?: readonly string[];
  screens?: {
    list?: ScreenLoader;
    create?: ScreenLoader;
    edit?: ScreenLoader;
    show?: ScreenLoader;
    /** One form for both: add and edit screens are made from it (ResourceCreate, ResourceEdit). */
    form?: ScreenLoader;
  };
  /** The home page (`/`). */
  home?: ScreenLoader;
  /**
   * Its own screens (list, show, ...) change nothing: they read, and may export or print. A menu
   * entry that opens only such screens may keep an empty role list (everyone); one that opens a
   * screen without it may not (the menu editor, docs/decisions.md, "Rights fail closed"). Unsaid:
   * taken to write, so a new screen is guarded until it says otherwise. Its custom routes say it
   * for themselves.
   */
  readOnly?: true;
  /** Screens of their own paths (a management screen, a tool). */
  routes?: CustomRouteDefinition[];
  /** Pages of their own paths that need no sign-in. */
  publicPages?: PublicPageDefinition[];
  /** The old paths (docs/requirements.md, "Old paths") that lead to this resource's screens. */
  oldPaths?: Record<string, OldPathTarget>;
  texts?: ResourceTexts;
  /** Seed and special behaviour for the demo backend: its own chunk, never loaded with demo off. */
  demo?: () => Promise<{ default: DemoModules['resource'] }>;
  recordRepresentation?: string;
  /** Its work queue: the records waiting for staff, counted beside its menu entry. */
  queue?: QueueDeclaration;
  /** How the command palette finds its records (`src/layout/commandPalette.ts`); none: not searched. */
  search?: RecordSearch | readonly RecordSearch[];
  /**
   * Its calls that move money or change who may do what ("PUT Transaction/withdraw"): sent only once
   * the password has been given again within `session.sudoMinutes` (api/sudo.ts).
   */
  sudo?: readonly string[];
}

/** The `workflow` lists of config.json that name codes waiting for staff. */
export type QueueWorkflow = {
  [K in keyof WorkflowConfig]: WorkflowConfig[K] extends { waiting: string[] } ? K : never;
}[keyof WorkflowConfig];

/**
 * A work queue (docs/api.md, "Work queues"): the menu entry linking to `path` shows how many of the
 * resource's records wait, the list's `Total` for each waiting code of config.json's
 * `workflow.<waiting>` in the list filter `field`, and opens the list so filtered.
 */
export interface QueueDeclaration {
  /** The path of the resource's menu entry that shows the count (its `linkto`). */
  path: string;
  /** The list's filter that takes a status code. */
  field: string;
  waiting: QueueWorkflow;
  /** The record's field that says when it started waiting (docs/api.md, "Queue ageing"). */
  since: string;
  /**
   * Whether the list call sorts by `since` on the server: its count then asks for the oldest
   * first, and its link opens the list so. Without, the count reads a page of them to find the oldest.
   */
  sinceSorted: boolean;
}

/**
 * One way the command palette finds a resource's records: the list call with one of the list
 * screen's own filters (docs/api.md, "Command palette"), a few rows.
 */
export interface RecordSearch {
  /** The list filter that receives the typed text (a key of the data description's filters). */
  filter: string;
  /**
   * The record's field that holds what was typed: a row whose field does not contain the text is
   * not shown (a service that ignores the filter answers rows that were not asked for).
   */
  field: string;
  /** The text must look like this for the search to be asked (a barcode: digits only). */
  pattern?: RegExp;
  /**
   * What Enter opens: the record's detail or edit screen, or, for a resource without one, its list
   * filtered by the record's `field`.
   */
  opens: 'show' | 'edit' | 'list';
  /**
   * The second line of each row found, for records that may share a name (partners,
   * docs/decisions.md, "Partners with the same name"): loaded with the answer, given the rows shown
   * together, answering each row's line by its id.
   */
  details?: () => Promise<RowDetails>;
}

/** The second lines of rows shown together, by the row's id (`RecordSearch.details`). */
export type RowDetails = (rows: readonly RaRecord[], translate: TranslateFunction) => Map<string, string>;

/** Checks a definition's shape at compile time and returns it as it is. */
/** A resource's data description, loaded when it is lazy. */
export const loadDescription = async (data: DataDescription): Promise<ResourceDescription> =>
  typeof data === 'function' ? data() : data;

/** The definition of the resource with this name, if there is one. */
export const definitionNamed = (
  definitions: readonly ResourceDefinition[],
  name: string | undefined,
): ResourceDefinition | undefined => definitions.find((definition) => definition.name === name);

export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

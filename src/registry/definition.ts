import type { ComponentType } from 'react';
import type { RaRecord, SortPayload, TranslateFunction } from 'react-admin';
import type { WorkflowConfig, WriteAction } from '../config/config';
import type { ResourceDescription } from '../providers/dataEngine';
import type { HistoryDeclaration } from '../providers/history/historyChanges';

// What a resource declares (docs/adding-a-resource.md); the reasoning: docs/decisions.md, "The resource definition".

/** Who may open a resource's screens: required, so that access is denied unless declared. */
export type AccessRule =
  { kind: 'menu'; paths: readonly string[]; sections?: readonly string[] } | { kind: 'signedIn' };

export const byMenuEntry = (...paths: [string, ...string[]]): AccessRule => ({ kind: 'menu', paths });
/** A section's own page: whoever may open one of its entries, whichever resource declares them. */
export const byMenuSection = (section: string, ...paths: string[]): AccessRule => ({
  kind: 'menu',
  paths,
  sections: [section],
});
export const everySignedInUser = (): AccessRule => ({ kind: 'signedIn' });

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type OldPathScreen = 'list' | 'create' | 'edit' | 'show' | `/${string}`;

export type OldParamValue = 'text' | 'number' | 'date';

export type OldFilter = string | { field: string; value: OldParamValue };

/** An old path with the meaning of its query (docs/deploying.md, "Old bookmarks"). */
export interface OldPathRule {
  to: OldPathScreen;
  /** The parameters that name a record (the first present wins) and the screen that opens it. */
  record?: { params: readonly string[]; opens?: 'edit' | 'show' };
  /** Parameters that become the list's filter (react-admin's `?filter={...}`), by parameter name. */
  filter?: Readonly<Record<string, OldFilter>>;
}

/** Where an old path leads: a screen (an `'edit'` or `'show'` opens the record named by `id`), or a rule. */
export type OldPathTarget = OldPathScreen | OldPathRule;

/** Texts nested under `resources.<name>`, loaded with the signed-in shell, never with the sign-in page. */
export type Messages = { [key: string]: string | Messages };
export type MessagesLoader = () => Promise<{ default: Messages }>;
export interface ResourceTexts {
  th: MessagesLoader;
  en: MessagesLoader;
}

/** How the data layer reaches a resource, loaded with its first call so the sign-in page stays small. */
export type DataDescription = ResourceDescription | (() => Promise<ResourceDescription>);

export interface CustomRouteDefinition {
  path: string;
  screen: ScreenLoader;
  access?: AccessRule;
  /** The write the screen is for, checked before it draws (docs/deploying.md, "Rights per action"). */
  action?: WriteAction;
  readOnly?: true;
  /** The path of the menu entry that names this screen, for a route no entry links to. */
  menuPath?: string;
}

export interface PublicPageProps {
  apiBase: string;
  /** The headers a call without a sign-in sends (the API key, when config.json has one). */
  apiHeaders: Record<string, string>;
  language: 'th' | 'en';
}

/**
 * A page anyone may open, built as an HTML page of its own (docs/decisions.md, "The public page /Adv
 * is a page of its own").
 */
export interface PublicPageDefinition {
  path: string;
  page: () => Promise<{ default: ComponentType<PublicPageProps> }>;
}

export interface ListOpening {
  sort?: SortPayload;
  filterDefaultValues?: Record<string, unknown>;
}

/** The icons a declared entry may name: the shell's icon map fills it in (layout/menuIcons.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MenuIcons {}

/** A server menu entry leading to the resource's screens: without one, nobody may open them. */
export interface MenuEntryDeclaration {
  key: string;
  /** The section it sits under (that section's `key`); none: a main entry of the menu. */
  section?: string;
  /** Its `linkto`: a path the resource's access rule names; '' for a section that only groups entries. */
  path: string;
  title: { th: string; en: string };
  /** One of the Material Design Icons the app draws (`mdi-tag`); '' for the menu's default. */
  icon: MenuIcons['name'] | '';
}

export interface ResourceOptions {
  listOpensWith?: ListOpening;
  personalFilters?: readonly string[];
  history?: boolean;
}

/** What a resource's `demo` module exports: the demo kit names it, so the engine imports no demo. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DemoModules {}

/** Everything about one resource: exported by its folder's `index.ts`, listed once in `src/resources/index.ts`. */
export interface ResourceDefinition {
  name: string;
  menu?: readonly MenuEntryDeclaration[];
  access: AccessRule;
  /** How the data layer reaches it; the demo backend serves the same description. */
  data?: DataDescription;
  /** A reference list fetched whole beside the menu, for the screens that use it. */
  fetchedAtStart?: true;
  /** The order and filter its list opens with, said here so its first page is asked for early. */
  listOpensWith?: ListOpening;
  /** List filters whose values are personal data: never in the URL nor in stored list params. */
  personalFilters?: readonly string[];
  screens?: {
    list?: ScreenLoader;
    create?: ScreenLoader;
    edit?: ScreenLoader;
    show?: ScreenLoader;
    /** One form for both: add and edit screens are made from it (ResourceCreate, ResourceEdit). */
    form?: ScreenLoader;
  };
  home?: ScreenLoader;
  /** Its own screens change nothing (they read, export or print); unsaid, they are taken to write. */
  readOnly?: true;
  routes?: CustomRouteDefinition[];
  publicPages?: PublicPageDefinition[];
  /** The old paths (docs/requirements.md, "Old paths") that lead to this resource's screens. */
  oldPaths?: Record<string, OldPathTarget>;
  texts?: ResourceTexts;
  /** Seed and special behaviour for the demo backend: its own chunk, never loaded with demo off. */
  demo?: () => Promise<{ default: DemoModules['resource'] }>;
  recordRepresentation?: string;
  /** Its work queue: the records waiting for staff, counted beside its menu entry. */
  queue?: QueueDeclaration;
  /** How the command palette finds its records (`src/layout/commandPaletteRules.ts`); none: not searched. */
  search?: RecordSearch | readonly RecordSearch[];
  /** Its calls that move money or change access, sent only after a recent password check (api/sudo.ts). */
  sudo?: readonly string[];
  /** Each write is logged with what it changed, shown on the edit screen (docs/api.md, "Record history"). */
  history?: true | HistoryDeclaration;
}

export type QueueWorkflow = {
  [K in keyof WorkflowConfig]: WorkflowConfig[K] extends { waiting: string[] } ? K : never;
}[keyof WorkflowConfig];

/** A work queue (docs/api.md, "Work queues"): the count of waiting records beside a menu entry. */
export interface QueueDeclaration {
  path: string;
  field: string;
  waiting: QueueWorkflow;
  /** The record's field that says when it started waiting (docs/api.md, "Queue ageing"). */
  since: string;
  /** Whether the list call sorts by `since` on the server, so the oldest is asked for first. */
  sinceSorted: boolean;
}

/** One way the command palette finds a resource's records (docs/api.md, "Command palette"). */
export interface RecordSearch {
  filter: string;
  /** The record's field that must contain what was typed, or the row is not shown. */
  field: string;
  /** The text must look like this for the search to be asked (a barcode: digits only). */
  pattern?: RegExp;
  /** What Enter opens: the record's detail or edit screen, or its list filtered by `field`. */
  opens: 'show' | 'edit' | 'list';
  /** The second line of each row found, for records that may share a name. */
  details?: () => Promise<RowDetails>;
}

export type RowDetails = (rows: readonly RaRecord[], translate: TranslateFunction) => Map<string, string>;

export const loadDescription = async (data: DataDescription): Promise<ResourceDescription> =>
  typeof data === 'function' ? data() : data;

export const definitionNamed = (
  definitions: readonly ResourceDefinition[],
  name: string | undefined,
): ResourceDefinition | undefined => definitions.find((definition) => definition.name === name);

export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

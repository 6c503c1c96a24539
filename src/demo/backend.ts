import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { serviceBaseUrl } from '../config/urls';
import type { AppConfig, ServiceName } from '../config/config';
import type { ResourceDescription } from '../providers/dataEngine';
import { loadDescription } from '../registry/definition';
import type { Registry } from '../registry/registry';
import { authHandlers } from './auth';
import type { FaultRegistry } from './faults';
import { afterPreparing } from './dispatch';
import { genericHandlers } from './generic';
import { DemoLoadSettings } from './load';
import { fileHandlers } from './kit/files';
import type { DemoContext, PictureSpec, ResourceDemo } from './kit/types';
import { DemoStore, type KeptAsChanges, type Persistence, type Seeds } from './store';
import { createDemoWorld, seededCollections, type MadeDemoWorld, type NamedDemo } from './world';

/** A resource's demo part, loaded: its name, data description and demo module. */
export interface LoadedDemo extends NamedDemo {
  description?: ResourceDescription;
  /** What its seed and handlers may read of the app: the definitions, the other demos' records. */
  world: MadeDemoWorld;
}

/** Loads every resource's demo module (each its own chunk, fetched only in demo mode). */
export async function loadDemos(registry: Pick<Registry, 'definitions'>): Promise<LoadedDemo[]> {
  const loaded = await Promise.all(
    registry.definitions.map(async (definition) => ({
      name: definition.name,
      description: definition.data && (await loadDescription(definition.data)),
      demo: definition.demo ? (await definition.demo()).default : {},
    })),
  );
  const world = createDemoWorld(registry.definitions, loaded);
  return loaded.map((demo) => ({ ...demo, world }));
}

/** The seeds of every collection the resources own: each made once, by the world. */
export function seedsOf(demos: LoadedDemo[]): Seeds {
  const seeds: Seeds = {};
  for (const demo of demos)
    for (const collection of seededCollections(demo))
      seeds[collection] = () => demo.world.recordsOf(collection);
  return seeds;
}

/** The collections kept as their changes only, with how. */
const keptAsChangesOf = (demos: LoadedDemo[]): Record<string, KeptAsChanges> =>
  Object.fromEntries(
    demos.flatMap(({ name, demo }) => (demo.keptAsChanges ? [[name, demo.keptAsChanges]] : [])),
  );

export const openStore = (persistence: Persistence, demos: LoadedDemo[], seedVersion?: string) =>
  DemoStore.open(persistence, seedsOf(demos), seedVersion, keptAsChangesOf(demos));

/**
 * Every handler of the demo backend, on the same service URLs the app computes from config.json:
 * injected faults first, then sign-in, each resource's hand-written handlers, the handlers made
 * from the resources' descriptions, and the files (pictures, uploads).
 */
export function createHandlers(
  config: AppConfig,
  store: DemoStore,
  faults: FaultRegistry,
  origin: string,
  demos: LoadedDemo[],
  load: DemoLoadSettings = new DemoLoadSettings(),
): RequestHandler[] {
  const ctx: DemoContext = {
    load: () => load.get(),
    store,
    origin,
    base: (service: ServiceName) => serviceBaseUrl(config, service, origin),
    // Every loaded demo carries the same world (loadDemos).
    world: demos[0]?.world ?? createDemoWorld([], []),
  };
  const faultHandler = http.all('*', async ({ request }) => {
    const fault = faults.take(request.method, request.url);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.malformed) {
      return new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: fault.status ?? 200,
        headers: { ...fault.headers, 'Content-Type': 'text/html' },
      });
    }
    if (fault.body !== undefined) {
      return HttpResponse.json(fault.body as Record<string, unknown>, {
        status: fault.status ?? 200,
        headers: fault.headers,
      });
    }
    if (fault.status) {
      return HttpResponse.json(
        {
          ResponseCode: fault.status,
          Message: fault.message ?? `Injected fault ${fault.status}`,
          Data: null,
        },
        { status: fault.status, headers: fault.headers },
      );
    }
    return undefined;
  });

  const pictures: Record<string, PictureSpec> = {};
  for (const { demo } of demos)
    for (const [kind, spec] of Object.entries(demo.pictures ?? {}))
      pictures[kind] = { ...spec, prepare: demo.prepare };

  const prepared = (demo: ResourceDemo, handlers: RequestHandler[]) =>
    demo.prepare ? afterPreparing(handlers, demo.prepare) : handlers;

  return [
    faultHandler,
    ...authHandlers(store, ctx.base('backoffice')),
    ...demos.flatMap(({ demo }) => prepared(demo, demo.handlers?.(ctx) ?? [])),
    ...demos.flatMap(({ name, description, demo }) =>
      description ? prepared(demo, genericHandlers(name, description, demo, ctx)) : [],
    ),
    // A picture waits for its own collection's preparation only (files.ts).
    ...fileHandlers(store, origin, pictures),
  ];
}

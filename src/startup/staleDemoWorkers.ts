/** Ours and MSW's, which it imports (docs/deploying.md, "The demo's service worker"). */
const DEMO_WORKER_SCRIPT = /\/(demo|mock)ServiceWorker\.js$/;

type Registrations = Pick<ServiceWorkerContainer, 'getRegistrations'>;

function isDemoWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some(
    (worker) => !!worker && DEMO_WORKER_SCRIPT.test(new URL(worker.scriptURL).pathname),
  );
}

/** Removes the demo's workers a past visit left: they would see every later page's calls. */
export async function unregisterDemoWorkers(container: Registrations | undefined): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const removed = await Promise.all(
    registrations.filter(isDemoWorker).map((registration) => registration.unregister()),
  );
  return removed.filter(Boolean).length;
}

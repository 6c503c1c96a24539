import { startNodeClockAt } from './fixedClock';

// The unit and integration tests' clock (vitest.config.ts): the demo's seeds read it.
startNodeClockAt();

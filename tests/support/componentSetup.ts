// The component tier's setup (vitest.config.ts): the demo's fixed clock, as the unit and integration
// tests have it, and every lazy part loaded before a file ends.
import './fixedClockSetup';
import './settleLazyParts';

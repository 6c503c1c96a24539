import type { Messages } from '../../registry/definition';

const texts = {
  title: 'Diagnostics',
  mode: 'Mode',
  mode_demo: 'Demo backend',
  mode_live: 'Live services',
  services: 'Services',
  faults: 'Fault injection',
  faults_hint: 'Make one endpoint fail, so you can see what staff see when a server fails.',
  method: 'Method',
  path: 'Path ends with',
  status: 'Status',
  message: 'Message',
  delay: 'Delay (ms)',
  malformed: 'Malformed body',
  add_fault: 'Add fault',
  clear_faults: 'Clear all faults',
  no_faults: 'No fault is set.',
  crash: 'Crash this screen',
  crash_hint: 'Throws an error while drawing, to check the error page.',
  server_faults: 'Recent server errors',
  server_faults_hint:
    'What the servers said about their last %{count} failures (5xx). Staff saw only that the server had a problem, with the reference. Kept in this tab only, until it reloads.',
  no_server_faults: 'No server error since this tab was opened.',
  ref: 'ref',
  empty_answer: '(empty answer)',
} satisfies Messages;

export default texts;

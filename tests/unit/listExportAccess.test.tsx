import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  CoreAdminContext,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListExportButton } from '../../src/resources/shared/files/export/ListExportButton';

const list = {
  data: [{ id: 1 }],
  total: 1,
  filterValues: {},
  resource: 'employees',
  sort: { field: 'id', order: 'ASC' },
} as unknown as ListControllerResult;

/** The button as a page draws it, with react-admin's answer to "may export employees" already known (or not). */
function drawn(answer: boolean | undefined) {
  const queryClient = new QueryClient();
  if (answer !== undefined)
    queryClient.setQueryData(['auth', 'canAccess', { action: 'export', resource: 'employees' }], answer);
  // Inside a router of its own: react-admin's would read the page's address, which a test has not.
  return renderToString(
    <MemoryRouter>
      <CoreAdminContext
        queryClient={queryClient}
        // react-admin draws nothing until the stored language is its texts' (English by default).
        store={memoryStore({ locale: 'en' })}
        authProvider={{
          login: async () => undefined,
          logout: async () => undefined,
          checkAuth: async () => undefined,
          checkError: async () => undefined,
          getPermissions: async () => 'admin',
          canAccess: async () => answer ?? false,
        }}
      >
        <ResourceContextProvider value="employees">
          <ListContextProvider value={list}>
            <ThemeProvider theme={createTheme()}>
              <ListExportButton columns={[{ source: 'name' }]} />
            </ThemeProvider>
          </ListContextProvider>
        </ResourceContextProvider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

describe("the list's export button", () => {
  it('is offered to a role that may export the list', () => {
    const html = drawn(true);
    expect(html).toContain('<button');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('is not offered to a role that may not', () => {
    expect(drawn(false)).not.toContain('<button');
  });

  it('does nothing until the answer is known', () => {
    expect(drawn(undefined)).toMatch(/<button[^>]*disabled/);
  });
});

import type { ReactNode } from 'react';
import { Create, Edit, useResourceContext } from 'react-admin';
import { useFailureNotification } from './notifyFailure';

/**
 * Add and edit screens of every resource: they wait for the server, go back to the list, and on a
 * failure say the resource's own text (`resources.<name>.notifications.create_failed` or
 * `update_failed`, spec §8) with the server's message, keeping what was typed.
 */
export function ResourceCreate({
  children,
  redirect = 'list',
}: {
  children: ReactNode;
  redirect?: 'list' | 'show' | 'edit';
}) {
  const resource = useResourceContext();
  const mutationOptions = useFailureNotification(`resources.${resource}.notifications.create_failed`);
  return (
    <Create redirect={redirect} mutationOptions={mutationOptions}>
      {children}
    </Create>
  );
}

export function ResourceEdit({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const mutationOptions = useFailureNotification(`resources.${resource}.notifications.update_failed`);
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={mutationOptions}>
      {children}
    </Edit>
  );
}

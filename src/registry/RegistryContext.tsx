import { createContext, useContext } from 'react';
import type { Registry } from './registry';

/** The registry, for the shell's parts that follow the resources (section titles, menu links). */
export const RegistryContext = createContext<Registry | null>(null);

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry needs <RegistryContext.Provider>');
  return registry;
}

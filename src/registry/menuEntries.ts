import type { AccessRule, MenuEntryDeclaration, ResourceDefinition } from './definition';

/** A declared entry with the resource that declared it. */
export interface DeclaredEntry extends MenuEntryDeclaration {
  resource: string;
}

/** Every menu entry the resources declare, in their order (the menu is shown by `created_at`). */
export function declaredEntries(definitions: readonly ResourceDefinition[]): DeclaredEntry[] {
  const entries = definitions.flatMap((definition) =>
    (definition.menu ?? []).map((entry) => ({ ...entry, resource: definition.name })),
  );
  const keys = new Set<string>();
  for (const entry of entries) {
    if (keys.has(entry.key)) throw new Error(`Menu entry "${entry.key}" is declared twice`);
    keys.add(entry.key);
  }
  for (const entry of entries)
    if (entry.section !== undefined && !entries.some((main) => main.key === entry.section && !main.section))
      throw new Error(`Menu entry "${entry.key}" sits under "${entry.section}", which no resource declares`);
  return entries;
}

/**
 * The declared entries a deployment's menu must gain for a screen of `resource` that no entry
 * reaches: those of the resource linking to one of `paths` (its rule's), each with the section
 * it sits under.
 */
export function entriesToAdd(
  definitions: readonly ResourceDefinition[],
  resource: string,
  paths: readonly string[],
): { entry: DeclaredEntry; section?: DeclaredEntry }[] {
  const entries = declaredEntries(definitions);
  return entries
    .filter((entry) => entry.resource === resource && entry.path !== '' && paths.includes(entry.path))
    .map((entry) => ({
      entry,
      section: entry.section
        ? entries.find((main) => main.key === entry.section && !main.section)
        : undefined,
    }));
}

/**
 * A rule as the registry decides it: a section rule (`byMenuSection`) gains the paths of the
 * entries declared in its sections.
 */
export function resolveAccess(rule: AccessRule, definitions: readonly ResourceDefinition[]): AccessRule {
  if (rule.kind !== 'menu' || !rule.sections) return rule;
  const sections = rule.sections;
  const sectionPaths = declaredEntries(definitions)
    .filter((entry) => entry.section !== undefined && sections.includes(entry.section) && entry.path !== '')
    .map((entry) => entry.path);
  return { kind: 'menu', paths: [...new Set([...rule.paths, ...sectionPaths])] };
}

import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  InputAdornment,
  InputBase,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ruleAllows } from '../registry/access';
import type { RowDetails } from '../registry/definition';
import { useRegistry } from '../registry/RegistryContext';
import {
  opensPalette,
  plannedSearches,
  rankScreens,
  recordTarget,
  rowsHolding,
  screensOfMenu,
  searchesOf,
  type PlannedSearch,
} from './commandPaletteRules';
import { useMenuLinkTarget } from './menuLinks';
import { useMenuTree } from './useMenuTree';

/** Rows asked of each record search: a few, the palette is for jumping, the lists for browsing. */
const RECORDS_PER_SEARCH = 5;
/** Typing pauses this long before records are searched, so one word is one call per list. */
const SEARCH_DELAY_MS = 300;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The shortcut as the keyboard shows it. */
export const paletteShortcut = () => (isMac() ? '⌘K' : 'Ctrl+K');

type SearchState =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; rows: RaRecord[]; details?: RowDetails };

interface Option {
  id: string;
  primary: string;
  secondary?: string;
  to: string;
}

interface Group {
  key: string;
  label: string;
  options: Option[];
  failed?: boolean;
  loading?: boolean;
}

/** The record searches for `text`, each with its own state: a failure stays in its group. */
function useRecordSearches(text: string, searches: PlannedSearch[]) {
  const dataProvider = useDataProvider();
  const [states, setStates] = useState<Record<string, SearchState>>({});
  useEffect(() => {
    setStates(Object.fromEntries(searches.map(({ key }) => [key, { status: 'loading' } as const])));
    if (searches.length === 0) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      for (const { key, definition, search } of searches) {
        Promise.all([
          dataProvider.getList(definition.name, {
            pagination: { page: 1, perPage: RECORDS_PER_SEARCH },
            sort: definition.listOpensWith?.sort ?? { field: 'id', order: 'ASC' },
            filter: { [search.filter]: text.trim() },
            signal: controller.signal,
          }),
          search.details?.(),
        ]).then(
          ([{ data }, details]) => {
            if (controller.signal.aborted) return;
            const rows = rowsHolding(data, search.field, text);
            setStates((current) => ({ ...current, [key]: { status: 'done', rows, details } }));
          },
          () => {
            if (controller.signal.aborted) return;
            setStates((current) => ({ ...current, [key]: { status: 'failed' } }));
          },
        );
      }
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, searches, text]);
  return states;
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const registry = useRegistry();
  const menu = useMenuTree();
  const linkTarget = useMenuLinkTarget();
  const [text, setText] = useState('');
  // The chosen option by what it is, not where it is: results that arrive later (a search above it
  // answering) move it down the list, and Enter must still open the one the person chose.
  const [activeId, setActiveId] = useState<string | undefined>();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const screens = useMemo(
    () => screensOfMenu(menu.visible, registry.legacyRoutes, linkTarget),
    [menu.visible, registry.legacyRoutes, linkTarget],
  );
  const searches = useMemo(
    () =>
      menu.isPending
        ? []
        : plannedSearches(
            registry.definitions,
            (definition) => ruleAllows(registry.ruleFor(definition.name), menu.tree, menu.role),
            text,
          ),
    [menu.isPending, menu.tree, menu.role, registry, text],
  );
  const states = useRecordSearches(text, searches);

  const groups = useMemo<Group[]>(() => {
    const language = locale === 'en' ? 'en' : 'th';
    const found: Group[] = [];
    const screenOptions = rankScreens(screens, text).map((screen) => ({
      id: screen.key,
      primary: screen.title[language],
      secondary: screen.section?.[language],
      to: screen.to,
    }));
    if (screenOptions.length > 0)
      found.push({ key: 'screens', label: translate('app.palette.screens'), options: screenOptions });
    for (const { key, definition, search } of searches) {
      const state = states[key] ?? { status: 'loading' };
      const several = searchesOf(definition).length > 1;
      const name = translate(`resources.${definition.name}.name`, { smart_count: 2 });
      const label = several
        ? `${name} · ${translate(`resources.${definition.name}.fields.${search.field}`)}`
        : name;
      if (state.status === 'failed') found.push({ key, label, options: [], failed: true });
      else if (state.status === 'loading') found.push({ key, label, options: [], loading: true });
      else if (state.rows.length > 0) {
        const shown = definition.recordRepresentation ?? search.field;
        // Records that may share a name carry a line that tells them apart.
        const details = state.details?.(state.rows, translate);
        found.push({
          key,
          label,
          options: state.rows.map((row) => ({
            id: `${key}:${String(row.id)}`,
            primary: textOf(row[shown]) || textOf(row[search.field]),
            secondary:
              details?.get(String(row.id)) ??
              (shown !== search.field ? textOf(row[search.field]) : undefined),
            to: recordTarget(definition.name, search, row),
          })),
        });
      }
    }
    return found;
  }, [locale, screens, searches, states, text, translate]);

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const failures = groups.filter((group) => group.failed);
  const searching = groups.some((group) => group.loading);
  const chosen = options.findIndex((option) => option.id === activeId);
  const current = chosen >= 0 ? chosen : options.length > 0 ? 0 : -1;
  const choose = (index: number) => setActiveId(options[index]?.id);
  useEffect(() => setActiveId(undefined), [text]);
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const open = useCallback(
    (option: Option | undefined) => {
      if (!option) return;
      onClose();
      navigate(option.to);
    },
    [navigate, onClose],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose((current + step + options.length) % options.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      choose(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      choose(options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[current]);
    }
  };

  const announcement = [
    searching
      ? translate('app.palette.searching')
      : translate('app.palette.count', { smart_count: options.length }),
    ...failures.map((group) => translate('app.palette.failed', { name: group.label })),
  ].join('. ');

  let index = -1;
  return (
    <>
      <InputBase
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={translate('app.palette.placeholder')}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
        endAdornment={
          searching ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-hidden />
            </InputAdornment>
          ) : undefined
        }
        inputProps={{
          role: 'combobox',
          'aria-label': translate('app.palette.label'),
          'aria-expanded': true,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
          'data-testid': 'palette-input',
        }}
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', fontSize: '1.1rem' }}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="palette-count">
        {announcement}
      </Box>
      <Box
        id={listId}
        role="listbox"
        aria-label={translate('app.palette.label')}
        sx={{ overflowY: 'auto', maxHeight: '60vh', py: 1 }}
      >
        {groups.map((group) => (
          <Box key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
            <Typography
              id={`${listId}-${group.key}`}
              role="presentation"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {group.label}
            </Typography>
            {group.failed && (
              <Typography variant="body2" color="error" sx={{ px: 2, pb: 1 }} data-testid="palette-failed">
                {translate('app.palette.failed', { name: group.label })}
              </Typography>
            )}
            {group.options.map((option) => {
              index += 1;
              const at = index;
              const selected = at === current;
              return (
                <Box
                  key={option.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActiveId(option.id)}
                  onClick={() => open(option)}
                  sx={{
                    px: 2,
                    py: 0.75,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : undefined,
                    borderLeft: 3,
                    borderColor: selected ? 'primary.main' : 'transparent',
                  }}
                >
                  <Typography variant="body1">{option.primary}</Typography>
                  {option.secondary && (
                    <Typography variant="body2" color="text.secondary">
                      {option.secondary}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
        {options.length === 0 && !searching && (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('app.palette.none')}
          </Typography>
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {translate('app.palette.hint')}
      </Typography>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The command palette (Ctrl+K, ⌘K on a Mac, or the top bar's button): the role's screens and the
 * records the resources declare searchable, opened with the keyboard alone. Closing it gives the
 * focus back to where it was (the dialog's own focus return).
 */
export function CommandPalette() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!opensPalette(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const shortcut = paletteShortcut();
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        // Wide, the visible text (with the shortcut) is the name; narrow, only the icon shows.
        aria-label={wide ? undefined : translate('app.palette.open')}
        data-testid="palette-button"
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {wide && (
          <>
            {translate('app.palette.open')}
            <Box
              component="kbd"
              sx={{
                ml: 1,
                px: 0.5,
                border: 1,
                borderRadius: 0.5,
                fontFamily: 'inherit',
                fontSize: '0.75rem',
              }}
            >
              {shortcut}
            </Box>
          </>
        )}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: {
            'aria-label': translate('app.palette.label'),
            sx: { alignSelf: 'flex-start', mt: '10vh' },
          },
        }}
      >
        {open && <PaletteDialog onClose={close} />}
      </Dialog>
    </>
  );
}

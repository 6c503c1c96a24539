import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Confirm,
  Title,
  useDataProvider,
  useGetList,
  useNotify,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { NOTIFY_ERROR_MS } from '../../layout/notifyDurations';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { exportFileName } from '../shared/files/export/csv';
import { saveSpreadsheetCsv } from '../shared/files/export/saveCsv';
import {
  bySortOrder,
  flattenTree,
  helpScreenOf,
  LEVELS,
  moveWrites,
  nextSortOrder,
  type Audience,
  type HelpDetailNode,
  type HelpNode,
  type HelpSubNode,
  type Level,
} from './helpRules';
import { NodeDialog, type NodeDialogProps } from './NodeDialog';
import { SafeHtml } from './SafeHtml';
import { useMayDo } from '../shared/ui/useMayDo';
import { errorText } from '../../api/serverErrors';

const T = 'resources.help';
/** The screen's resource: its rights (config.json's `rights.help`) cover every level of the tree. */
const HELP_RESOURCE = 'help';
type NodeResource = 'help-titles' | 'help-subs' | 'help-details';
const WHOLE = {
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'sortOrder', order: 'ASC' as const },
};

interface Deleting {
  resource: NodeResource;
  node: HelpNode;
}

/**
 * `/help/kk`, `/help/kk-ep`, `/help/kk-ws`: a section's whole tree; `-title`, `-sub` and `-detail`
 * show it down to that level (`-detail` with every detail's text open). Titles and sub-titles are
 * added and edited in a dialog, details on their own screen (the rich-text editor); every level is
 * reordered with up and down, and deleted after a confirmation.
 */
export default function HelpTree() {
  const { pathname } = useLocation();
  const screen = helpScreenOf(pathname);
  if (!screen) return null;
  // A new section starts afresh (open dialogs, confirmations).
  return <Section key={pathname} audience={screen.audience} level={screen.level} />;
}

function useLevel<Extra>(resource: NodeResource, audience: Audience) {
  return useGetList<HelpNode & Extra>(resource, { ...WHOLE, filter: { audience } });
}

/** A node's name in the interface's language first, the other one under it. */
function useNames() {
  const [locale] = useLocaleState();
  return (node: HelpNode) =>
    locale === 'en'
      ? { main: node.title_en || node.title_th, other: node.title_th }
      : { main: node.title_th, other: node.title_en };
}

function Section({ audience, level }: { audience: Audience; level?: Level }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const depth = level ? LEVELS.indexOf(level) : LEVELS.length - 1;
  const titles = useLevel<object>('help-titles', audience);
  const subs = useLevel<Pick<HelpSubNode, 'helpTitleId'>>('help-subs', audience);
  const details = useLevel<Pick<HelpDetailNode, 'helpSubId' | 'body'>>('help-details', audience);
  const [dialog, setDialog] = useState<Omit<NodeDialogProps, 'onClose' | 'onSaved'> | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // Moves and deletes share one guard: a second press while one is written sends nothing.
  const { run, busy } = useSingleFlight();
  const mayDo = useMayDo(HELP_RESOURCE);

  const titleList = bySortOrder(titles.data ?? []);
  const subList = (subs.data ?? []) as HelpSubNode[];
  const detailList = (details.data ?? []) as HelpDetailNode[];
  const isPending = titles.isPending || subs.isPending || details.isPending;
  const error = titles.error ?? subs.error ?? details.error;
  const refetch = () => Promise.all([titles.refetch(), subs.refetch(), details.refetch()]);

  const audienceName = translate(`${T}.audiences.${audience}`);
  const heading = translate(`${T}.heading`, {
    audience: audienceName,
    level: translate(`${T}.levels.${level ?? 'all'}`),
  });

  const failed = (key: string) => (problem: unknown) => {
    notify(`${T}.notifications.${key}`, {
      type: 'error',
      autoHideDuration: NOTIFY_ERROR_MS,
      messageArgs: { message: errorText(problem, translate) },
    });
  };

  async function move(
    resource: NodeResource,
    siblings: HelpNode[],
    node: HelpNode,
    direction: 'up' | 'down',
  ) {
    try {
      for (const write of moveWrites(siblings, node.id, direction))
        await dataProvider.update(resource, {
          id: write.node.id,
          data: { ...write.node, sortOrder: write.sortOrder },
          previousData: write.node,
        });
      notify(`${T}.notifications.moved`, { type: 'success' });
    } catch (problem) {
      failed('move_failed')(problem);
    } finally {
      await refetch();
    }
  }

  async function remove({ resource, node }: Deleting) {
    setDeleting(null);
    try {
      await dataProvider.delete(resource, { id: node.id, previousData: node });
      notify(`${T}.notifications.deleted`, { type: 'success' });
    } catch (problem) {
      failed('delete_failed')(problem);
    } finally {
      await refetch();
    }
  }

  const actions = (resource: NodeResource, siblings: HelpNode[], node: HelpNode, extra: ReactNode) => ({
    onUp: () => void run(() => move(resource, siblings, node, 'up')),
    onDown: () => void run(() => move(resource, siblings, node, 'down')),
    onDelete: () => setDeleting({ resource, node }),
    busy,
    extra,
  });

  function exportCsv() {
    const rows = flattenTree(titleList, subList, detailList);
    const column = (key: keyof (typeof rows)[number]) => ({
      header: translate(`${T}.csv.${key}`),
      value: (row: (typeof rows)[number]) =>
        key === 'level' ? translate(`${T}.levels.${row.level}`) : row[key],
    });
    void saveSpreadsheetCsv(
      rows,
      [column('level'), column('title'), column('sub'), column('detail'), column('text')],
      exportFileName(`help-${audience}`, new Date()),
    );
  }

  return (
    <Box sx={{ mt: 2 }} data-testid="help-tree">
      <Title title={heading} />
      <Typography variant="h5" component="h2">
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.intro.${level ?? 'all'}`)}
      </Typography>
      <Tabs value={level ?? 'all'} sx={{ mb: 2 }} variant="scrollable" aria-label={audienceName}>
        {(['all', ...LEVELS] as const).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={translate(`${T}.levels.${tab}`)}
            component={Link}
            to={tab === 'all' ? `/help/${audience}` : `/help/${audience}-${tab}`}
          />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        {mayDo('create') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() =>
              setDialog({
                resource: 'help-titles',
                heading: translate(`${T}.dialog.new_title`),
                record: { audience, sortOrder: nextSortOrder(titleList) },
              })
            }
          >
            {translate(`${T}.actions.add_title`)}
          </Button>
        )}
        {mayDo('export') && (
          <Button startIcon={<DownloadIcon />} onClick={exportCsv} disabled={isPending || !!error}>
            {translate(`${T}.actions.export`)}
          </Button>
        )}
      </Stack>
      {(isPending || busy) && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      {error && !isPending && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()}>
              {translate('app.layout.retry')}
            </Button>
          }
        >
          {translate(`${T}.load_failed`)}
        </Alert>
      )}
      {!isPending && !error && titleList.length === 0 && (
        <Alert severity="info">{translate(`${T}.empty.titles`)}</Alert>
      )}
      {!isPending && !error && (
        <Stack spacing={2}>
          {titleList.map((title, titleIndex) => {
            const titleSubs = bySortOrder(subList.filter((sub) => sub.helpTitleId === title.id));
            return (
              <Card key={title.id} data-testid={`help-title-${title.id}`} variant="outlined">
                <CardContent>
                  <NodeRow
                    level="title"
                    node={title}
                    first={titleIndex === 0}
                    last={titleIndex === titleList.length - 1}
                    count={translate(`${T}.counts.subs`, { smart_count: titleSubs.length })}
                    deleteRefusal={titleSubs.length > 0 ? translate(`${T}.refusal.has_subs`) : undefined}
                    onEdit={() =>
                      setDialog({
                        resource: 'help-titles',
                        heading: translate(`${T}.dialog.edit_title`),
                        record: title,
                      })
                    }
                    {...actions(
                      'help-titles',
                      titleList,
                      title,
                      <Button
                        size="small"
                        startIcon={<AddIcon />}
                        onClick={() =>
                          setDialog({
                            resource: 'help-subs',
                            heading: translate(`${T}.dialog.new_sub`, { parent: title.title_th }),
                            record: { audience, helpTitleId: title.id, sortOrder: nextSortOrder(titleSubs) },
                          })
                        }
                      >
                        {translate(`${T}.actions.add_sub`)}
                      </Button>,
                    )}
                  />
                  {depth >= 1 && (
                    <Stack spacing={1} sx={{ mt: 1, pl: { xs: 1, sm: 4 } }}>
                      {titleSubs.length === 0 && (
                        <Typography color="text.secondary">{translate(`${T}.empty.subs`)}</Typography>
                      )}
                      {titleSubs.map((sub, subIndex) => {
                        const subDetails = bySortOrder(
                          detailList.filter((detail) => detail.helpSubId === sub.id),
                        );
                        return (
                          <Box
                            key={sub.id}
                            data-testid={`help-sub-${sub.id}`}
                            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
                          >
                            <NodeRow
                              level="sub"
                              node={sub}
                              first={subIndex === 0}
                              last={subIndex === titleSubs.length - 1}
                              count={translate(`${T}.counts.details`, { smart_count: subDetails.length })}
                              deleteRefusal={
                                subDetails.length > 0 ? translate(`${T}.refusal.has_details`) : undefined
                              }
                              onEdit={() =>
                                setDialog({
                                  resource: 'help-subs',
                                  heading: translate(`${T}.dialog.edit_sub`),
                                  record: sub,
                                })
                              }
                              {...actions(
                                'help-subs',
                                titleSubs,
                                sub,
                                <Button
                                  size="small"
                                  startIcon={<AddIcon />}
                                  component={Link}
                                  state={{ back: pathname }}
                                  to={{
                                    pathname: '/help-details/create',
                                    search: `?source=${encodeURIComponent(
                                      JSON.stringify({
                                        audience,
                                        helpSubId: sub.id,
                                        sortOrder: nextSortOrder(subDetails),
                                      }),
                                    )}`,
                                  }}
                                >
                                  {translate(`${T}.actions.add_detail`)}
                                </Button>,
                              )}
                            />
                            {depth >= 2 && (
                              <Box sx={{ mt: 0.5 }}>
                                {subDetails.length === 0 && (
                                  <Typography color="text.secondary" sx={{ pl: 1 }}>
                                    {translate(`${T}.empty.details`)}
                                  </Typography>
                                )}
                                {subDetails.map((detail, detailIndex) => (
                                  <DetailItem
                                    key={detail.id}
                                    detail={detail}
                                    open={level === 'detail'}
                                    first={detailIndex === 0}
                                    last={detailIndex === subDetails.length - 1}
                                    {...actions('help-details', subDetails, detail, null)}
                                  />
                                ))}
                              </Box>
                            )}
                          </Box>
                        );
                      })}
                    </Stack>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {dialog && (
        <NodeDialog
          {...dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refetch();
          }}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        title={translate(`${T}.confirm_delete.title`, { name: deleting?.node.title_th ?? '' })}
        content={`${T}.confirm_delete.content`}
        onConfirm={() => {
          if (deleting) void run(() => remove(deleting));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

interface RowActions {
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
  busy: boolean;
  extra: ReactNode;
}

/** Up, down, edit (a dialog, or a link to the detail's screen), delete, and what the level adds. */
function Actions({
  node,
  first,
  last,
  deleteRefusal,
  onEdit,
  editTo,
  onUp,
  onDown,
  onDelete,
  busy,
  extra,
}: RowActions & {
  node: HelpNode;
  first: boolean;
  last: boolean;
  deleteRefusal?: string;
  onEdit?: () => void;
  editTo?: string;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const name = useNames()(node).main;
  const mayDo = useMayDo(HELP_RESOURCE);
  const button = (key: string, icon: ReactNode, props: Record<string, unknown>) => {
    const label = translate(`${T}.actions.${key}`, { name });
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} {...props}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Stack direction="row" alignItems="center" useFlexGap flexWrap="wrap">
      {mayDo('create') && extra}
      {mayDo('edit') && (
        <>
          {button('move_up', <ArrowUpwardIcon />, { onClick: onUp, disabled: first || busy })}
          {button('move_down', <ArrowDownwardIcon />, { onClick: onDown, disabled: last || busy })}
          {editTo
            ? button('edit', <EditIcon />, { component: Link, to: editTo, state: { back: pathname } })
            : button('edit', <EditIcon />, { onClick: onEdit })}
        </>
      )}
      {!mayDo('delete') ? null : deleteRefusal ? (
        <Tooltip title={deleteRefusal}>
          <span>
            <IconButton
              size="small"
              disabled
              aria-label={translate(`${T}.actions.delete`, { name })}
              aria-description={deleteRefusal}
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        button('delete', <DeleteIcon />, { onClick: onDelete, disabled: busy, color: 'error' })
      )}
    </Stack>
  );
}

function NodeRow({
  level,
  node,
  count,
  ...props
}: RowActions & {
  level: 'title' | 'sub';
  node: HelpNode;
  first: boolean;
  last: boolean;
  count: string;
  deleteRefusal?: string;
  onEdit: () => void;
}) {
  const names = useNames();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} spacing={1}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant={level === 'title' ? 'h6' : 'subtitle1'}
          component={level === 'title' ? 'h3' : 'h4'}
          sx={{ fontWeight: level === 'title' ? 600 : 500 }}
        >
          {names(node).main}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {names(node).other} · {count}
        </Typography>
      </Box>
      <Actions node={node} {...props} />
    </Stack>
  );
}

function DetailItem({
  detail,
  open: openAtFirst,
  ...props
}: RowActions & { detail: HelpDetailNode; open: boolean; first: boolean; last: boolean }) {
  const translate = useTranslate();
  const names = useNames();
  const [open, setOpen] = useState(openAtFirst);
  const bodyId = `help-body-${detail.id}`;
  return (
    <Card variant="outlined" sx={{ mt: 0.5 }} data-testid={`help-detail-${detail.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} sx={{ px: 1, py: 0.5 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <IconButton
            size="small"
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={translate(`${T}.actions.show_body`, { name: names(detail).main })}
          >
            <ExpandMoreIcon
              sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
            />
          </IconButton>
          <Box sx={{ minWidth: 0 }}>
            <Typography>{names(detail).main}</Typography>
            <Typography variant="body2" color="text.secondary">
              {names(detail).other}
            </Typography>
          </Box>
        </Stack>
        <Actions node={detail} editTo={`/help-details/${detail.id}`} {...props} />
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={bodyId} sx={{ px: 2, pb: 1.5 }}>
          <SafeHtml html={detail.body} testId={bodyId} />
        </Box>
      </Collapse>
    </Card>
  );
}

import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/** A small button on a list row that opens something of the row's own, without opening the row. */
export function RowIconButton({
  label,
  tooltip = label,
  icon,
  onClick,
}: {
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={tooltip}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

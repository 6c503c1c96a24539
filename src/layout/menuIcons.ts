import {
  mdiAccountGroup,
  mdiAccountTie,
  mdiBadgeAccount,
  mdiBank,
  mdiBell,
  mdiBriefcase,
  mdiBriefcaseVariant,
  mdiBug,
  mdiBullhorn,
  mdiCancel,
  mdiCart,
  mdiCashCheck,
  mdiCashMinus,
  mdiCashMultiple,
  mdiCashPlus,
  mdiCellphone,
  mdiCellphoneInformation,
  mdiCellphoneText,
  mdiChartBar,
  mdiChartBox,
  mdiChartLine,
  mdiClipboardText,
  mdiDatabase,
  mdiFactory,
  mdiFileDocumentCheck,
  mdiFileTree,
  mdiFormatListBulleted,
  mdiHelpCircle,
  mdiHelpCircleOutline,
  mdiHistory,
  mdiHomeCity,
  mdiHomeGroup,
  mdiLifebuoy,
  mdiLockReset,
  mdiMap,
  mdiMapMarker,
  mdiMapMarkerOutline,
  mdiMapMarkerRadius,
  mdiMenu,
  mdiMonitorDashboard,
  mdiPackageVariant,
  mdiPackageVariantClosed,
  mdiPercent,
  mdiPlusBox,
  mdiQrcode,
  mdiRuler,
  mdiSale,
  mdiShape,
  mdiShapeOutline,
  mdiShieldAccount,
  mdiStore,
  mdiStorefront,
  mdiSwapHorizontal,
  mdiTag,
  mdiTruck,
  mdiTruckDelivery,
  mdiViewDashboard,
  mdiWarehouse,
} from '@mdi/js';

/**
 * The Material Design Icons the app draws, by the class name the server's menu gives them
 * (`mdi-factory`), as SVG paths on a 24 x 24 grid. Importing each path by name bundles only
 * these icons, instead of the whole icon font and its stylesheet. The list holds every name the
 * spec and the demo menu use; a name the server sends that is not here shows {@link FALLBACK_ICON}.
 */
const MENU_ICONS = {
  'mdi-account-group': mdiAccountGroup,
  'mdi-account-tie': mdiAccountTie,
  'mdi-badge-account': mdiBadgeAccount,
  'mdi-bank': mdiBank,
  'mdi-bell': mdiBell,
  'mdi-briefcase': mdiBriefcase,
  'mdi-briefcase-variant': mdiBriefcaseVariant,
  'mdi-bug': mdiBug,
  'mdi-bullhorn': mdiBullhorn,
  'mdi-cancel': mdiCancel,
  'mdi-cart': mdiCart,
  'mdi-cash-check': mdiCashCheck,
  'mdi-cash-minus': mdiCashMinus,
  'mdi-cash-multiple': mdiCashMultiple,
  'mdi-cash-plus': mdiCashPlus,
  'mdi-cellphone': mdiCellphone,
  'mdi-cellphone-information': mdiCellphoneInformation,
  'mdi-cellphone-text': mdiCellphoneText,
  'mdi-chart-bar': mdiChartBar,
  'mdi-chart-box': mdiChartBox,
  'mdi-chart-line': mdiChartLine,
  'mdi-clipboard-text': mdiClipboardText,
  'mdi-database': mdiDatabase,
  'mdi-factory': mdiFactory,
  'mdi-file-document-check': mdiFileDocumentCheck,
  'mdi-file-tree': mdiFileTree,
  'mdi-format-list-bulleted': mdiFormatListBulleted,
  'mdi-help-circle': mdiHelpCircle,
  'mdi-help-circle-outline': mdiHelpCircleOutline,
  'mdi-history': mdiHistory,
  'mdi-home-city': mdiHomeCity,
  'mdi-home-group': mdiHomeGroup,
  'mdi-lifebuoy': mdiLifebuoy,
  'mdi-lock-reset': mdiLockReset,
  'mdi-map': mdiMap,
  'mdi-map-marker': mdiMapMarker,
  'mdi-map-marker-outline': mdiMapMarkerOutline,
  'mdi-map-marker-radius': mdiMapMarkerRadius,
  'mdi-menu': mdiMenu,
  'mdi-monitor-dashboard': mdiMonitorDashboard,
  'mdi-package-variant': mdiPackageVariant,
  'mdi-package-variant-closed': mdiPackageVariantClosed,
  'mdi-percent': mdiPercent,
  'mdi-plus-box': mdiPlusBox,
  'mdi-qrcode': mdiQrcode,
  'mdi-ruler': mdiRuler,
  'mdi-sale': mdiSale,
  'mdi-shape': mdiShape,
  'mdi-shape-outline': mdiShapeOutline,
  'mdi-shield-account': mdiShieldAccount,
  'mdi-store': mdiStore,
  'mdi-storefront': mdiStorefront,
  'mdi-swap-horizontal': mdiSwapHorizontal,
  'mdi-tag': mdiTag,
  'mdi-truck': mdiTruck,
  'mdi-truck-delivery': mdiTruckDelivery,
  'mdi-view-dashboard': mdiViewDashboard,
  'mdi-warehouse': mdiWarehouse,
} as const satisfies Record<string, string>;

export type MenuIconName = keyof typeof MENU_ICONS;

declare module '../registry/definition' {
  /** A resource's menu entry names an icon of this map: any other fails the typecheck. */
  interface MenuIcons {
    name: MenuIconName;
  }
}

/** Shown for an empty, unknown or malformed icon name. */
export const FALLBACK_ICON: MenuIconName = 'mdi-help-circle-outline';

/** Every icon name the app can draw, in alphabetical order. */
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS).sort() as MenuIconName[];

export function isMenuIconName(name: string): name is MenuIconName {
  return Object.hasOwn(MENU_ICONS, name);
}

/** The SVG path of an icon by its class name; the fallback's path for a name the app does not have. */
export function menuIconPath(name: string): string {
  return MENU_ICONS[isMenuIconName(name) ? name : FALLBACK_ICON];
}

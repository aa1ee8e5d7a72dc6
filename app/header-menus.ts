/**
 * The header's dropdowns, one chunk fetched when a menu is first used (root.tsx hands its loader
 * to the header): the shell's More and notifications menus and the accounts feature's menu,
 * gathered here, above both, so that neither the shell nor the feature imports the other.
 */
export { AccountMenu } from "./features/account/account-menu";
export { MoreMenu, NotificationsMenu } from "./features/shell/header-menus";

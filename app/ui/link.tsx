import { forwardRef } from "react";
import { type LinkProps, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { useLocalePath } from "./i18n";

/** react-router's Link, kept in the page's language: `to="/deals"` opens `/nl/deals` on a Dutch page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localePath = useLocalePath();
  return <RouterLink ref={ref} to={typeof to === "string" ? localePath(to) : to} {...props} />;
});

/** react-router's NavLink, kept in the page's language. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localePath = useLocalePath();
  return <RouterNavLink ref={ref} to={typeof to === "string" ? localePath(to) : to} {...props} />;
});

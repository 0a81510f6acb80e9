/**
 * What the islands build uses for 'react-router' (vite.islands.config.ts aliases it here): on a page run as
 * islands there is no router, and every link is a plain one, a full page load of the next prerendered page;
 * only the page's own query string changes in place (useSearchParams).
 * The components keep importing 'react-router'; this gives them the part they use, with the markup
 * react-router renders, without its 30 KB. A hook an island must not use (the route's params, its data)
 * is not exported, so the build fails if one does.
 */
import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };
type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean };

const toHref = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown; preventScrollReset?: boolean; viewTransition?: boolean; discover?: string; prefetch?: string; reloadDocument?: boolean };

const anchorProps = ({ to, replace: _replace, state: _state, preventScrollReset: _p, viewTransition: _v, discover: _d, prefetch: _f, reloadDocument: _r, ...rest }: LinkProps) => ({ ...rest, href: toHref(to) });

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} {...anchorProps(props)} />;
});

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
export type NavLinkProps = Omit<LinkProps, 'className' | 'children' | 'style'> & {
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** As react-router's: active when the page's path is the link's (or below it, unless `end`), with aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end, className, children, ...props }, ref) {
  const path = toHref(props.to).split(/[?#]/)[0]!;
  const here = window.location.pathname;
  const isActive = here === path || (!end && path !== '/' && here.startsWith(`${path}/`));
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <a ref={ref} {...anchorProps(props)} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className(state) : className}>
      {typeof children === 'function' ? children(state) : children}
    </a>
  );
});

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

/** Navigating is loading the page. */
export function useNavigate() {
  return (to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') window.history.go(to);
    else if (options?.replace) window.location.replace(toHref(to));
    else window.location.assign(toHref(to));
  };
}

type SearchParamsInit = URLSearchParams | Record<string, string>;
/** Islands that read the query string, told when it changes in place (or with the browser's back and forward). */
const searchListeners = new Set<() => void>();
const notifySearch = () => searchListeners.forEach((listener) => listener());
function subscribeToSearch(listener: () => void) {
  if (searchListeners.size === 0) window.addEventListener('popstate', notifySearch);
  searchListeners.add(listener);
  return () => {
    searchListeners.delete(listener);
    if (searchListeners.size === 0) window.removeEventListener('popstate', notifySearch);
  };
}
const currentSearch = () => window.location.search;

/**
 * As react-router's, for one page: a new query string changes the URL in place (a history entry, unless
 * `replace`), and every island reading it renders again; what was typed stays.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const search = useSyncExternalStore(subscribeToSearch, currentSearch);
  return [
    new URLSearchParams(search),
    (next, options) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next).toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (options?.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(null, '', url);
      notifySearch();
    },
  ];
}

import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from "react";

/** The path of the page being rendered, given to each root by its Astro page (see the layout). */
export const CurrentPath = createContext("/");

/** Path without a trailing slash, so "/about/" and "/about" count as the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function useCurrentPath(): string {
  return normalisePath(useContext(CurrentPath));
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className">;

interface LinkProps extends AnchorProps {
  to: string;
  className?: string;
  /** Kept for call sites' intent; every internal link is prefetched by the page's speculation rules. */
  prefetch?: "intent" | "render" | "none";
}

/** An internal link: a plain anchor (pages are full loads, prefetched on hover and touch). */
export function Link({ to, prefetch: _prefetch, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

interface NavLinkProps extends AnchorProps {
  to: string;
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  prefetch?: "intent" | "render" | "none";
  children?: ReactNode;
}

/** A menu link that knows whether it points at the page being shown (aria-current="page"). */
export function NavLink({ to, end, className, prefetch: _prefetch, ...rest }: NavLinkProps) {
  const current = useCurrentPath();
  const target = normalisePath(to);
  const isActive = end
    ? current === target
    : current === target || current.startsWith(`${target}/`);
  return (
    <a
      href={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...rest}
    />
  );
}

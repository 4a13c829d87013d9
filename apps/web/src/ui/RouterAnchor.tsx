import { useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * A plain <a href> that navigates inside the app (ctrl/cmd/middle click still open a tab). Used for
 * hrefs built from the route table, which carry their query already.
 */
export const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterAnchor({ href, onClick, ...rest }, ref) {
    const router = useRouter();
    const handle = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void router.navigate({ href });
    };
    return <a ref={ref} href={href} onClick={handle} {...rest} />;
  },
);

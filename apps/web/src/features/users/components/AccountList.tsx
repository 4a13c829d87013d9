import { Anchor } from '@mantine/core';
import type { Account, ApiAccount } from '@penstock/domain';
import { ListScreen, type ListScreenProps } from '@/ui/list/ListScreen';
import { RouterAnchor } from '@/ui/RouterAnchor';

/** The name column of an account table: the name links to the account's page and is exported as text. */
export const nameColumn = <A extends Account | ApiAccount>(header: string, href: (a: A) => string) => ({
  key: 'name',
  header,
  cell: (a: A) => (
    <Anchor component={RouterAnchor} href={href(a)}>
      {a.full_name}
    </Anchor>
  ),
  export: [{ header, value: (a: A) => a.full_name }],
});

/** One tab of Administration > Users: the accounts of a kind, searchable, exported under the tab's name. */
export function AccountList<A extends Account | ApiAccount>(
  props: Pick<ListScreenProps<A>, 'query' | 'columns' | 'searchFields' | 'texts' | 'testId'>,
) {
  return (
    <ListScreen
      route="users"
      rowProps={(a) => ({ 'data-account': a.email })}
      export={{ fileName: props.texts.table }}
      {...props}
    />
  );
}

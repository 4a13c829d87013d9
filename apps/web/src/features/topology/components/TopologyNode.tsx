import { Text, Tooltip } from '@mantine/core';
import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPOLOGY_NODE_SIZE } from '../utils/topologyConstants';
import type { GraphNode } from '../utils/topologyGraph';
import { NODE_LOOK } from './nodeIcons';

/** `connectable`: the editor's graph, where a drag from a node's bottom to another's top links them. */
export type TopologyNodeData = { node: GraphNode; selected: boolean; matched: boolean; connectable?: boolean };
export type TopologyFlowNode = Node<TopologyNodeData, 'component'>;

const hidden = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 } as const;
const grip = {
  width: 12,
  height: 12,
  background: 'var(--mantine-color-body)',
  border: '2px solid var(--mantine-color-gray-6)',
} as const;

/** A node's link end: its top takes links in, its bottom sends them; named and gripped only where links are drawn. */
function LinkHandle({
  end,
  connectable,
  testId,
  label,
}: {
  end: 'in' | 'out';
  connectable: boolean;
  testId: string;
  label: string;
}) {
  return (
    <Handle
      type={end === 'in' ? 'target' : 'source'}
      position={end === 'in' ? Position.Top : Position.Bottom}
      style={connectable ? grip : hidden}
      isConnectable={connectable}
      data-testid={connectable ? testId : undefined}
      aria-label={connectable ? label : undefined}
    />
  );
}

/** A 50 px node: the kind's icon, a count badge for folded groups, the name underneath. */
export const TopologyNode = memo(function TopologyNode({ data }: NodeProps<TopologyFlowNode>) {
  const { t } = useTranslation('topology');
  const { node, selected, matched, connectable = false } = data;
  const look = NODE_LOOK[node.kind];
  const Icon = look.icon;
  const count = node.memberIds.length;
  const label = node.folded ? t('group', { count, type: t(`kind.${node.kind}`, { count }) }) : node.label;
  const color = `var(--mantine-color-${look.color}-${selected ? 7 : 5})`;
  return (
    <Tooltip
      label={`${t(`kind.${node.kind}`, { count: 1 })}: ${node.folded ? node.memberIds.join(', ') : node.label}`}
      openDelay={400}
    >
      <div
        data-topology-node={node.id}
        data-kind={node.kind}
        data-selected={selected || undefined}
        data-folded={node.folded || undefined}
        aria-label={label}
        style={{
          width: TOPOLOGY_NODE_SIZE,
          height: TOPOLOGY_NODE_SIZE,
          position: 'relative',
          opacity: node.external ? 0.55 : 1,
        }}
      >
        <LinkHandle
          end="in"
          connectable={connectable}
          testId={`link-to-${node.id}`}
          label={t('linkIn', { name: label })}
        />
        <div
          style={{
            width: '100%',
            height: '100%',
            display: 'grid',
            placeItems: 'center',
            borderRadius: look.shape === 'round' ? '50%' : 10,
            background: selected ? color : 'var(--mantine-color-body)',
            color: selected ? 'white' : color,
            border: `${selected ? 3 : 2}px ${node.external ? 'dashed' : 'solid'} ${color}`,
            boxShadow: matched ? '0 0 0 4px var(--mantine-color-caution-3)' : undefined,
          }}
        >
          <Icon size={26} aria-hidden />
        </div>
        {node.folded && (
          <span
            style={{
              position: 'absolute',
              top: -8,
              right: -8,
              minWidth: 20,
              height: 20,
              borderRadius: 10,
              padding: '0 5px',
              background: 'var(--mantine-color-secondary-7)',
              color: 'white',
              fontSize: 12,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {count}
          </span>
        )}
        <Text
          size="xs"
          fw={selected ? 700 : 500}
          ta="center"
          style={{
            position: 'absolute',
            top: TOPOLOGY_NODE_SIZE + 4,
            left: '50%',
            transform: 'translateX(-50%)',
            width: 130,
            lineHeight: 1.2,
          }}
        >
          {label}
        </Text>
        <LinkHandle
          end="out"
          connectable={connectable}
          testId={`link-from-${node.id}`}
          label={t('linkOut', { name: label })}
        />
      </div>
    </Tooltip>
  );
});

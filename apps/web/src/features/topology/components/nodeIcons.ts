import {
  IconArrowBigUpLines,
  IconArrowsUpDown,
  IconDoor,
  IconDoorOff,
  IconDroplet,
  IconPropeller,
  IconWaveSine,
} from '@tabler/icons-react';
import type { NodeKind } from '../utils/topologyGraph';

/** One distinct icon and colour per node kind. */
export const NODE_LOOK: Record<NodeKind, { icon: typeof IconDroplet; color: string; shape: 'round' | 'square' }> = {
  reservoir: { icon: IconDroplet, color: 'info', shape: 'round' },
  downstream: { icon: IconWaveSine, color: 'secondary', shape: 'round' },
  turbine: { icon: IconPropeller, color: 'primary', shape: 'square' },
  pump: { icon: IconArrowBigUpLines, color: 'accent', shape: 'square' },
  pumpTurbine: { icon: IconArrowsUpDown, color: 'accent', shape: 'square' },
  gate: { icon: IconDoor, color: 'caution', shape: 'square' },
  uncontrolledGate: { icon: IconDoorOff, color: 'destructive', shape: 'square' },
};

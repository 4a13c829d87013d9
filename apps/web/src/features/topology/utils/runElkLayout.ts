import ELK, { type ElkNode } from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';

let elk: InstanceType<typeof ELK> | null = null;

/**
 * Lays out a graph with elkjs in a Web Worker (elkjs's worker build), so a large topology never
 * blocks the page. One worker serves every graph on the page.
 */
export function runElkLayout(graph: ElkNode): Promise<ElkNode> {
  elk ??= new ELK({ workerFactory: () => new Worker(workerUrl) });
  return elk.layout(graph);
}

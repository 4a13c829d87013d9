import { Button, Group, NumberInput, Progress, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidRun } from '@penstock/domain';
import { bidKeys, useBidRun, useCancelBidRun, useGenerateBid, type BidScope } from '../api/bidsApi';

const OPEN = ['queued', 'running'];

/** Generate the day's curves (a job with progress, cancellable) and what the newest run did. */
export function BidRunStatus(props: { scope: BidScope; date: string; run: BidRun | null; canEdit: boolean }) {
  const { t } = useTranslation('bids');
  const [scenarios, setScenarios] = useState<number>(10);
  const generate = useGenerateBid(props.scope);
  const cancel = useCancelBidRun(props.scope);
  const polled = useBidRun(props.scope, props.run);
  const run = polled.data ?? props.run;
  const open = !!run && OPEN.includes(run.status);
  const client = useQueryClient();
  const ended = !!polled.data && !OPEN.includes(polled.data.status);
  // a run that ends stores a version (or says why not): the day is read again
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: [...bidKeys.plant(props.scope), 'day'] });
  }, [ended]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Group gap="sm" align="end" data-testid="bid-run">
      <NumberInput
        label={t('run.scenarios')}
        value={scenarios}
        onChange={(v) => setScenarios(typeof v === 'number' ? v : 10)}
        min={1}
        max={50}
        w={110}
        size="xs"
      />
      <Button
        size="xs"
        disabled={!props.canEdit || open}
        loading={generate.isPending}
        onClick={() => generate.mutate({ date: props.date, scenarios })}
        data-testid="generate-bid"
      >
        {t('run.generate')}
      </Button>
      {run && (
        <Group gap="xs" align="center">
          {open ? (
            <>
              <Progress value={run.progress * 100} w={120} animated aria-label={t('run.progress')} />
              <Text size="xs" data-testid="run-status">
                {t(`run.status.${run.status}`)}
              </Text>
              <Button size="xs" variant="subtle" color="destructive" onClick={() => cancel.mutate(run.id)}>
                {t('run.cancel')}
              </Button>
            </>
          ) : (
            <Text size="xs" c={run.status === 'failed' ? 'destructive' : 'dimmed'} data-testid="run-status">
              {t(`run.status.${run.status}`)}
              {run.status === 'failed' && run.log.length ? `: ${run.log[run.log.length - 1]}` : ''}
            </Text>
          )}
        </Group>
      )}
    </Group>
  );
}

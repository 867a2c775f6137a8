import React, { useState } from 'react';
import { Button, ListGroup, ProgressBar } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import Timestamp from '@/components/common/Timestamp';
import type { SystemJob } from '@/stores/systemjobs/SystemJobsStore';
import { jobTypeName, SystemJobsActions } from '@/stores/systemjobs/SystemJobsStore';

type Props = {
  /** Undefined while the first answer is awaited. */
  jobs: Array<SystemJob> | undefined,
  /** False when the user may not cancel jobs: no buttons. */
  mayCancel: boolean,
};

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

const JobItem = ({ job, onCancel }: { job: SystemJob, onCancel?: () => void }) => {
  const percent = clampPercent(job.percent_complete);
  return (
    <ListGroup.Item as="li" data-job-id={job.id}>
      <div className="d-flex gap-3 align-items-start">
        <div className="flex-grow-1">
          <div className="fw-semibold">{job.description}</div>
          <div className="small text-body-secondary">
            {jobTypeName(job)}
            {job.started_at && <> · started <Timestamp dateTime={job.started_at} /></>}
            {job.node_id && <> · node <code>{job.node_id}</code></>}
          </div>
          {job.info && <div className="small text-break">{job.info}</div>}
        </div>
        {onCancel && <Button size="sm" variant="outline-danger" aria-label={`Cancel job: ${job.description}`} onClick={onCancel}>Cancel</Button>}
      </div>
      {job.provides_progress
        ? <ProgressBar className="mt-2" now={percent} label={`${percent}%`} aria-label={`Progress of ${job.description}`} />
        : <ProgressBar className="mt-2" animated striped now={100} aria-label={`${job.description} is running`} />}
    </ListGroup.Item>
  );
};

/** The jobs running in the background, with their progress, cancelable ones with a confirmation. */
const SystemJobsList = ({ jobs, mayCancel }: Props) => {
  const [cancelling, setCancelling] = useState<SystemJob | undefined>();
  if (!jobs) {
    return <p className="text-body-secondary mb-0">Loading the system jobs…</p>;
  }
  if (jobs.length === 0) {
    return <p className="text-body-secondary mb-0">No system jobs are running.</p>;
  }
  const confirmCancel = () => (cancelling ? SystemJobsActions.cancel(cancelling).then(() => setCancelling(undefined)) : undefined);
  return (
    <>
      <ListGroup as="ul" variant="flush" aria-label="System jobs">
        {jobs.map((job) => (
          <JobItem key={job.id} job={job} onCancel={mayCancel && job.is_cancelable ? () => setCancelling(job) : undefined} />
        ))}
      </ListGroup>
      <ConfirmDialog show={cancelling !== undefined} title="Cancel system job" confirmLabel="Cancel job" cancelLabel="Keep running"
                     onConfirm={confirmCancel} onCancel={() => setCancelling(undefined)}>
        Do you really want to cancel <b>{cancelling?.description}</b>? It stops after its current step; what it did so far stays done.
      </ConfirmDialog>
    </>
  );
};

export default SystemJobsList;

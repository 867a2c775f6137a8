import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form, Nav } from 'react-bootstrap';

import type { RelativePreset } from '@/components/views/timeRanges';
import { configuredPresets, rangeLimitProblem } from '@/components/views/timeRanges';
import type { TimeRange } from '@/stores/search/searchTypes';
import useSearchesConfig from '@/stores/search/useSearchesConfig';
import { ToolsActions } from '@/stores/tools/ToolsStore';

import { absoluteFrom, parseTypedTime, shortTimeRangeText, timeRangeText, typedTime } from './timeRangeText';
// The panel's styles, wherever the picker is used.
import './search.css';

type Props = {
  value: TimeRange,
  /** A chosen range: the page searches with it at once. */
  onChange: (timerange: TimeRange) => void,
  /** The user's time zone: absolute times are typed and shown in it. */
  timezone: string,
  id?: string,
};

type Tab = TimeRange['type'];

const ClockIcon = () => (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" className="me-2 align-text-bottom" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
  </svg>
);

/**
 * A tab's fields and its Apply button. Not a <form>: the picker also sits inside other forms (a dashboard
 * widget's dialog), where a nested form is invalid and its submit would reach the outer one. Enter in a field
 * applies, as a form's would.
 */
const PanelFields = ({ onApply, children }: { onApply: () => void, children: React.ReactNode }) => (
  <div role="group"
       onKeyDown={(event) => {
         if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
           event.preventDefault();
           onApply();
         }
       }}>
    {children}
  </div>
);

/** How long typing pauses before a keyword is checked with the server. */
const KEYWORD_CHECK_DELAY_MS = 300;

/** The configured limit on a range's length, an ISO 8601 period; a zero one ("PT0S") is none. */
type Limit = string;

const RelativeTab = ({ value, onChange, presets }: { value: TimeRange, onChange: Props['onChange'], presets: ReadonlyArray<RelativePreset> }) => (
  <div className="console-range-presets" role="group" aria-label="Relative time ranges">
    {presets.map((preset) => {
      const active = value.type === 'relative' && value.range === preset.range;
      return (
        <Button key={preset.range} size="sm" variant={active ? 'primary' : 'outline-secondary'} aria-pressed={active}
                onClick={() => onChange({ type: 'relative', range: preset.range })}>
          {preset.label}
        </Button>
      );
    })}
  </div>
);

type TabProps = { value: TimeRange, onChange: Props['onChange'], timezone: string, id: string, limit: Limit };

const AbsoluteTab = ({ value, onChange, timezone, id, limit }: TabProps) => {
  const initial = absoluteFrom(value, Date.now());
  const [from, setFrom] = useState(typedTime(initial.from, timezone));
  const [to, setTo] = useState(typedTime(initial.to, timezone));
  const [tried, setTried] = useState(false);
  const fromIso = parseTypedTime(from, timezone);
  const toIso = parseTypedTime(to, timezone);
  const problem = (() => {
    if (!fromIso) return { field: 'from', text: 'Enter the start as YYYY-MM-DD HH:mm:ss.' };
    if (!toIso) return { field: 'to', text: 'Enter the end as YYYY-MM-DD HH:mm:ss.' };
    if (Date.parse(fromIso) > Date.parse(toIso)) return { field: 'to', text: 'The end must not be before the start.' };
    const tooLong = rangeLimitProblem({ type: 'absolute', from: fromIso, to: toIso }, limit);
    return tooLong ? { field: 'from', text: tooLong } : undefined;
  })();
  const apply = () => {
    setTried(true);
    if (!problem && fromIso && toIso) onChange({ type: 'absolute', from: fromIso, to: toIso });
  };
  return (
    <PanelFields onApply={apply}>
      <p className="small text-body-secondary mb-2">Times are in your time zone, <strong>{timezone}</strong>.</p>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <Form.Group controlId={`${id}-from`}>
          <Form.Label className="small mb-1">From</Form.Label>
          <Form.Control size="sm" className="font-monospace" value={from} onChange={(event) => setFrom(event.target.value)}
                        isInvalid={tried && problem?.field === 'from'} aria-describedby={`${id}-absolute-problem`} />
        </Form.Group>
        <Form.Group controlId={`${id}-to`}>
          <Form.Label className="small mb-1">To</Form.Label>
          <Form.Control size="sm" className="font-monospace" value={to} onChange={(event) => setTo(event.target.value)}
                        isInvalid={tried && problem?.field === 'to'} aria-describedby={`${id}-absolute-problem`} />
        </Form.Group>
      </div>
      <div id={`${id}-absolute-problem`} className={tried && problem ? 'small text-danger mt-1' : 'visually-hidden'} role={tried && problem ? 'alert' : undefined}>
        {tried && problem ? problem.text : ''}
      </div>
      <Button type="button" size="sm" className="mt-2" onClick={apply}>Apply range</Button>
    </PanelFields>
  );
};

type KeywordCheck = { state: 'idle' | 'checking' } | { state: 'valid', from: string, to: string } | { state: 'invalid' };

const KeywordTab = ({ value, onChange, timezone, id, limit }: TabProps) => {
  const [keyword, setKeyword] = useState(value.type === 'keyword' ? value.keyword : '');
  const [check, setCheck] = useState<KeywordCheck>({ state: 'idle' });
  useEffect(() => {
    const text = keyword.trim();
    if (text === '') {
      setCheck({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      ToolsActions.testNaturalDate(text, timezone).then(
        (answer) => { if (current) setCheck({ state: 'valid', from: answer.from, to: answer.to }); },
        () => { if (current) setCheck({ state: 'invalid' }); },
      );
    }, KEYWORD_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword, timezone]);

  const tooLong = check.state === 'valid' ? rangeLimitProblem({ type: 'absolute', from: check.from, to: check.to }, limit) : undefined;
  const apply = () => {
    if (check.state === 'valid' && !tooLong) onChange({ type: 'keyword', keyword: keyword.trim() });
  };
  return (
    <PanelFields onApply={apply}>
      <Form.Group controlId={`${id}-keyword`}>
        <Form.Label className="small mb-1">Keyword</Form.Label>
        <Form.Control size="sm" value={keyword} placeholder="e.g. last week, yesterday, last 2 hours"
                      onChange={(event) => setKeyword(event.target.value)} isInvalid={check.state === 'invalid'}
                      aria-describedby={`${id}-keyword-preview`} />
      </Form.Group>
      <div id={`${id}-keyword-preview`} className="small mt-1" aria-live="polite">
        {check.state === 'checking' && <span className="text-body-secondary">Checking…</span>}
        {check.state === 'valid' && (
          <span className="text-body-secondary">
            From <span className="font-monospace">{typedTime(check.from, timezone)}</span> to{' '}
            <span className="font-monospace">{typedTime(check.to, timezone)}</span> ({timezone})
          </span>
        )}
        {check.state === 'invalid' && <span className="text-danger">This keyword is not a time range the server understands.</span>}
        {tooLong && <span className="d-block text-danger" role="alert">{tooLong}</span>}
      </div>
      <Button type="button" size="sm" className="mt-2" disabled={check.state !== 'valid' || tooLong !== undefined} onClick={apply}>Apply range</Button>
    </PanelFields>
  );
};

const TABS: ReadonlyArray<{ key: Tab, title: string }> = [
  { key: 'relative', title: 'Relative' }, { key: 'absolute', title: 'Absolute' }, { key: 'keyword', title: 'Keyword' },
];

/** The time range of the search: a button naming it, opening a panel of relative presets, absolute times and keywords. */
const TimeRangePicker = ({ value, onChange, timezone, id = 'search-timerange' }: Props) => {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>(value.type);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const config = useSearchesConfig();
  const limit = config.query_time_range_limit;
  const presets = useMemo(() => configuredPresets(config.relative_timerange_options, limit), [config.relative_timerange_options, limit]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    // Escape closes only the panel. Natively on the picker, and prevented: a surrounding dialog listens on
    // the document and leaves a prevented Escape alone (React 16 handles its own events at the document too,
    // too late to stop it).
    const element = root.current;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Esc') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    element?.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      element?.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  const choose = (timerange: TimeRange) => {
    setOpen(false);
    toggle.current?.focus();
    onChange(timerange);
  };
  const panelId = `${id}-panel`;
  const fullText = timeRangeText(value, timezone);

  return (
    <div ref={root} className="position-relative console-range-picker">
      <Button ref={toggle} variant="outline-secondary" className="text-nowrap console-range-toggle" aria-expanded={open} aria-controls={panelId}
              aria-label={`Time range: ${fullText}. Change time range`} title={fullText}
              onClick={() => { setTab(value.type); setOpen(!open); }}>
        <ClockIcon />{shortTimeRangeText(value, timezone)}
      </Button>
      {open && (
        <div id={panelId} className="card shadow console-range-panel" role="dialog" aria-label="Choose the time range">
          <div className="card-header py-2">
            <Nav variant="tabs" className="card-header-tabs" activeKey={tab} onSelect={(key) => setTab(TABS.find((candidate) => candidate.key === key)?.key ?? tab)}>
              {TABS.map(({ key, title }) => (
                <Nav.Item key={key}><Nav.Link eventKey={key} as="button" type="button">{title}</Nav.Link></Nav.Item>
              ))}
            </Nav>
          </div>
          <div className="card-body">
            {tab === 'relative' && <RelativeTab value={value} onChange={choose} presets={presets} />}
            {tab === 'absolute' && <AbsoluteTab value={value} onChange={choose} timezone={timezone} id={id} limit={limit} />}
            {tab === 'keyword' && <KeywordTab value={value} onChange={choose} timezone={timezone} id={id} limit={limit} />}
          </div>
        </div>
      )}
    </div>
  );
};

export default TimeRangePicker;

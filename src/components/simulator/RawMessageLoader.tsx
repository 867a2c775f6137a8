import React, { useEffect, useMemo, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import type { ConfigurationFormValues } from '@/components/common/configuration/configurationFormValues';
import { configurationErrors, configurationFormValues, configurationOf } from '@/components/common/configuration/configurationFormValues';
import Spinner from '@/components/common/Spinner';
import { isHiddenField } from '@/components/messages/messageFields';
import { reasonOf } from '@/logic/errors/FetchError';
import type { CodecTypeInfo } from '@/stores/inputs/CodecTypesStore';
import { CodecTypesActions } from '@/stores/inputs/CodecTypesStore';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions } from '@/stores/inputs/InputsStore';

import { fieldList } from './rawMessage';
import type { ParsedMessage, RawMessageRequest } from './useParsedMessage';

type Props = {
  idPrefix: string,
  parsed: ParsedMessage,
  onParse: (request: RawMessageRequest) => void,
  /** Any change to the form: what was parsed no longer matches it. */
  onEdit: () => void,
  /** Set once the user asked to simulate before a message was parsed. */
  refusal: string | undefined,
};

type Codecs = { state: 'loading' } | { state: 'loaded', codecs: Array<CodecTypeInfo> } | { state: 'failed', reason: string };

/** The codecs the server parses with (GET /system/codecs/types/all), by name. */
const useCodecs = (): Codecs => {
  const [codecs, setCodecs] = useState<Codecs>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    CodecTypesActions.list().then(
      (types) => { if (current) setCodecs({ state: 'loaded', codecs: Object.values(types).sort((a, b) => a.name.localeCompare(b.name)) }); },
      (error: unknown) => { if (current) setCodecs({ state: 'failed', reason: reasonOf(error) }); },
    );
    return () => { current = false; };
  }, []);
  return codecs;
};

/** The inputs the user may read, to simulate the message as received by one; none when they cannot be listed (a nicety). */
const useInputs = (): Array<InputSummary> => {
  const [inputs, setInputs] = useState<Array<InputSummary>>([]);
  useEffect(() => {
    let current = true;
    InputsActions.list().then(
      (all) => { if (current) setInputs([...all].sort((a, b) => a.title.localeCompare(b.title))); },
      () => { if (current) setInputs([]); },
    );
    return () => { current = false; };
  }, []);
  return inputs;
};

type Errors = { message?: string, codec?: string, configuration: { [name: string]: string | undefined } };

const NO_ERRORS: Errors = { configuration: {} };

const hasErrors = (errors: Errors) => Boolean(errors.message || errors.codec || Object.values(errors.configuration).some(Boolean));

const Outcome = ({ parsed }: { parsed: ParsedMessage }) => {
  switch (parsed.state) {
    case 'parsing':
      return <Spinner text="Parsing the message…" />;
    case 'failed':
      return (
        <div className="text-danger-emphasis" role="alert">
          <p className="mb-0">{parsed.reason}</p>
          {parsed.detail && <p className="mb-0 small">The server said: {parsed.detail}</p>}
        </div>
      );
    case 'parsed': {
      // As the message lists show it: without the id and the internal gl2_ fields.
      const names = Object.keys(parsed.message.fields).filter((name) => !isHiddenField(name));
      return (
        <p className="mb-0">
          Parsed with {parsed.codecName}: {names.length} {names.length === 1 ? 'field' : 'fields'} ({fieldList(names)}).
          {' '}&quot;Simulate&quot; runs the pipelines on them.
        </p>
      );
    }
    default:
      return null;
  }
};

/**
 * A raw message as an input would receive it, parsed by the chosen codec with its configuration (from the chosen
 * input, when one is chosen), as Graylog's simulator does.
 */
const RawMessageLoader = ({ idPrefix, parsed, onParse, onEdit, refusal }: Props) => {
  const codecs = useCodecs();
  const inputs = useInputs();
  const [message, setMessage] = useState('');
  const [remoteAddress, setRemoteAddress] = useState('');
  const [inputId, setInputId] = useState('');
  const [codecType, setCodecType] = useState('');
  const [configuration, setConfiguration] = useState<ConfigurationFormValues>({});
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const codec = codecs.state === 'loaded' ? codecs.codecs.find((candidate) => candidate.type === codecType) : undefined;
  const input = inputs.find((candidate) => candidate.id === inputId);
  const requested = useMemo(() => codec?.requested_configuration ?? {}, [codec]);

  // The codec's fields start from the chosen input's configuration, then the codec's defaults.
  const startConfiguration = (nextCodec: CodecTypeInfo | undefined, nextInput: InputSummary | undefined) => {
    setConfiguration(nextCodec ? configurationFormValues(nextCodec.requested_configuration, nextInput?.attributes, []) : {});
  };

  const edited = () => {
    setErrors(NO_ERRORS);
    onEdit();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      message: message.trim() === '' ? 'Paste the message as the input would receive it.' : undefined,
      codec: codec ? undefined : 'Choose the codec that decodes the message.',
      configuration: codec ? configurationErrors(requested, configuration, []) : {},
    };
    setErrors(found);
    if (hasErrors(found) || !codec) return;
    onParse({
      message,
      remoteAddress: remoteAddress.trim(),
      codec: { type: codec.type, name: codec.name },
      configuration: configurationOf(requested, configuration, []),
      inputId: input?.id,
    });
  };

  const codecHelp = codecs.state === 'failed'
    ? <span className="text-danger-emphasis">The codecs could not be loaded: {codecs.reason}</span>
    : 'How the input would decode the message, e.g. GELF or Syslog.';

  return (
    <Form onSubmit={submit} aria-label="Parse a raw message" noValidate>
      <Form.Group controlId={`${idPrefix}-message`} className="mb-3">
        <Form.Label>Raw message</Form.Label>
        <Form.Control as="textarea" rows={5} className="font-monospace" spellCheck={false} value={message}
                      isInvalid={Boolean(errors.message)}
                      placeholder={'<34>Oct 11 22:14:15 web-01 su: \'su root\' failed for lonvick on /dev/pts/8'}
                      onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => { setMessage(event.target.value); edited(); }} />
        <Form.Control.Feedback type="invalid">{errors.message}</Form.Control.Feedback>
      </Form.Group>
      <Row className="g-3">
        <Col md={4}>
          <Form.Group controlId={`${idPrefix}-codec`}>
            <Form.Label>Message codec</Form.Label>
            <Form.Select value={codecType} isInvalid={Boolean(errors.codec)} disabled={codecs.state !== 'loaded'}
                         onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
                           const next = codecs.state === 'loaded' ? codecs.codecs.find((candidate) => candidate.type === event.target.value) : undefined;
                           setCodecType(event.target.value);
                           startConfiguration(next, input);
                           edited();
                         }}>
              <option value="">{codecs.state === 'loading' ? 'Loading codecs…' : 'Select a codec'}</option>
              {codecs.state === 'loaded' && codecs.codecs.map((candidate) => <option key={candidate.type} value={candidate.type}>{candidate.name}</option>)}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.codec}</Form.Control.Feedback>
            <Form.Text className="d-block">{codecHelp}</Form.Text>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId={`${idPrefix}-remote-address`}>
            <Form.Label>Remote address</Form.Label>
            <Form.Control className="font-monospace" value={remoteAddress} placeholder="127.0.0.1" spellCheck={false}
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => { setRemoteAddress(event.target.value); edited(); }} />
            <Form.Text className="d-block">The sender&apos;s address; the source when the message names none. 127.0.0.1 when empty.</Form.Text>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId={`${idPrefix}-input`}>
            <Form.Label>Input <span className="text-body-secondary fw-normal">(optional)</span></Form.Label>
            <Form.Select value={inputId}
                         onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
                           setInputId(event.target.value);
                           startConfiguration(codec, inputs.find((candidate) => candidate.id === event.target.value));
                           edited();
                         }}>
              <option value="">No input</option>
              {inputs.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.title} ({candidate.name})</option>)}
            </Form.Select>
            <Form.Text className="d-block">Simulates the message as received by this input, with its codec configuration.</Form.Text>
          </Form.Group>
        </Col>
      </Row>
      {codec && Object.keys(requested).length > 0 && (
        <fieldset className="border-top pt-3 mt-3">
          <legend className="h6 text-body-secondary">{codec.name} configuration</legend>
          <ConfigurationFields requested={requested} values={configuration} idPrefix={`${idPrefix}-configuration`} errors={errors.configuration}
                               onChange={(values) => { setConfiguration(values as ConfigurationFormValues); edited(); }} />
        </fieldset>
      )}
      <div className="d-flex align-items-center gap-3 mt-3">
        <Button type="submit" variant="outline-primary" disabled={parsed.state === 'parsing'}>Parse message</Button>
        <div aria-live="polite">
          {refusal !== undefined && parsed.state === 'idle'
            ? <p className="mb-0 text-danger-emphasis" role="alert">{refusal}</p>
            : <Outcome parsed={parsed} />}
        </div>
      </div>
    </Form>
  );
};

export default RawMessageLoader;

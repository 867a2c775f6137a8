import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import { InputsActions } from '@/stores/inputs/InputsStore';

import InputForm from './InputForm';
import { GELF_HTTP, gelfHttpTypeFixture, inputFixture, NODE_ID } from 'fixtures/inputFixtures';
import { formDriver } from 'fixtures/formDriver';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('InputForm', () => {
  let wrapper: ReactWrapper;
  let create: jest.SpyInstance;
  let update: jest.SpyInstance;
  let onSaved: jest.Mock;

  const render = (nodeIds = [NODE_ID], input = undefined as ReturnType<typeof inputFixture> | undefined) => {
    onSaved = jest.fn();
    wrapper = mount(
      <Router history={createMemoryHistory()}>
        <InputForm type={gelfHttpTypeFixture()} input={input} nodeIds={nodeIds} onSaved={onSaved} onCancel={jest.fn()} />
      </Router>,
    );
  };
  const { field, type, labelOf, errorOf } = formDriver(() => wrapper);
  const submit = async () => {
    wrapper.find('form').simulate('submit');
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    create = jest.spyOn(InputsActions, 'create');
    update = jest.spyOn(InputsActions, 'update');
  });
  afterEach(() => {
    wrapper?.unmount();
    create.mockRestore();
    update.mockRestore();
  });

  it('draws the type\'s configuration with labels, help, defaults and the right controls', () => {
    render();
    expect(labelOf('port')).toBe('Port *');
    expect(field('port').prop('type')).toBe('number');
    expect(field('port').prop('value')).toBe('12201');
    expect(field('bind_address').prop('value')).toBe('0.0.0.0');
    expect(wrapper.text()).toContain('Address to listen on.');
    expect(field('enable_cors').prop('type')).toBe('checkbox');
    expect(field('enable_cors').prop('checked')).toBe(true);
    expect(labelOf('enable_cors')).toBe('Enable CORS');
    expect(field('tls_client_auth').find('option').map((option) => option.text())).toEqual(['(none)', 'Disabled', 'Optional', 'Required']);
    expect(field('tls_key_password').prop('type')).toBe('password');
    expect(field('node').prop('value')).toBe(NODE_ID);
    // The fields come in the type's order.
    const order = wrapper.find('fieldset [name]').hostNodes().map((node) => node.prop('name'));
    expect(order).toEqual(['bind_address', 'port', 'enable_cors', 'tls_client_auth', 'recv_buffer_size', 'tls_key_password']);
  });

  it('hides the node choice for a global input', () => {
    render();
    field('global').simulate('change', { target: { checked: true } });
    expect(field('node')).toHaveLength(0);
  });

  it('refuses a submit without the required values, naming each field', async () => {
    render(['n1', 'n2']);
    type('port', '');
    await submit();
    expect(create).not.toHaveBeenCalled();
    expect(errorOf('title')).toBe('Title is required.');
    expect(errorOf('node')).toBe('Node is required for an input that is not global.');
    expect(errorOf('port')).toBe('Port is required.');
  });

  it('launches the input with the typed configuration', async () => {
    create.mockResolvedValue('input-new');
    render();
    type('title', 'Web servers');
    type('port', '12345');
    field('enable_cors').simulate('change', { target: { checked: false } });
    await submit();
    expect(create).toHaveBeenCalledWith({
      title: 'Web servers', type: GELF_HTTP, global: false, node: NODE_ID,
      configuration: { bind_address: '0.0.0.0', port: 12345, enable_cors: false, tls_client_auth: 'disabled', tls_key_password: '' },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('shows the server\'s reason at the field it names and keeps everything typed', async () => {
    create.mockRejectedValue(new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'Port 70000 is out of range', failed: true, errors: { 'configuration.port': ['must be between 1 and 65535'] },
    }));
    render();
    type('title', 'Web servers');
    type('port', '70000');
    type('bind_address', '127.0.0.1');
    await submit();
    expect(errorOf('port')).toBe('This value must be between 1 and 65535.');
    expect(field('port').prop('aria-invalid')).toBe(true);
    expect(field('title').prop('value')).toBe('Web servers');
    expect(field('bind_address').prop('value')).toBe('127.0.0.1');
    expect(field('port').prop('value')).toBe('70000');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the form', async () => {
    create.mockRejectedValue(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Unknown input type' }));
    render();
    type('title', 'Web servers');
    await submit();
    expect(wrapper.find('.alert-danger').text()).toBe('Unknown input type');
  });

  it('edits an existing input with PUT, starting from its values', async () => {
    update.mockResolvedValue(undefined);
    render([NODE_ID], inputFixture({ attributes: { bind_address: '10.0.0.1', port: 5555, enable_cors: false } }));
    expect(field('title').prop('value')).toBe('Web servers');
    expect(field('port').prop('value')).toBe('5555');
    expect(wrapper.find('button[type="submit"]').text()).toBe('Update input');
    await submit();
    expect(update).toHaveBeenCalledWith('input-1', expect.objectContaining({
      title: 'Web servers', configuration: expect.objectContaining({ bind_address: '10.0.0.1', port: 5555, enable_cors: false }),
    }));
  });
});

import React from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { CreatedToken } from '@/stores/users/TokensStore';
import { TokensActions } from '@/stores/users/TokensStore';

type Props = {
  userId: string,
  /** Receives the new token with its secret, which only the page shows, once. */
  onCreated: (token: CreatedToken) => void,
};

type TokenValues = { name: string };

const EMPTY: TokenValues = { name: '' };

/** The server's limit; a longer name is refused there too. */
export const MAX_TOKEN_NAME_LENGTH = 100;

/** A name and "Create token". */
const CreateTokenForm = ({ userId, onCreated }: Props) => {
  const form = useEntityForm<TokenValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = requireFields(values, { name: 'Token name' });
      if (!errors.name && values.name.trim().length > MAX_TOKEN_NAME_LENGTH) {
        errors.name = `A token name can have at most ${MAX_TOKEN_NAME_LENGTH} characters.`;
      }
      return errors;
    },
    onSubmit: ({ name }) => TokensActions.create(userId, name.trim()),
    onSuccess: (created) => {
      form.reset(EMPTY);
      onCreated(created as CreatedToken);
    },
  });

  return (
    <EntityForm form={form} submitLabel="Create token" className="console-create-token">
      <FormField form={form} name="name" label="Token name" required autoComplete="off"
                 help="Say what the token is for, e.g. the script or program that uses it." />
    </EntityForm>
  );
};

export default CreateTokenForm;

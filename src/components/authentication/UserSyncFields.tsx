import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import DefaultRolesField from './DefaultRolesField';
import type { ServiceType } from './serviceTypes';
import type { RoleList } from './useRoleList';
import type { WizardValues } from './wizardValues';

type Props = { form: EntityFormState<WizardValues>, serviceType: ServiceType, roleList: RoleList };

/** Step 2: how users are found in the directory, which attributes make a user, and the roles they get. */
const UserSyncFields = ({ form, serviceType, roleList }: Props) => (
  <>
    <FormField form={form} name="user_search_base" label="Search base DN" required help={serviceType.help.user_search_base} />
    <FormField form={form} name="user_search_pattern" label="Search pattern" required help={serviceType.help.user_search_pattern} />
    <FormField form={form} name="user_name_attribute" label="Name attribute" required help={serviceType.help.user_name_attribute} />
    <FormField form={form} name="user_full_name_attribute" label="Full name attribute" required help={serviceType.help.user_full_name_attribute} />
    {serviceType.hasUniqueIdAttribute && (
      <FormField form={form} name="user_unique_id_attribute" label="ID attribute" required help={serviceType.help.user_unique_id_attribute} />
    )}
    <DefaultRolesField form={form} roleList={roleList} />
  </>
);

export default UserSyncFields;

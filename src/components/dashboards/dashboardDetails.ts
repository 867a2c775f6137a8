// The title, summary and description of a dashboard, as the create form and the details dialog edit them.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { View } from '@/stores/views/ViewsStore';

export type DashboardDetailsValues = { title: string, summary: string, description: string };

export const EMPTY_DETAILS: DashboardDetailsValues = { title: '', summary: '', description: '' };

export const detailsOf = (view: Pick<View, 'title' | 'summary' | 'description'>): DashboardDetailsValues => ({
  title: view.title, summary: view.summary ?? '', description: view.description ?? '',
});

export const validateDetails = (values: DashboardDetailsValues): FieldErrors<DashboardDetailsValues> => (
  requireFields(values, { title: 'Title' })
);

export const trimmedDetails = (values: DashboardDetailsValues): DashboardDetailsValues => ({
  title: values.title.trim(), summary: values.summary.trim(), description: values.description.trim(),
});

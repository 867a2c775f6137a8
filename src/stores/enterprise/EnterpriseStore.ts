// The free Graylog Enterprise licence: its status (GET /free-enterprise/license/info) and the request for one
// (POST /free-enterprise/license). A real Graylog forwards the request to its licence service and answers 202;
// the embedded server cannot reach that service and answers 409 with what to do instead.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportPageLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { FreeLicenseRequest } from '@/logic/freeLicenseRequest';

export type { FreeLicenseRequest } from '@/logic/freeLicenseRequest';

/** Graylog's FreeLicenseInfo.Status: nothing, a requested licence waiting for a restart, or an installed one. */
export type LicenseStatus = 'absent' | 'staged' | 'installed';

type LicenseInfoResponse = { free_license_info: { license_status: LicenseStatus } };

export type EnterpriseState = {
  /** From the last licence info call; undefined until one succeeded. */
  licenseStatus: LicenseStatus | undefined,
};

type EnterpriseActionsType = {
  getLicenseInfo: () => Promise<LicenseStatus>,
  /** Resolves once the server accepted the request (Graylog: 202, the licence is sent by e-mail). */
  requestFreeLicense: (request: FreeLicenseRequest) => Promise<void>,
};

/**
 * The embedded server's answer to a licence request: it cannot reach Graylog's licence service, so nothing was
 * sent. Graylog itself never answers 409 here (202, 400 for a licence already requested or invalid input, 500).
 */
export const isOfflineInstallationRefusal = (error: unknown): boolean => error instanceof FetchError && error.status === 409;

export const EnterpriseActions = singletonActions('core.Enterprise', () => createActions<EnterpriseActionsType>(['getLicenseInfo', 'requestFreeLicense']));

export const EnterpriseStore = singletonStore('core.Enterprise', () => createStore({
  listenables: [EnterpriseActions],
  state: { licenseStatus: undefined } as EnterpriseState,

  getLicenseInfo() {
    const url = qualifyApiUrl(ApiRoutes.FreeEnterpriseApiController.info().url);
    const promise = fetch<LicenseInfoResponse>('GET', url).then((response) => {
      const status = response.free_license_info.license_status;
      this.setState({ licenseStatus: status });
      return status;
    }, (error: unknown) => reportPageLoadFailure(error, 'Loading license information', 'Couldn\'t load license information'));
    EnterpriseActions.getLicenseInfo.promise(promise);
  },

  requestFreeLicense(request: FreeLicenseRequest) {
    const url = qualifyApiUrl(ApiRoutes.FreeEnterpriseApiController.request().url);
    const promise = fetch('POST', url, request, WRITE_OPTIONS).then(() => {
      UserNotification.success('Your free Graylog Enterprise license should be on the way.');
      // A real Graylog stages the licence it received: the status moves on. A failure here was toasted already.
      EnterpriseActions.getLicenseInfo().catch(() => undefined);
    }, (error: unknown) => reportWriteFailure(
      error,
      'Requesting a free Graylog Enterprise license',
      'Could not request a free license',
      // The server's reason (a licence already requested) is what to act on. The offline answer is explained in
      // place by the form, with what to do instead: a toast would only repeat it over the form.
      { toastServerMessage: 'always', quiet: isOfflineInstallationRefusal(error) },
    ));
    EnterpriseActions.requestFreeLicense.promise(promise);
  },
}));

/** The dealer picker's real actor, over services/dealers. */
import { fromPromise } from 'xstate';
import type { AdminDealer } from '../../models/dealer/admin-dealers';
import type { Api } from '../../services/api';
import { searchAdminDealers } from '../../services/admin-dealers';

export function createDealerPickerImplementations({ api }: { api: Api }) {
  return {
    actors: {
      searchDealers: fromPromise<AdminDealer[], { text: string }>(({ input, signal }) => searchAdminDealers(api, input.text, signal)),
    },
  };
}

import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { userTimezone } from '@/util/DateTime';

/** The zone times are shown in: the user's own, else the server's root zone. */
const useUserTimezone = (): string => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  return userTimezone(currentUser);
};

export default useUserTimezone;

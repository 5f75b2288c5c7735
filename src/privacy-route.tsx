/** The privacy policy page (a chunk of its own: the showcase's first visit does not carry its text). */
import { PrivacyPage } from '../ui/privacy/privacy-page';
import { useAppNavigate } from './navigation';
import { PrivacyRequestsComposition } from './privacy-requests-composition';

export function PrivacyRoute() {
  const navigate = useAppNavigate();
  return <PrivacyPage onNavigate={navigate} requests={<PrivacyRequestsComposition />} />;
}

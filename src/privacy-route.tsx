/** The privacy policy page (a chunk of its own: the showcase's first visit does not carry its text). */
import { PrivacyPage } from '../ui/privacy/privacy-page';
import { useAppNavigate } from './navigation';

export function PrivacyRoute() {
  const navigate = useAppNavigate();
  return <PrivacyPage onNavigate={navigate} />;
}

/** A page for signed-in people, opened signed out: what it shows once signed in, and the way to sign in. */
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';

export function SignInToSee({ text, signIn, href, onNavigate }: { text: string; signIn: string; href: string; onNavigate?: Navigate | undefined }) {
  return (
    <p className={styles.intro}>
      {text}{' '}
      <NavLink href={href} onNavigate={onNavigate} className={styles.link}>
        {signIn}
      </NavLink>
    </p>
  );
}

/** The sign-up page (`/cadastro`): a customer account, as a thin renderer of the session chart. */
import { type AuthLabels } from '../../models/labels/auth';
import { maskCpf, maskPhone, PHONE_MASK_MAX_LENGTH } from '../../models/common/masks';
import { useSessionEvents } from '../../machines/session/session.context';
import { Field, type FieldProps } from '../form/field';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './auth.css';
import { AuthFormPage, formText } from './auth-form-page';

export interface SignUpPageProps {
  labels: AuthLabels;
  signInHref: string;
  termsHref: string;
  privacyHref: string;
  homeHref?: string;
  onNavigate?: Navigate;
}

type SignUpField = 'fullName' | 'cpf' | 'phone' | 'email' | 'password' | 'passwordConfirmation';

/** The form's fields, in order; the texts come from the labels. */
function signUpFields(t: AuthLabels['signUp']): (FieldProps & { name: SignUpField })[] {
  return [
    { name: 'fullName', label: t.fullName, autoComplete: 'name' },
    { name: 'cpf', label: t.cpf, inputMode: 'numeric', autoComplete: 'off', maxLength: 14, mask: maskCpf, hint: t.cpfHint },
    { name: 'phone', label: t.phone, type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: PHONE_MASK_MAX_LENGTH, mask: maskPhone, hint: t.phoneHint },
    { name: 'email', label: t.email, type: 'email', inputMode: 'email', autoComplete: 'email', noSpaces: true },
    { name: 'password', label: t.password, type: 'password', autoComplete: 'new-password', hint: t.passwordHint, revealLabel: t.showPassword },
    { name: 'passwordConfirmation', label: t.passwordConfirmation, type: 'password', autoComplete: 'new-password', revealLabel: t.showPassword },
  ];
}

export function SignUpPage({ labels, signInHref, termsHref, privacyHref, homeHref = '/', onNavigate }: SignUpPageProps) {
  const events = useSessionEvents();
  const legal = labels.signUp.legal;
  return (
    <AuthFormPage
      flow="signUp"
      {...{ labels, homeHref, onNavigate }}
      switchHref={signInHref}
      legal={
        <>
          {legal.before}
          <NavLink href={termsHref} onNavigate={onNavigate} className={styles.link}>
            {legal.terms}
          </NavLink>
          {legal.middle}
          <NavLink href={privacyHref} onNavigate={onNavigate} className={styles.link}>
            {legal.privacy}
          </NavLink>
          {legal.after}
        </>
      }
      onSubmit={(data) => {
        const text = (name: SignUpField) => formText(data, name);
        events.signUp({
          fullName: text('fullName').trim(),
          cpf: text('cpf').trim(),
          phone: text('phone').trim(),
          email: text('email').trim(),
          password: text('password'),
          passwordConfirmation: text('passwordConfirmation'),
        });
      }}
    >
      {(fieldErrors) => signUpFields(labels.signUp).map((field) => <Field key={field.name} {...field} error={fieldErrors[field.name]} />)}
    </AuthFormPage>
  );
}

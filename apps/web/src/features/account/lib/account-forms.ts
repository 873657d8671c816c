// Client checks of the profile change, password change and password reset forms (docs/spec.md §5), each
// answering the first error per field so the form shows it under that field.
import {
  EMAIL_PATTERN,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_MIN,
  PHONE_PATTERN,
  SIGNUP_MESSAGES,
  digitsOnly,
} from '@autobid/shared';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Passwords never contain spaces (spec: spaces are stripped). */
export function stripPasswordSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

export type NewPasswordForm = { newPassword: string; confirmPassword: string };

export function checkNewPassword(form: NewPasswordForm): FormErrors<keyof NewPasswordForm> {
  const errors: FormErrors<keyof NewPasswordForm> = {};
  if (!form.newPassword) {
    errors.newPassword = PASSWORD_CHANGE_MESSAGES.newRequired;
  } else if (form.newPassword.length < PASSWORD_MIN) {
    errors.newPassword = PASSWORD_CHANGE_MESSAGES.newShort;
  }
  if (!form.confirmPassword) {
    errors.confirmPassword = PASSWORD_CHANGE_MESSAGES.confirmRequired;
  } else if (form.newPassword && form.confirmPassword !== form.newPassword) {
    errors.confirmPassword = PASSWORD_CHANGE_MESSAGES.mismatch;
  }
  return errors;
}

export type PasswordChangeForm = NewPasswordForm & { currentPassword: string };

export function checkPasswordChange(form: PasswordChangeForm): FormErrors<keyof PasswordChangeForm> {
  const errors: FormErrors<keyof PasswordChangeForm> = {};
  if (!form.currentPassword) {
    errors.currentPassword = PASSWORD_CHANGE_MESSAGES.currentRequired;
  }
  return { ...errors, ...checkNewPassword(form) };
}

export type ProfileChangeForm = { phoneNumber: string; email: string; name: string; position: string };

export function checkProfileChange(form: ProfileChangeForm): FormErrors<keyof ProfileChangeForm> {
  const errors: FormErrors<keyof ProfileChangeForm> = {};
  const phone = digitsOnly(form.phoneNumber);
  if (!phone) {
    errors.phoneNumber = SIGNUP_MESSAGES.phoneRequired;
  } else if (!PHONE_PATTERN.test(phone)) {
    errors.phoneNumber = SIGNUP_MESSAGES.phoneFormat;
  }
  if (!form.email.trim()) {
    errors.email = SIGNUP_MESSAGES.emailRequired;
  } else if (!EMAIL_PATTERN.test(form.email.trim())) {
    errors.email = SIGNUP_MESSAGES.emailFormat;
  }
  if (!form.name.trim()) {
    errors.name = SIGNUP_MESSAGES.nameRequired;
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

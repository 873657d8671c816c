// /profile/notifications (docs/domain.md "Notification settings"): the dealer turns the outbid notice, the
// saved-search morning digest and closing alerts on or off, each saved as it is switched; the deal-step
// messages that carry a deadline are listed below as always on.
import {
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_SETTING_LABELS,
  NOTIFICATION_SETTINGS_MESSAGES,
  type NotificationSettingKey,
  type NotificationSettingsResponse,
} from '@autobid/shared';
import { QueryState } from '@/components/ui/query-state';
import { refusalText } from '@/lib/call';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import styles from './notification-settings-page.module.css';

export const SETTINGS_READ_FAILED_TITLE = '알림 설정을 불러오지 못했습니다.';

export const NOTIFICATION_SAVED_MESSAGE = '저장되었습니다.';

function Switches({ settings }: { settings: NotificationSettingsResponse }) {
  const save = useSaveNotificationSettings();
  const toggle = (key: NotificationSettingKey, on: boolean) =>
    save.mutate({
      outbid: settings.outbid,
      savedSearchDigest: settings.savedSearchDigest,
      closingAlerts: settings.closingAlerts,
      [key]: on,
    });
  return (
    <section className={styles.section} aria-labelledby="notification-switches">
      <h2 id="notification-switches" className={styles.sectionTitle}>
        카카오 알림톡
      </h2>
      <ul className={styles.list}>
        {NOTIFICATION_SETTING_KEYS.map((key) => {
          const label = NOTIFICATION_SETTING_LABELS[key];
          const id = `notification-${key}`;
          return (
            <li key={key} className={styles.row}>
              <div className={styles.text}>
                <label htmlFor={id} className={styles.title}>
                  {label.title}
                </label>
                <p id={`${id}-description`} className={styles.description}>
                  {label.description}
                </p>
              </div>
              <span className={styles.state} aria-hidden="true">
                {settings[key] ? '켜짐' : '꺼짐'}
              </span>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={settings[key]}
                disabled={save.isPending}
                aria-describedby={`${id}-description`}
                onChange={(event) => toggle(key, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role={save.isError ? 'alert' : 'status'} aria-live="polite">
        {save.isPending
          ? '저장 중…'
          : save.isError
            ? refusalText(save.error)
            : save.isSuccess
              ? NOTIFICATION_SAVED_MESSAGE
              : ''}
      </p>
    </section>
  );
}

function FixedMessages({ settings }: { settings: NotificationSettingsResponse }) {
  return (
    <section className={styles.section} aria-labelledby="notification-fixed">
      <h2 id="notification-fixed" className={styles.sectionTitle}>
        항상 받는 알림
      </h2>
      <p className={styles.note}>{NOTIFICATION_SETTINGS_MESSAGES.fixedNote}</p>
      <ul className={styles.list}>
        {settings.fixed.map((message) => (
          <li key={message.title} className={styles.row}>
            <div className={styles.text}>
              <span className={styles.title}>{message.title}</span>
              <p className={styles.description}>{message.description}</p>
            </div>
            <span className={styles.always}>항상 켜짐</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>알림 설정</h1>
        <p className={styles.lead}>카카오 알림톡으로 받을 안내를 고릅니다. 바꾸면 바로 저장됩니다.</p>
      </header>
      <QueryState query={settings} failedTitle={SETTINGS_READ_FAILED_TITLE}>
        {(data) => (
          <>
            <Switches settings={data} />
            <FixedMessages settings={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

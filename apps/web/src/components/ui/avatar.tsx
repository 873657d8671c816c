// Round profile image, falling back to the first letter of the name.
import { useState } from 'react';
import styles from './avatar.module.css';

type AvatarProps = { src: string; name: string; size?: number };

export function Avatar({ src, name, size = 36 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initial}
    </span>
  );
}

import { Avatar, type AvatarProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { gravatarUrl, initials } from '../utils/gravatar';

/** The external avatar image addressed by the e-mail hash, with local initials when it fails. */
export function UserAvatar({ email, name, size = 'md', ...rest }: { email: string; name: string } & AvatarProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gravatarUrl(email, 160).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [email]);
  return (
    <Avatar src={src} alt={name} size={size} color="primary" radius="xl" {...rest}>
      {initials(name || email)}
    </Avatar>
  );
}

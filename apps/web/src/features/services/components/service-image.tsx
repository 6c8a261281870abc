import { ImageOff } from 'lucide-react';
import { useState } from 'react';

import { useT } from '#web/lib/i18n.tsx';

// The service's image, or a neutral placeholder when there is none or it fails to load.
export function ServiceImage({
  src,
  alt,
  className = '',
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={t('services.imageUnavailable', { name: alt })}
        className={`grid place-items-center bg-slate-100 text-slate-500 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={640}
      height={400}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}

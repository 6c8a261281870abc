// The navigation's icons, drawn here rather than through lucide-react: the navigation is in
// every page's first load, and lucide's icon builder weighed more there than these four
// drawings (the 100 KB budget, docs/decisions/071). The drawings and attributes are lucide's
// (ISC licence); the rest of the app keeps using lucide-react.
import type { ReactNode } from 'react';

function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = ({ className }: { className: string }) => (
  <Icon className={className}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </Icon>
);

export const CloseIcon = ({ className }: { className: string }) => (
  <Icon className={className}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </Icon>
);

export const LogOutIcon = ({ className }: { className: string }) => (
  <Icon className={className}>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </Icon>
);

export const GlobeIcon = ({ className }: { className: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </Icon>
);

import type { LucideIcon } from 'lucide-react';
import {
  Briefcase,
  Car,
  FileText,
  HeartPulse,
  House,
  Landmark,
  Map,
  Plane,
  Smartphone,
  Wrench,
} from 'lucide-react';

// Icons by the names administrators store; anything else is a wrench (public §2).
const ICONS: Record<string, LucideIcon> = {
  plane: Plane,
  smartphone: Smartphone,
  home: House,
  house: House,
  landmark: Landmark,
  map: Map,
  'heart-pulse': HeartPulse,
  'file-text': FileText,
  briefcase: Briefcase,
  car: Car,
};

export function ServiceIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Wrench;
  return <Icon aria-hidden="true" className={className} />;
}

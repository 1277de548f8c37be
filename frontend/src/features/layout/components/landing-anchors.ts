export const LANDING_ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#library', label: 'Library' },
  { href: '#pricing', label: 'Pricing' },
] as const;

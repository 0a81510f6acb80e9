// The types of icons.js (which says why it exists).
export * from 'lucide-react';

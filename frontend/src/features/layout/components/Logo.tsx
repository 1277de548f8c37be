import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm">
        <BookOpen className="size-4.5" aria-hidden />
      </span>
      <span>Distill</span>
    </Link>
  );
}

import {
  BarChart3,
  Clock,
  Heart,
  LayoutGrid,
  Moon,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock,
    title: '15-Minute Reads',
    text: 'Every summary distills a whole book into its key ideas, readable over a coffee.',
  },
  {
    icon: Heart,
    title: 'Save Favorites',
    text: 'Keep the books that moved you one tap away and come back to them anytime.',
  },
  {
    icon: BarChart3,
    title: 'Track Progress',
    text: 'See what you have read, what is in progress and how your streak is growing.',
  },
  {
    icon: LayoutGrid,
    title: 'Smart Categories',
    text: 'Business, psychology, self-help, science and biography, neatly organised.',
  },
  {
    icon: Smartphone,
    title: 'Mobile Friendly',
    text: 'Read on your phone, tablet or desktop: the reader adapts to every screen.',
  },
  {
    icon: Moon,
    title: 'Dark Mode',
    text: 'Easy on the eyes at night, crisp in daylight. Switch whenever you like.',
  },
];

export function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="border-t border-border bg-card/30"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Features</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Everything you need to learn faster
          </h2>
          <p className="mt-4 text-muted-foreground">Built for curious people with busy lives.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

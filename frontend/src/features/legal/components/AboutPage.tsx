import { InfoPage } from './InfoPage';

/** /about */
export default function AboutPage() {
  return (
    <InfoPage
      title="About Distill"
      intro={
        <p>
          Distill turns serious non-fiction into summaries you can read in about fifteen minutes, so
          the ideas of a good book fit into a commute or a lunch break.
        </p>
      }
      sections={[
        {
          heading: 'What we publish',
          body: (
            <p>
              Every summary is written for Distill and covers one book in business, psychology,
              self-help, science or biography. A summary is split into short sections with a table
              of contents, and it points back to the book it comes from: it is a way in, not a
              replacement for the author&apos;s work.
            </p>
          ),
        },
        {
          heading: 'How it works',
          body: (
            <p>
              Anyone can browse the library and read the opening of every summary. Members keep
              favourites and see their reading progress on a dashboard; the Premium plan opens every
              summary in full. Partners such as libraries and bookshops can read the public
              catalogue through our API with a key issued by our team.
            </p>
          ),
        },
        {
          heading: 'How we treat your data',
          body: (
            <p>
              We keep only what the service needs to work and we never sell it. The Privacy Policy
              lists each thing we store and why.
            </p>
          ),
        },
      ]}
    />
  );
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Digests (`seedFingerprintOf`) of the first bundled version of each seed summary, as seeded
 * before summaries recorded what they were seeded with.
 */
export const FIRST_SEED_FINGERPRINTS: ReadonlyArray<readonly [id: string, fingerprint: string]> = [
  [
    '0f64367a-b8ae-4663-af91-516c5f6be69b',
    '4ad5066be80693a4d705eb9a3e17a53e7bec3917b7d41fa4740f624df5b04586',
  ], // acres-of-diamonds
  [
    'd04f4db9-450c-4003-9071-32be783479da',
    '27b1e39faa9a0fdd50b8807e35296512d61a638b11490aac6226f318456cebf6',
  ], // as-a-man-thinketh
  [
    'd5487060-7f2f-430e-bbd9-372ce56ca10f',
    'bb504b270a803d1c0865484776775f8620fa58bd727e3599cd4324a98dae77b0',
  ], // how-to-live-on-24-hours-a-day
  [
    '3eb8c5ae-8720-4e83-adfc-f5f12489a4ad',
    'f8c79b1509f580b2d99f0587dfa81045fd314387092c297630653074be925149',
  ], // human-nature-and-conduct
  [
    '76eb54bd-886e-47e3-bf86-a6c0245fa716',
    'be56f9ccd568fff96049a1ed16ef926910ca6c9a9de692ad7b34f0b03f34c040',
  ], // meditations
  [
    'bbacf396-00a3-4288-bb7a-59d720d6803d',
    '46ba9a2408c93c6d2a761c3c1e0d15bcb6368f4644142d38d4c2cf533811023c',
  ], // micrographia
  [
    'a506452d-7680-4c8d-94fd-03827d5fed6c',
    '4563deff70b955b5ed0de07a97c605d04054cdd4ae5cca9f583473d190716f97',
  ], // narrative-of-the-life-of-frederick-douglass
  [
    '242ad77b-5b96-43b1-b680-4a6879e4e1bf',
    '76991a4e84c2fbc97606ac90b5b5d8d1fe3e041133e80fd91b8fc067347ddf5f',
  ], // on-the-origin-of-species
  [
    'f109ce2c-b094-431b-bfad-c93e36e1e90d',
    '691b6e6b29f681592d80f882d9df434cefb0ee6f2838aa97925d579d318a7959',
  ], // on-the-shortness-of-life
  [
    '7e552858-7e26-4eb0-9d1c-76ff18605648',
    'eb269d1d5f36d086da37fc98461e4f1bb119cd7d66d452158c59621775537fce',
  ], // personal-memoirs-of-ulysses-s-grant
  [
    '515a0ea8-2057-4fcf-8a29-0d9527da1b23',
    '3f3bf9ad5c30cba90d15c317c205c1bda7014c068df139de1bd241890d1c31e0',
  ], // relativity-the-special-and-general-theory
  [
    '06bfaa64-24b8-4814-a7a8-12e9cb561438',
    'ff579460e7b604322fadaf5d139ffea874309fd6906e837bf08011d72b6d9ee9',
  ], // self-help
  [
    'abff5c54-53d8-4985-a7b7-570f23e688c8',
    '8fe1d2dbb2d7a7f14e1ff54403204563116f271e7cf76b1d66bcc5b97dedf91f',
  ], // self-reliance
  [
    '3d45978e-24b0-4f06-ab5a-07b586563f60',
    '9f074844dd1a8694d18ae3df33200968373fd210424f62c1065f38b5c4356944',
  ], // the-art-of-war
  [
    '515311c9-163f-44c6-887a-3f315a5c42b9',
    '710657a5d8adebb263108de8cb3939c43868fcf85d3f1732a4959bdec1c7b1d4',
  ], // the-autobiography-of-benjamin-franklin
  [
    '7cb96128-40d4-45fd-b752-de241adc20c2',
    '364b6806009d4b2451388aa3ccc890ed75f7e7bf397cdc00999de141245850ca',
  ], // the-chemical-history-of-a-candle
  [
    '795bcd67-12e6-43b1-92d2-fc64693941c6',
    '1ddf8cbf47f09a629ec63ee9fe52033ae88a7080569da42320a834a0f5a9ee5f',
  ], // the-crowd
  [
    '809b95cc-b122-44e0-9c01-79995f4009bc',
    'e9af4969d0a50f2d07a5dfc5746412f0dadda3de22f48493d25d23b40f87d9bf',
  ], // the-expression-of-the-emotions
  [
    'c6313930-9c03-4cfd-988f-6f239b31bda9',
    '7df03424935e23371ccff9e749d364a2a91f25a0a5b3f924345405e51a267d8e',
  ], // the-interpretation-of-dreams
  [
    'd8dc3c34-aab0-4058-8294-1baf7f089a71',
    '68881f11069e818d62648418ee5351fce0ce3c0e262b86a4d2f2ee50b9e5e32a',
  ], // the-life-of-samuel-johnson
  [
    '19c2a1e8-e98d-4ed8-bb99-316a505f2ebe',
    '35f1674f7acbbc7546b06ac1c903393effe4d6acce4837f532cc6a11afc8da6c',
  ], // the-principles-of-psychology
  [
    '54619af7-d6c2-46bc-a7eb-e8457737e92c',
    '82c7e7f0642c4b0066b051dd67877245a92689d78d9328a2fadecb11455455f4',
  ], // the-principles-of-scientific-management
  [
    'ab0d3af2-57e8-4e66-943e-1c1b24ad9214',
    '350a460bd5362cf5656ba2be35f47f8d4ccc54f08058b1fea0fce55b8b97ee5c',
  ], // the-starry-messenger
  [
    '647daf73-d6a3-4cf6-83cd-b93699da9951',
    '829cd7a18617fa1c2328fa4f4521974578503087f06c6a6fe29c04f66f24fdce',
  ], // the-story-of-my-life
  [
    '4fc3fef3-40b8-4a15-8538-afcb47a27927',
    '227a04fdbe8fe44a778a7cd6c32ee9478ab6bf4584c6b9a1ab4a2a1a03ab70fd',
  ], // the-theory-of-business-enterprise
  [
    '9f2ca63a-0cb5-4496-aa13-6fa97122c7b3',
    '724db9e0f5f7af36322b270e984a5673b8c9b743103bd52b0c674f48e95977d3',
  ], // the-theory-of-the-leisure-class
  [
    'cd71083b-f041-4056-9ed5-b2e182266e10',
    '720503a90d4a41d2af7ca11eb5bdf9664d04c02ce0f0dad9ab945fdae0f7ca75',
  ], // the-varieties-of-religious-experience
  [
    '5feee5ce-8892-4c10-b65c-b02a67451a62',
    '69eccf411d0f78d060797621742a77dd3db0d14b7df72748601a7f73611a3d77',
  ], // the-voyage-of-the-beagle
  [
    '2a9c24d7-f6cf-46d0-b9f2-91b6bb757268',
    'eb65bec7b7249e0a13e4fa3f95bb140d9ee8afaf5d4b4ac6083e09b367dd4f2f',
  ], // the-wealth-of-nations
  [
    '9072af56-52d0-4efd-92d9-cadfaeb04fca',
    '37e6a9005c9d0e6be0ae68e15b1e8fb92427deab996e173783810a0cd15c9752',
  ], // up-from-slavery
];

/**
 * Lets the seeder bring a seeded summary up to a newer bundled version only while nobody has
 * edited it: each summary records the digest of the text it was seeded with. Installations seeded
 * earlier get the first bundled version's digest; a summary an admin has since changed no longer
 * hashes to it and is left alone.
 */
export class RecordSeedFingerprint1795383694166 implements MigrationInterface {
  name = 'RecordSeedFingerprint1795383694166';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE summary ADD COLUMN seed_fingerprint text`);
    await queryRunner.query(
      `UPDATE summary SET seed_fingerprint = seeded.fingerprint
         FROM unnest($1::uuid[], $2::text[]) AS seeded (id, fingerprint)
        WHERE summary.id = seeded.id`,
      [
        FIRST_SEED_FINGERPRINTS.map(([id]) => id),
        FIRST_SEED_FINGERPRINTS.map(([, fingerprint]) => fingerprint),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE summary DROP COLUMN seed_fingerprint`);
  }
}

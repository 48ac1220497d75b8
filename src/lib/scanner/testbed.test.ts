import { assertBinaries, REQUIRED_BINARIES } from '../../../testbed/testbed';

describe('test bed prerequisites', () => {
  it('fails with the install command when a binary is missing (tests never skip)', () => {
    expect(() => assertBinaries('/nonexistent-dir')).toThrow(
      `Scanner test bed: missing ${REQUIRED_BINARIES.join(', ')}. Install them with: apt-get install -y unbound ldnsutils nginx-light openssl`,
    );
  });

  it('finds every binary on this machine', () => {
    expect(Object.keys(assertBinaries()).sort()).toEqual([...REQUIRED_BINARIES].sort());
  });
});

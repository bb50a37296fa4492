import { createMediaEntity, GAME_ZONE_KINDS, MEDIA_ENTITY_ERROR } from './media-entity';

describe('createMediaEntity (spec 02 §3 Media entity, §5)', () => {
  it('builds the id from type, game id and the video or zone id', () => {
    expect(createMediaEntity({ type: 'video', gameId: 100003, videoId: 'v-77' }).id).toBe(
      'video-100003-v-77',
    );
    expect(createMediaEntity({ type: 'zone', gameId: 100003, zoneId: 'z-5' }).id).toBe(
      'zone-100003-z-5',
    );
    // A zone of a game that also has a video is named by its zone, and the other way round.
    const both = { gameId: 7, videoId: 'v', zoneId: 'z' };
    expect(createMediaEntity({ type: 'zone', ...both }).id).toBe('zone-7-z');
    expect(createMediaEntity({ type: 'video', ...both }).id).toBe('video-7-v');
  });

  it('applies the defaults: auto-clearable, not floating, a LIVE source', () => {
    expect(createMediaEntity({ type: 'video', gameId: 1, videoId: 'v' })).toEqual({
      id: 'video-1-v',
      type: 'video',
      target: null,
      gameId: 1,
      sportId: null,
      videoId: 'v',
      zoneId: null,
      title: '',
      boundingClientRect: null,
      gameLink: null,
      autoClearable: true,
      isFloating: false,
      videoSourceType: 'LIVE',
      isRecommended: false,
    });
    const kept = createMediaEntity({
      type: 'zone',
      gameId: 1,
      zoneId: 'z',
      target: 'side',
      autoClearable: false,
      isFloating: true,
    });
    expect(kept).toMatchObject({ target: 'side', autoClearable: false, isFloating: true });
  });

  it.each([
    ['neither id', {}],
    ['empty ids', { videoId: '', zoneId: '' }],
  ])('throws the spec’s exact message with %s', (_, ids) => {
    expect(() => createMediaEntity({ type: 'video', gameId: 1, ...ids })).toThrow(
      new Error(
        'One of the parameters of the MediaEntity constructor is required: videoId or zoneId',
      ),
    );
    expect(MEDIA_ENTITY_ERROR).toBe(
      'One of the parameters of the MediaEntity constructor is required: videoId or zoneId',
    );
  });

  it('lists the spec’s game-zone kinds', () => {
    expect(Object.values(GAME_ZONE_KINDS)).toEqual([
      'backgammon',
      'wheel',
      'poker',
      'the21',
      'battle',
      '5of36',
      '7of42',
      'guesscard',
      'keno',
      'warbetfun',
      'lucky6',
      'mega6',
      'spin2wheels',
      'andarbahar',
    ]);
  });
});

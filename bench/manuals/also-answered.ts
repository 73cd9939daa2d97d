// Other pages that answer a question of the manuals bench as fully as the page it names: a fact told in a
// chapter and again in the specifications table, a troubleshooting row that repeats a section's fix. Citing one
// of these is citing the answer. Found by a blind audit (2026-11-27, decision 0038): every question of both
// parts was read against its manual's printed pages by someone who saw no answer, no result and no code, and
// only pages that state the whole answer were accepted; cases where the other page gives part of it (a fuse's
// rating without its type, a key without how long to hold it) were left out. check.ts checks each phrase is on
// its page.

export interface OtherAnsweringPage {
  /** The page number printed on the other page. */
  page: string
  /** Words of that page that hold the answer. */
  phrase: string
}

export const ALSO_ANSWERED_AT: Record<string, OtherAnsweringPage[]> = {
  'ff-02': [
    { page: '15', phrase: 'Memory card one microSD, up to 32 GB' },
    { page: '16', phrase: 'Format a card of 32 GB or less as FAT32' },
  ],
  'ff-08': [{ page: '16', phrase: 'The frequency is too high for the depth. Select Low CHIRP' }],
  'ff-09': [{ page: '16', phrase: 'Set Noise Rejection to High and move the transducer cable' }],
  'ff-16': [{ page: '2', phrase: 'A card formatted exFAT is not recognised. Format it as FAT32' }],
  'cp-06': [{ page: '19', phrase: 'Routes 200 routes, 250 points each' }],
  'rd-01': [{ page: '15', phrase: 'Range 6 m (20 ft) to 24 nm' }],
  'fcv-dual-left-only': [{ page: '6-1', phrase: 'it lies off to one side of the boat' }],
  'fcv-second-bottom': [{ page: 'AP-1', phrase: 'a weaker copy of the bottom at twice the depth' }],
  'fcv-rezboost': [
    { page: '6-1', phrase: 'With RezBoost at Enhanced, a fish lying a short distance' },
    { page: '1-2', phrase: 'separates targets lying close together and close to the bottom' },
  ],
  'fcv-cruising-mode': [{ page: '6-1', phrase: 'select the Cruising mode: the picture stays clean' }],
  'fcv-ts-spikes': [
    { page: '4-2', phrase: 'raise the setting from Low to High until the interference disappears' },
  ],
  'fcv-ts-faint': [
    { page: '7-1', phrase: 'Marine growth on the face of the transducer lowers its sensitivity' },
  ],
  'fcv-spec-screen': [
    { page: '1-1', phrase: 'a large 8.4-inch color LCD' },
    { page: '1-2', phrase: '8.4-inch color LCD, readable in sunlight, in a compact cabinet' },
  ],
  'fcv-spec-output-power': [{ page: '1-1', phrase: 'Two output powers are available: 600 W for coastal' }],
  'fcv-spec-voltage': [
    { page: '1-2', phrase: 'NMEA 0183 interface, and a 12-24 V DC power supply' },
    { page: '7-1', phrase: 'it must be within the rated 12-24 V DC' },
    { page: '9-1', phrase: 'Connect the power cable to a 12-24 V DC supply' },
  ],
  'striker4-save-spot': [{ page: '2', phrase: "MARK key: saves the boat's present location as a waypoint" }],
  'striker4-static': [
    { page: '10', phrase: 'Noise Reject: reduces the speckles and lines caused by electrical noise' },
  ],
  'striker4-no-water-temp': [{ page: '10', phrase: 'If no temperature appears, the transducer has none' }],
  'striker4-delete-all-waypoints': [
    { page: '20', phrase: 'To clear your waypoints as well, use Settings > Reset' },
  ],
  'hx5-no-fish-symbols': [{ page: '11', phrase: 'draws them as fish symbols instead of arches. Turn it on' }],
  'ic-weather': [{ page: '7', phrase: 'hold it to select the weather channels' }],
  'hr7-navionics': [{ page: '4', phrase: 'Use it for Navionics chart cards' }],
  'element9-drop-waypoint': [{ page: '9', phrase: 'Waypoint / MOB key: press to place a waypoint' }],
  'element9-navionics': [{ page: '26', phrase: 'Charts LightHouse, Navionics and C-MAP charts on microSD' }],
  'element9-card-size': [{ page: '5', phrase: 'It accepts microSD and microSDHC cards up to 32 GB' }],
  'element9-waterproof': [{ page: '3', phrase: 'meets the stated IPX6 and IPX7 standards' }],
  'element9-compass-distance': [{ page: '6', phrase: 'and 350 mm (13.8 in) from a compass' }],
}

// The text of `npm run bench:manuals`'s five owner's manuals, for five imaginary devices, in generate.ts's
// small markup (`# Chapter`, `## Section`, `1. Step`, `NOTE:`, `TABLE a | b` and `| x | y` rows, `PAGE`,
// `COLUMNS n`, `INDEX term; term`). Every fact a question of questions.ts asks for is written once.
// The two manuals of catalogue devices that follow them are in content-catalogue.ts.

import { CATALOGUE_MANUALS } from './content-catalogue'
import { DS_60_MANUAL } from './content-ds-60'

export interface ManualSource {
  id: string
  brand: string
  model: string
  deviceType: string
  /** The title in the running header and of the document. */
  title: string
  coverTitle: string
  coverLines: string[]
  /** The document code printed in the footer. */
  code: string
  size: [number, number]
  margin: number
  gutter: number
  columns: 1 | 2
  bodySize: number
  serif?: boolean
  /** Between the title and the chapter in the running header. */
  headerSeparator: string
  /** The contents pages numbered i, ii..., or not at all, or 'arabic': numbered 1, 2... on from the first
   * contents page, the chapters going on from there. */
  frontNumbers: 'roman' | 'none' | 'arabic'
  /** The footer: the printed number at the outside edge and the code at the inside (the default), or the
   * number centred and the code at the left margin. */
  footer?: 'outside' | 'centred'
  /** No index at the end. */
  noIndex?: boolean
  /** A device of the product's catalogue (content/catalogue/devices.json): the bench uses its row, found by
   * brand and model, instead of adding one. */
  catalogue?: boolean
  blankInsideCover?: boolean
  /** PDF /PageLabels matching the printed numbers. */
  pageLabels?: boolean
  /** The contents list sections under their chapters. */
  contentsSections: boolean
  /** Page images without a text layer (server/test/scanned-pdf.ts). */
  scanned?: boolean
  text: string
}

const FISHFINDER = `
# Introduction
WARNING: See the Important Safety and Product Information guide in the product box for product warnings and other important information.
## Device Overview
The AquaScan 7 CHIRP is a fishfinder with a 7 inch sunlight-readable display, a built-in GPS receiver and a dual-beam CHIRP transducer. It shows traditional sonar and DownScan imaging side by side, marks waypoints and warns you of shallow water.
- Power key: turns the device on and off, and opens the backlight control.
- Zoom keys (+ and -): change the range of the sonar view.
- Arrow keys and OK: move through menus and confirm a choice.
- MARK key: saves your present location as a waypoint.
- MENU key: opens the options of the screen shown.
INDEX keys; power key
## Registering Your Device
Help us better support you by completing our online registration today. Keep the original sales receipt, or a photocopy, in a safe place. The serial number is printed on a label under the mounting bracket and on the box; you need it to claim the two-year warranty.
INDEX registration; serial number; warranty

# Getting Started
## Turning On the Device
Hold the power key until the Nereus logo appears, about one second. The device opens the screen it showed when it was turned off. The first time, a setup wizard asks for the language, the units and the keel offset; you can change them later under Settings.
To turn the device off, hold the power key for three seconds until the screen goes dark.
INDEX turning on; setup wizard
## Installing a Memory Card
The device takes microSD cards of 4 to 32 GB, formatted FAT32. Cards store sonar recordings, waypoint backups and software updates.
1. Lift the weather flap on the back of the device.
2. Insert the card with the gold contacts facing the screen.
3. Press the card until it clicks, and close the weather flap firmly so the seal seats.
NOTE: A card formatted exFAT is not recognised. Format it as FAT32 on a computer first.
INDEX memory card; microSD
PAGE
## The Home Screen
The Home screen gives access to every screen of the device. Press HOME from any screen to return to it. The tiles show Traditional, DownScan, Split Frequency, Waypoints, Numbers and Settings.
To change the tiles, press MENU on the Home screen and select Edit Tiles. Up to nine tiles fit on the screen.
INDEX home screen; tiles
## Adjusting the Backlight
1. Press the power key briefly.
2. Press the up or down arrow to set the brightness from 1 to 10.
3. Press OK, or wait two seconds for the window to close.
TIP: In bright sunlight, set the backlight to 10 and select Auto Color Mode so the palette changes to high contrast.
INDEX backlight; brightness; color mode

# Sonar
## Traditional Sonar View
The traditional view is a full screen image of the sonar readings from the transducer. The right edge shows the newest readings and the picture scrolls from right to left as the boat moves. The depth, the water temperature and the speed show in the upper left corner, and the range scale runs down the right edge.
Fish appear as arches because the boat passes over them: a fish enters the edge of the cone, comes closest under the transducer, and leaves again. A fish directly under a stationary boat shows as a straight line.
INDEX traditional sonar; fish arches
PAGE
## DownScan Imaging
DownScan uses a thin, high frequency beam (455 kHz or 800 kHz) to show a picture-like image of what is below the boat: brush piles, sunken trees and the structure of the bottom. DownScan does not show fish as arches; fish show as small white dots or clouds.
Use 800 kHz for detail in water shallower than 30 m (100 ft); use 455 kHz for deeper water, where it reaches further.
NOTE: DownScan needs the CV-52 transducer. The DownScan tile is hidden when another transducer is connected.
INDEX DownScan; 455 kHz; 800 kHz
PAGE
## Setting the Sensitivity
The sensitivity controls how much detail the sonar shows. A higher sensitivity shows more detail, smaller fish and more noise; a lower one shows less clutter but can hide weak returns.
1. From a sonar view, press MENU.
2. Select Sensitivity.
3. Select Auto High to keep more detail, or Auto Low to keep the screen clean in rough water.
4. To set it by hand, select Manual and press the up or down arrow until the bottom shows as a solid line with a little noise in the water column.
NOTE: A sensitivity around 70 percent is a good starting point in fresh water; in salt water start near 60 percent.
INDEX sensitivity; gain
## Setting the Range
The range is the depth scale shown on the right of the screen. With Auto Range the device keeps the bottom in the lower third of the screen. To fix the range, press MENU, select Range, and select a depth. A fixed range stops the screen from jumping when the depth changes quickly over a drop-off.
INDEX range; auto range
PAGE
## Choosing a Frequency
The CHIRP transducer sends a sweep of frequencies rather than a single tone, so the device separates fish that swim close together. Choose the sweep that suits the water:
- Low CHIRP (42 to 65 kHz): deep water and offshore, the widest cone.
- Mid CHIRP (80 to 160 kHz): general fishing, a balance of depth and detail.
- High CHIRP (150 to 240 kHz): shallow water and fish close to the bottom.
To change the frequency, press MENU, select Frequency, and select a sweep. In the Split Frequency view the left half shows one sweep and the right half another.
INDEX frequency; CHIRP; split frequency
## Fish Symbols
Fish Symbols replace the arches with fish icons and can show the depth of each fish above the icon. Press MENU, select Sonar Setup, select Fish Symbols, and choose Symbols with Depth. Small, medium and large icons follow the strength of the return, not the true size of the fish.
INDEX fish symbols
PAGE
## Reducing Interference
Electrical noise from the engine, a bilge pump or another sonar appears as lines or speckles across the screen. The Interference filter removes most of it.
1. Press MENU and select Sonar Setup.
2. Select Noise Rejection.
3. Select Interference and set it to High.
If the lines stay, turn off other sonars on board one at a time to find the source, and route the transducer cable at least 30 cm (12 in.) from the ignition wires.
INDEX interference; noise rejection
## Recording Sonar
Recordings are saved on the memory card as .SL3 files, about 200 MB for each hour. Press MENU, select Record Sonar, and select Start. The recording icon blinks in the upper right corner while it runs. Select Stop to end it. A recording stops on its own when the card is full.
INDEX recording; SL3
PAGE
## Surface Clutter and Depth Line
Surface Clutter hides the noise near the surface caused by waves, wakes and thermoclines. Set it to Low in calm water and to High when the boat is moving fast. The Depth Line draws a horizontal line across the sonar view at a depth you pick, so you can read the depth of a fish at a glance: press MENU, select Depth Line, and move the line with the arrows.
INDEX surface clutter; depth line

# Waypoints
## Marking a Waypoint
Press MARK at any time to save the present location as a waypoint. The waypoint gets the next free number (001, 002...) and the symbol of a flag. To rename it at once, select Edit, select Name, and type the name with the arrow keys.
The device holds up to 3000 waypoints.
INDEX waypoints; MARK key
## Man Overboard
If someone falls into the water, hold MARK for two seconds. The device saves an MOB waypoint at the present location, sounds a beep, and shows the bearing and distance back to it. Steer on the bearing and keep the person in sight.
INDEX man overboard; MOB
## Sharing Waypoints
To back up your waypoints, select Waypoints, press MENU and select Export to Card. The file WAYPOINTS.GPX is written to the root of the card. Import to Card reads the same file back, on this device or another AquaScan.
INDEX GPX; backup

# Alarms
## Shallow Water and Deep Water Alarms
The shallow water alarm sounds when the depth is less than the value you set, and the deep water alarm when it is more.
1. Select Settings, then Alarms, then Sonar.
2. Select Shallow Water, and set the depth at which the alarm sounds.
3. Select Deep Water, and set the depth, if you want it.
NOTE: The alarm reads the depth below the transducer unless you set a keel offset; a keel offset of -0.8 m makes the alarm read the depth below the keel.
INDEX shallow water alarm; deep water alarm
## Water Temperature Alarm
The water temperature alarm sounds when the temperature reported by the transducer changes by more than 1.1 C (2 F) or goes past a value you set. Use it to find the edge of a current or a thermocline where fish gather. Select Settings, Alarms, Sonar, Water Temp, and set the limit.
INDEX water temperature alarm
## Fish Alarm
The fish alarm beeps when the device sees a fish symbol. Select Settings, Alarms, Sonar, Fish, and choose which sizes sound: all fish, medium and large, or large only. The fish alarm works only with Fish Symbols turned on.
INDEX fish alarm
## Battery Alarm
The battery alarm sounds when the supply voltage falls below 10.8 V by default. Set another value under Settings, Alarms, System, Battery. A falling voltage while the engine runs points to a charging problem.
INDEX battery alarm; voltage

# Device Configuration
## Units and Language
Select Settings, then Units, to choose feet, meters or fathoms for depth, Fahrenheit or Celsius for temperature, and knots, mph or km/h for speed. Select Settings, System, Language to change the language of the menus.
INDEX units; language
## Keel Offset
The keel offset corrects the depth reading for the place of the transducer. A transducer mounted 0.5 m above the keel reads deeper than the water under the keel.
1. Measure the distance from the transducer to the bottom of the keel.
2. Select Settings, Sonar Setup, Installation, Keel Offset.
3. To show the depth below the keel, enter the distance as a negative number (-0.5 m). To show the depth from the water surface, enter the distance from the transducer to the waterline as a positive number.
INDEX keel offset
PAGE
## Water Temperature Offset
If the water temperature shown differs from a thermometer you trust, select Settings, Sonar Setup, Installation, Water Temp Offset, and enter the difference, from -5 to +5 degrees. Measure at the same depth as the transducer, after the boat has been in the water for ten minutes.
INDEX water temperature offset
## Restoring the Factory Settings
Restoring the factory settings clears every setting and returns the device to how it left the factory. Waypoints and recordings on the memory card are kept.
1. Select Settings, then System, then System Information.
2. Select Factory Settings.
3. Select Reset, and confirm with OK.
INDEX factory settings; reset
PAGE
## Updating the Software
1. On a computer, download the update file AS7UPD.BIN from the Nereus support site.
2. Copy it to the root of a FAT32 microSD card.
3. With the device off, insert the card, then turn the device on.
4. Select Install when asked, and do not turn the device off until it restarts on its own, about four minutes.
NOTE: The installed software version shows under Settings, System, System Information.
INDEX software update; AS7UPD.BIN

# Appendix
## Specifications
TABLE Name | Value
| Display | 7 in. WVGA color, 800 x 480 pixels |
| Dimensions (W x H x D) | 234 x 148 x 63 mm |
| Weight | 690 g without the mount |
| Water rating | IPX7 |
| Input voltage | 10 to 20 Vdc |
| Rated current | 0.9 A at 12 Vdc |
| Fuse | 3 A, fast-acting |
| Operating temperature | -15 to 55 C (5 to 131 F) |
| Sonar frequencies | CHIRP 42-65, 80-160, 150-240 kHz; DownScan 455 and 800 kHz |
| Transmit power | 500 W (RMS) |
| Maximum depth | 457 m (1500 ft) in fresh water with Low CHIRP |
| Memory card | one microSD, up to 32 GB |
| Waypoints | 3000 |
INDEX specifications; fuse; transmit power
PAGE
## Troubleshooting
TABLE Problem | Possible cause | Solution
| The device does not turn on. | The fuse in the power cable is blown, or the battery terminals are corroded. | Replace the 3 A fuse; clean the terminals and check for 12 V at the connector. |
| The depth reading jumps or shows dashes at speed. | Air bubbles pass over the face of the transducer. | Move the transducer where the water is smooth, or lower it 3 mm below the hull. |
| The bottom fades away in deep water. | The frequency is too high for the depth. | Select Low CHIRP, or raise the sensitivity. |
| The screen shows many small dots and lines. | Electrical interference from the engine or another sonar. | Set Noise Rejection to High and move the transducer cable away from the ignition wires. |
| The GPS position does not show. | The device has not seen the sky since it was moved far away. | Leave it on in the open for 5 to 10 minutes to find the satellites. |
| The device cannot read the memory card. | The card is exFAT or larger than 32 GB. | Format a card of 32 GB or less as FAT32. |
INDEX troubleshooting
## Cleaning the Screen
Clean the screen with a soft cloth moistened with fresh water or a lens cleaner made for coated optics. Never use cleaners containing ammonia, alcohol or solvents: they damage the anti-glare coating. Put the sun cover on when the device is not in use.
INDEX cleaning; sun cover
`

const CHARTPLOTTER = `
# Introduction
WARNING: The charts are an aid to navigation. Always compare the position shown with what you see, and keep a paper chart on board.
## About This Manual
This manual describes the ChartMaster 9 chartplotter with software 4.20 or later. Menu paths are written with arrows: Settings > Chart means select Settings, then Chart. The screens shown are in Day mode.
## Touchscreen Gestures
Tap an item to select it. Drag a finger to move the chart. Pinch two fingers together to zoom out and spread them apart to zoom in. Press and hold a point of the chart to open the cursor menu for that point: Go To, New Waypoint, Info and Measure. To lock the screen against spray, swipe down from the top and tap the padlock icon; tap it for three seconds to unlock.
INDEX touchscreen; screen lock; gestures
PAGE
# Charts
## Chart Orientation
The chart can be drawn three ways. North Up keeps north at the top of the screen. Heading Up turns the chart so the direction the boat points is at the top, which needs a heading sensor. Course Up turns the chart so the course over ground is at the top; it redraws when the course changes by more than 10 degrees.
To change it, open Settings > Chart > Orientation, or tap the orientation label in the upper left corner of the chart, which cycles through the three.
INDEX orientation; north up; heading up; course up
PAGE
## Chart Layers
Layers are the details drawn over the chart: depth soundings, contours, navaids, photos of marinas, the heading line, and tracks. Open the chart menu and select Layers to turn each one on or off. Turning off Photos and Soundings makes the chart quicker to redraw on a crowded harbour chart.
INDEX layers; soundings
## Safety Contour
The safety contour is the depth line you never want to cross. Water shallower than it is shaded blue on the chart, and Autoguidance keeps routes out of it. Set it under Settings > Chart > Depth > Safety Contour, to the draft of the boat plus a margin: for a boat drawing 1.8 m, set 3 m.
INDEX safety contour; depth shading
PAGE
## Tides and Currents
Tap a tide station symbol (a blue diamond with a T) to see the tide graph for that port: the height of the tide through the day, high and low water times, and the time of sunrise and sunset. Current station symbols are arrows whose length grows with the speed of the current. Tide data covers the years 2024 to 2030; after that the graph shows No Tide Data.
INDEX tides; currents; tide station
## Perspective 3D
Perspective 3D shows the chart from above and behind the boat, like a view from the masthead. Open the chart menu, select Chart Type, then Perspective 3D. Drag up or down to change the viewing angle. It helps to read a shoreline while entering an unfamiliar harbour.
INDEX perspective 3D

# Waypoints
## Marking a Waypoint
Tap the boat icon and select New Waypoint, or press and hold any point of the chart and select New Waypoint to mark a place you are not at. The waypoint is named with the next number and drawn as a black circle. The ChartMaster 9 holds 5000 waypoints.
INDEX waypoints; new waypoint
PAGE
## Editing a Waypoint
Select Nav Info > Waypoints and tap a waypoint. Select Edit to change its name, symbol, color, depth or comment. Select Move to drag it to a new place on the chart, or Delete to remove it. To delete every waypoint at once, select Nav Info > Waypoints > Menu > Delete All; this cannot be undone.
INDEX editing waypoints; delete all
PAGE
## Man Overboard
Tap MOB in the upper right corner of any chart screen, or press the power key twice quickly. The plotter drops an MOB symbol (a ring buoy) at the present position and starts navigating back to it with a direct course. The bearing, distance and time since the fall show in a red bar. Keep the person in sight and tell the crew to point at them at all times.
INDEX man overboard; MOB
## Waypoint Proximity Alarm
The proximity alarm sounds when the boat comes within a circle around any waypoint marked as a hazard. Edit the waypoint, select Proximity Alarm, and set the radius, for example 50 m around a rock you marked yourself.
INDEX proximity alarm; hazard

# Sonar and Radar Overlay
## Showing the Sonar
With a sonar module on the network, select Sonar from the Home screen. The split screen Chart/Sonar shows both at once: tap the divider and drag it to change the share of each half. Depth readings from the sonar are also used for the shallow water alarm of the chart.
INDEX sonar; split screen
## Radar Overlay
Radar Overlay draws the radar picture over the chart in orange, so you can see which echoes are buoys and which are boats. Open the chart menu and select Radar Overlay. The overlay needs a heading sensor; without one, the picture turns with the boat and does not match the chart. Set the transparency under Radar Overlay > Options > Transparency, 50 percent to start.
INDEX radar overlay; transparency
PAGE

# Navigation
## Going To a Point
1. Press and hold a point on the chart, or tap a waypoint.
2. Select Go To.
3. Select Direct Course for a straight line, or Autoguidance to have the plotter find a route around land and shallow water.
4. Follow the magenta line. Select Stop Navigation in the chart menu to end it.
INDEX go to; direct course
PAGE
## Creating a Route
A route is a list of points you travel through in order. The ChartMaster 9 holds 200 routes of up to 250 points each.
1. Select Nav Info > Routes > New.
2. Tap the chart at each turn of the route, in order.
3. Tap Undo to remove the last point, or Done to save.
4. Type a name for the route and tap OK.
INDEX routes; creating a route
PAGE
## Autoguidance
Autoguidance draws a suggested path from the chart's depths, the safety contour and the height and width settings of the boat. Before the first use, set Settings > My Vessel > Autoguidance: the safe depth (at least the draft plus 0.5 m), the safe height (the top of the mast or the antenna) and the shoreline distance. Autoguidance does not know about fishing nets, moored boats or changes to buoys since the chart was made; check every leg before following it.
INDEX autoguidance; safe height; shoreline distance
## Arrival Alarm
The arrival alarm sounds when the boat comes within a set distance of a waypoint or of the end of a route. Set the distance under Settings > Alarms > Navigation > Arrival. A distance of 0.1 nm suits a harbour; offshore use 0.5 nm so the alarm sounds in time to change course.
INDEX arrival alarm
PAGE
# Tracks
## Recording a Track
The track is a trail of points showing where the boat has been. Recording starts on its own when the boat moves. Open Nav Info > Tracks > Active Track to see the length of the track and the number of points.
The active track holds 50 000 points. When it is full the oldest points are written over unless Wrap When Full is turned off, in which case recording stops.
INDEX tracks; active track; wrap when full
## Saving a Track
Select Nav Info > Tracks > Active Track > Save Track. Saved tracks keep their color and can be followed back with TracBack, which turns the track into a route in the reverse direction, useful to return the way you came through rocks. The plotter holds 50 saved tracks.
INDEX TracBack; saved tracks
PAGE
## Track Colors and Filter
Select Nav Info > Tracks > Active Track > Options to set the color and the recording interval. Distance records a point every set distance, 10 m by default; Time records one every set number of seconds; Auto records more points in turns than on straight legs and keeps the track smallest.
INDEX track color; recording interval

# AIS
## Viewing AIS Targets
With an AIS receiver connected over NMEA 2000, each vessel sending AIS appears as a triangle pointing in its heading. Tap a target to see its name, MMSI, speed, course, closest point of approach (CPA) and time to CPA. A target turns red when it becomes dangerous.
INDEX AIS; MMSI; CPA
PAGE
## Collision Alarm
The collision alarm sounds when an AIS target is expected to come closer than the safe zone within the time you set. Set it under Settings > Alarms > AIS > Collision: a safe zone of 0.5 nm and a time of 12 minutes is a good start in open water. In a busy harbour raise the time to avoid constant alarms.
INDEX collision alarm; safe zone

# Settings
## GPS Settings
Open Settings > System > GPS to see the satellites used and their signal strength. Speed Filter averages the speed over a few seconds to steady the number in waves; select Auto, On or Off. WAAS/EGNOS improves the accuracy to about 3 m where it is available.
INDEX GPS; speed filter; WAAS
## Sharing Data on NMEA 2000
The ChartMaster 9 connects to an NMEA 2000 backbone with a drop cable of up to 6 m. It reads depth, wind, heading and engine data from other devices and sends its position and route. If two GPS sources are on the network, select which one to use under Settings > Network > Preferred Sources.
NOTE: The plotter draws 0.4 A (1 LEN) from the NMEA 2000 backbone when it is powered from it.
INDEX NMEA 2000; preferred sources
PAGE
## Time and Date
The time comes from the GPS. Select Settings > System > Time to choose the 12 or 24 hour format and the time zone, or Auto so the zone follows the position. Daylight Saving Time can be Auto, On or Off.
INDEX time zone
PAGE
## Display and Color Modes
Swipe down from the top of the screen to open the quick settings. Drag the slider to set the brightness. Select Night to change the colors to red and black, which keeps your night vision; the buttons and the chart are dimmed together.
INDEX brightness; night mode
## Beeper and Units
Select Settings > System > Sounds to turn the beep of the touchscreen off while keeping the alarms loud. Select Settings > Units to change depth, distance, speed and temperature units, and the heading to magnetic or true.
INDEX beeper; units; magnetic heading
## Restoring Defaults
Select Settings > System > System Info > Restore > Factory Defaults to return every setting to how it left the factory. Waypoints, routes and tracks are kept unless you also select Delete User Data. Save them to a card first.
INDEX factory defaults
PAGE
# Appendix
## Specifications
TABLE Name | Value
| Screen | 9 in. IPS touchscreen, 1280 x 800 |
| Size (W x H x D) | 261 x 166 x 71 mm |
| Weight | 1.26 kg |
| Power | 10 to 32 Vdc, 14 W maximum |
| Fuse | 5 A |
| Water rating | IPX6 and IPX7 |
| Compass safe distance | 55 cm (22 in.) |
| GPS | 10 Hz, GPS, GLONASS, Galileo |
| Routes | 200 routes, 250 points each |
| Waypoints | 5000 |
| Track log | 50 000 points, 50 saved tracks |
| Card slots | 2 microSD, up to 32 GB |
INDEX specifications; compass safe distance
## Cleaning
Rinse salt off with fresh water and dry the screen with a soft cloth. Do not use a pressure washer: it can force water past the seals of the card slot.
`

const RADAR = `
# Safety
WARNING: The radar antenna sends microwave energy. Do not look into the antenna, and stay at least 1 m away from a transmitting antenna.
## Radio Frequency Exposure
The BR-24 transmits at low power, 0.1 W peak, far below the limits for people nearby, but it must still be mounted above head height so that nobody stands in the beam. Put the radar in Standby before working near the antenna, and turn it off and remove the fuse before opening the antenna housing.
INDEX RF exposure; standby
PAGE
## Compass Safe Distance
Keep the antenna at least 1.0 m from a magnetic compass and the display at least 0.5 m, or the compass may read wrongly.
INDEX compass safe distance

# Radar Basics
## How Radar Works
A radar sends short bursts of energy and listens for their echoes. The time an echo takes to return gives the distance of the target, and the direction the antenna points gives its bearing. The BR-24 sweeps a frequency band rather than sending a single pulse, so it sees targets as close as 6 m (20 ft) from the antenna, which suits harbours and narrow channels.
Radar sees things that reflect microwaves: other boats, land, buoys with reflectors, and rain. It sees wooden boats, rubber dinghies and swimmers poorly.
INDEX broadband; minimum range
PAGE
## Radar Horizon
The radar horizon is how far the radar can see before the curve of the earth hides the target. It depends on the height of the antenna and of the target. An antenna at 4 m sees the water surface to about 4.5 nm; a ship's bridge 20 m high shows at about 14 nm. Mounting the antenna higher sees further but adds clutter from waves close to the boat.
INDEX radar horizon; antenna height

# Operating the Radar
## Transmitting and Standby
When the radar is turned on it warms up for about 30 seconds (the BR-24 needs no magnetron warm-up), then waits in Standby. Select Transmit to start the picture. In Standby the antenna stops and the radar uses 1.6 W; leave it in Standby rather than off when you will need it again soon.
INDEX transmit; warm-up
PAGE
## Choosing the Range
Select a range from 1/32 nm to 24 nm with the + and - keys. Range rings are drawn at equal distances and labelled with their distance; turn them on or off in Radar > Options > Range Rings. Use a short range in harbour and a longer range offshore, looking at both from time to time.
INDEX range; range rings
PAGE
## Gain
Gain sets the sensitivity of the receiver. Auto gain suits most conditions. To set it by hand, raise the gain until a light speckle of noise appears across the screen, then lower it just enough for the speckle to disappear. Too much gain hides small targets under noise; too little misses them altogether.
INDEX gain
## Sea Clutter
Sea clutter is the echo of waves around the boat, a bright circle in the middle of the picture. The Sea control reduces echoes near the boat more than far ones. Choose Harbour for calm water and Offshore for waves; in rough seas adjust Sea by hand until the waves just break up into dots. A buoy hidden in clutter shows again when the setting is right, so never turn Sea up until everything is gone.
INDEX sea clutter; harbour mode; offshore mode
PAGE
## Rain Clutter
Rain and snow show as a grainy, cloud-like smudge. Raise the Rain control to see through it to the targets inside the shower, such as another boat sheltering in the rain. Set Rain back to zero afterwards: a high setting weakens all echoes, including those of small boats.
INDEX rain clutter
## Interference Rejection
When another radar transmits on a similar band nearby, its energy appears as curved spokes across the picture. Set Radar > Options > Interference Rejection to Medium or High to remove them. Leave it Low when no other radar is near, because a high setting can also remove weak real echoes.
INDEX interference rejection
PAGE
## Target Trails
Target trails leave a fading tail behind each moving echo, so you see at a glance which way a boat is heading and how fast. Select Radar > Options > Target Trails and a length: 15 seconds, 30 seconds, 1, 3 or 6 minutes, or Continuous. Choose Relative trails to see targets move relative to your boat, or True trails to see their movement over the ground, which needs a heading sensor.
INDEX target trails
## Dual Range
Dual Range shows two ranges side by side, each with its own gain, sea and rain settings: for example 0.5 nm to pick out buoys at the harbour entrance and 6 nm to watch ships outside. Select Radar > Dual Range. Dual Range is not available on the 2 kW antenna.
INDEX dual range

# Targets
## MARPA
MARPA (Mini Automatic Radar Plotting Aid) follows a target you select and works out its course, speed, closest point of approach (CPA) and time to CPA. It needs a heading sensor sending at 10 Hz or faster.
1. Tap the target on the radar picture.
2. Select Acquire Target. A dotted circle marks it while MARPA measures it.
3. After about a minute the circle turns into a solid triangle with a vector showing where the target will be.
Up to 10 targets can be followed at once. A target that is lost for 20 sweeps is dropped and marked with a cross.
INDEX MARPA; acquire target; CPA
PAGE
## Guard Zone
A guard zone sounds an alarm when a target enters an area around the boat. Select Radar > Guard Zone, and set the inner and outer range and the bearing span of the zone; a full circle between 0.5 and 1.5 nm suits an anchor watch at night. Set the Sensitivity of the guard zone so that waves do not trigger it.
INDEX guard zone; anchor watch
## EBL and VRM
The Electronic Bearing Line (EBL) and the Variable Range Marker (VRM) measure the bearing and distance of any point on the picture. Select Radar > EBL/VRM, then drag the line to the target and the circle to its edge. If a target's bearing stays the same on the EBL while its range closes, you are on a collision course.
INDEX EBL; VRM; collision course
PAGE
# Installation
## Choosing the Mounting Height
Mount the antenna above the heads of everyone on board, clear of masts and large objects that cast blind sectors. On a sailing boat, mount it on the mast at least 2 m below the spreaders, or on a stern pole. Tilt it with a leveling wedge so it is level when the boat is under way: a sailing boat that heels should use the mast mount bracket, which levels itself.
INDEX mounting; mast mount
## Connecting the Cable
The antenna has one 10 m cable carrying power and data. Route it with drip loops and seal the deck gland. The red wire goes to +12 or +24 V through the 10 A fuse, the black wire to ground, and the yellow wire to the ignition signal of the display so the radar wakes when the display turns on.
INDEX cable; fuse; yellow wire
PAGE
## Heading Alignment
After installation, point the boat at a fixed object about 1 nm away, such as a buoy or a headland, and compare it with the radar. Select Radar > Installation > Bearing Alignment and turn the value until the echo sits on the heading line. Repeat until the error is less than 1 degree.
INDEX bearing alignment; heading line

# Glossary
COLUMNS 3
## A to F
Antenna: the rotating part that sends and receives the radar energy.
Blind sector: an area the radar cannot see because a mast or funnel blocks the beam.
Bearing: the direction of a target, measured clockwise from north or from the bow.
CPA: the closest point of approach between your boat and a target, if neither changes course.
Clutter: unwanted echoes, from waves (sea clutter) or rain (rain clutter).
Duplex: a radar that sends and receives at the same time, as the BR-24 does.
FTC: fast time constant, an older name for the rain clutter control.
## G to R
Guard zone: an area around the boat where a new echo sounds an alarm.
Heading line: the line from the centre of the picture to the edge showing where the bow points.
Magnetron: the valve that makes the pulse in pulse radars; the BR-24 has none.
Nautical mile: 1852 m, the unit of radar ranges.
Pulse length: the duration of a radar pulse; longer pulses see further.
Racon: a radar beacon on a buoy or light that answers a radar with a Morse letter on the picture.
## S to Z
Sea state: the height of the waves, which sets how much sea clutter appears.
Second trace echo: an echo from beyond the selected range shown at a wrong distance.
Side lobe: weaker energy off the main beam that draws false echoes near large ships.
SART: a search and rescue transponder that shows a line of twelve dots on the radar.
Target: anything that reflects radar energy back to the antenna.
TCPA: the time to the closest point of approach.
VRM: a ring used to measure the distance of a target.
INDEX glossary; racon; SART
COLUMNS 1
# Appendix
## Specifications
TABLE Name | Value
| Antenna diameter | 489 mm (19.3 in.) |
| Weight | 7.4 kg |
| Supply voltage | 9 to 31.2 Vdc |
| Power consumption | 18 W transmitting, 1.6 W in standby |
| Fuse | 10 A |
| Frequency | 9.3 to 9.4 GHz, X band |
| Peak power | 0.1 W |
| Range | 6 m (20 ft) to 24 nm |
| Rotation speed | 24 rpm |
| Beam width | 5.2 degrees horizontal, 25 degrees vertical |
| Water rating | IPX6 |
| Operating temperature | -10 to 55 C |
INDEX specifications; beam width; rotation speed
PAGE
## Troubleshooting
TABLE Problem | Possible cause | Solution
| The radar does not appear on the display. | The yellow wake wire is not connected, or the fuse is blown. | Check the 10 A fuse, and connect the yellow wire to the ignition signal of the display. |
| The picture is rotated: land is in the wrong direction. | The bearing alignment was never done. | Do the heading alignment with a fixed object 1 nm away. |
| Curved spokes cross the picture. | Another radar is transmitting nearby. | Set Interference Rejection to Medium or High. |
| Small boats disappear near the centre. | The Sea control is set too high. | Lower Sea, or select Harbour mode in calm water. |
| MARPA will not acquire targets. | No heading data, or heading sent slower than 10 Hz. | Connect a heading sensor sending 10 Hz over NMEA 2000. |
| The radar shows Antenna Not Rotating. | Ice, a rope or a bird nest is blocking the open array, or the motor is faulty. | Put the radar in Standby, clear the antenna, then transmit again; if it stays, call service. |
INDEX troubleshooting; antenna not rotating
`

const AUTOPILOT = `
# Introduction
WARNING: You are responsible for the safe operation of your boat. The autopilot does not replace a lookout. Stay at the helm, and be ready to take manual control at any time.
## System Overview
The AP-70 autopilot steers the boat on a heading, a wind angle or a route. The system has three parts: the AP-70 controller at the helm, the course computer below deck, and the drive unit that moves the rudder (a hydraulic pump, a linear drive or a wheel drive). A rudder feedback sensor tells the course computer where the rudder is, and the built-in compass gives the heading.
INDEX course computer; drive unit; rudder feedback
## The Controller Keys
- STBY: disengages the autopilot; you steer by hand. Always press STBY first in an emergency.
- AUTO: engages the autopilot on the present heading.
- -1 and +1: change the heading by 1 degree to port or starboard.
- -10 and +10: change the heading by 10 degrees.
- MODE: cycles through Wind, Track and Patterns.
- Press -1 and +1 together to open the menu.
INDEX keys; STBY; AUTO
PAGE
## The Display
The display shows the mode at the top (STBY, AUTO, WIND, TRACK or PATTERN), the heading held in large digits in the middle, and the rudder angle as a bar at the bottom. The bar moves to the side the rudder is turned; a bar always at one side while the boat goes straight means the rudder needs calibrating.
Press -1 and +1 together and select Display to set the brightness and choose the Day or Night palette. The controller remembers the brightness for each palette.
INDEX display; rudder angle bar; night palette

# Installation
## Mounting the Controller
Mount the controller where the helmsman can reach STBY without letting go of the wheel, out of direct sun and at least 35 cm from a magnetic compass. The controller is waterproof from the front; from behind it needs a dry place, as it breathes through a vent at the back.
INDEX mounting; controller
## Placing the Course Computer and Compass
The course computer goes in a dry, ventilated place within 2 m of the drive, so the heavy drive cables stay short. The compass goes low in the boat, near the centre of pitch and roll, and at least 1 m from engines, speakers, batteries and steel. Mount it with the arrow pointing to the bow.
INDEX course computer; compass mounting
PAGE
## Installing the Rudder Feedback
The rudder feedback sensor fixes to the hull beside the tiller arm and is linked to it with a rod. Set the rod so that the sensor arm and the tiller arm are parallel and of the same length; the sensor then turns through the same angle as the rudder. Align the sensor so its arrow points to the bow with the rudder centred.
INDEX rudder feedback; linkage
## Wiring
TABLE Wire | Connection
| Red (power +) | Battery positive through a 15 A breaker |
| Black (power -) | Battery negative |
| Drive A and Drive B | The drive unit's motor terminals |
| Clutch | The drive's clutch or bypass valve |
| NMEA 2000 | The backbone, through a drop cable |
Use wires of at least 4 mm2 (12 AWG) for runs up to 5 m between the battery and the course computer; a thinner wire drops the voltage when the drive starts and resets the computer.
INDEX wiring; breaker; wire size

# Dockside Setup
NOTE: Do the dockside setup with the boat moored, the engine running and plenty of room around the rudder. The setup wizard starts on its own the first time the controller is turned on.
## Selecting the Boat Type
1. Select Setup > Dockside > Boat Type.
2. Select Sail, Displacement, Semi-displacement or Planing.
3. Select the drive type: Hydraulic, Linear or Wheel.
The boat type sets the starting values of the steering response; a planing hull gets less rudder at speed than a displacement hull.
INDEX boat type; drive type
## Rudder Calibration
The rudder calibration teaches the course computer the centre and the ends of the rudder's travel.
1. Select Setup > Dockside > Rudder Cal.
2. Turn the wheel so the rudder is exactly centred, and select Set Centre.
3. Turn the wheel hard to starboard, and select Set Starboard.
4. Turn the wheel hard to port, and select Set Port.
5. Select Set Limits, and set the rudder limit 2 degrees inside the mechanical stop, so the drive never strains against it.
INDEX rudder calibration; rudder limit
PAGE
## Checking the Drive Direction
1. Select Setup > Dockside > Drive Test.
2. Press +1. The rudder must move to starboard.
3. If the rudder moves to port, select Reverse Drive and test again.
4. Watch the rudder move from end to end; it should take about 12 seconds on a hydraulic drive. A much slower rudder cannot hold a course in a following sea.
INDEX drive test; reverse drive

# Sea Trial
WARNING: Do the sea trial in open water, away from other boats, in calm conditions.
## Calibrating the Compass
The compass calibration removes the deviation caused by the steel and electronics of the boat.
1. Motor at a slow, steady speed, below 5 knots, in calm water.
2. Select Setup > Sea Trial > Compass Cal.
3. Turn the boat in a slow circle, taking at least two minutes for each full turn, until the controller shows Calibration Complete, usually after two circles.
4. Compare the heading with a known bearing and, if needed, enter the difference under Heading Offset.
NOTE: If the controller shows Deviation Too High, move the compass away from the engine, speakers or steel, at least 1 m away, and repeat.
INDEX compass calibration; deviation; heading offset
PAGE
## Automatic Tuning
Autotune lets the autopilot learn how the boat answers the rudder. It takes about five minutes, during which the boat makes a series of S-turns.
1. Motor at cruising speed in open water, at least 10 knots for a planing boat and 5 knots for a displacement boat.
2. Select Setup > Sea Trial > Autotune.
3. Press AUTO. The boat turns left and right several times; stay at the helm.
4. When Autotune Complete shows, press STBY to return to hand steering.
INDEX autotune; S-turns
## Response Level
The response sets how hard the autopilot works to hold the course. Press -1 and +1 together, select Response, and choose from 1 to 9. Lower levels save power and wear in a seaway; higher levels hold the course closely in calm water or in a narrow channel. Level 5 is the default.
INDEX response level

# Steering Modes
## Auto Mode
Press AUTO to hold the present heading. The heading held is shown in large digits. To change course, press -1 or +1 for small changes and -10 or +10 for large ones. To dodge an obstacle, press -10 or +10 several times, then the opposite key the same number of times to return to the old course.
INDEX auto mode; dodging
## Wind Vane Mode
On a sailing boat with a wind sensor, press MODE and select Wind to keep a constant angle to the apparent wind. Use it for long legs to windward. Before a tack, press -1 and +1 together to open the Tack menu and confirm; the boat turns through the same angle on the other tack, taking the Tack Time you set, 8 seconds by default.
INDEX wind vane; tack; tack time
PAGE
## Track Mode
Track mode follows the route active on a connected chartplotter. Start navigating on the plotter, then press MODE and select Track. At each waypoint the autopilot asks for confirmation before turning: press AUTO to accept the new leg. The cross-track error shows how far the boat is from the line; above 0.15 nm an Off Course alarm sounds.
INDEX track mode; cross-track error; waypoint arrival
## Patterns
Fishing patterns steer shapes around a point. Press MODE, select Patterns, and choose one:
- Circle: turns continuously to one side; set the radius.
- Zigzag: steers alternately either side of the course; set the angle and the leg length.
- Cloverleaf: passes over the same spot again and again from different directions, to work a wreck.
- Search: a widening square for searching an area.
INDEX patterns; circle; zigzag; cloverleaf

# Alarms
## Off Course Alarm
The Off Course alarm sounds when the heading differs from the set heading by more than the limit, 20 degrees by default, for more than 20 seconds. Set the limit under Setup > Alarms > Off Course. A boat overpowered by the wind or a following sea may need a higher response before it can hold the course again.
INDEX off course alarm
## No Drive Alarm
No Drive means the course computer did not see the rudder move when it asked. Check the drive's fuse, the clutch of a wheel drive and the rudder feedback connections. Press STBY and steer by hand until it is fixed.
INDEX no drive alarm
## Low Voltage Alarm
The Low Voltage alarm sounds when the supply falls below 10.5 V on a 12 V system. The autopilot keeps steering, but the drive is weaker and may not hold the course. Start the engine or switch to another battery.
INDEX low voltage alarm
PAGE
# Maintenance
## Seasonal Checks
Once a year, before launching, check the drive linkage for play and tighten the bolts of the tiller arm. Look at the hydraulic pump for leaks and top up the oil with the grade written on the pump. Clean the connectors of the course computer with contact spray if they show green deposits.
INDEX maintenance; hydraulic oil
## Winter Storage
Take the controller home for the winter or cover it with its sun cover. Leave the course computer in the boat but disconnect its supply. In spring, turn the controller on and run the drive test before leaving the dock.
INDEX winter storage

# Troubleshooting
TABLE Problem | Possible cause | Solution
| The boat wanders from side to side. | The response is too high, or Autotune was never done. | Lower the response by one or two levels, or run Autotune again at cruising speed. |
| The boat slowly turns away from the course. | The rudder centre is wrong. | Repeat the rudder calibration with the rudder exactly centred. |
| The heading shown drifts when the engine starts. | The compass is too close to the engine or the starter cable. | Move the compass at least 1 m from the engine and calibrate again. |
| The autopilot engages but the rudder does not move. | The drive clutch is off or the drive fuse is blown. | Check the 15 A drive fuse and the clutch cable. |
| The controller shows No Compass. | The compass cable is loose. | Check the compass connection at the course computer and restart. |
| The controller screen is dim and fogged. | Moisture inside the display after a cold night. | Turn the backlight to 10 for an hour; if it stays, return it for service. |
INDEX troubleshooting; fogged screen
PAGE
# Specifications
TABLE Name | Value
| Controller size | 110 x 115 x 33 mm |
| Controller power | 12 Vdc, 0.2 A |
| Course computer supply | 12 or 24 Vdc |
| Drive output | 15 A continuous, 30 A for 1 second |
| Drive fuse | 15 A |
| Compass accuracy | 2 degrees after calibration |
| Heading update rate | 10 Hz |
| Rudder feedback range | +/- 45 degrees |
| Network | NMEA 2000, 1 LEN |
| Water rating | IPX7 for the controller |
INDEX specifications; drive fuse
`

const VHF = `
# Safety
WARNING: This radio transmits radio energy. Keep the antenna at least 1 m from people while transmitting.
## Before You Use the Radio
The VX-25 is a fixed-mount marine VHF radio with DSC (Digital Selective Calling) for calling another boat or the coast guard by number and for sending a distress alert with your position. A licence may be needed to use it in your country. Never use channel 16 for routine chat; it is kept for calling and distress.
INDEX channel 16; licence

# Controls
## Front Panel
- VOL/PWR knob: turn to switch the radio on and set the volume.
- SQL knob: sets the squelch, the level below which the speaker is silent.
- CH knob: turn to change channels, push to open the menu.
- 16/9 key: jumps to channel 16; press again for channel 9; press a third time to return.
- H/L key: switches between 25 W and 1 W transmit power.
- DISTRESS key under the red cover: sends a DSC distress alert.
INDEX controls; 16/9 key; H/L key
PAGE
## The Display
The display shows the channel in large digits, the power level (HI or LO), TX while transmitting, the GPS position and time, and icons for dual watch (DW) and scan. A flashing envelope means a DSC call was received and is waiting in the call log.
INDEX display; call log

# Basic Operation
## Selecting a Channel
Turn the CH knob to select a channel. The radio has the US, International and Canadian channel sets; select the set under Menu > Radio Setup > Channel Group. Channels marked with a small A are simplex channels of the US set.
INDEX channel group; channels
PAGE
## Setting the Squelch
1. Turn the SQL knob counterclockwise until you hear a rushing noise.
2. Turn it slowly clockwise until the noise just stops.
3. Leave it there. Turning it further clockwise silences weak stations too.
INDEX squelch
## Transmit Power
Use low power (1 W) for talking to boats nearby and in the marina; it saves the battery and keeps the channel free for others. Press H/L to switch to 25 W for long distances. Some channels, such as 13 and 67, are limited to 1 W; the radio selects low power on them automatically.
INDEX transmit power; low power
PAGE
## Dual Watch and Scan
Dual watch listens to the channel selected and to channel 16 in turn, every 1.5 seconds. Press and hold the 16/9 key for two seconds to start it; DW shows on the display. Scan listens to all the channels in the scan list one after another and stops on a channel with traffic. To add the channel shown to the scan list, push the CH knob and select Add to Scan.
INDEX dual watch; scan
PAGE
## Weather Channels
Press and hold the H/L key for two seconds to switch to the weather channels (US only). Turn the CH knob to choose WX1 to WX7. With Weather Alert turned on, the radio sounds a loud alarm when a station sends the 1050 Hz alert tone, even while you listen to another channel.
INDEX weather channels; weather alert

# DSC Calling
## Entering Your MMSI
Your MMSI is a nine-digit number that identifies your boat. It can be entered only once; if you enter it wrongly, the radio must be returned to the dealer to reset it.
1. Push the CH knob and select DSC Setup, then User MMSI.
2. Enter the nine digits with the CH knob, pushing it after each digit.
3. Enter the number again to confirm. The radio shows MMSI Saved.
INDEX MMSI; user MMSI
PAGE
## Sending a Distress Alert
1. Lift the red cover and press the DISTRESS key briefly.
2. Turn the CH knob to select the nature of distress: Fire, Flooding, Collision, Grounding, Capsizing, Sinking, Adrift, Abandoning or Man Overboard.
3. Hold the DISTRESS key for five seconds until the radio beeps and shows Alert Sent.
4. The radio repeats the alert every four minutes until a station acknowledges it. Then speak on channel 16: say Mayday three times, your boat's name and position.
INDEX distress alert; mayday
PAGE
## Making an Individual Call
Select DSC Call, then Individual, and choose a contact from the directory or enter an MMSI. Select a working channel, such as 68 or 72, and press Send. When the other boat accepts, both radios change to that channel on their own.
INDEX individual call; directory
## Position Request
To ask a friend's boat for its position, select DSC Call, then Position Request, and choose the contact. If the other radio allows it, the position arrives within a minute and shows as a waypoint on a connected chartplotter. Under DSC Setup > Position Reply, choose Auto, Manual or Off to decide whether your own radio answers such requests.
INDEX position request; position reply
PAGE
## Connecting a GPS
The radio needs a position to send in a distress alert. Connect the NMEA 0183 output of a GPS to the radio's blue (data in +) and green (data in -) wires, at 4800 baud. Without a GPS, enter the position by hand under DSC Setup > Manual Position; the radio reminds you every four hours to update it.
INDEX GPS; NMEA 0183; position
PAGE
# Maintenance
## Care of the Radio
Rinse the radio with fresh water after a trip in spray and dry it. Check the antenna connector every season: green corrosion inside the PL-259 plug weakens the signal. Coat the plug with silicone grease and wrap it with self-amalgamating tape.
INDEX maintenance; antenna connector
## Replacing the Fuse
The power cable has a 6 A fuse in an in-line holder. Replace it only with a 6 A fuse of the same type.
INDEX fuse
PAGE
# Installation
## Mounting the Radio
Mount the radio where you can reach it from the helm and read the display, at least 0.9 m from a magnetic compass. Use the bracket on a dash or overhead, or the flush mount kit in a panel 160 x 70 mm. Leave 10 cm behind it for the cables.
INDEX mounting; flush mount
PAGE
## Connecting the Antenna
Use a marine VHF antenna with a gain of 3 to 6 dB and a PL-259 connector. Mount it as high as possible: the range of VHF is roughly line of sight, about 15 nm between two boats with antennas at 3 m. Use RG-8X cable for runs up to 6 m and RG-213 for longer runs, to keep the loss low.
INDEX antenna; range; RG-213
## Connecting the Power
Connect the red wire to 12 V through the 6 A fuse and the black wire to ground, directly at the battery or at a breaker panel with wires of at least 2.5 mm2. A voltage drop while transmitting makes the radio turn off at 25 W.
INDEX power; red wire
PAGE
# Hailer and Intercom
## Using the Hailer
With a hailer horn connected to the orange and white wires, push the CH knob and select Hailer. Hold the microphone's PTT key and speak; your voice comes from the horn at up to 30 W. Turn the CH knob to set the volume. Select Listen to hear through the horn between calls, for example on a foggy anchorage.
INDEX hailer; PTT
PAGE
## Fog Signals
The radio sounds automatic fog signals through the hailer horn. Select Hailer > Fog Signal, then Underway (one long blast every two minutes), Stopped (two long blasts), Sail, Anchor or Aground. The signal also plays through the radio's speaker so you know it is running.
INDEX fog signals; foghorn
## Intercom
With a second station (the RM-2 remote microphone) connected, select Intercom to talk between the helm and the cabin without transmitting on the air. Press PTT to talk and release it to listen.
INDEX intercom; RM-2

# Troubleshooting
TABLE Problem | Cause | Solution
| No sound from the speaker. | The squelch is set too high. | Turn SQL counterclockwise until noise is heard, then back. |
| Others cannot hear me at distance. | The radio is on low power, or the antenna connection is poor. | Press H/L for 25 W and check the antenna plug. |
| DSC calls do not send. | No MMSI is entered. | Enter your MMSI under DSC Setup. |
| The display shows No GPS. | The GPS wires are swapped or the baud rate is wrong. | Swap blue and green wires; set the GPS output to 4800 baud. |
| The radio turns off when transmitting. | The supply voltage drops under load. | Use heavier power wires and check the battery connections. |
INDEX troubleshooting
PAGE
# Specifications
TABLE Name | Value
| Frequency range | 156.025 to 163.275 MHz |
| Transmit power | 25 W or 1 W |
| Supply voltage | 13.8 Vdc, +/- 20 percent |
| Current | 5.5 A transmitting at 25 W, 0.4 A receiving |
| Audio output | 4.5 W internal speaker |
| Dimensions | 160 x 70 x 150 mm |
| Weight | 1.1 kg |
| Waterproof | IPX7, 1 m for 30 minutes |
| DSC | Class D |
INDEX specifications
`

export const MANUALS: ManualSource[] = [
  {
    id: 'aquascan-7',
    brand: 'Nereus Marine',
    model: 'AquaScan 7 CHIRP',
    deviceType: 'fishfinder',
    title: "AquaScan 7 CHIRP Owner's Manual",
    coverTitle: "Owner's Manual",
    coverLines: ['Fishfinder with CHIRP and DownScan imaging', 'Software version 3.10 and later'],
    code: '190-02117-00_0A',
    size: [396, 612],
    margin: 46,
    gutter: 0,
    columns: 1,
    bodySize: 10,
    headerSeparator: ' | ',
    frontNumbers: 'roman',
    contentsSections: true,
    text: FISHFINDER,
  },
  {
    id: 'chartmaster-9',
    brand: 'Halyard Navigation',
    model: 'ChartMaster 9',
    deviceType: 'chartplotter',
    title: 'ChartMaster 9 User Guide',
    coverTitle: 'User Guide',
    coverLines: ['Touchscreen chartplotter', 'For software 4.20'],
    code: 'HN-UG-0942-EN rev C',
    size: [432, 612],
    margin: 40,
    gutter: 14,
    columns: 2,
    bodySize: 8.8,
    headerSeparator: ' - ',
    frontNumbers: 'none',
    contentsSections: false,
    text: CHARTPLOTTER,
  },
  {
    id: 'corvid-br24',
    brand: 'Corvid Marine',
    model: 'BR-24 Broadband Radar',
    deviceType: 'radar',
    title: 'BR-24 Broadband Radar Operation Manual',
    coverTitle: 'Operation and Installation Manual',
    coverLines: ['Solid-state broadband radar, 24 nm'],
    code: '988-10734-002',
    size: [420, 595],
    margin: 44,
    gutter: 10,
    columns: 1,
    bodySize: 10,
    serif: true,
    headerSeparator: ' - ',
    frontNumbers: 'roman',
    pageLabels: true,
    contentsSections: true,
    text: RADAR,
  },
  {
    id: 'tillerhead-ap70',
    brand: 'Tillerhead',
    model: 'AP-70 Autopilot',
    deviceType: 'autopilot',
    title: 'AP-70 Autopilot Owner Manual',
    coverTitle: 'Owner Manual',
    coverLines: ['Autopilot controller and course computer', 'Document version 2'],
    code: 'TH-AP70-OM-02',
    size: [396, 612],
    margin: 46,
    gutter: 0,
    columns: 1,
    bodySize: 10.5,
    headerSeparator: ' | ',
    frontNumbers: 'none',
    blankInsideCover: true,
    contentsSections: true,
    text: AUTOPILOT,
  },
  {
    id: 'seacall-vx25',
    brand: 'Seacall',
    model: 'VX-25 DSC Marine VHF Radio',
    deviceType: 'vhf radio',
    title: 'VX-25 Owner Manual',
    coverTitle: 'Owner Manual',
    coverLines: ['Fixed-mount VHF radio with Class D DSC'],
    code: 'SC-VX25-0419',
    size: [612, 792],
    margin: 50,
    gutter: 0,
    columns: 1,
    bodySize: 11,
    headerSeparator: ' / ',
    frontNumbers: 'none',
    contentsSections: true,
    scanned: true,
    text: VHF,
  },
  DS_60_MANUAL,
  ...CATALOGUE_MANUALS,
]

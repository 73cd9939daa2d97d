// The Lowrance HOOK Reveal 7 manual of `npm run bench:manuals`: written for the bench, not copied from any real
// manual, describing only what content/catalogue/devices.json says the device has. Its house style (A5, one
// column) is new to the bench: a cover, then an unnumbered preface and contents; numbered chapters ('3 Sonar')
// and sections ('3.2 Adjusting the gain'), the printed number at the top outer corner of the running header
// beside the chapter's number and name (even pages) or the manual's title (odd pages), a footer of the document
// code and a web address only, a specifications table with one column per model of the series, and an index.
import type { ManualSource } from './content'
import type { ManualStyle } from './content-catalogue'

const HOOK_REVEAL_7 = `
# Preface
## Copyright
Copyright 2025 Navico Group. All rights reserved. No part of this manual may be copied, reproduced, republished, transmitted or distributed for any purpose without the prior written consent of the publisher. Any unauthorised commercial distribution of this manual is strictly prohibited.
## Trademarks
Lowrance, HOOK Reveal, FishReveal, SolarMAX, SplitShot, TripleShot, DownScan Imaging, SideScan Imaging and Genesis Live are trademarks of Navico Group. C-MAP and Contour+ are trademarks of their owner. Navionics is a registered trademark of its owner. Other names may be trademarks of their respective owners.
## Disclaimer
As we are continuously improving this product, we retain the right to make changes to the product at any time which may not be reflected in this version of the manual. The owner is solely responsible for installing and using the unit in a manner that will not cause accidents, personal injury or property damage. This product is an aid to navigation and fishing; it does not replace good seamanship, a lookout or official charts.
## About this manual
This manual covers the HOOK Reveal 5, HOOK Reveal 7 and HOOK Reveal 9. The three units work the same way; they differ in screen size and in the few values listed in the specifications. The pictures and examples show the HOOK Reveal 7. Key names are printed in capitals (MENU, ENTER), and menu paths are written with the greater-than sign: Settings > Sonar > Noise rejection means open Settings, select Sonar, and then select Noise rejection.
Text marked Note is information that helps you get more from the unit. Text marked Warning is a hazard that could cause injury or damage to the unit or the boat if it is ignored.

# 1 Introduction
## 1.1 The HOOK Reveal 7
The HOOK Reveal 7 is a fishfinder with a 7-inch display, a built-in GPS receiver and charts. It shows traditional CHIRP sonar and DownScan imaging, and SideScan imaging with a TripleShot transducer. FishReveal marks the fish found by the CHIRP sonar on the DownScan image, and Genesis Live draws your own depth contours on the chart as you drive. The unit is controlled with its keypad alone; the screen is not a touchscreen.
## 1.2 Transducer models
The HOOK Reveal 7 is sold with one of several transducers. The model name printed on the box tells you which one you have:
- SplitShot: a transom-mount transducer with wide-angle high CHIRP sonar and DownScan imaging.
- TripleShot: the SplitShot's sonar and DownScan imaging plus SideScan imaging, which looks out to the left and right of the boat.
- HDI: a transducer for CHIRP sonar in the 50 kHz and 200 kHz bands, with DownScan imaging. Choose it if you fish deep water; the 50 kHz band reaches deeper than the wide-angle high CHIRP.
NOTE: The SideScan page is offered only when a TripleShot transducer is connected. With a SplitShot or an HDI transducer, the SideScan tile does not appear on the Home page.
INDEX SplitShot; TripleShot; HDI transducer
PAGE
## 1.3 The front keys
FIGURE 95 Figure 1-1: The HOOK Reveal 7 from the front: the display on the left and the keypad on the right.
- PAGES: opens the Home page. Press it from any page to choose another page or a split screen.
- ZOOM IN and ZOOM OUT (+ and -): change the range of the sonar image and the scale of the chart.
- MENU: opens the menu of the page you are looking at. Press it twice to open the Settings menu.
- Arrow keys: move the cursor on the sonar and chart pages and move through menus.
- ENTER: selects the highlighted item, and saves a waypoint when no menu is open.
- EXIT: closes a menu or dialog, and removes the cursor from the page.
- POWER: turns the unit on and off, and opens the System Controls dialog when pressed briefly.
INDEX keys; PAGES key; MENU key; ENTER key

# 2 Getting started
## 2.1 Turning the unit on and off
Press and hold the POWER key for about two seconds to turn the unit on. A start-up screen shows while the unit loads, and then the last page you used appears. To turn the unit off, press and hold the POWER key until the shut-down countdown reaches zero. If you release the key before the countdown ends, the unit stays on.
The first time you turn on the unit, a setup wizard asks you for the language, the units of measure and the transducer model you have. You can change these answers later in the Settings menu.
INDEX turning on; setup wizard
## 2.2 The Home page
Press PAGES to show the Home page. It holds a tile for each page: Sonar, DownScan, SideScan (TripleShot only), Chart, and the split screens that show two pages side by side, such as Chart and Sonar or Sonar and DownScan. Use the arrow keys to highlight a tile and press ENTER to open it. The Settings tile and the Waypoints tile are in the row at the bottom.
FIGURE 85 Figure 2-1: The Home page with its page tiles and the Settings tile.
TIP: On a split screen, press PAGES and then MENU to choose which half of the screen is active. The menu and the zoom keys act on the active half, which has a coloured border.
INDEX Home page; split screen
PAGE
## 2.3 The System Controls dialog
Press the POWER key briefly to open the System Controls dialog. From it you can:
- Set the backlight level with the left and right arrow keys. Each press of the POWER key while the dialog is open also steps the backlight up one level.
- Select Night mode, which changes the palette to red and black to protect your night vision.
- Select Standby, which turns off the sonar and the display but keeps the unit on. Press any key to wake it.
INDEX System Controls; backlight; night mode; standby
## 2.4 The SolarMAX display
The SolarMAX display is made for bright sun on open water. It can be read with polarised sunglasses in both the landscape and portrait angles of your head, so you do not have to take your glasses off to read the depth. In full sun, set the backlight to its highest level; in the evening, lower it, because the backlight uses a large part of the power the unit draws.
INDEX SolarMAX; polarised sunglasses
## 2.5 The chart card slot
The card slot behind the rubber door on the right side of the unit takes a microSD card. Use it for Navionics chart cards, for saving your Genesis Live recordings, and for software updates. Push the card in with the label toward the screen until it clicks, and press it again to release it. Close the door firmly afterwards; an open door lets water into the slot.
INDEX memory card; card slot
## 2.6 The simulator
The simulator plays recorded sonar and a moving boat on the chart, so you can practise with the menus at home. Select Settings > Simulator > Simulate. A Simulator label is shown on every page while it runs. Turn it off before you fish: the depth and position it shows are not real.
INDEX simulator

# 3 Sonar
## 3.1 The sonar image
The Sonar page shows what the transducer has found below the boat as a picture that scrolls from right to left. The newest returns are at the right edge; everything to the left has already passed under the boat. The depth is shown in large digits at the top left of the page, and the depth scale runs down the right edge.
FIGURE 90 Figure 3-1: The Sonar page: the bottom, a school of bait and fish arches with the depth scale.
A fish appears as an arch: as the boat passes over it, the fish comes into the beam, gets closer, and leaves again. The bottom is the thick band at the foot of the image. A hard bottom, such as rock or gravel, shows as a brighter and thicker band than soft mud or weeds.
INDEX sonar image; arches; bottom hardness
## 3.2 Adjusting the gain
The HOOK Reveal 7 has autotuning sonar: it adjusts the gain, the ping speed and the noise filters for you as the depth and the water change, so most anglers never need to change them. The gain is how much the returns are amplified before they are drawn.
If you want a little more or a little less detail than the autotuning gives, select MENU > Sensitivity on the Sonar page. The autotuning keeps working, and your setting raises or lowers its level. Raise the sensitivity a step at a time until you see speckles in the open water, then lower it one step. A very high sensitivity fills the screen with clutter; a very low one hides small fish and bait.
INDEX gain; sensitivity; autotuning
PAGE
## 3.3 Setting the range
The range is the depth shown from the top to the bottom of the screen. With Auto range, which is the default, the unit keeps the bottom in the lower third of the page. To choose a range yourself, select MENU > Range and pick a depth, or press ZOOM IN and ZOOM OUT. Select Auto in the Range menu to go back to automatic range.
Custom range lets you set both an upper and a lower limit, for example 20 to 40 feet, so the screen shows only the band of water where the fish are holding.
INDEX range; custom range
## 3.4 Choosing the colour palette
Select MENU > Palette to choose how the returns are coloured. The palettes with a white or light background are easier to see in bright sun; the palettes with a black background show more contrast in the evening and at night. Strong returns are drawn in red or yellow in most palettes, and weak returns in blue.
INDEX palette; colours
PAGE
## 3.5 CHIRP frequencies
CHIRP sonar sends a sweep of frequencies with every ping, rather than one tone. This separates fish that swim close to each other and shows the bottom more clearly. With a SplitShot or TripleShot transducer the unit uses wide-angle high CHIRP, a broad cone that covers a wide area under the boat and works best in water down to about 300 feet.
With an HDI transducer, select MENU > Frequency and choose the 200 kHz band or the 50 kHz band. The 200 kHz band gives the most detail in shallow and middle depths; the 50 kHz band has a wider cone and goes deeper, which helps when you fish offshore.
INDEX CHIRP; frequency; HDI frequency bands
## 3.6 Noise rejection and surface clarity
Engine noise, a bilge pump or another sonar on the boat can draw lines or speckles across the screen. Select Settings > Sonar > Noise rejection and choose Low, Medium or High; the default is Low. Set it higher only when you see interference, because it can also remove weak returns from small fish.
Surface clarity reduces the clutter near the top of the screen that comes from waves, wakes and the warmer layer of surface water. Select MENU > Surface clarity and choose Off, Low or High.
INDEX noise rejection; surface clarity; interference
PAGE
## 3.7 Fish ID and the history
Fish ID replaces the fish arches with fish symbols and shows the depth of each fish beside it. Select MENU > Fish ID to turn it on. The symbols are a guide only; a piece of weed or a thermocline can also be shown as a fish.
To look back at something you have just passed, press the left arrow key on the Sonar page. The image stops scrolling and the cursor shows the depth of any point you move it to. Press EXIT to return to the live image.
INDEX Fish ID; fish symbols; sonar history
## 3.8 Scroll speed
Select MENU > Scroll speed to set how fast the sonar image moves across the screen. Match it to the boat: a faster scroll while you troll or run, and a slower one while you drift or sit at anchor, so that fish arches keep their shape instead of being squeezed into short lines or stretched into long bands. The scroll speed does not change how often the sonar pings; the autotuning sets that for the depth.
INDEX scroll speed

# 4 DownScan and SideScan imaging
## 4.1 The DownScan image
DownScan imaging uses a thin, high-frequency beam to draw a picture of what is directly below the boat, almost like a photograph. Timber, brush piles, rock ledges and the thermocline are easy to see; fish show as white dots or small dashes rather than arches. Open DownScan from the Home page, or use the Sonar and DownScan split screen to see both at once.
Select MENU > Frequency on the DownScan page to choose 455 kHz, which shows a little more area and reaches deeper, or 800 kHz, which shows the most detail in water down to about 60 feet.
INDEX DownScan; DownScan frequency
## 4.2 Contrast and range on the imaging pages
The DownScan and SideScan pages have their own contrast setting in place of the gain. Select MENU > Contrast and use the arrow keys: higher contrast makes the structure brighter and the water darker; lower contrast shows weaker returns. Press ZOOM IN and ZOOM OUT to change the range of the image.
INDEX contrast
PAGE
## 4.3 SideScan imaging
SideScan imaging is available only with a TripleShot transducer. It looks out to the left and the right of the boat, and draws the bottom on either side of a dark centre band that is the water under the boat. Structure such as a sunken tree casts a shadow on the side away from the boat; the length of the shadow tells you how tall the object is.
Select MENU > Range to set how far to each side the image reaches. For the sharpest picture, drive straight at a steady speed of about 4 to 8 knots.
NOTE: SideScan does not show what is under the boat. Use the DownScan or Sonar page for the water directly below.
INDEX SideScan; shadows
## 4.4 Marking a spot on an imaging page
Move the cursor with the arrow keys to the structure you want to keep, and press ENTER. A waypoint is saved at the position of the structure, not at the position of the boat, so you can return to the brush pile itself.
INDEX marking structure

# 5 FishReveal
## 5.1 What FishReveal shows
The DownScan image shows structure clearly but draws fish as faint dots that are easy to miss. FishReveal combines the two: the unit takes the fish targets the CHIRP sonar detects and highlights them in colour on the DownScan image, so you see the fish and the cover they are holding to in one picture.
## 5.2 Turning on FishReveal
1. Open the DownScan page, or the Sonar and DownScan split screen.
2. Press MENU and select FishReveal.
3. Press ENTER so the check box is ticked. The fish targets appear as coloured arches on the DownScan image.
NOTE: FishReveal needs the CHIRP sonar to be running. If the sonar is in standby or the ping is stopped, no targets are highlighted.
INDEX FishReveal
Select MENU > FishReveal palette to choose the colour of the highlighted targets. Pick a colour that stands out from the DownScan palette you use; a red or yellow target stands out well against the blue and bronze DownScan palettes.

# 6 Charts and GPS
## 6.1 The chart page
The chart page shows the boat's position from the built-in GPS receiver as a boat symbol, with your heading line ahead of it. Open Chart from the Home page. Press ZOOM IN and ZOOM OUT to change the scale, and the arrow keys to move the cursor across the chart. Press EXIT to remove the cursor and centre the chart on the boat again.
FIGURE 85 Figure 6-1: The chart page with the boat, a waypoint and the trail behind the boat.
INDEX chart page; GPS
## 6.2 Chart sources
In many regions the unit is supplied with C-MAP Contour+ charts already loaded, with depth contours of lakes, rivers and coastal waters. You can also use a Navionics chart card in the card slot. Select MENU > Chart source and choose the built-in chart or the card. Only one chart is shown at a time.
NOTE: A Navionics card shows only the areas it was bought for. Outside them, the chart page is blank except for the grid and your own data.
INDEX chart source; C-MAP Contour+; Navionics
PAGE
## 6.3 Chart orientation
Select MENU > Chart options > Orientation:
- North up: north is always at the top of the screen.
- Heading up: the boat's course is always up, and the chart turns as you turn.
- Course up: the chart is turned to the course of your active route and stays fixed until you start a new one.
Look ahead moves the boat symbol toward the bottom of the screen so you see more water in front of the boat.
INDEX orientation; look ahead
## 6.4 Depth shading and the safety depth
Depth shading colours the water between depths you choose, so you can see at a glance where the ledge or the flat you are after lies. Select MENU > Chart options > Depth shading, set the upper and lower depth of each shade, and choose its colour.
The shallow water setting shades all water shallower than the depth you set in red. Set it to the draft of your boat plus a margin, and the shallow bars and reefs stand out as you approach.
INDEX depth shading; shallow water shading
## 6.5 GPS accuracy
The GPS receiver is inside the unit. It fixes your position within a minute or two of turning on when the unit has a clear view of the sky; the satellite icon in the status bar stops flashing when the position is fixed. Select Settings > GPS to see the satellites in use and the estimated accuracy of the position.

# 7 Genesis Live
## 7.1 Making your own contours
Genesis Live draws depth contours on the chart in real time from the depths your sonar measures as you drive. It is useful on small lakes that no chart covers well, and for getting more detail over a spot you fish often. The contours are recorded on a microSD card in the card slot, and you can keep adding to them on later trips.
1. Insert a microSD card with free space.
2. Open the chart page and press MENU.
3. Select Genesis Live and tick Record.
Drive slow, overlapping passes over the area, a boat's width or two apart, to fill in the contours. Stop recording from the same menu.
INDEX Genesis Live; recording contours
## 7.2 Genesis Live settings
Select MENU > Genesis Live > Settings to change how your contours are drawn:
- Contour interval: the depth between two contour lines. A small interval shows more detail on flat water; a large one is easier to read on steep banks.
- Transparency: how much of the chart below shows through your contours.
- Depth offset: the difference between the depth at the transducer and the depth you want recorded. Set it to the transducer depth below the surface, so the contours show the real depth of the water.
INDEX contour interval; transparency

# 8 Waypoints, routes and trails
## 8.1 Saving a waypoint
A waypoint is a saved position. To save the boat's position, press ENTER on any page when no menu is open and the cursor is not shown; the waypoint is saved at once with the next free number. To save a waypoint at another place, move the cursor there on the chart or imaging page and press ENTER.
Select a waypoint and press MENU > Edit to give it a name, choose its symbol and colour, or enter a note such as the lure that worked there.
INDEX waypoints; saving a waypoint
## 8.2 Going to a waypoint
Move the cursor over the waypoint on the chart, or open the Waypoints tile on the Home page and select the waypoint from the list. Then select Go to. The unit draws a line from the boat to the waypoint and shows the distance, the bearing and the time to go in the data bar. Select MENU > Cancel navigation to stop.
WARNING: The line to a waypoint is a straight line. It does not steer you around land, rocks or shallow water.
INDEX go to waypoint; navigation
PAGE
## 8.3 Creating a route
A route is a series of points the unit leads you along one after the other.
1. On the chart page, press MENU and select New route.
2. Move the cursor to the first point and press ENTER. Repeat for each point of the route.
3. Press MENU and select Save when the route is complete.
To follow the route, open the Waypoints tile, select the Routes tab, select the route and choose Start. You can run the route forward or in reverse.
INDEX routes; creating a route
## 8.4 Trails
A trail is the line drawn behind the boat showing where it has been. The unit records one trail all the time it is on. Select Waypoints > Trails to start a new trail, to hide a trail, or to change its colour. A trail can be turned into a route, so you can follow the same way back out of a marsh or through a channel.
To delete a trail, select it in the Trails list, press MENU, and select Delete. Deleting a trail does not delete your waypoints.
INDEX trails; deleting a trail

# 9 Alarms
## 9.1 Setting an alarm
The unit sounds a buzzer and shows a message when an alarm goes off. Select Settings > Alarms and tick the alarm you want, then select it to set its value.
- Shallow water: sounds when the depth is less than the value you set. Set it a little more than the draft of your boat.
- Deep water: sounds when the depth is more than the value you set.
- Fish alarm: sounds when Fish ID shows a fish symbol. Fish ID must be on.
- Anchor: sounds when the boat drifts farther than the radius you set from where the alarm was turned on.
- Arrival: sounds when the boat comes within the radius you set of the waypoint or route point you are going to.
- Low battery: sounds when the supply voltage falls below the value you set.
INDEX alarms; shallow water alarm; anchor alarm; fish alarm; low battery alarm
Press ENTER or EXIT to silence an alarm and close the message. The alarm sounds again if the condition comes back after it has cleared. To stop an alarm for good, clear its check box under Settings > Alarms.
## 9.2 Keel and transducer offset
The depth is measured from the face of the transducer. Select Settings > Sonar > Installation > Depth offset to enter a negative value, the distance from the transducer down to the lowest point of the keel, so the depth shown and the shallow water alarm give the water under your keel; or a positive value, the distance up to the surface, so they give the depth of the water.
INDEX depth offset; keel offset

# 10 Settings
## 10.1 System settings
Select Settings > System to change:
- Language: the language of the menus and messages.
- Units: feet or metres for depth, Fahrenheit or Celsius for temperature, and miles, kilometres or nautical miles for distance.
- Key beeps: the sound the keys make when pressed. Select Off, Low or Loud.
- Time: the time format and the local time offset from the GPS time.
- About: the software version, the serial number and the version of the charts loaded.
INDEX system settings; units; language; key beeps
## 10.2 Updating the software
Updates add features and fix problems. Download the update file for your unit from the Lowrance website to the root folder of a microSD card.
1. Insert the card with the unit turned off.
2. Turn on the unit; it asks whether you want to update. Select Yes.
3. Wait until the unit restarts by itself. Do not turn the unit off or remove the card while it is updating.
INDEX software update
## 10.3 Restoring the defaults
Select Settings > System > Restore defaults to return the settings to the way they were when the unit left the factory. You can restore the settings alone, or the settings and the waypoints, routes and trails. Choosing both erases all your saved points and cannot be undone; save them to a card first with Waypoints > Export.
INDEX restore defaults; export waypoints

# 11 Maintenance
## 11.1 Cleaning the display
Wipe the screen with a clean microfibre cloth moistened with fresh water or a cleaning fluid made for optical coatings. Do not use cleaners that contain ammonia, solvents or abrasives; they damage the anti-glare coating. After a day on salt water, rinse the unit with fresh water and let it dry before you fit the sun cover.
## 11.2 Caring for the transducer
Marine growth, paint and a film of oil on the face of the transducer weaken the sonar and the imaging. Clean the face with a soft brush and mild detergent every few weeks in the season. If the boat is antifouled, use only a water-based paint made for transducers, and apply one thin coat.
INDEX cleaning; transducer care
## 11.3 Storage and connectors
Remove the unit from its bracket when you leave the boat, to keep it out of the sun and away from thieves, and store it indoors over the winter. Put the dust caps on the connectors at the back. Fit the sun cover whenever the unit is left on the bracket.
Once a season, disconnect the power and transducer cables, check the pins for green corrosion, and push the plugs back firmly until they lock. A loose power plug is the most common cause of a unit that turns itself off when the boat hits a wave.
INDEX connectors; storage

# 12 Troubleshooting
## 12.1 The unit does not turn on
Check that the battery is charged and that the power cable is pushed fully into the back of the unit. Check the 3 amp fuse in the holder on the red power wire; a blown fuse has a broken wire inside it and must be replaced with a fuse of the same rating. If the unit turns on only while the engine is not being started, the voltage drops too low when the engine cranks: connect the unit to a separate battery.
## 12.2 The depth is missing or flashing
A flashing depth means the sonar has lost the bottom. At speed, air bubbles passing over the transducer are the usual cause: lower the transducer a little, and make sure no rivet or strake disturbs the water in front of it. If the depth is missing at rest, check that the transducer cable is plugged in and that the transducer model chosen in Settings > Sonar > Installation matches the one fitted.
INDEX troubleshooting; flashing depth
PAGE
## 12.3 Lines or speckles on the sonar
Regular lines or speckles that move across the screen are interference. Raise Noise rejection, run the transducer cable away from the engine wiring and the power cables of other equipment, and turn off any other sonar on the boat to see whether it is the cause.
## 12.4 No SideScan tile
The SideScan tile appears only when a TripleShot transducer is connected and chosen in the setup wizard. If you have a TripleShot but the tile is missing, select Settings > Sonar > Installation and choose TripleShot as the transducer model.
## 12.5 No GPS position
If the satellite icon keeps flashing, move the unit where it has a clear view of the sky; a metal hardtop or a console roof can block the signals. After the unit has been stored for a long time or moved far, the first fix can take several minutes.
## 12.6 The chart card is not read
Remove the card and look at the contacts; clean them with a dry cloth if they are dull. Push the card in until it clicks. A Navionics card must be chosen under MENU > Chart source before the chart shows.

# 13 Specifications
## 13.1 Specifications of the HOOK Reveal series
The values below are typical. The HOOK Reveal 7 is described in this manual; the HOOK Reveal 5 and HOOK Reveal 9 are listed for comparison.
INDEX specifications; power draw; weight; resolution
TABLE Specification | HOOK Reveal 5 | HOOK Reveal 7 | HOOK Reveal 9
| Screen size (diagonal) | 5 in (127 mm) | 7 in (178 mm) | 9 in (229 mm) |
| Display type | SolarMAX colour TFT | SolarMAX colour TFT | SolarMAX colour TFT |
| Resolution (W x H) | 800 x 480 pixels | 1024 x 600 pixels | 1280 x 720 pixels |
| Supply voltage | 12 V DC, 10-17 V | 12 V DC, 10-17 V | 12 V DC, 10-17 V |
| Power draw (typical) | 0.6 A at 13 V | 0.75 A at 13 V | 1.0 A at 13 V |
| Fuse | 2 A | 3 A | 3 A |
| Sonar | wide-angle high CHIRP, DownScan 455/800 kHz | wide-angle high CHIRP, DownScan 455/800 kHz | wide-angle high CHIRP, DownScan 455/800 kHz |
| SideScan | TripleShot models | TripleShot models | TripleShot models |
| HDI CHIRP bands | 50/200 kHz | 50/200 kHz | 50/200 kHz |
| Maximum depth (HDI, 50 kHz) | 1000 ft (305 m) | 1000 ft (305 m) | 1000 ft (305 m) |
| GPS | internal | internal | internal |
| Waypoints | 3000 | 3000 | 3000 |
| Routes | 100, of up to 100 points | 100, of up to 100 points | 100, of up to 100 points |
| Trails | 100, of up to 10000 points | 100, of up to 10000 points | 100, of up to 10000 points |
| Card slot | one microSD | one microSD | one microSD |
| Waterproofing | IPX7 | IPX7 | IPX7 |
| Operating temperature | -15 to +55 C | -15 to +55 C | -15 to +55 C |
| Dimensions (W x H x D) | 178 x 112 x 59 mm | 226 x 139 x 64 mm | 274 x 172 x 66 mm |
| Weight (display only) | 0.45 kg (1.0 lb) | 0.66 kg (1.46 lb) | 0.95 kg (2.09 lb) |
`

export const HOOK_REVEAL_7_MANUAL: ManualSource & ManualStyle = {
  id: 'lowrance-hook-reveal-7',
  brand: 'Lowrance',
  model: 'HOOK Reveal 7',
  deviceType: 'fishfinder',
  title: 'HOOK Reveal Operator Manual',
  coverTitle: 'Operator Manual',
  coverLines: [
    'HOOK Reveal 5, HOOK Reveal 7 and HOOK Reveal 9',
    'Fishfinder with GPS, charts, CHIRP sonar and DownScan imaging',
    'English',
  ],
  code: '988-12876-002',
  size: [419.53, 595.28],
  margin: 40,
  gutter: 0,
  columns: 1,
  bodySize: 9.5,
  headerSeparator: ' | ',
  frontNumbers: 'none',
  contentsSections: true,
  catalogue: true,
  frontChapters: 1,
  frontUnnumbered: true,
  sectionsNotIndexed: true,
  headerNumber: { web: 'www.lowrance.com' },
  text: HOOK_REVEAL_7,
}

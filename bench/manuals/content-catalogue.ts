// The benchmark manuals of catalogue devices (content/catalogue/devices.json): owner's manuals written for
// the bench in a maker's style, not copied from any real manual, in generate.ts's markup, describing only what
// the catalogue says each device has. They test whether the reading and answering generalise to manuals they
// were not tuned on. The Garmin STRIKER 4 manual follows the measurement that started this work (a cover, two
// contents pages, nine chapters, printed numbers three behind the PDF page index at the outside edge of the
// footer, no index); the Raymarine Element 9 HV manual is in another house style (A4, two columns, the number
// centred in the footer, numbered on from the first contents page after a cover and a blank page).
// The Furuno NavPilot 300 manual (A4) numbers its pages by chapter ('1-1', '2-3', 'AP-1'), centred, after a
// foreword, safety instructions and contents in roman numerals, under a header of the chapter's number and
// title; the Icom IC-M424G manual (US Letter, serif) counts its pages from the unnumbered cover, with the
// chapter title over even pages and the model over odd ones.
import type { ManualSource } from './content'
import { FCV_588_MANUAL } from './content-fcv-588'
import { HELIX_5_MANUAL } from './content-helix-5'
import { HOOK_REVEAL_7_MANUAL } from './content-hook-reveal-7'

/** House-style options of the later catalogue manuals, beyond content.ts's ManualSource (generate.ts draws them). */
export interface ManualStyle {
  /** Printed numbers: 'chapter' restarts them at each chapter ('1-1', '1-2'... '2-1'..., 'AP-1' for a chapter
   * titled 'Appendix...'; a chapter titled '3. ...' is chapter 3), the cover unnumbered and the pages before
   * the first numbered chapter in roman (i, ii...); 'cover' counts from the cover, which shows no number, so
   * the printed number is the PDF page index. */
  numbering?: 'chapter' | 'cover'
  /** The first n chapters are front matter (a foreword, safety instructions), drawn before the contents. */
  frontChapters?: number
  /** The running header: the chapter's title alone on every numbered chapter page ('chapter'), or the
   * chapter's title on even pages and the model on odd ones ('alternate'). */
  header?: 'chapter' | 'alternate'
  /** The footer: the printed number alone, centred or at the outside edge, without the document code. */
  plainFooter?: 'centred' | 'outside'
  /** A scan of the drawn manual: every page rendered at 200 dpi, grayscale, slightly tilted, with a few specks,
   * embedded as one image per page with no text layer (scan.ts); the ground truth is the drawn manual's. */
  scan?: true
  /** A narrow sidebar at the left of every chapter page, this share of the text width, holding the NOTE /
   * WARNING / CAUTION notices beside where they occur; the main text in the wide column to its right. */
  noticeSidebar?: number
  /** A thumb tab at the outer edge of every chapter page: the chapter's name rotated 90 degrees in white on a
   * dark rectangle, lower down the edge with each chapter; it is the page's running header. The footer: the
   * printed number in bold 14 pt at the bottom outer corner, the chapter's name in 8 pt at the inner one. */
  thumbTabs?: boolean
  /** The contents entries set in two columns on their one page. */
  contentsTwoColumns?: boolean
  /** The printed number in the running header at the top outer corner, beside the chapter's number and name on
   * even pages ('12   3 | Sonar', from a chapter titled '3 Sonar') and the title on odd ones ('Title   13'); the
   * footer only a small centred line of the document code and this web address ('code | web'). */
  headerNumber?: { web: string }
  /** The front chapters (frontChapters) print no number and are left out of the contents: the printed numbers
   * start at 1 on the first chapter after the contents. */
  frontUnnumbered?: boolean
  /** The index lists only the INDEX terms, not every section title. */
  sectionsNotIndexed?: boolean
}

const STRIKER_4 = `
# Introduction
WARNING: See the Important Safety and Product Information guide in the product box for product warnings and other important information.
## About This Manual
This manual covers the STRIKER 4 fishfinder with the included dual-beam transducer. Menu names in this manual are shown as a path: Settings > System > Beeper means open Settings, select System, and then select Beeper. The screens shown may differ slightly from your device, depending on the software version and the transducer connected.
## Device Keys
FIGURE 150 Figure 1: The front of the STRIKER 4, showing the keypad to the right of the screen.
- Power key: hold it to turn the device on or off; press it briefly to open the backlight and color mode window.
- Zoom in and zoom out keys (+ and -): change the range of the sonar view and the scale of the waypoint map.
- BACK key: returns to the previous screen. Hold it to return to the Home screen from anywhere.
- Arrow keys: move through menus, move the cursor on the waypoint map and scroll back through sonar history.
- OK key: confirms the highlighted option or message.
- MENU key: opens the settings of the screen you are viewing. Press it twice to open the full list.
- MARK key: saves the boat's present location as a waypoint.
INDEX keys
## Registering Your Device
Register the fishfinder online with the serial number, which is printed on a white label on the back of the unit and on the carton. Registration lets us tell you about software improvements and helps if the unit is lost or stolen. Store the original sales receipt, or a photocopy of it, in a safe place with this manual.
## Support and Care
Support is available online through the product page, where you can find frequently asked questions, the latest version of this manual and videos about setting up the sonar. Outside the United States, contact your local dealer. Have the serial number and the software version ready; the software version is shown under Settings > System > System Information.
Clean the outer casing and the screen with a soft cloth dampened with a mild detergent solution, then wipe dry. Do not use a cleaner that contains ammonia, alcohol or a solvent; it can damage the anti-glare coating of the lens. Rinse the unit with fresh water after every trip in salt water.

# Getting Started
## Turning On the Device
Hold the power key until the screen lights and the start-up page appears. The first time you turn on the device, it asks you to choose the language and the units of measure, and then shows the Home screen. To turn the device off, hold the power key until the countdown on the screen ends and the display goes dark.
NOTE: The device does not run from a battery of its own. It needs 12 V power through the power cable, or the battery of the portable kit.
## Acquiring GPS Satellite Signals
The built-in GPS receiver finds your position so the device can show your speed, save waypoints and draw your track. When you turn the device on outdoors with a clear view of the sky, it usually fixes its position within a minute. The GPS bars at the top of the Home screen turn green when the position is fixed; until then a question mark blinks over the boat icon on the waypoint map.
The first fix after the device has been moved a long way, or has been stored for several months, can take up to five minutes. Keep the boat still until the bars are green.
INDEX GPS; satellites
PAGE
## The Home Screen
The Home screen is the starting point of every screen on the device. Hold BACK from any screen to return to it. The Home screen shows a tile for each screen: Traditional, Split Zoom, Split Frequency, Flasher, Waypoint Map, Numbers, Data Graphs and Settings. Select a tile with the arrow keys and press OK to open it.
FIGURE 120 Figure 2: The Home screen with its tiles and the GPS bars in the top left corner.
## Customizing the Home Screen
You can hide the tiles you never use and change their order.
1. From the Home screen, press MENU.
2. Select Customize Home.
3. Select Rearrange to move a tile with the arrow keys, or select Show/Hide and clear the check box beside a tile.
4. Press BACK to save the layout.
INDEX home screen
PAGE
## Adjusting the Backlight
1. Press the power key briefly.
2. Select Backlight.
3. Use the up and down arrows to set the brightness, and press OK.
TIP: The backlight uses a good share of the power. In a small boat running on the portable battery, a lower setting gives you more hours on the water.
## Changing the Color Mode
Press the power key briefly, select Color Mode, and choose Day or Night. Night mode darkens the palette so the screen does not spoil your night vision. The sonar color scheme itself is changed under Sonar Setup > Appearance > Color Scheme.
## Turning the Beeper On or Off
The beeper sounds when you press a key and when an alarm goes off. Select Settings > System > Beeper, and choose On, Alarms Only or Off. With Alarms Only the keys are silent but every alarm can still be heard.
## Using the Simulator
The simulator shows moving sonar and GPS data without a transducer or a satellite fix, so you can learn the menus at home. Select Settings > System > Simulator. Turn it off before you go fishing: while it runs, the depth and position shown are not real.
INDEX simulator; beeper; color mode

# Sonar
## The Traditional Sonar View
The Traditional view is a full-screen picture of the sonar returns below the boat. New returns appear on the right edge of the screen and move to the left as time passes, so the screen is a history of what passed under the transducer. The depth, the water temperature and the boat speed are shown in the top left corner, and the depth scale runs down the right side.
FIGURE 130 Figure 3: The Traditional sonar view: bottom, fish arches and the depth scale.
A fish shows as an arch because the distance to it changes as the boat passes over it: the fish is farther away when it enters the edge of the beam, closest when it is under the transducer, and farther again as it leaves. Half arches or flat lines mean the boat was not moving, or the fish swam through the edge of the beam.
INDEX arches; traditional view
PAGE
## Split Zoom and Split Frequency
The Split Zoom view shows the full range of the sonar on the right side of the screen and an enlarged part of it on the left. The enlarged area follows the bottom, which makes it easier to tell fish holding tight to the bottom from the bottom itself.
The Split Frequency view shows the 200 kHz returns on one side of the screen and the 77 kHz returns on the other, at the same time. Compare the two to tell whether a fish is directly below the boat or out to the side.
## The Flasher
The flasher shows the sonar returns on a circular dial, like a traditional ice-fishing flasher. The depth is read around the ring, and the bands of color show the bottom and anything between the boat and the bottom. The flasher is described further in Ice Fishing and Portable Use.
## Pausing the Sonar
Press OK on a sonar view to pause it, then use the left arrow to scroll back through the history. The depth and the position of the cursor are shown at the bottom of the screen. Press OK again, or BACK, to resume the live picture.
INDEX split zoom; split frequency; pausing
PAGE
## Selecting the Transducer Frequency
The STRIKER 4 transmits CHIRP sonar: every ping sweeps across a band of frequencies instead of sending a single tone, which separates fish that swim close together and gives a clearer bottom. With the included dual-beam transducer you can use the 77 kHz band or the 200 kHz band.
- 77 kHz: a wide cone, about 45 degrees, for finding fish and following the bottom in deep water.
- 200 kHz: a narrow cone, about 15 degrees, for more detail and better separation under the boat and in shallow water.
To change it, from a sonar view select MENU > Frequency, and select a frequency. Select Dual to show both frequencies on the Split Frequency screen.
INDEX frequency; CHIRP; 77 kHz; 200 kHz
## Adjusting the Range
The range is the depth scale on the right side of the screen. When Auto is selected, the device keeps the bottom within the lower part of the screen. To set a range yourself, select MENU > Range and choose a depth. Press the zoom in and zoom out keys on a sonar view to change the range quickly.
PAGE
## Adjusting the Gain
The gain controls how strongly the returns are shown. More gain shows small fish and baitfish but also more clutter; less gain gives a cleaner screen but can hide weak returns.
1. From a sonar view, select MENU > Gain.
2. Select Auto Low, Auto Medium or Auto High to let the device adjust the gain as the water changes.
3. To set it yourself, select Manual, and raise the gain until you begin to see noise in the water column, then lower it a step or two.
NOTE: If you cannot see the bottom after raising the gain, the transducer may be out of the water or covered by air bubbles; see Mounting the Transducer.
INDEX gain; range
## Fish Symbols
Select MENU > Fish Symbols to show suspended targets as fish icons instead of arches. You can show the icons with the depth of each target written beside them, or hide the icons and keep the depth numbers only. The size of an icon follows the strength of the return, which depends on the size of the fish and where it sits in the beam.
PAGE
## Sonar Setup
Select MENU > Sonar Setup from any sonar view to open the settings that change how returns are drawn.
- Scroll Speed: how fast the picture moves across the screen. Use a faster speed when the boat moves quickly, a slower one when you are drifting or at anchor.
- Surface Noise: shows or hides the returns near the surface caused by waves, wakes and temperature changes.
- Noise Reject: reduces the speckles and lines caused by electrical noise. Select Off, Low, Medium or High.
- Whiteline: draws the hardest part of the bottom in white, so you can tell a hard rock bottom, which shows a wide white band, from soft mud, which shows a thin one.
- Depth Line: draws a dotted line at a depth you choose, to read the depth of a fish at a glance.
- A-Scope: a vertical strip on the right edge of the screen that shows the returns directly below the transducer at this moment.
INDEX sonar setup; whiteline; A-Scope; noise reject
## Viewing Water Temperature
The water temperature is shown only when the connected transducer has a temperature sensor. If no temperature appears, the transducer has none; a temperature-equipped transducer can be fitted in its place. Select Numbers from the Home screen to show the temperature in large digits, or Data Graphs to show a graph of the temperature over the last few minutes.
INDEX water temperature

# Waypoints and Tracks
## The Waypoint Map
The Waypoint Map shows your position, your waypoints and your track over a plain grid. It is not a navigation chart: it shows no shorelines, depth contours or navigation aids. Use the zoom in and zoom out keys to change the scale, and the arrow keys to move the cursor across the map.
FIGURE 110 Figure 4: The Waypoint Map with the boat, two waypoints and the track behind the boat.
## Marking Your Present Location
From any screen, press MARK. The device saves the boat's location as a waypoint named with the next free number. Select Edit to give it a name, a symbol or a note at once, or press BACK to keep the default name.
INDEX waypoint map; marking waypoints
PAGE
## Creating a Waypoint at Another Location
1. From the Waypoint Map, use the arrow keys to move the cursor to the location.
2. Press OK, and select Create Waypoint.
To enter a waypoint you know from a paper chart or a friend, select Waypoint Map > MENU > New Waypoint, and type the latitude and longitude with the arrow keys.
## Navigating to a Waypoint
1. From the Waypoint Map, move the cursor over a waypoint, or select MENU > Waypoints and pick one from the list.
2. Select Navigate To.
A straight magenta line is drawn from the boat to the waypoint, and the distance and bearing are shown at the top of the screen. The line does not avoid land or shallow water: watch the water ahead.
## Editing or Deleting a Waypoint
Select MENU > Waypoints, select a waypoint, and select Edit to change its name, symbol, depth, water temperature or position, or select Delete to remove it. To remove all the waypoints at once, select Settings > Reset > Clear All Waypoints; they cannot be recovered afterwards.
INDEX navigating; deleting waypoints
PAGE
## Man Overboard
If someone falls overboard, hold MARK for about two seconds and select Man Overboard. The device saves the location with a special symbol and starts navigating to it at once, so you can turn the boat and return to the spot where the person went in.
## The Track Log
The track is the dotted line drawn behind the boat on the Waypoint Map. It records where the boat has been while the device is on. Use it to follow your way back out of a creek, or to return along a drift that produced fish.
To set how the track is drawn, select Waypoint Map > MENU > Tracks. Select Show Track to hide or show it, Track Color to choose its color, and Recording Mode to set how often a point is saved.
Select Waypoint Map > MENU > Tracks > Clear Track, and select OK. The track disappears from the map and a new one starts from the boat's position. Clearing the track does not delete your waypoints.
INDEX man overboard; track log; clear track

# Ice Fishing and Portable Use
## Ice Fishing with the Flasher
The flasher is the view most ice anglers use. Because the boat does not move, an arch never forms: a fish shows as a band of color that thickens as the fish rises toward your bait, which shows as a thinner band above it. Open Flasher from the Home screen.
1. Lower the transducer through the hole until it is just below the bottom edge of the ice.
2. Select MENU > Range and choose a range a little deeper than the water.
3. Select MENU > Gain and raise it until you can see your jig as a thin band.
4. Select MENU > Zoom to show only the last few feet above the bottom.
TIP: For ice fishing, select the 200 kHz frequency. Its narrow beam makes your jig easier to follow.
INDEX flasher; ice fishing
PAGE
## The Portable Kit
The portable kit, sold separately, holds the fishfinder, a rechargeable battery, a charger and a transducer float in one carry case, so you can use the device in a kayak, a rented boat or on the ice. The battery connects to the power cable as a boat supply would, and the transducer is either clamped in its suction-cup mount or hung through the ice on its float.
Charge the battery of the portable kit for at least ten hours before you use it the first time. Connect the charger to the battery, and plug it into a wall outlet. Charge it after every trip, and charge it fully before you store the kit for the summer; a battery left empty for months may no longer hold a charge.
NOTE: Charge the battery only in a temperature of 0 to 45 C (32 to 113 F). Below freezing, bring it indoors first.
INDEX portable kit; charging

# Alarms
## Setting a Sonar Alarm
Sonar alarms sound when the depth, the water or a fish reaches a value you set. Select Settings > Alarms > Sonar, and select an alarm.
- Shallow Water: sounds when the depth is less than the value you set.
- Deep Water: sounds when the depth is more than the value you set.
- Water Temp: sounds when the water temperature is above or below the range you set, or changes by more than a set amount.
- Fish: sounds when the device shows a fish symbol. Choose the sizes that sound the alarm: all, small and larger, medium and larger, or large only.
NOTE: The shallow water alarm measures from the transducer face unless a keel offset is set.
INDEX shallow water alarm; deep water alarm; fish alarm
PAGE
## Setting a Navigation Alarm
Select Settings > Alarms > Navigation.
- Arrival: sounds when the boat comes within a set distance of the waypoint you are navigating to.
- Anchor Drag: sounds when the boat moves more than a set distance from where the alarm was turned on. Turn it on after dropping anchor.
- Off Course: sounds when the boat strays more than a set distance off the line to the waypoint.
## Setting a System Alarm
Select Settings > Alarms > System.
- Clock: sounds at the time you set, using the time given by the GPS.
- Battery: sounds when the supply voltage falls below the value you set. Set it a little above the voltage at which your battery is flat; for a 12 V lead-acid battery, 11.5 V is a sensible value.
- GPS Accuracy: sounds when the position is less accurate than the distance you set.
INDEX anchor drag alarm; battery alarm

# Device Configuration
## System Settings
Select Settings > System.
- Display: the backlight and color mode, as described in Getting Started.
- Beeper: turns the key and alarm sounds on or off.
- Auto Power: turns the device on as soon as power is applied, for a unit wired to the ignition.
- Language: the language of the screen text.
- System Information: the software version, the unit ID and the option to restore the factory settings.
## Changing the Units of Measure
Select Settings > Units to set the units shown on every screen.
- Depth: feet, meters or fathoms.
- Temperature: Fahrenheit or Celsius.
- Distance and speed: statute (mi, mph), nautical (nm, kt) or metric (km, kph).
INDEX units; auto power
PAGE
## Setting the Keel Offset
The keel offset adds or subtracts a distance from the depth reading, so the device shows the depth of water under the keel or from the surface rather than under the transducer.
1. Measure the distance from the transducer to the waterline, or from the transducer to the bottom of the keel.
2. Select Settings > Sonar Setup > Installation > Keel Offset.
3. For the depth from the waterline, enter the distance to the waterline as a positive number. For the depth under the keel, enter the distance to the keel as a negative number.
4. Press OK to save the value.
INDEX keel offset
## Setting the Water Temperature Offset
If the temperature shown differs from an accurate thermometer, select Settings > Sonar Setup > Installation > Temperature Offset and enter the difference. Compare the two readings at the depth of the transducer, after the boat has been in the water for a while.
PAGE
## Navigation Settings
Select Settings > Navigation to set the heading shown (true or magnetic), the position format (degrees and minutes, or degrees, minutes and seconds) and the map datum. Leave the datum at WGS 84 unless the paper charts you use say otherwise.
## Restoring the Factory Settings
Restoring the factory settings returns every setting to its value at delivery. Your waypoints and tracks are kept.
1. Select Settings > System > System Information.
2. Select Factory Settings.
3. Select Yes to confirm. The device restarts and asks for the language and units again.
NOTE: To clear your waypoints as well, use Settings > Reset > Clear All Waypoints.
INDEX factory settings; navigation settings

# Installation
CAUTION: Wear safety goggles and a dust mask when you drill, cut or sand, and check what lies behind a surface before you drill into it.
## Mounting the Device
The device sits in a tilt-and-swivel bracket that can be screwed to the dash or to a flat surface. Choose a place where the screen can be seen from the helm, where it can be reached, and where the cables can be routed to the battery and the transducer. Keep the device at least 15 cm (6 in.) from a magnetic compass.
1. Place the bracket, mark the four holes, and drill pilot holes.
2. Screw the bracket down with the screws supplied.
3. Slide the device onto the cradle until it clicks, and tighten the tilt knobs.
INDEX mounting bracket; compass safe distance
PAGE
## Mounting the Transducer
The transducer must stay in the water, out of the turbulence behind the hull, for a clean picture at speed. On a transom, mount it on the side where the propeller blades move down, and away from strakes, drain holes and water intakes.
1. Hold the bracket on the transom so the face of the transducer is level with the bottom of the hull, or up to 3 mm (1/8 in.) below it.
2. Mark and drill the holes, and fill them with marine sealant before you fit the screws.
3. Set the transducer parallel to the water line; it should not point up or down when the boat is at rest.
4. Route the cable away from the engine wiring, and leave a loop at the transom so the transducer can kick up if it hits something.
FIGURE 120 Figure 5: Transducer on the transom, its face level with the bottom of the hull.
INDEX transducer; transom
PAGE
## Connecting to Power
Connect the power cable to a 12 V supply through a switch, or to the ignition circuit.
1. Route the cable from the device to the battery or to the fuse block.
2. Connect the red wire to the positive terminal through the inline fuse holder and the 3 A fuse.
3. Connect the black wire to the negative terminal.
4. Plug the power cable and the transducer cable into the back of the cradle, and push them until they lock.
CAUTION: Do not remove the inline fuse holder. A short in the cable without a fuse can cause a fire.
If the power wires must be extended, use wire of at least 0.82 mm2 (18 AWG) for runs up to 5 m, and heavier wire beyond that. Seal every join with heat-shrink tubing so no water reaches the copper.
INDEX power cable; fuse

# Appendix
## Specifications
TABLE Specification | Value
| Display | 3.5 in. color, 480 x 320 pixels, sunlight-readable |
| Dimensions (W x H x D) | 97 x 154 x 51 mm (3.8 x 6.1 x 2.0 in.) with the bracket |
| Weight | 230 g (8.1 oz) |
| Water rating | IPX7: survives immersion in 1 m of water for 30 minutes |
| Operating temperature | -15 to 55 C (5 to 131 F) |
| Input voltage | 10 to 20 Vdc |
| Maximum current | 0.5 A |
| Fuse | 3 A, standard blade, in the power cable |
| Compass safe distance | 15 cm (6 in.) |
| Transmit power | 200 W (RMS) |
| Sonar frequencies | CHIRP, 77 and 200 kHz with the included transducer |
| Beam angles | 45 degrees at 77 kHz, 15 degrees at 200 kHz |
| Maximum depth | 1,600 ft (488 m) in fresh water; 750 ft (229 m) in salt water |
| Waypoints | 5000 |
| Track log | 50,000 points |
INDEX specifications
PAGE
## Troubleshooting
TABLE Problem | Cause | Solution
| The device does not turn on | No power is reaching the device, or the inline fuse has blown | Check that the power connector is pushed fully into the cradle, check the battery voltage, and replace the 3 A fuse in the power cable if it has blown |
| The device turns off while the engine starts | The voltage drops below 10 V while the starter motor turns | Connect the device to a different battery from the engine, or to a circuit that holds its voltage while cranking |
| The screen shows snow, lines or static | Electrical noise from the engine, a pump or a nearby sonar | Set Noise Reject to High, route the transducer cable away from the ignition wires, and turn off the other sonar to test |
| No depth, or the bottom is lost at speed | Air bubbles pass over the face of the transducer | Lower the transducer so its face is level with the hull bottom, and check that no strake or rivet runs in front of it |
| The depth reading is wrong | A keel offset is set, or the transducer is not level | Check the keel offset under Sonar Setup > Installation, and level the transducer |
| The water temperature is missing or wrong | The transducer has no temperature sensor, or an offset is set | Connect a transducer with a temperature sensor, and check the temperature offset |
| The device does not get a GPS position | The sky is blocked, or the device was moved far while off | Move the device where it has a clear view of the sky, and wait up to five minutes without moving |
| The screen is too dim to read in sun | The backlight is set low | Press the power key briefly and raise the backlight |
| Fish show as lines, not arches | The boat is stopped, or the scroll speed is too slow for the boat speed | Arches form only while the boat moves; raise the scroll speed |
INDEX troubleshooting
PAGE
## Software License Agreement
By using the device, you agree to the terms of the software license. The software of this device is licensed, not sold, for use only in the normal operation of the product. The software remains the property of its maker and its suppliers, and is protected by copyright law. You may not copy, change, decompile or reverse-engineer the software, nor transfer it apart from the device.
## Limited Warranty
The device is warranted to be free from defects in materials and workmanship for one year from the date of purchase. The warranty does not cover damage from accidents, misuse, unauthorized repair, or water entering through a cable or a cover that was not fitted as described in this manual. Keep the sales receipt as proof of the date of purchase.
`

const ELEMENT_9_HV = `
# Important information
WARNING: The product must be installed and operated in line with the instructions in this document. Failure to do so could result in personal injury, damage to your vessel and poor product performance.
WARNING: Always switch off the power supply at the vessel's breaker before you start to install the product. Do not connect or disconnect equipment with the power switched on.
WARNING: This product is a navigation aid only. Electronic charts are not a substitute for official government charts, which contain all the information needed for safe navigation. Keep a lookout at all times.
## Water ingress
Water ingress disclaimer: although the waterproof rating of this product meets the stated IPX6 and IPX7 standards, water intrusion and subsequent equipment failure may occur if the product is subjected to commercial high-pressure washing. The warranty does not cover equipment subjected to high-pressure washing.
## Product disposal
Dispose of this product in accordance with the WEEE Directive. The crossed-out wheeled bin symbol on the product means that it must not be disposed of with general household waste; take it to a collection point for electrical equipment, or return it to your dealer.
## Declaration of conformity
The product complies with the essential requirements of the Radio Equipment Directive 2014/53/EU for its built-in Wi-Fi transmitter. The original declaration of conformity can be viewed on the product page of the manufacturer's website.
## Warranty registration
To register your product, visit the manufacturer's website and register online. Registering gives you the full warranty benefits. The product box has a bar code label with the serial number of the unit; keep this label, you need the number to register. The serial number is also shown in the Settings menu, on the Getting started tab, under Diagnostics.
FIGURE 220 Product dimensions and the serial number label on the back of the display.
INDEX warranty; serial number
## Chart accuracy
No chart, electronic or paper, is guaranteed to be free of errors or omissions. Charts can be out of date, and the depths and positions they show may differ from the real world. Use every source of information on board, and good seamanship, to confirm your position and the depth of water.
## Technical accuracy
To the best of our knowledge, the information in this document was correct at the time it was produced. Products are improved continuously, and features and specifications may change without notice, so the product can differ from what this document describes. Check the website for the latest version of this document.

# Document and product information
## Applicable products
This document applies to the Element 7 HV, Element 9 HV and Element 12 HV chartplotter and sonar displays. The three models differ in screen size only; the screens in this document are from the Element 9 HV. Each display has a built-in GNSS receiver, built-in Wi-Fi, a microSD card slot for charts and a sonar module for the HV-100 transducer.
## Parts supplied
The following parts come with the display. If anything is missing or damaged, contact your dealer.
- Element HV display with sun cover.
- Trunnion (bracket) mount with its two knobs.
- Flush mounting gasket and screws.
- Power and transducer cable, 1.5 m (4.9 ft).
- HV-100 transducer with transom bracket and temperature sensor, where supplied as a kit.
- Documentation pack.
FIGURE 200 The Element HV display and the parts supplied.
PAGE
## Compatible transducers
The Element HV displays work with the HV-100 transducer, which combines HyperVision, SideVision, DownVision and CHIRP sonar elements in one housing, and a water temperature sensor. The HV-100 is a transom mount transducer for planing and displacement hulls. Transducers of other makers cannot be connected to the sonar connector.
## Compatible memory cards
The display has one microSD card slot, behind the card reader door on the front of the unit. It accepts microSD and microSDHC cards up to 32 GB, formatted FAT32. Use a card for electronic charts, for saving screenshots, and for backing up and restoring waypoints, routes and tracks.
NOTE: Do not remove a chart card while the Chart app is reading from it; wait until the chart has finished drawing.
## Software updates
The display runs LightHouse Sport software. Updates add features and improve performance. Check the software version on the Getting started tab of the Settings menu, under Diagnostics. Software is updated with the Raymarine app over Wi-Fi, or from a memory card; see the chapter Wi-Fi and the Raymarine app.
INDEX microSD card; HV-100; software version

# Installation
## Selecting a location
Choose a location for the display where it can be seen and reached from the helm. The location must:
- be flat, and strong enough to support the display and its bracket;
- be protected from physical damage and excessive vibration;
- allow air to circulate behind the display, and leave room behind it for the cables and their bends;
- be at least 1 m (3 ft) from a radio antenna or radio transmitter, and 350 mm (13.8 in) from a compass.
Screens are easiest to read when viewed straight on. Check the viewing angle from the helm in bright sun before you drill any holes.
INDEX compass safe distance; location
## Trunnion (bracket) mounting
1. Place the trunnion bracket on the mounting surface and mark the position of the holes.
2. Drill the holes with a bit suited to the surface and the fixings.
3. Secure the bracket with the fixings, and slide the display onto the bracket.
4. Screw in the two knobs, set the angle of the display, and hand-tighten the knobs.
NOTE: Hand-tighten the knobs only. Using tools on the knobs can crack the bracket.
FIGURE 180 Trunnion bracket mounting: bracket, display and knobs.
## Flush mounting
Flush mounting sets the display into the console so it sits flat with the surface. The template at the back of the documentation pack shows the cut-out for each model.
1. Check that there is enough room behind the console for the display and its connectors.
2. Tape the template to the console and drill a pilot hole in each corner of the cut-out.
3. Cut along the inside of the line with a jigsaw, and smooth the edges.
4. Stick the gasket to the rear of the display bezel, with the flat side against the display.
5. Place the display in the cut-out, connect the cables, and secure it with the screws supplied.
CAUTION: The gasket must be fitted to keep water out from behind the console. Do not use sealant in place of it.
FIGURE 140 Flush mounting cut-out and gasket.
INDEX flush mounting; trunnion bracket
## Connections overview
The rear of the display has two connectors: the power and transducer connector, and the SeaTalkng / NMEA 2000 connector. To make a connection, line up the connector with its socket, push it fully home, and turn the locking collar clockwise until it clicks.
FIGURE 150 Connectors on the rear of the display.
## Power connection
The display runs from a 12 V dc supply. Connect the power cable to the vessel's distribution panel through a breaker, or through an inline fuse on a switched circuit.
1. Route the power cable from the display to the distribution panel.
2. Connect the red wire to the positive terminal, through a 5 A inline fuse or thermal breaker.
3. Connect the black wire to the negative terminal.
4. Connect the drain wire (bare) to the vessel's RF ground point if there is one, or to the negative terminal.
WARNING: This product is a negative grounded system. Do not connect it to a positive grounded system.
## Power cable extension
The cable can be extended with wire of a suitable gauge. For runs of up to 8 m (26 ft) use 16 AWG (1.31 mm2) wire; for longer runs use 14 AWG (2.08 mm2). The voltage at the display must stay above 10.8 V with all equipment on.
INDEX power connection; fuse; drain wire
## SeaTalkng / NMEA 2000 connection
The display connects to a SeaTalkng or NMEA 2000 backbone, so it can share data with instruments and sensors on the network: for example wind, depth and speed data from instrument transducers, engine data, and heading from a compass. Connect the display to a spare spur of the backbone with a SeaTalkng spur cable, or with an adaptor cable to a DeviceNet connector on an NMEA 2000 network.
NOTE: The display does not supply power to the network. The backbone must be powered by its own 12 V supply at one point only, and needs a terminator at each end.
## Transducer connection
Connect the HV-100 transducer to the transducer connector on the power cable. If the transducer cable is too short, use a 4 m (13.1 ft) transducer extension cable; no more than one extension may be used.
## Transducer installation
The HV-100 is mounted on the transom, on the side where the propeller blades move downward, at least 75 mm (3 in) to the side of the propeller's swing. It must sit in clean water that flows smoothly over the hull at all speeds, away from strakes, ribs and fittings that cause bubbles. The bottom edge of the transducer should sit 3 mm (1/8 in) below the bottom of the hull, and its face should be parallel to the waterline with the boat at rest.
FIGURE 180 HV-100 transducer on the transom, level with the waterline.
INDEX SeaTalkng; NMEA 2000; transducer installation

# Getting started
## Controls
FIGURE 200 Front of the Element 9 HV display and its keypad.
- Power key: press to power on; press to open the shortcuts page; press and hold to power off.
- Range in and range out keys (+ and -): zoom the chart, or change the depth range of the sonar.
- Directional keys: move the cursor, and move through menus.
- OK key: select the highlighted item or confirm.
- Back key: return to the previous menu or screen.
- Menu key: open the menu of the app shown.
- Home key: show the homescreen.
- Waypoint / MOB key: press to place a waypoint at the vessel's position; press and hold to start a Man Overboard alarm.
INDEX keys; controls
## Powering the display on and off
Press the Power key to switch the display on. The start-up screen appears, and then a warning that the product is a navigation aid; press OK to accept it. To switch the display off, press and hold the Power key until the countdown reaches zero.
NOTE: When the display is switched off it still draws a small current from the battery. If the vessel will not be used for a long time, switch off the supply at the breaker.
## Startup wizard
The first time the display is switched on, the startup wizard helps you set it up. You are asked to choose:
- the language of the menus;
- the boat type, and whether the boat is a sailing or power vessel;
- the units of measure for distance, speed, depth and temperature;
- the depth offset of the transducer, so that depths are shown from the waterline or below the keel.
You can change all these settings later in the Settings menu.
## Shortcuts page
Press the Power key once to show the shortcuts page. From it you can change the brightness, switch between the day and night palette, lock the screen and keys, and go to the power off option. To adjust the brightness, use the left and right directional keys while the Brightness bar is highlighted.
INDEX startup wizard; shortcuts page; brightness
## Simulator mode
Simulator mode lets you practise with the display without being on the water. The display shows a simulated position, chart and sonar image. Turn it on from the Settings menu, on the This Display tab, under Simulator. A message is shown on every screen while Simulator mode is on.
WARNING: Do not use Simulator mode when navigating. It shows simulated data only.
## Screen lock
To avoid pressing keys by accident, select Lock screen from the shortcuts page. To unlock, press the Power key and then OK.
## GNSS position
The display has a built-in GNSS receiver that uses GPS and GLONASS satellites and updates the position 10 times per second, which helps the Chart app show a smooth, responsive boat position even when the vessel turns quickly. The status of the fix is shown in the status area at the top of the homescreen. A fix is usually obtained within a minute or two of power on. The GNSS settings, including the receiver's status page and its satellite view, are on the This Display tab of the Settings menu.
FIGURE 220 The GNSS status page and satellite view.
INDEX simulator mode; GNSS; GPS

# Homescreen
## Homescreen overview
The homescreen is the central access point for the apps. Press the Home key at any time to show it. The homescreen shows the app pages as icons, the status area with the GNSS fix and Wi-Fi status, and the My data, Settings and Waypoints icons.
FIGURE 220 The homescreen with the app page icons and the status area.
## App pages
Each app page shows one app full screen, or two or three apps side by side: for example the Chart app and the Fishfinder app on one split page. Select an icon with the directional keys and press OK to open its page.
## Customizing an app page
1. Highlight the app page icon on the homescreen.
2. Press the Menu key and select Customize.
3. Select the layout, and then select the app to show in each part of the layout.
4. Select Done, and give the page a name if you want to.
PAGE
## My data
The My data menu holds your waypoints, routes and tracks, and lets you import and export them. Select My data from the homescreen. From the list, select an item to view it, edit it, show it on the chart or delete it.
## Importing and exporting user data
Waypoints, routes and tracks can be saved to a memory card in GPX format, so you can back them up or move them to another display.
1. Insert a memory card in the card slot.
2. From My data, select Import / export.
3. Select Save data to card to export, or Import from card to load a file saved earlier.
FIGURE 200 The My data menu with the waypoint list.
INDEX homescreen; my data; GPX; app pages

# Chart app
## Chart app overview
The Chart app shows the vessel's position on an electronic chart, and lets you place waypoints, build routes and follow them. The Chart app draws its charts from a LightHouse, Navionics or C-MAP chart card in the microSD card slot.
FIGURE 200 The Chart app showing the vessel, a route and depth contours.
## Selecting a chart card
When a chart card is inserted, the Chart app uses it automatically. If more than one chart source is available, select the cartography from the Chart app menu: Menu > Settings > Cartography. Only one card can be used at a time, because the display has a single card slot.
INDEX chart card; Navionics; C-MAP; LightHouse charts
## Chart orientation and motion mode
The chart can be shown North up, Head up or Course up. Select Menu > Settings > Orientation. With North up, north is always at the top of the screen; with Head up, the vessel's heading is at the top and the chart rotates as the boat turns.
The motion mode sets how the vessel moves on the screen. In Relative motion the vessel stays fixed and the chart moves under it; in True motion the chart stays fixed and the vessel moves across it until it nears the edge.
## Depth shading and contours
Depth shading colors the water by depth, so shallow water stands out. Select Menu > Settings > Depth and set the Shallow depth and Safe depth. Water shallower than the Shallow depth is shown darkest; the depth contours can be shown or hidden in the same menu.
FIGURE 220 Depth shading with the Shallow depth and Safe depth contours.
INDEX orientation; motion mode; depth shading
## Placing a waypoint
Press the Waypoint / MOB key to place a waypoint at the vessel's position. To place a waypoint at another location, move the cursor to it, press OK, and select Place waypoint. Waypoints are stored in My data.
## Navigating to a waypoint
1. Move the cursor over the waypoint on the chart, or select it in the waypoint list.
2. Press OK and select Goto.
3. Follow the course line shown on the chart; the bearing and distance to the waypoint are shown in the data bar.
To stop, press Menu and select Stop goto.
## Man Overboard (MOB)
If a person or object falls overboard, press and hold the Waypoint / MOB key for 3 seconds. The display places an MOB waypoint at the vessel's position, sounds an alarm and navigates back to it. To cancel it, press and hold the Waypoint / MOB key again, or select Cancel MOB from the Chart app menu.
NOTE: MOB is placed at the vessel's position when the key was held, so press it the moment the person goes overboard.
INDEX waypoints; goto; man overboard
## Creating a route
1. In the Chart app, press Menu and select New route.
2. Move the cursor to the first point of the route and press OK to add it.
3. Add the other points in turn, in the order you want to follow them.
4. Press Back when the route is complete, and select Save.
Check the whole route on the chart before you follow it. A route is a set of straight legs that do not avoid hazards; move any leg that crosses land or shallow water.
## Following a route
Select the route in My data, or select its first point on the chart, and select Follow route. The display guides you to each point in turn and moves to the next leg when you arrive. The arrival radius can be set in the Settings menu, on the Navigation tab.
FIGURE 220 A route of four legs in the Chart app.
INDEX routes; arrival radius
## Tracks
A track is a trail drawn on the chart that records where the vessel has been. To start recording, press Menu in the Chart app and select Start track. Select Stop track to stop, and the track is saved in My data. A track can be turned into a route, so you can follow the same way again.
## Track recording settings
The track is recorded at a set interval of time or distance. Select My data > Tracks > Menu > Track settings to set the interval. A shorter interval draws a more detailed track but fills the memory sooner.
FIGURE 200 A saved track shown in the Chart app.
INDEX tracks

# Fishfinder app
## Fishfinder app overview
The Fishfinder app shows the sonar images from the HV-100 transducer. Each sonar channel is a different view of the water below and beside the boat. Select a channel from the app menu: Menu > Channel.
- CHIRP sonar: the traditional sonar picture, with fish shown as arches, for finding fish and following the bottom in deep water.
- DownVision: a picture-like image of the structure directly below the vessel.
- SideVision: images of the water and bottom to the left and right of the vessel.
- RealVision 3D: a three-dimensional image of the water and bottom below and around the vessel.
FIGURE 200 Fishfinder app with a DownVision channel.
INDEX sonar channels; fishfinder app
## HyperVision
HyperVision uses very high frequencies, up to 1.2 MHz, to show DownVision and SideVision images in more detail than standard frequencies. HyperVision images are at their best in water up to about 30 m (100 ft) deep, where you can pick out single fish, branches and the edges of weed beds. In deeper water, select the standard frequency of the channel, which reaches further but shows less detail.
To switch, select Menu > Frequency and select HyperVision or Standard.
## CHIRP sonar
CHIRP sonar sends a pulse that sweeps across a range of frequencies, rather than a single frequency. The return can be processed to separate targets that are close together, so fish that hold near the bottom appear apart from it, and a school appears as separate fish rather than one blob.
INDEX HyperVision; CHIRP; frequency
## SideVision
SideVision looks to the left and right of the vessel. The vessel's track runs down the middle of the screen; the left half shows what is on the port side and the right half the starboard side. Dark areas close to the center line are the water column below the boat, and the bottom starts where the image becomes bright. Shadows behind objects tell you their height.
For the best image, keep a steady course at 3 to 8 knots. Select Menu > Range to set how far the image reaches to each side.
## DownVision
DownVision shows a photo-like image of the bottom directly below the boat: rocks, wrecks, weed and trees. Fish appear as small bright dots or marks rather than arches. Use it with the CHIRP sonar channel on a split page to find structure and the fish holding on it.
FIGURE 240 SideVision image: port side on the left, starboard side on the right.
INDEX SideVision; DownVision
## RealVision 3D
RealVision 3D shows the water below and around the vessel as a three-dimensional picture that builds up as the vessel moves. Use the directional keys to rotate the view, and the Range in and Range out keys to zoom. Select Menu > View to switch between a view from behind the boat and a view from above.
NOTE: A RealVision 3D image needs the vessel to be moving; at rest the image does not build.
## Sensitivity settings
The sensitivity settings change how the returns are shown. Select Menu > Settings > Sensitivity.
- Gain: sets how strong a return must be to be shown. Auto gain suits most conditions.
- Contrast: sets how bright strong returns are compared with weak ones.
- Clutter: reduces the returns near the surface caused by waves and wake.
- Color threshold: hides the weakest returns.
FIGURE 220 RealVision 3D view from behind the boat.
INDEX RealVision 3D; gain; contrast; clutter
## Range and zoom
Use the Range in and Range out keys to change the depth range shown. By default the range is set automatically to keep the bottom in view. Select Menu > Zoom to enlarge part of the image, with the zoom box following the bottom.
## Scrolling back through sonar history
Move the cursor on the sonar image to pause scrolling. Use the left directional key to move back through the sonar history, which holds the last few screens of returns. Press Back to return to live scrolling.
## Placing a waypoint on the sonar image
To mark a fish or a piece of structure, pause the image, move the cursor over the target and press the Waypoint / MOB key. The waypoint is saved with the position of the target, so it also appears in the Chart app.
INDEX range; sonar history; waypoint on sonar
## Depth offset
The depth shown is measured from the face of the transducer. To show the depth from the waterline or below the keel, set a depth offset: Menu > Settings > Transducer > Depth offset. Enter a positive value for the distance from the transducer to the waterline, or a negative value for the distance from the transducer to the bottom of the keel.
## Water temperature calibration
The HV-100 has a temperature sensor. If the temperature shown differs from a known accurate reading, select Menu > Settings > Transducer > Temperature offset, and enter the difference.
## Shallow and deep alarms
The Fishfinder app can sound an alarm when the depth becomes less than a value, or more than a value. Select Menu > Settings > Alarms, switch on the Shallow alarm or the Deep alarm, and set its depth.
INDEX depth offset; temperature; depth alarms

# Settings menu
## Settings menu overview
The Settings menu holds the settings of the display that are not specific to one app. Select Settings from the homescreen. The settings are grouped on tabs; move between the tabs with the left and right directional keys.
FIGURE 220 The Settings menu and its tabs.
- Getting started: the language, the date and time, the software version and the Diagnostics page.
- Boat details: the boat type, its draft, and the number and type of engines.
- Units: the units of distance, speed, depth, temperature and volume, and the bearing mode (true or magnetic).
- Network: the SeaTalkng / NMEA 2000 devices the display can see, and the data sources it uses.
- This Display: simulator mode, the key beep, and the reset options.
- Wi-Fi: switches Wi-Fi on and off and shows the network name and passphrase.
INDEX settings menu; units
PAGE
## Boat details
Enter the draft of your boat and its type on the Boat details tab. The draft is used to warn of shallow water in the Chart app, so enter the depth from the waterline to the lowest point of the hull, propeller or keel. Add a safety margin of your own when you choose the Shallow depth of the depth shading.
## Data sources
When more than one device on the network sends the same kind of data, such as position or depth, the display chooses a source automatically. To choose a source yourself, select Network > Data sources, select the data type, and select the device you want to use. This is useful when an external GNSS receiver gives a better position than the built-in receiver because of where the display is installed.
## Key beep and date and time
The key beep sounds each time a key is pressed. Turn it off on the This Display tab. The date and time are taken from the GNSS receiver; on the Getting started tab you can set the time offset from UTC and the date and time format.
INDEX boat details; data sources; key beep

# Wi-Fi and the Raymarine app
## Raymarine app
The Raymarine app for smartphones and tablets connects to the display over Wi-Fi. Use it to download software updates for the display, to buy and download charts to a chart card, and to register the product. Download the app from the app store of your device.
## Connecting the app to the display
1. On the display, open the Settings menu and select the Wi-Fi tab.
2. Switch Wi-Fi on, and note the network name and passphrase shown.
3. On your mobile device, open the Raymarine app and follow the prompts to connect to the display's Wi-Fi network.
4. When asked, confirm the connection on the display.
NOTE: The display's Wi-Fi has a range of about 10 m (33 ft); obstructions such as bulkheads and metal structures reduce it.
FIGURE 200 The Wi-Fi tab of the Settings menu.
INDEX Wi-Fi; Raymarine app
PAGE
## Updating the software using the app
1. On your mobile device, with an internet connection, open the Raymarine app and download the latest software for your display.
2. Connect the app to the display as described above.
3. Select Update display in the app. The software is sent to the display over Wi-Fi.
4. Follow the prompts on the display to install it. Do not switch off the display while it installs; it restarts when the update is complete.
## Updating the software using a memory card
Download the software file to a computer, copy it to a FAT32 microSD card, and insert the card in the display. Select Update software from the Getting started tab of the Settings menu, and select Check card.
INDEX software update

# Maintenance and troubleshooting
## Routine checks
Check the cables for damage, chafing or cuts, and check that the connectors are secure and their locking collars tight. Check the transducer for growth and damage at the start of each season.
## Cleaning the display
1. Switch off the power to the display.
2. Rinse the display with fresh water to remove dirt and salt.
3. Allow it to dry naturally, and wipe the screen only with a clean, soft microfibre cloth.
CAUTION: Do not use acid, ammonia or abrasive products, and do not use a pressure washer. Fit the sun cover when the display is not in use.
## Cleaning the transducer
Marine growth on the face of the transducer reduces the sonar performance. Clean the face gently with a soft cloth and a mild detergent. Where growth is heavy, use a green Scotch-Brite pad; do not use a scraper. The face can be painted with water-based antifouling paint only.
INDEX cleaning; sun cover; antifouling
PAGE
COLUMNS 1
## Troubleshooting
The table below lists problems and the most likely causes and solutions. If a problem persists, contact your local dealer or the manufacturer's technical support.
TABLE Problem | Possible causes | Possible solutions
| The display will not switch on or keeps restarting | Blown fuse or tripped breaker; poor power connection; low supply voltage | Check the 5 A fuse and the breaker; check that the power connector's locking collar is fully tightened; measure the voltage at the connector while the engine is cranking |
| No position fix | The display's view of the sky is blocked, or it is installed under a metal hardtop | Move the display, or connect an external GNSS receiver over SeaTalkng / NMEA 2000 |
| Chart card not recognised | Card inserted the wrong way, card formatted exFAT or NTFS, or dirty contacts | Insert the card with the contacts facing the correct way; use a FAT32 card; clean the contacts |
| No sonar image | Transducer cable not connected, or the sonar is in standby | Check the transducer connector and its locking collar; select Menu > Sonar On |
| Depth reading missing at speed | Turbulence or air bubbles over the transducer face | Check the transducer position and angle, and that no fitting is in front of it |
| Interference lines on the sonar image | Electrical noise from engines, pumps or another echosounder | Route cables away from noise sources; switch off other echosounders; check the drain wire |
| Cannot connect the Raymarine app | Wi-Fi switched off on the display, or the wrong network selected | Switch Wi-Fi on from the Wi-Fi tab; connect to the network name shown on the display |
| Instrument data not shown | Backbone not powered, or missing terminators | Check the 12 V supply to the SeaTalkng / NMEA 2000 backbone and the terminators at both ends |
| The screen fogs up inside | Moisture trapped by a sudden change in temperature | Switch on the display for a while to let the fogging clear; fit the sun cover |
INDEX troubleshooting
COLUMNS 2
## Performing a factory reset
A factory reset erases all user data, including waypoints, routes and tracks, and returns all settings to their factory defaults. Back up your data to a memory card first.
1. Open the Settings menu and select the This Display tab.
2. Select Factory reset, and select Yes to confirm.
The display restarts and shows the startup wizard.
## Performing a settings reset
A settings reset returns the settings to their defaults but keeps your waypoints, routes and tracks. Select Settings reset on the This Display tab of the Settings menu.
INDEX factory reset; settings reset

# Technical specification
COLUMNS 1
## General specification
TABLE Specification | Element 9 HV
| Display size | 9 in. |
| Display type | IPS TFT LCD, optically bonded, 800 x 480 pixels |
| Brightness | 1,200 nits |
| Dimensions (W x H x D) | 288 x 173 x 62 mm (11.3 x 6.8 x 2.4 in) without the bracket |
| Weight | 1.35 kg (2.98 lb) with the bracket |
| Supply voltage | 12 V dc (protected up to 16 V dc) |
| Operating voltage range | 10.8 V dc to 15.6 V dc |
| Power consumption | 12 W typical, 17 W maximum |
| Fuse | 5 A inline fuse or thermal breaker |
| Operating temperature | -15 C to +55 C (5 F to 131 F) |
| Waterproof rating | IPX6 and IPX7 |
| Compass safe distance | 350 mm (13.8 in) |
| Memory card | one microSD card slot, up to 32 GB, FAT32 |
INDEX specifications
PAGE
## Sonar, GNSS and connections specification
TABLE Specification | Value
| Sonar channels | CHIRP sonar, DownVision, SideVision, RealVision 3D |
| HyperVision frequency | 1.2 MHz, DownVision and SideVision |
| Standard DownVision and SideVision frequency | 350 kHz CHIRP |
| CHIRP sonar frequency | 200 kHz (high CHIRP) |
| Maximum sonar depth | 183 m (600 ft) with CHIRP sonar |
| HyperVision range | 30 m (100 ft) below, 30 m (100 ft) to each side |
| Transmit power | 600 W (RMS) |
| GNSS receiver | built-in, GPS and GLONASS, 10 Hz position update |
| Wi-Fi | 802.11 b/g/n, 2.4 GHz, for the Raymarine app |
| Networking | one SeaTalkng / NMEA 2000 connector, LEN 1 |
| Waypoints | 3,000 |
| Routes | 150 routes, up to 50 points each |
| Tracks | 15 tracks, up to 10,000 points each |
| Charts | LightHouse, Navionics and C-MAP charts on microSD |
`

const NAVPILOT_300 = `
# Foreword
## A Word to the Owner of the NavPilot 300
Thank you for choosing the Furuno NavPilot 300. This autopilot was designed to steer your boat with the same care a good helmsman gives it, from a slow trolling pass to a long run offshore. Its self-learning adaptive steering studies how your boat answers the rudder and refines its steering every time you use it, so it grows more settled and more economical the longer it is in service.
Please read this manual carefully before you install, set up or operate the equipment, and keep it near the helm for reference. Correct installation and the dockside setup described in chapter 5 are essential to safe and accurate steering.
## About This Manual
Key names are shown in bold capitals in the text, for example the STBY key. Menu paths are written with arrows: Menu > Steering > Sea State means open the menu, select Steering, and then select Sea State. Screen illustrations may differ from your unit depending on the software version and the connected equipment.
FIGURE 90 Figure: The NavPilot 300 control unit.
Furuno Electric Co., Ltd. reserves the right to change the specifications and the contents of this manual without notice. Pub. No. OME-72960-A.
PAGE
# Safety Instructions
## Safety Symbols
The operator and installer must read the applicable safety instructions before operating or installing the equipment.
WARNING: Indicates a condition that can cause death or serious injury if not avoided.
CAUTION: Indicates a condition that can cause minor or moderate injury if not avoided.
## Warnings for the Operator
- An autopilot is an aid to navigation. It does not replace a proper lookout. Always keep a watch at the helm while the autopilot is steering, and be ready to take manual control at once.
- Do not use the autopilot in harbours, narrow channels or heavy traffic. Steer by hand in these waters.
- Do not open the equipment. Only qualified personnel should work inside the processor unit; the drive circuits carry high current.
- Turn off the power at the switchboard immediately if water leaks into the equipment or smoke or fire comes from it. Continued use can cause fire or electrical shock.
- Keep hands, clothing and lines clear of the steering gear and the tiller arm while the autopilot is in AUTO, NAV or TURN mode.
PAGE
## Cautions for the Installer
- Install the equipment out of direct spray and away from heat sources, and never in an engine room.
- Use the specified power cable and fuse; a wrong fuse can damage the equipment or cause a fire.
- Turn off the power at the switchboard before beginning the installation or connecting any cable.
## Compass Safe Distances
To prevent interference to a magnetic compass, observe these distances from a standard compass when installing.
TABLE Unit | Standard compass | Steering compass
| Control unit FAP-3011 | 0.40 m | 0.30 m |
| Processor unit FAP-3021 | 0.65 m | 0.45 m |
| Heading sensor PG-700 | 1.00 m | 0.75 m |
## Warning Labels
Warning labels are attached to the processor unit. Do not remove them. If a label is missing or cannot be read, contact your dealer for a replacement.

# 1. Introduction
## 1.1 System Overview
The NavPilot 300 is an autopilot for small to medium power boats. It consists of a compact control unit with a 4.1-inch colour display, a processor unit matched to the boat's steering system, a heading sensor and a drive unit. It can steer boats with hydraulic steering, mechanical (cable) steering and outboard steering; the processor unit and drive unit are chosen to match the boat when the system is ordered.
FIGURE 150 Figure 1-1: System configuration (control unit, processor unit, heading sensor, drive unit and connected chartplotter).
## 1.2 Features
- Self-learning adaptive steering: the autopilot continuously learns the boat's response and adjusts its own parameters for speed and sea conditions.
- Fantum Feedback: on many hydraulic systems the autopilot estimates the rudder position from the pump, so no rudder reference unit has to be fitted.
- Safe Helm: you can turn the wheel to steer by hand for a moment without leaving the automatic mode.
- Turn patterns and FishHunter patterns for working around a school or a wreck.
- SABIKI mode for holding the boat stern to the wind while fishing with sabiki rigs.
- NMEA 2000 and NMEA 0183 interfaces for navigation and heading data.
PAGE
## 1.3 Control Unit Keys
FIGURE 120 Figure 1-2: Control unit FAP-3011, front view.
TABLE Key | Function
| STBY | Changes to STBY mode (manual steering). Press from any automatic mode. |
| AUTO | Changes to AUTO mode and holds the present heading. |
| NAV | Changes to NAV mode to follow the route of a chartplotter. |
| TURN | Opens the turn pattern menu. |
| Course knob | Changes the set course in AUTO mode; selects items in the menu. Push it to confirm. |
| MENU | Opens and closes the menu. |
| Power key | Turns the power on. Press and hold to turn the power off. Press briefly to adjust the brightness. |
## 1.4 The Display
The upper part of the screen shows the mode in large letters (STBY, AUTO, NAV, TURN or SABIKI) and the set course. The centre shows the heading, either as a compass dial or as large digits. The rudder angle indicator along the bottom shows the rudder position to port or starboard. Press the course knob in STBY mode to change between the dial display and the digital display.
INDEX display; rudder angle indicator
PAGE
## 1.5 How the Autopilot Learns
Self-learning starts the first time you engage AUTO mode at sea. During the first hours of use, the autopilot tries small changes to its steering and measures how the boat reacts. The learned values are stored for each speed range, so the steering at trolling speed and at planing speed is learned separately. A learning indicator, a small circle beside the mode display, turns solid when learning for the present speed range is complete.
NOTE: Do not clear the learned values unless the dealer asks you to. Clearing them returns the autopilot to its default steering until it has learned again.

# 2. Basic Operation
## 2.1 Turning the Power On and Off
Press the power key. The unit beeps, the start-up screen appears, and after the self-test the autopilot starts in STBY mode. The autopilot always starts in STBY mode, never in an automatic mode.
To turn the power off, select STBY mode first, then press and hold the power key for three seconds.
## 2.2 Adjusting the Brightness
1. Press the power key briefly. The brightness window appears.
2. Turn the course knob to set the brightness level from 1 to 8.
3. Push the course knob to close the window. The window also closes by itself after a few seconds.
## 2.3 STBY Mode
STBY is the manual steering mode. The autopilot does not drive the rudder, and the boat is steered from the wheel or the tiller. Press the STBY key at any time to return to manual steering from any other mode. In STBY mode the display shows the heading and the rudder angle only.
INDEX STBY mode; power on
PAGE
## 2.4 AUTO Mode
In AUTO mode the autopilot steers the boat on a set course using the heading from the heading sensor.
1. Steer the boat by hand onto the heading you want.
2. Press the AUTO key. The present heading becomes the set course and the autopilot takes control.
3. To change the course, turn the course knob. Each click changes the set course by 1 degree; turn it quickly to change the course by 10 degrees at a time.
The AUTO mode steers a heading, not a track over the ground. Cross-currents and wind push the boat off its intended line; use NAV mode when you need to follow a line between waypoints.
## 2.5 Dodging an Obstacle
To dodge a floating object or another boat, turn the course knob several clicks, then turn it back once you are clear. The autopilot returns to the original course. You can also use Safe Helm, described in 2.10.
FIGURE 80 Figure 2-1: AUTO mode display with the set course and the heading.
PAGE
## 2.6 NAV Mode
In NAV mode the autopilot steers toward a waypoint or along a route received from a chartplotter connected by NMEA 2000 or NMEA 0183. The autopilot corrects for the current and the wind so the boat stays on the track between waypoints.
1. Start navigation to a waypoint or along a route on the chartplotter.
2. Press the NAV key. A window shows the bearing to the next waypoint and asks you to confirm the course change.
3. Push the course knob to accept. The boat turns toward the track.
When the boat arrives at a waypoint in a route, the autopilot sounds an alarm and asks whether to steer to the next waypoint. Push the course knob to confirm the turn. If you do not confirm, the boat keeps the present heading in AUTO mode.
WARNING: Before you press NAV, check that the route is clear of hazards. The autopilot follows the data from the chartplotter and cannot see shoals, buoys or other boats.
INDEX NAV mode; waypoint arrival
PAGE
## 2.7 TURN Mode
TURN mode makes the boat run a pattern around a point, useful for returning to a fish mark or circling a school. Press the TURN key, turn the course knob to select a pattern, and push the knob to start. The pattern starts from the present heading.
TABLE Pattern | What the boat does
| 180 turn | Turns back on the reciprocal course (U-turn) and continues in AUTO mode. |
| 360 turn | Turns one full circle and resumes the original course. |
| Circle | Turns in continuous circles until you press STBY or AUTO. |
| Spiral | Circles with a radius that grows each turn, to search for a lost fish mark. |
| Zigzag | Changes course to port and starboard by a set angle at set intervals. |
| Square | Makes four 90 degree turns at set intervals. |
| Figure eight | Makes a figure eight around the start point. |
The turn direction (port or starboard) is chosen with the course knob before you start. The turn rate is set in Menu > Turn > Turn Rate.
PAGE
## 2.8 FishHunter Patterns
FishHunter patterns steer the boat around a target that has been marked on a connected chartplotter or fish finder. The target position must be received over NMEA 2000 or NMEA 0183. Press TURN, select FishHunter, then select Orbit, Figure 8, Square or Zigzag. The boat steers to the target and runs the pattern around it at the radius set in Menu > Turn > FishHunter Radius, 50 m to 1000 m.
## 2.9 SABIKI Mode
SABIKI mode holds the boat stern-to the wind while it is backing slowly, so sabiki lines hang straight down from the stern. The autopilot steers the rudder with the boat going astern and keeps the wind astern.
1. Bring the boat to a stop with the stern facing the wind.
2. Press TURN and select SABIKI.
3. Put the engine in reverse at idle. The autopilot keeps the heading while the boat backs.
CAUTION: Use SABIKI mode only at idle astern in moderate wind. Backing into a following sea can flood the cockpit.
PAGE
## 2.10 Safe Helm
Safe Helm lets you take the wheel for a moment without pressing STBY. When you turn the wheel in AUTO or NAV mode, the autopilot senses the manual input, stops steering and shows SAFE HELM on the screen. Steering by hand continues while you hold the wheel. When you let go of the wheel, a countdown of the Safe Helm time starts, and when it ends the autopilot sounds a beep and resumes steering on the heading the boat had when you let go.
The Safe Helm time is set in Menu > Steering > Safe Helm Time, from 5 to 60 seconds.
NOTE: Safe Helm is available on hydraulic steering systems that use Fantum Feedback. It is not available on mechanical or outboard drives.
INDEX Safe Helm

# 3. Menu and Settings
## 3.1 Using the Menu
1. Press the MENU key. The main menu opens.
2. Turn the course knob to select a menu item, and push the knob to open it.
3. Turn the course knob to change the setting, and push the knob to confirm.
4. Press the MENU key to close the menu.
The menu can be opened in STBY, AUTO and NAV modes. Installation settings are shown only in STBY mode.
## 3.2 Steering Settings
- Sea State: selects Auto, Calm, Moderate or Rough. Auto lets the autopilot judge the sea from the boat's motion.
- Response: sets how tightly the course is held, from 1 (loose) to 9 (tight). A higher value holds the course more closely but uses more power and works the drive harder.
- Safe Helm Time: see 2.10.
INDEX sea state; response
PAGE
## 3.3 Alarm Settings
- Off Course alarm: sounds when the heading differs from the set course by more than the set angle, 10 to 90 degrees.
- Watch alarm: sounds at a set interval, 3 to 30 minutes, and must be acknowledged by pushing the course knob, to check that someone is at the helm.
- Arrival alarm: sounds when the boat arrives at a waypoint in NAV mode.
The alarm buzzer can be set to Short, Long or Continuous in Menu > Alarm > Buzzer.
## 3.4 Display Settings
Select Menu > Display to choose the Day or Night colour palette, the heading display (dial or digits) and the data boxes shown under the heading. The data boxes can show the speed, the depth, the cross-track error and the distance to the waypoint when this data is received from connected equipment.
INDEX alarms; watch alarm; palette
PAGE
## 3.5 Units and Other Settings
Select Menu > Units to choose the units of speed (kn, km/h, mph), distance (NM, km, mi) and depth (m, ft, fa). Select Menu > System to set the language, the key beep and the heading source priority when more than one heading source is connected.
## 3.6 Restoring the Default Settings
Select Menu > System > Reset > User Settings to return the display, alarm and steering settings to their defaults. The installation settings and the learned steering values are kept.

# 4. Installation and Wiring
## 4.1 Equipment List
TABLE Name | Type | Remarks
| Control unit | FAP-3011 | with flush mounting kit and sun cover |
| Processor unit | FAP-3021 | selected for the steering system |
| Heading sensor | PG-700 | with 6 m cable |
| Drive unit | hydraulic pump, mechanical drive or outboard drive | matched to the boat |
| Rudder reference unit | FAP-6112 | not needed with Fantum Feedback |
## 4.2 Mounting the Control Unit
The control unit can be flush mounted in the console or mounted on a bracket. Choose a location where the screen is easily seen from the helm and that is at least 0.3 m from a steering compass.
1. Use the template supplied to cut the hole in the console.
2. Insert the unit from the front, and fasten it with the four screws supplied.
3. Connect the cable and fit the sun cover.
NOTE: The back of the control unit is not waterproof. Do not flush mount it where water collects behind the console.
PAGE
## 4.3 Mounting the Processor Unit
Mount the processor unit on a vertical bulkhead in a dry place, with the cable entries facing down so water cannot run into them. Leave 20 cm free on each side for the cables and for service.
## 4.4 Mounting the Heading Sensor
The heading sensor should be mounted as close to the centre of the boat as possible, low down, and at least 1 m from engines, speakers, batteries and cables that carry high current. Mount it on a horizontal surface with the arrow pointing to the bow. Do not mount it on a steel deck or in a steel enclosure.
FIGURE 100 Figure 4-1: Heading sensor PG-700, mounted with the arrow toward the bow.
PAGE
## 4.5 Wiring
FIGURE 170 Figure 4-2: Interconnection diagram.
Connect the power cable of the processor unit to the ship's DC supply through a dedicated breaker. Use the fuse supplied in the power cable: 15 A for a 12 V boat, 10 A for a 24 V boat. Keep the power cable as short as possible; a long thin cable drops the voltage to the drive unit and weakens the steering.
Connect the drive unit to the MOTOR terminals of the processor unit. If the rudder moves the wrong way during the rudder test in chapter 5, exchange the two motor wires.
PAGE
## 4.6 Connecting Navigation Equipment
Connect a chartplotter to the NMEA 2000 backbone with a drop cable, or to the NMEA 0183 port of the processor unit. Through NMEA 2000 the autopilot receives the route, the cross-track error and the position, and it sends its heading to the network for radar overlay and chart orientation.
TABLE NMEA 0183 sentence | Use
| RMB, APB | Cross-track error and bearing to the waypoint for NAV mode |
| RMC, GGA | Position, speed and course over ground |
| HDG | Heading output from the autopilot |
## 4.7 Rudder Reference Unit
On mechanical and outboard drives, and on hydraulic systems where Fantum Feedback cannot be used, fit the rudder reference unit to the rudder stock. Align its arm so the unit reads zero with the rudder amidships.

# 5. Setup
## 5.1 Dockside Setup
Carry out the dockside setup with the boat moored and the engine running, so the drive unit gets full voltage. The dockside setup opens automatically the first time the power is turned on; it can also be opened from Menu > Installation > Dockside Setup in STBY mode.
1. Select the boat type: Planing, Semi-displacement or Displacement.
2. Enter the boat length.
3. Select the drive type: Hydraulic, Mechanical or Outboard.
4. Enter the cruising speed and the maximum speed.
5. Select the rudder feedback source: Rudder reference unit or Fantum Feedback.
PAGE
## 5.2 Rudder Test
The rudder test checks that the drive moves the rudder in the right direction and measures how fast it moves.
1. Turn the wheel to centre the rudder.
2. Select Rudder Test and push the course knob. The autopilot moves the rudder to port, then to starboard.
3. Watch the rudder. If it moves in the opposite direction to the one shown on the screen, stop the test and exchange the motor wires (see 4.5).
## 5.3 Fantum Feedback Setup
Fantum Feedback setup measures the time the hydraulic pump takes to move the rudder from hard over to hard over. Turn the wheel hard to port, select Fantum Feedback Setup, and follow the instructions on the screen as the autopilot drives the rudder hard to starboard and back. Do not touch the wheel until the message Setup Completed appears.
INDEX rudder test; Fantum Feedback setup
PAGE
## 5.4 Sea Trial
Carry out the sea trial in calm water, in an open area clear of traffic.
1. Compass calibration: run the boat at slow speed and select Menu > Installation > Sea Trial > Compass Calibration. Turn the boat in two slow full circles, each taking about one minute. The message Calibration Completed appears.
2. Heading alignment: steer a known heading, or follow a transit, and enter the offset so the heading shown matches the true heading.
3. Self-learning: engage AUTO mode at cruising speed and keep a straight course for about five minutes, then turn 90 degrees to each side with the course knob. The autopilot records the boat's response.
4. Check the steering at slow speed and at maximum speed.
NOTE: If a chartplotter is connected, the heading alignment can use the course over ground: select Auto Align while running straight at cruising speed in calm water with no current.
INDEX sea trial; compass calibration; heading alignment

# 6. Maintenance and Troubleshooting
## 6.1 Maintenance
Regular maintenance keeps the equipment in good working order.
- Check the connectors and the cables for damage and corrosion every three months.
- Check that the drive unit's mounting bolts and linkages are tight, and check the hydraulic fluid level of the pump.
- Clean the control unit's screen with a soft cloth. Do not use chemical cleaners such as thinner or benzene; they can remove the coating of the screen.
- Fit the sun cover when the equipment is not in use.
PAGE
## 6.2 Troubleshooting
The table below gives simple checks that the user can make. For other problems, do not open the equipment; contact your dealer.
TABLE Problem | Cause | Remedy
| The power cannot be turned on | The breaker is off, or the fuse in the power cable has blown | Turn on the breaker; replace the fuse, and ask the dealer to find the cause if it blows again |
| The boat snakes from side to side in AUTO mode | Response set too high for the conditions | Lower the Response setting, or set the Sea State to Auto |
| The boat cannot hold its course in heavy seas | Sea State set to Calm | Set the Sea State to Rough or Auto |
| The boat drifts slowly off to one side | Heading sensor affected by magnetic interference, or not calibrated | Move magnetic objects away from the sensor and repeat the compass calibration |
| NAV mode cannot be selected | No route data from the chartplotter | Start navigation on the chartplotter; check the NMEA 2000 or NMEA 0183 connection |
| The rudder moves the wrong way | Motor wires reversed | Exchange the motor wires and repeat the rudder test |
| Safe Helm does not engage when the wheel is turned | Not a Fantum Feedback system, or Fantum Feedback setup not completed | Complete the Fantum Feedback setup |
INDEX troubleshooting
PAGE
## 6.3 Alarm Messages
TABLE Message | Meaning | Action
| NO HEADING DATA | No signal from the heading sensor | Check the heading sensor cable and its connector |
| LOW VOLTAGE | The supply voltage is below the lower limit | Check the batteries and the charging system |
| RUDDER FEEDBACK ERROR | No signal from the rudder reference unit | Check the rudder reference unit and its cable |
| DRIVE OVERLOAD | The drive unit draws too much current | Check the steering for binding, and check the drive unit |
| NO NAV DATA | The navigation data was lost in NAV mode | The autopilot changes to AUTO mode; check the chartplotter |
| OFF COURSE | The heading is beyond the off course limit | Check the boat's heading and steer by hand if necessary |

# Appendix
## Menu Tree
TABLE Menu | Items (default settings in brackets)
| Steering | Sea State (Auto), Response (5), Safe Helm Time (10 s) |
| Turn | Turn Rate (Normal), Zigzag Angle (30 deg), Square Leg Time (1 min), FishHunter Radius (100 m) |
| Alarm | Off Course (20 deg), Watch (Off), Arrival (On), Buzzer (Short) |
| Display | Palette (Day), Heading Display (Dial), Data Boxes |
| Units | Speed (kn), Distance (NM), Depth (m) |
| System | Language (English), Key Beep (On), Heading Source, Reset |
| Installation (STBY only) | Dockside Setup, Sea Trial, Rudder Test, Fantum Feedback Setup, Clear Learned Values |
PAGE
## Specifications
TABLE Item | Specification
| Control unit display | 4.1-inch colour LCD, 320 x 240 dots |
| Steering modes | STBY, AUTO, NAV, TURN, FishHunter, SABIKI |
| Turn patterns | 180, 360, Circle, Spiral, Zigzag, Square, Figure eight |
| Compatible steering systems | Hydraulic, mechanical and outboard |
| Interfaces | NMEA 2000 (one LEN), NMEA 0183 (one input and one output port) |
| Power supply | 12 V DC or 24 V DC |
| Control unit power consumption | 3 W maximum |
| Operating temperature | -15 C to +55 C |
| Waterproofing | Control unit IPX6 (front panel); processor unit IPX0 |
| Control unit dimensions | 110 x 110 x 46 mm, 0.3 kg |
`

const IC_M424G = `
# Important Information
## Thank You
Thank you for purchasing this Icom VHF marine transceiver. The IC-M424G is a 25 W fixed-mount VHF radio with a built-in GPS receiver and Class D DSC (Digital Selective Calling). Read this instruction manual thoroughly before operating the radio, and keep it on board for future reference.
## Explicit Definitions
TABLE Word | Definition
| DANGER! | Personal death, serious injury or an explosion may occur. |
| WARNING! | Personal injury, fire hazard or electric shock may occur. |
| CAUTION | Equipment damage may occur. |
| NOTE | Recommended for optimum use. No risk of personal injury, fire or electric shock. |
## In Case of Emergency
If your boat needs assistance, contact other vessels and the Coast Guard by sending a distress call on Channel 16, or by sending a DSC distress call on Channel 70.
PAGE
## Precautions
- NEVER connect the transceiver to an AC outlet. This may pose a fire hazard or result in an electric shock.
- NEVER connect the transceiver to a power source of more than 16 V DC, or reverse the power cable polarity. This will ruin the transceiver.
- DO NOT transmit without an antenna connected.
- Place the transceiver at least 1 m (3.3 ft) away from the vessel's magnetic navigation compass.
- Keep the transceiver out of direct sunlight for long periods and away from heat, which can deform the case.
FIGURE 110 The supplied accessories: mounting bracket, knob bolts, DC power cable, microphone hanger and screws.

# Operating Rules
## Priorities
- Read all rules and regulations pertaining to call priorities, and keep an up-to-date copy handy. Safety and distress calls take priority over all others.
- You must monitor Channel 16 when you are not operating on another channel.
- False or fraudulent distress signals are prohibited and punishable by law.
## Privacy
Information overheard but not intended for you cannot lawfully be used in any way. Indecent or profane language is prohibited.
## Radio Licenses
A ship station license is not required in the United States for a recreational vessel that sails only in US waters and is not required to carry a radio. If you travel to a foreign port, you need a ship station license and a restricted radiotelephone operator permit. Keep the license posted or near the transceiver.

# Panel Description
## Front Panel
FIGURE 150 Front panel of the IC-M424G.
- VOL control: turns the power on when rotated clockwise out of the click stop, and adjusts the volume.
- SQL control: sets the squelch level. Rotate it clockwise until the noise just disappears.
- 16/C key: selects Channel 16. Hold it to select the call channel.
- CH/WX key: returns to the regular channel from Channel 16 or the call channel; hold it to select the weather channels.
- SCAN key: starts and stops a scan. Hold it to tag or untag the displayed channel.
- DUAL key: starts dual watch or tri-watch.
- HI/LO key: switches the output power between 25 W and 1 W.
- MENU key: opens the menu screen.
- DISTRESS key: under the spring-loaded cover. Hold it for 5 seconds to send a DSC distress call.
PAGE
## Function Display
FIGURE 130 The function display with all indicators shown.
- Channel number: the operating channel, with the A indicator for a simplex USA channel.
- TX indicator: appears while you transmit.
- BUSY indicator: appears when a signal is received or the squelch opens.
- LOW indicator: appears when the low output power (1 W) is selected.
- GPS icon: blinks while the GPS receiver searches for satellites and stays lit when the position is fixed.
- Envelope icon: blinks when a DSC call has been received and not read.
- Position and time readout: the latitude, longitude and UTC time, from the built-in GPS.
## Microphone
The microphone's PTT switch is held to transmit and released to receive. The UP and DOWN keys on the microphone change the channel, in the same way as the channel selector on the front panel.

# Basic Operation
## Selecting Channels
Rotate the channel selector, or push UP or DOWN on the microphone, to select a channel. Channel 16 is the distress and safety channel; it is used to establish initial contact with a station and for emergency communications. Channel 16 is monitored during both dual watch and tri-watch.
## Call Channel
Each channel group has a separate call channel, which is used to store your most often used channel for quick recall. Hold 16/C to select the call channel; the C indicator appears. To change it, hold 16/C for 3 seconds until the channel number blinks, rotate the selector to choose a channel, and push 16/C.
## Channel Groups
The transceiver has USA, international and Canadian channel groups. Select the group in the menu: MENU > Radio Settings > CH Group. The channel group must match the waters you are navigating in.
PAGE
## Weather Channels
The transceiver has 10 weather channels for receiving broadcasts from the National Oceanic and Atmospheric Administration (NOAA). Hold CH/WX to select the weather channels, and rotate the channel selector to choose a station. The WX indicator appears while a weather channel is selected. Weather channels are receive only.
## Receiving and Transmitting
1. Rotate VOL to turn the power on.
2. Set the squelch: rotate SQL counterclockwise fully, then clockwise until the noise just disappears.
3. Select the channel.
4. When a signal is received, BUSY appears and audio is heard from the speaker.
5. Hold the PTT switch and speak into the microphone at a normal voice level, about 5 to 10 cm (2 to 4 in) from your mouth.
6. Release PTT to receive.
NOTE: The transceiver has a time-out timer: transmission stops automatically after 5 minutes of continuous transmission to prevent unwanted long transmissions.
PAGE
## Selecting the Output Power
Push HI/LO to select high (25 W) or low (1 W) output power. Use low power for short-range communication, such as in a harbour, to avoid causing interference to other stations. Some channels are restricted to low power by the channel group rules; on these channels the radio sets low power automatically, and high power cannot be selected.
## Channel Names
A channel name of up to 10 characters can be given to each channel, for example MARINA or BRIDGE. Select MENU > Radio Settings > CH Comment, choose the channel, and enter the name with the channel selector and the soft keys. The name appears under the channel number.
## Display Backlight and Contrast
Select MENU > Configuration > Backlight to set the backlight from 1 (dimmest) to 7 (brightest), or OFF. The contrast is set in the same menu, under Contrast.
INDEX backlight; contrast

# Scan Operation
## Scan Types
Scanning is an efficient way to locate signals quickly over a wide range of channels. The transceiver has two scan types: priority scan and normal scan. Priority scan searches the tagged channels in sequence while checking Channel 16 between each channel. Normal scan searches the tagged channels in sequence without checking Channel 16. Select the type in MENU > Radio Settings > Scan Type.
## Setting Tag Channels
For efficient scanning, tag the channels you want to scan and untag those you do not. Select a channel, then hold SCAN for 1 second. The tag icon appears. To clear all tags in the channel group at once, hold SCAN for 3 seconds while the radio is not scanning.
## Starting a Scan
1. Tag the channels you want to scan.
2. Push SCAN to start the scan.
3. When a signal is received, the scan pauses on that channel until the signal disappears, then resumes.
4. Push SCAN again to stop the scan.
PAGE
## Dual Watch and Tri-Watch
Dual watch monitors Channel 16 while you are receiving on another channel. Tri-watch monitors Channel 16 and the call channel while you are receiving on another channel. Select one of them in MENU > Radio Settings > Dual/Tri-Watch, then:
1. Select the channel you want to watch.
2. Push DUAL. DW or TW appears on the display.
3. When a signal is received on Channel 16, the watch pauses on Channel 16 until the signal disappears.
4. Push DUAL again to stop.

# DSC Operation
## MMSI Code
You must enter your MMSI (Maritime Mobile Service Identity) code before you can send any DSC call. The MMSI is a nine digit number that identifies your vessel, issued with your ship station license or, in the United States, by an organisation such as BoatUS or Sea Tow.
1. Push MENU, and select DSC Settings > MMSI.
2. Enter the nine digits with the channel selector, pushing the Enter soft key after each digit.
3. Enter the code again to confirm it, and push Enter.
CAUTION: The MMSI code can be entered only once. After it is stored it cannot be changed by the user; contact your dealer if it has to be changed.
PAGE
## Position and Time
The built-in GPS receiver supplies your position and the time, which are sent automatically with a DSC distress call. No external GPS receiver needs to be connected. If the position has not been received, the distress call cannot include your location; you can enter the position and time by hand in MENU > DSC Settings > Position Input.
NOTE: A manually entered position is kept for 23.5 hours or until the power is turned off, and is not updated as the boat moves.
## Sending a Simple Distress Call
1. Confirm that no DSC call is being received.
2. Lift the DISTRESS key cover.
3. Hold DISTRESS for 5 seconds, until you hear the three short beeps and then a long beep.
4. The radio sends the distress alert on Channel 70, then waits for an acknowledgement on Channel 16.
The distress call is repeated automatically every 3.5 to 4.5 minutes until an acknowledgement is received or the call is cancelled.
PAGE
## Sending a Regular Distress Call
The nature of the distress can be selected from the menu before sending, so rescuers know what has happened.
1. Push MENU, and select DSC Calls > Distress.
2. Rotate the channel selector to select the nature of distress: Undesignated, Fire/Explosion, Flooding, Collision, Grounding, Capsizing, Sinking, Adrift, Abandoning, Piracy or MOB.
3. Push Enter, then hold DISTRESS for 5 seconds.
4. After the call is sent, the radio stands by on Channel 16. Explain the emergency by voice: say MAYDAY three times, then your boat's name, your position and the nature of the distress.
PAGE
## Cancelling a Distress Call
If you send a distress call by mistake, cancel it at once so rescue services are not alerted.
1. Push the Cancel soft key while the radio is waiting for an acknowledgement.
2. Push Enter to confirm. The cancel call is sent.
3. Hold PTT and announce on Channel 16: say all stations three times, then this is, your boat name, call sign and MMSI, and please cancel my distress alert of, with the date and time.
## Individual Call
An individual call sends a DSC call to one vessel or shore station. You can store up to 75 individual addresses in the Individual ID list.
1. Push MENU and select DSC Calls > Individual Call.
2. Select an address from the Individual ID list, or select Manual Input and enter the nine digit MMSI.
3. Select the intership channel to talk on, and push Enter.
4. Push Call to send. When the other station acknowledges, the radio changes to the selected channel automatically.
PAGE
## Position Request
A position request asks another vessel for its position. The answer is shown on your display.
1. Push MENU and select DSC Calls > Position Request.
2. Select the vessel from the Individual ID list, or enter its MMSI.
3. Push Call to send the request.
4. When the position reply is received, the other vessel's latitude and longitude appear on the display.
## Position Reply
When another vessel asks for your position, the radio can answer automatically or wait for you. Set the reply in MENU > DSC Settings > Position Reply: Auto sends your position at once; Manual asks you to push Reply first.
PAGE
## Receiving DSC Calls
When a DSC call is received, an alarm sounds and the envelope icon blinks. The type of call and the caller's MMSI or name are shown. For a distress alert from another vessel, the alarm sounds for 2 minutes and the radio changes to Channel 16 so you can listen for the voice message. Push any key to stop the alarm.
- Do not acknowledge another vessel's distress alert with DSC. Listen on Channel 16, and let a coast station acknowledge it.
- Received calls are stored in the call log. Select MENU > DSC Log to read them.
## Auto Channel Switch
When an individual call asks for a working channel, the radio can change to it automatically after 10 seconds, or ask you first. Set this in MENU > DSC Settings > CH Auto SW.

# GPS and NMEA
## Built-in GPS Receiver
The internal GPS receiver finds your position from satellites and shows it on the function display with the UTC time. The antenna for GPS is inside the radio; mount the transceiver where it can see a good part of the sky, for example under a fibreglass or canvas roof.
## Time Offset
Select MENU > Configuration > Time Offset to show the local time instead of UTC. Enter the offset between -14:00 and +14:00 hours.
## NMEA 0183 Output
The transceiver outputs its GPS position in NMEA 0183 format, so a chartplotter or other instrument without a GPS can use it. Connect the NMEA output wires of the accessory cable to the NMEA input of the other equipment: the white wire is NMEA OUT (+) and the green wire is NMEA OUT (-). The output is set to 4800 bps.

# Installation
## Location
Select a location for the transceiver that is easy to reach, allows the display to be read and lets the built-in GPS see the sky. Keep it away from heat and direct spray. The transceiver can be mounted on the bracket, overhead or on a dashboard.
## Antenna
A good antenna is essential to good communication. Use a 50 ohm marine VHF antenna with a PL-259 connector, mounted as high as possible, and a low-loss coaxial cable. Keep the VHF antenna at least 1 m from other antennas.
PAGE
## Power Connection
Connect the DC power cable to a 13.8 V DC battery: the red wire to the positive terminal and the black wire to the negative terminal. The power cable has a 10 A fuse. Keep the cable as short as possible.
FIGURE 160 Rear panel connections: antenna connector, DC power cable, accessory cable and external speaker jack.
## External Speaker
An external speaker with an impedance of 4 ohms can be connected to the external speaker wires of the accessory cable. The internal speaker is muted when the external speaker is used.

# Maintenance and Troubleshooting
## Cleaning
If the transceiver becomes dusty or dirty, wipe it with a soft, dry cloth. Do not use thinner, benzine or alcohol; they damage the surface. After exposure to salt spray, wipe the front panel with a cloth dampened with fresh water.
## Fuse Replacement
If the fuse blows or the transceiver stops functioning, find the cause of the problem first, then replace the fuse in the holder on the DC power cable with a new one of the correct rating.
PAGE
## Troubleshooting
TABLE Problem | Possible Cause | Solution
| The transceiver does not turn on | Bad connection to the power supply, or the fuse has blown | Check the connection to the battery; check and replace the fuse |
| No sound from the speaker | Squelch level set too high, or volume set to minimum | Set the squelch to the threshold point; raise the volume |
| Transmitting is impossible, or high power cannot be selected | Some channels are low power or receive only | Change channels |
| Scan does not start | No channels are tagged | Tag the channels you want to scan |
| The GPS icon keeps blinking and the position is not shown | The view of the sky is blocked, or the radio was just turned on | Move the radio or clear the obstruction; wait a few minutes with the power on |
| A DSC call cannot be sent | The MMSI code has not been entered | Enter your MMSI code |
| No beep sounds | The key beep is turned off | Turn the key beep on in MENU > Configuration > Key Beep |
| The display is too dark or hard to read | Backlight or contrast set too low | Adjust the backlight and the contrast |

# Specifications
## General
TABLE Item | Specification
| Frequency coverage (TX) | 156.025 to 157.425 MHz |
| Frequency coverage (RX) | 156.050 to 163.275 MHz |
| Mode | FM (16K0G3E), DSC (16K0G2B) |
| Power supply requirement | 13.8 V DC nominal (negative ground) |
| Current drain (at 13.8 V DC) | TX high 6.0 A; maximum audio 1.5 A |
| Operating temperature range | -20 C to +60 C (-4 F to +140 F) |
| Dimensions (W x H x D) | 167 x 91 x 112 mm (6.6 x 3.6 x 4.4 in), projections not included |
| Weight | approximately 1.3 kg (2.9 lb) |
| Waterproof rating | IPX7 (1 m depth of water for 30 minutes) |
## Transmitter and Receiver
TABLE Item | Specification
| Output power | 25 W / 1 W |
| Maximum frequency deviation | +/- 5.0 kHz |
| Receive sensitivity | 0.25 uV typical (12 dB SINAD) |
| Audio output power | 4.5 W typical at 10% distortion with a 4 ohm load |
| GPS receiver | built-in, 72 channels |
| DSC | Class D, with dedicated Channel 70 receiver |
| Data output | NMEA 0183 (GGA, GLL, GSA, GSV, RMC, VTG) |
`

export const CATALOGUE_MANUALS: (ManualSource & ManualStyle)[] = [
  {
    id: 'garmin-striker-4',
    brand: 'Garmin',
    model: 'STRIKER 4',
    deviceType: 'fishfinder',
    title: "STRIKER 4 Owner's Manual",
    coverTitle: "Owner's Manual",
    coverLines: ['Fishfinder with CHIRP sonar and built-in GPS', 'For use with the dual-beam transducer'],
    code: '190-02146-00_0C',
    size: [396, 612],
    margin: 46,
    gutter: 0,
    columns: 1,
    bodySize: 10,
    headerSeparator: ' | ',
    frontNumbers: 'none',
    contentsSections: true,
    noIndex: true,
    catalogue: true,
    text: STRIKER_4,
  },
  {
    id: 'raymarine-element-9-hv',
    brand: 'Raymarine',
    model: 'Element 9 HV',
    deviceType: 'chartplotter',
    title: 'Element HV Operation Instructions',
    coverTitle: 'Operation Instructions',
    coverLines: [
      'Element 7 HV, Element 9 HV and Element 12 HV',
      'Chartplotter and sonar with HyperVision',
      'LightHouse Sport software',
    ],
    code: '81399-3 EN',
    size: [595.28, 841.89],
    margin: 50,
    gutter: 18,
    columns: 2,
    bodySize: 10.5,
    headerSeparator: ' - ',
    frontNumbers: 'arabic',
    blankInsideCover: true,
    footer: 'centred',
    contentsSections: true,
    noIndex: true,
    catalogue: true,
    text: ELEMENT_9_HV,
  },
  {
    id: 'furuno-navpilot-300',
    brand: 'Furuno',
    model: 'NavPilot 300',
    deviceType: 'autopilot',
    title: "NavPilot 300 Operator's Manual",
    coverTitle: "Operator's Manual",
    coverLines: ['Autopilot', 'Model NAVpilot-300', 'Control unit FAP-3011, processor unit FAP-3021'],
    code: 'OME-72960-A',
    size: [595.28, 841.89],
    margin: 62,
    gutter: 0,
    columns: 1,
    bodySize: 10.5,
    headerSeparator: ' ',
    frontNumbers: 'none',
    contentsSections: true,
    noIndex: true,
    catalogue: true,
    numbering: 'chapter',
    frontChapters: 2,
    header: 'chapter',
    plainFooter: 'centred',
    text: NAVPILOT_300,
  },
  {
    id: 'icom-ic-m424g',
    brand: 'Icom',
    model: 'IC-M424G',
    deviceType: 'vhf radio',
    title: 'IC-M424G Instruction Manual',
    coverTitle: 'Instruction Manual',
    coverLines: ['VHF Marine Transceiver with built-in GPS receiver', 'Class D DSC'],
    code: 'A-7301H-1US',
    size: [612, 792],
    margin: 64,
    gutter: 0,
    columns: 1,
    bodySize: 11,
    serif: true,
    headerSeparator: ' ',
    frontNumbers: 'none',
    contentsSections: true,
    noIndex: true,
    catalogue: true,
    numbering: 'cover',
    header: 'alternate',
    plainFooter: 'outside',
    text: IC_M424G,
  },
  HOOK_REVEAL_7_MANUAL,
  FCV_588_MANUAL,
  HELIX_5_MANUAL,
]

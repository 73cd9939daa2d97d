// The two benchmark manuals of catalogue devices (content/catalogue/devices.json): owner's manuals written for
// the bench in a maker's style, not copied from any real manual, in generate.ts's markup, describing only what
// the catalogue says each device has. They test whether the reading and answering generalise to manuals they
// were not tuned on. The Garmin STRIKER 4 manual follows the measurement that started this work (a cover, two
// contents pages, nine chapters, printed numbers three behind the PDF page index at the outside edge of the
// footer, no index); the Raymarine Element 9 HV manual is in another house style (A4, two columns, the number
// centred in the footer, numbered on from the first contents page after a cover and a blank page).
import type { ManualSource } from './content'

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

export const CATALOGUE_MANUALS: ManualSource[] = [
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
]

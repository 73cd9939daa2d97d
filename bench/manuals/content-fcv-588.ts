// The Furuno FCV-588 operator's manual of `npm run bench:manuals`, written for the bench in an older Furuno-like
// house style (not copied from any real manual) and describing only what the catalogue row says the device has
// (content/catalogue/devices.json): A4, two columns on every chapter page, numbered by chapter ('1-1', '2-3',
// 'AP-1') and centred in the footer, a running header of the title and the chapter, a contents page, a
// troubleshooting table and a specifications table. It is drawn as a digital manual and then SCANNED
// (ManualStyle `scan`, bench/manuals/scan.ts): the PDF holds only page images, tilted a little, with no text.
import type { ManualSource } from './content'
import type { ManualStyle } from './content-catalogue'

const FCV_588 = `
# 1. Introduction
## 1.1 A Word to the Owner
Thank you for choosing the FCV-588 color LCD sounder. For over half a century the name Furuno has stood for marine electronics built to work season after season in salt air and heavy weather, on fishing boats, workboats and pleasure craft alike.
This manual explains how to operate the equipment. Read it through once before you take the boat out, and keep it aboard near the helm so that anyone who runs the sounder can look up a control when it is needed. Key names are printed in capitals in the text, for example the RANGE key, and menu items are written as a path: MENU > System > Units means press MENU, select the System tab and then select Units.
Screen illustrations in this manual may differ slightly from what your unit shows, depending on the program version and the transducer connected. Furuno reserves the right to change the specifications and the contents of this manual without notice.
FIGURE 170 Figure 1-1: The FCV-588 display unit.
## 1.2 Safety Instructions
The operator must read these safety instructions before operating the equipment.
WARNING: Do not open the cabinet. Only qualified service personnel may work inside the equipment; it holds parts that carry high voltage.
WARNING: If water leaks into the cabinet, or smoke or a burning smell comes from it, turn off the power at the switchboard at once. Continued use can cause fire or electrical shock.
WARNING: Use the proper fuse. A fuse of the wrong rating can damage the equipment or cause a fire.
CAUTION: Never transmit with the transducer out of the water. The transducer can be damaged within a short time when the sounder runs in air, for example with the boat on its trailer.
CAUTION: A sounder is an aid to navigation and fishing. Do not rely on it alone to keep the boat off the bottom; keep a proper lookout and check your charts.
CAUTION: Do not place liquid-filled containers on or near the display unit.
## 1.3 System Overview
The FCV-588 is a dual-frequency fishfinder with a large 8.4-inch color LCD. It shows the returns of a low and a high frequency, side by side or one at a time, so that you can search a wide area and examine the bottom in detail at the same time. The frequencies are set by the transducer connected, typically 50 kHz and 200 kHz.
Two output powers are available: 600 W for coastal and shallow-water fishing, or 1 kW for deeper water. The output power is selected with the transceiver and transducer ordered with the system; the display unit is the same for both.
FIGURE 190 Figure 1-2: System configuration: display unit, transducer, power supply and external NMEA 0183 equipment.
## 1.4 Main Features
- 8.4-inch color LCD, readable in sunlight, in a compact cabinet for small and medium boats.
- Dual frequency operation, for example 50 and 200 kHz, depending on the transducer.
- RezBoost high-resolution mode, which separates targets lying close together and close to the bottom.
- ACCU-FISH, which estimates the length of individual fish and shows it beside a fish symbol.
- Bottom Discrimination display, which shows the probable bottom type (a compatible transducer is required).
- White marker, bottom lock and zoom displays, and an A-scope display.
- Auto modes for fishing and for cruising, which set the gain, clutter and range for you.
- NMEA 0183 interface, and a 12-24 V DC power supply.
## 1.5 How a Sounder Works
The transducer sends short pulses of ultrasonic sound down into the water. When a pulse meets a fish, a school or the bottom, part of its energy is reflected back to the transducer as an echo. The sounder measures the time between the pulse and the echo to find the depth of the target, and the strength of the echo to choose its color on the screen.
Because sound travels through sea water at about 1500 meters per second, an echo from 75 m returns to the transducer one tenth of a second after the pulse left it.

# 2. Basic Operation
## 2.1 Controls
FIGURE 150 Figure 2-1: The display unit, front view, with the keypad below the screen.
- POWER/BRILL key: press to turn the power on; press briefly again to adjust the brilliance. Hold it for three seconds to turn the power off.
- MODE key: opens the display mode window, where you choose the picture to show.
- RANGE key: selects the basic depth range.
- GAIN key: adjusts the gain of the low and the high frequency.
- MENU/ESC key: opens the main menu; inside a menu it closes the window and returns one step.
- Cursor pad: moves the cursor, and selects menu items and settings.
- ENTER key: confirms the item selected.
- FUNC key: a function key that gives one-touch access to a menu item you choose.
INDEX keys; controls
## 2.2 Turning the Power On and Off
Press the POWER/BRILL key to turn on the power. The unit beeps, the start-up screen shows the program version, and after a self-check of about ten seconds the last display mode used appears. If the unit finds an error during the self-check, an error message appears instead; see chapter 8.
To turn off the power, press and hold the POWER/BRILL key until the screen goes blank, about three seconds. A short press does not turn off the unit: it opens the brilliance window.
INDEX power; start-up
## 2.3 Adjusting the Brilliance
The brilliance of the screen can be set in twenty steps.
1. Press the POWER/BRILL key briefly. The brilliance window appears.
2. Press the key again, or press the cursor pad left or right, to set the brilliance.
3. The window closes by itself a few seconds after the last key press.
NOTE: At night, lower the brilliance and select the Night color palette (MENU > Display > Palette) so that the screen does not spoil your night vision.
FIGURE 80 Figure 2-2: The brilliance window.
## 2.4 Selecting the Range
The range is the depth shown from the top to the bottom of the screen. Press the RANGE key to show the range window, then press the cursor pad up or down to choose one of eight basic ranges. When an auto mode is on, the range follows the bottom by itself and the RANGE key is not needed.
Choose a range that shows the bottom in the lower half of the screen. If the bottom drops out of the picture, the depth digits blink until a deeper range is selected.
## 2.5 Shifting the Range
The shift moves the window of the range down, so that a deep bottom stays on the screen with good detail. For example, with a range of 40 m and a shift of 60 m, the screen shows from 60 m to 100 m. Select MENU > Sounder > Shift and set the value with the cursor pad. With a range shifted, the surface is no longer shown at the top of the screen.
INDEX range; shift; brilliance
FIGURE 120 Figure 2-3: Basic range and range shift.
## 2.6 Adjusting the Gain
The gain sets how strongly the echoes are shown. Set it so that a light background of noise is just visible; with too little gain weak fish echoes disappear, and with too much the screen fills with noise.
1. Press the GAIN key. The gain window for the low and the high frequency appears.
2. Press the cursor pad left or right to choose the low or the high frequency.
3. Press the cursor pad up or down to set the gain, from 0 to 10.
The high frequency usually needs a little less gain than the low frequency, because its beam is narrower and its echoes are stronger.
## 2.7 Picture Advance Speed
The picture advance speed sets how quickly the echoes move across the screen from right to left. A fast speed stretches fish echoes and is best when the boat is running; a slow speed fits more history on the screen and is best when drifting or at anchor. Select MENU > Sounder > Picture Advance and choose a speed from 1/16 to 4 lines per transmission. Select Stop to freeze the picture, for example to take a photograph of the screen.
INDEX gain; picture advance
## 2.8 Measuring Depth with the VRM
The VRM (variable range marker) is a horizontal dashed line that you can move up and down the screen to read the depth of any echo. Press the cursor pad up or down to move the VRM onto the top of a school; its depth is shown just above the line, in the unit set for depth. The VRM is also used by the marker zoom display.
FIGURE 110 Figure 2-4: Reading the depth of a school with the VRM.

# 3. Display Modes
## 3.1 Choosing a Display Mode
Press the MODE key to open the display mode window, press the cursor pad up or down to select a mode, and press ENTER. The modes are the single frequency displays, the dual frequency display, the zoom displays and the A-scope display, as described in this chapter.
FIGURE 130 Figure 3-1: The display mode window.
## 3.2 Single and Dual Frequency Displays
The low frequency display shows the returns of the low frequency, for example 50 kHz. Its wide beam covers a large area under the boat, reaches deeper water and is suited to searching for fish and following the bottom.
The high frequency display shows the returns of the high frequency, for example 200 kHz. Its narrow beam shows the water directly below the boat in fine detail and separates fish from the bottom more clearly.
The dual frequency display shows the low frequency picture on the left half of the screen and the high frequency picture on the right half. Comparing the two halves tells you whether a school is directly below the boat or out to the side: a school seen only on the left is outside the narrow high frequency beam.
FIGURE 170 Figure 3-2: The dual frequency display: low frequency on the left, high frequency on the right.
## 3.3 Bottom Lock Display
The bottom lock display shows a band of water just above the bottom, stretched out on the left half of the screen, with the normal picture on the right half. The bottom is drawn as a flat line, whatever the real depth, so fish lying close to the bottom are easy to tell from the bottom itself. Set the height of the band with MENU > Sounder > Bottom Lock Span, from 5 to 20 m.
FIGURE 150 Figure 3-3: The bottom lock display.
## 3.4 Bottom Zoom Display
The bottom zoom display enlarges an area that includes the bottom and shows it on the left half of the screen. Unlike the bottom lock display, the bottom keeps its real contour, so this display is useful for judging the hardness and the shape of the bottom. The zoomed area follows the bottom automatically as the depth changes.
## 3.5 Marker Zoom Display
The marker zoom display enlarges the area under the VRM, the movable depth marker, to fill the left half of the screen. Move the VRM up or down with the cursor pad to examine any layer of the water, for example a school that is well above the bottom.
INDEX bottom lock; bottom zoom; marker zoom
FIGURE 150 Figure 3-4: The marker zoom display with the VRM.
## 3.6 A-Scope Display
The A-scope display shows, at the right edge of the screen, the echoes of the latest transmission only. Their amplitude is drawn as the width and color of a trace, so a strong echo shows as a long red bar. It is useful for judging the strength of a school and the type of bottom at this moment. Turn it on or off with MENU > Display > A-Scope.
## 3.7 White Marker
The white marker shows one selected echo color in white. Set it to the color of the bottom echo, and fish lying on or near the bottom stand out against the white band. Select MENU > Display > White Marker and choose the color number to show in white; select Off to turn the white marker off.
FIGURE 120 Figure 3-5: The A-scope display at the right edge of the screen.
## 3.8 Reading the Echoes
A fish is shown as an arch or a short line; a school as a cluster of color. The bottom is normally the strongest echo, shown in red or reddish brown. A hard bottom of rock or sand gives a long tail below the bottom line, while mud or weed gives a short tail. A second, weaker bottom line at twice the depth is a second bottom echo, caused by the sound bouncing between the bottom and the surface; it is a sign of a hard bottom.
Near the surface, the wake of another boat or breaking waves show as a speckled band. Thermoclines, layers where the water temperature changes sharply, can appear as a faint horizontal line in the middle of the water column.
INDEX A-scope; white marker; echoes

# 4. Advanced Functions
## 4.1 RezBoost
RezBoost is a high-resolution mode that improves the separation of echoes lying close together: fish close to each other, and fish close to the bottom, are shown as separate targets instead of one mass. Turn it on with MENU > Sounder > RezBoost and select Enhanced. Select Standard to return to the normal picture.
NOTE: With RezBoost set to Enhanced, echoes are drawn thinner. Raise the gain a step if weak echoes fade.
FIGURE 150 Figure 4-1: The same school with RezBoost at Standard (left) and Enhanced (right).
## 4.2 ACCU-FISH
ACCU-FISH estimates the length of single fish from the strength of their echoes, and shows a fish symbol with the estimated length beside it. Select MENU > Sounder > ACCU-FISH and choose the symbol: a large or small fish symbol, or the length only with no symbol.
The length shown is an estimate for a single fish. Fish in a dense school, or fish lying close to the bottom, are not measured. The estimate is a guide to the size of the fish and may differ from the real length.
FIGURE 110 Figure 4-2: Fish symbols with their estimated lengths.
## 4.3 Bottom Discrimination Display
The Bottom Discrimination display analyses the bottom echo and shows the probable type of bottom in a band at the foot of the screen, in four colors: mud, sand, gravel and rock. It helps you to find the kind of ground the fish you are after prefer.
NOTE: The Bottom Discrimination display requires a compatible transducer. With any other transducer the menu item is not shown.
Bottom Discrimination works at depths where the bottom echo is steady. At high boat speed, or in very shallow or very deep water, the band may show a question mark; slow down for a reliable reading.
FIGURE 120 Figure 4-3: The Bottom Discrimination band at the foot of the screen.
## 4.4 Auto Modes
In an auto mode the unit sets the gain, the clutter and the range automatically, following the bottom as the depth changes. Press MODE, select Auto, and choose the kind of auto mode with the cursor pad.
- Fishing mode: for finding fish. It keeps weak echoes, such as small fish and bait, on the screen.
- Cruising mode: for following the bottom while running. It removes weak echoes and noise so that the bottom line stays clean.
To leave the auto mode, press the GAIN or RANGE key: the unit returns to manual gain and range.
INDEX bottom discrimination; auto mode
## 4.5 Reducing Interference and Clutter
Interference from other sounders, or electrical noise from the engine, shows as dotted lines or spikes across the picture. Select MENU > Sounder > Interference Reject and raise the setting from Low to High until the interference disappears. Use the lowest setting that works: a high setting can also remove weak fish echoes.
Clutter is a light speckle in the water column caused by plankton, sediment or air bubbles. Select MENU > Sounder > Clutter and raise the setting until the speckle is gone.
FIGURE 110 Figure 4-4: Interference from another sounder.
## 4.6 The FUNC Key
The FUNC key gives one-touch access to a menu item you use often, such as Clutter or Interference Reject. To choose its function, press and hold the FUNC key until the function list appears, select an item and press ENTER. Thereafter a short press of the FUNC key opens that item directly.
INDEX interference; clutter; FUNC key

# 5. Menu Settings
## 5.1 Using the Menu
Press the MENU/ESC key to open the main menu. The menu has four tabs: Sounder, Display, System and NMEA. Press the cursor pad left or right to select a tab, up or down to select an item, and ENTER to open it. Press MENU/ESC to close the window.
FIGURE 170 Figure 5-1: The main menu with the Sounder tab open.
## 5.2 Units of Measure
Select MENU > System > Units to choose the depth unit: meters, feet or fathoms. The depth scale, the VRM and the depth shown in large digits at the top of the screen all change to the unit you choose.
## 5.3 Draft and Depth Offset
The depth shown is measured from the transducer. To show the depth from the sea surface, enter the draft of the transducer under MENU > System > Draft: the depth below the waterline of the transducer face. To show the depth under the keel instead, enter a negative value equal to the distance from the transducer down to the bottom of the keel.
FIGURE 130 Figure 5-2: Draft: the depth of the transducer face below the waterline.
INDEX units; draft
## 5.4 Color Palette
Select MENU > Display > Palette to choose the background and the echo colors: Day (white background), Blue (dark blue background, easy on the eyes in daylight) or Night (black background with dimmed colors). The echo colors run from light blue for the weakest echoes to reddish brown for the strongest.
## 5.5 Demonstration Mode
The demonstration mode shows a simulated picture without a transducer, for learning the controls at home. Select MENU > System > Demo Mode and select On. DEMO is shown at the top of the screen while the mode is on; the depth shown is not real, so turn it off before you go to sea.
## 5.6 Restoring the Default Settings
Select MENU > System > Factory Default, then Yes. All settings return to their factory values, and the unit restarts. Write down the draft and the shift values first, because they are cleared too.
INDEX demo mode; factory default; palette

# 6. Fishing with the Sounder
## 6.1 Choosing the Frequency
Each frequency has its strengths, and the dual frequency display lets you use both at once. The low frequency reaches deeper and covers a wide cone of water, so it finds schools that are not directly under the boat. It is also less disturbed by bubbles and by the wake of other boats. The high frequency has a narrow beam and a short pulse: it draws single fish and the bottom in sharp detail, and it is the better choice in shallow water and for fish holding close to the bottom.
As a rule, search with the low frequency and identify with the high frequency. When a school shows on the left half of the dual frequency display but not on the right, it lies off to one side of the boat; turn and pass over it again to bring it under the narrow beam.
FIGURE 140 Figure 6-1: The wide low frequency beam and the narrow high frequency beam.
## 6.2 Finding Fish near the Bottom
Fish feeding close to the bottom are the hardest to see, because their echoes merge into the bottom echo. Use the bottom lock display to spread out the few meters of water just above the bottom, and set the white marker to the bottom color so that a thin line separates the fish from the ground. With RezBoost at Enhanced, a fish lying a short distance above a hard bottom can be told apart from it.
Slow the boat when you pass over a promising spot: at low speed more transmissions hit each fish, and its echo grows longer and easier to recognise.
## 6.3 Reading the Bottom
The type of bottom tells you where to fish. Fish gather at changes in the bottom: a drop-off, the edge of a reef, a gravel bank in a muddy plain. Watch the length of the bottom tail and the second bottom echo to judge the hardness, and, with a compatible transducer, the Bottom Discrimination band to judge the type of ground.
FIGURE 130 Figure 6-2: A drop-off with fish holding along its edge.
## 6.4 Using the Auto Modes at Sea
On a long run to the fishing ground, select the Cruising mode: the picture stays clean and the bottom stays on the screen as the depth changes, with no need to touch the RANGE key. When you reach the ground and begin to search, change to the Fishing mode, which keeps the weak echoes of small fish and bait on the screen. Once you have found a school and want to study it, press GAIN or RANGE to take manual control and fine-tune the picture yourself.
## 6.5 Recognising False Echoes
Not every mark on the screen is a fish. Air bubbles in the wake of your own boat draw vertical streaks from the surface down, especially while turning or reversing. Rain and rough seas add speckle near the top of the screen. A thermocline can look like a layer of small fish, but it stays at the same depth over a wide area and shows no arches. When in doubt, compare both frequencies: a real school shows on both, while noise often appears on one only.
FIGURE 150 Figure 6-3: False echoes: bubbles in the wake and a thermocline.
## 6.6 Keeping a Fishing Log
When you find a good spot, write down the depth, the bottom type, the time and the frequency that showed the fish best. Over a season such notes show you where and when the fish gather. A connected chartplotter can save the position of the spot; the FCV-588 sends it the depth over NMEA 0183.

# 7. Maintenance
## 7.1 Maintenance
Regular maintenance keeps the equipment in good working order. Check the following items once a month.
- Check that the power and transducer connectors are tight and free of corrosion.
- Check the ground wire for corrosion, and clean it if necessary.
- Check the power supply voltage; it must be within the rated 12-24 V DC.
Clean the LCD with a soft cloth moistened with fresh water and a little mild detergent. Do not use chemical cleaners such as thinner or benzene; they can remove the coating of the screen.
INDEX maintenance; cleaning
## 7.2 Cleaning the Transducer
Marine growth on the face of the transducer lowers its sensitivity. When the boat is hauled out, gently scrape the transducer face with a piece of wood or fine sandpaper and wipe it clean. Do not use a solvent or paint the face with ordinary hull paint; use only a water-based antifouling paint, in a thin coat.
## 7.3 Replacing the Fuse
The fuse in the power cable protects the equipment against overcurrent and reversed polarity. If the fuse blows, find the cause before you replace it. Use a fuse of the rating marked on the fuse holder only.
WARNING: Never use a fuse of a higher rating than specified, and never bridge the fuse holder with wire.
## 7.4 Storing the Equipment
If the boat is laid up for the winter, turn off the power at the switchboard and disconnect the power cable from the battery. Fit the protective cover over the display unit, or remove the unit and store it in a dry place at room temperature. Before the next season, check the cables and connectors for damage before you reconnect them.

# 8. Troubleshooting
## 8.1 Simple Troubleshooting
The table below lists simple problems and what the user can do about them. If the unit cannot be restored to normal operation, do not check inside the unit; ask your dealer to service it.
TABLE Problem | Cause | Remedy
| The power cannot be turned on | Blown fuse, or a loose power cable | Replace the fuse in the power cable and tighten the connector |
| The power is on but nothing appears | The brilliance is turned all the way down | Press POWER/BRILL briefly and raise the brilliance |
| No echoes and no bottom | Transducer cable loose or damaged | Check the transducer connector; ask your dealer to test the cable |
| The bottom is lost at speed | Air bubbles over the transducer face | Move the transducer where the water runs smooth, or slow down |
| Dotted lines or spikes across the picture | Another sounder or engine noise | Raise the Interference Reject setting |
| Speckle in the water column | Clutter from plankton or sediment | Raise the Clutter setting, or lower the gain |
| The depth reading is wrong | The draft is set wrongly | Check the value under MENU > System > Draft |
| Weak echoes, the picture is faint | Marine growth on the transducer | Clean the face of the transducer |
| No Bottom Discrimination menu | The transducer is not compatible | Connect a transducer compatible with Bottom Discrimination |
| The picture does not move | Picture advance is set to Stop | Choose a speed under Picture Advance |
INDEX troubleshooting
PAGE
## 8.2 Diagnostics
The unit has a self test that checks the memory, the keys and the screen. Select MENU > System > Diagnostics, then Self Test. The results are shown as OK or NG; an NG result for the ROM or RAM means the unit needs service. The key test lights a box for each key you press: press MENU/ESC three times to end it.
If the self test finds no fault and the problem remains, note the program version shown at the top of the Diagnostics window before you call your dealer.
FIGURE 130 Figure 8-1: The self test results.
INDEX diagnostics; self test
## 8.3 Before Calling for Service
Before you call your dealer, check the following and write down what you find. It will help the service engineer find the fault quickly.
- The model name, FCV-588, and the serial number on the label on the rear of the display unit.
- The program version, shown on the start-up screen and in the Diagnostics window.
- The transducer model and the output power of your system.
- What the screen showed when the problem began, and whether it appears on one frequency or both.

# 9. Installation
## 9.1 Mounting the Display Unit
The display unit can be mounted on a tabletop, on the overhead, or flush in a panel. Choose a place where the screen is out of direct sunlight and away from heat sources, and where there is room behind the unit for the cables.
- Keep the unit at least 1 m from a magnetic compass.
- Do not mount it where it is exposed to rain or spray.
- Leave enough space around the unit for ventilation and service.
FIGURE 160 Figure 9-1: Tabletop and flush mounting of the display unit.
INDEX mounting
## 9.2 Transducer Installation
The transducer is mounted through the hull, on the transom or inside the hull, as the transducer type allows. Choose a place where the water flowing past is free of air bubbles at all boat speeds: not behind a strake, a water intake or the propeller. On most planing boats, this is about one third of the hull length from the stern.
After installation, check the hull around a through-hull transducer for leaks before launching, and again after the first run.
FIGURE 150 Figure 9-2: Where to mount the transducer.
## 9.3 Wiring
Connect the power cable to a 12-24 V DC supply through the switchboard. The red wire goes to the positive (+) terminal and the black wire to the negative (-) terminal. Reversing the wires blows the fuse in the power cable.
Connect the ground terminal on the rear of the display unit to the ship's ground with a short, thick wire, to reduce interference.
## 9.4 Connecting NMEA 0183 Equipment
The NMEA 0183 port connects the sounder to a GPS navigator, a chartplotter or other NMEA 0183 equipment. It can output the depth to a chartplotter and receive position and speed data. Select the NMEA version of the connected equipment under MENU > NMEA > Version.
FIGURE 130 Figure 9-3: The connectors on the rear of the display unit.
INDEX wiring; NMEA 0183
## 9.5 Setting Up after Installation
After installing the equipment, go to sea and check it in water of known depth.
1. Turn on the power and check that the bottom appears on both frequencies.
2. Enter the draft of the transducer under MENU > System > Draft.
3. Run the boat at cruising speed and check that the bottom stays on the screen.
4. If the bottom is lost at speed, move the transducer as described in 9.2.

# Appendix Specifications
## Menu Tree
- Sounder: Shift, Picture Advance, Bottom Lock Span, RezBoost, ACCU-FISH, Interference Reject, Clutter.
- Display: Palette, A-Scope, White Marker, Bottom Discrimination.
- System: Units, Draft, Demo Mode, Diagnostics, Factory Default.
- NMEA: Version, Output Sentences.
## Glossary
- A-scope: a display of the echoes of the latest transmission only, drawn as horizontal bars at the right edge of the screen.
- Beam: the cone of water the sound pulse covers. A low frequency gives a wide beam, a high frequency a narrow one.
- Clutter: weak, unwanted echoes from plankton, sediment or air bubbles in the water column.
- Draft: the depth of the transducer face below the waterline.
- Echo: the part of a sound pulse reflected back to the transducer by a fish, a school or the bottom.
- Gain: the amplification of the received echoes. More gain shows weaker echoes.
- Second bottom echo: a weaker copy of the bottom at twice the depth, from sound reflected twice between the bottom and the surface.
- Thermocline: a layer in the water where the temperature changes sharply; it may show as a faint line.
- Transducer: the part under the hull that sends the sound pulses and receives their echoes.
- VRM: variable range marker, the movable dashed line used to read the depth of an echo.
PAGE
## Specifications of the FCV-588
TABLE Item | Specification
| Type | Color LCD dual-frequency fishfinder |
| Display | 8.4-inch color LCD |
| Output power | 600 W or 1 kW, selected at order |
| Frequencies | Two, for example 50 and 200 kHz, depending on the transducer |
| Display modes | Single and dual frequency, bottom lock, bottom zoom, marker zoom, A-scope |
| Functions | RezBoost, ACCU-FISH, Bottom Discrimination (compatible transducer required), white marker |
| Auto modes | Fishing and Cruising |
| Interface | NMEA 0183 |
| Power supply | 12-24 V DC |
INDEX specifications
`

export const FCV_588_MANUAL: ManualSource & ManualStyle = {
  id: 'furuno-fcv-588-scan',
  brand: 'Furuno',
  model: 'FCV-588',
  deviceType: 'fishfinder',
  title: "FCV-588 Operator's Manual",
  coverTitle: "Operator's Manual",
  coverLines: ['Color LCD Sounder', 'Model FCV-588', 'Dual-frequency fishfinder, 600 W / 1 kW'],
  code: 'OME-23750-B',
  size: [595.28, 841.89],
  margin: 56,
  gutter: 20,
  columns: 2,
  bodySize: 11,
  headerSeparator: ' - ',
  frontNumbers: 'none',
  contentsSections: true,
  noIndex: true,
  catalogue: true,
  numbering: 'chapter',
  plainFooter: 'centred',
  scan: true,
  text: FCV_588,
}

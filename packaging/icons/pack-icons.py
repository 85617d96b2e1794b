#!/usr/bin/env python3
"""Packs rendered PNGs into a Windows .ico and a macOS .icns (standard library only).

Both formats may hold PNG data directly: ICO since Windows Vista, ICNS for the types used below
since OS X 10.7. So no image library is needed, only the container headers.

usage: pack-icons.py HICOLOR_DIR PNG_1024 OUT.ico OUT.icns
"""
import struct
import sys
from pathlib import Path

NAME = "io.github.gpusizer.GpuSizer.png"


def png(hicolor: Path, size: int) -> bytes:
    return (hicolor / f"{size}x{size}" / "apps" / NAME).read_bytes()


def png_size(data: bytes) -> int:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    if width != height:
        raise ValueError(f"icon is not square: {width}x{height}")
    return width


def write_ico(hicolor: Path, out: Path) -> None:
    images = [png(hicolor, n) for n in (16, 24, 32, 48, 64, 128, 256)]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for data in images:
        n = png_size(data)
        # width/height 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    out.write_bytes(header + entries + blobs)


def write_icns(hicolor: Path, png1024: Path, out: Path) -> None:
    # OSType -> pixel size (the @2x types carry the doubled size)
    types = [(b"icp4", 16), (b"icp5", 32), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
             (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512), (b"ic10", 1024)]
    body = b""
    for ostype, n in types:
        data = png1024.read_bytes() if n == 1024 else png(hicolor, n)
        if png_size(data) != n:
            raise ValueError(f"{ostype!r} needs {n} px")
        body += ostype + struct.pack(">I", 8 + len(data)) + data
    out.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    hicolor, png1024, ico, icns = (Path(a) for a in sys.argv[1:])
    write_ico(hicolor, ico)
    write_icns(hicolor, png1024, icns)
    return 0


if __name__ == "__main__":
    sys.exit(main())

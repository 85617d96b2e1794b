#!/usr/bin/env python3
"""Opens a workbook gpu-sizer-cli export wrote, as a spreadsheet program would read it: the
sheets, numeric cells with number formats, and the native chart of the TCO sheet.

    xlsx_check.py WORKBOOK.xlsx SHEET-NAME...   (the expected sheet names, in order)
Exit status 1 with the reason on the first fault."""
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {
    "m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
}


def fail(message):
    print("xlsx_check: " + message)
    sys.exit(1)


def column_row(ref):
    letters, digits = re.match(r"([A-Z]+)([0-9]+)", ref).groups()
    column = 0
    for ch in letters:
        column = column * 26 + ord(ch) - 64
    return column - 1, int(digits) - 1


def read_sheet(book, path, strings):
    """{(row, column): (value, is_number, style index)}"""
    cells = {}
    root = ET.fromstring(book.read(path))
    for c in root.iter("{%s}c" % NS["m"]):
        col, row = column_row(c.get("r"))
        kind = c.get("t", "n")
        v = c.find("m:v", NS)
        if v is None:
            continue
        if kind == "s":
            cells[(row, col)] = (strings[int(v.text)], False, int(c.get("s", 0)))
        elif kind == "n":
            cells[(row, col)] = (float(v.text), True, int(c.get("s", 0)))
        else:
            cells[(row, col)] = (v.text, False, int(c.get("s", 0)))
    return cells


def main():
    if len(sys.argv) < 3:
        fail("usage: xlsx_check.py WORKBOOK.xlsx SHEET-NAME...")
    expected = sys.argv[2:]
    try:
        book = zipfile.ZipFile(sys.argv[1])
    except zipfile.BadZipFile as error:
        fail("not a zip file: %s" % error)
    if book.testzip() is not None:
        fail("a member is corrupt")
    workbook = ET.fromstring(book.read("xl/workbook.xml"))
    sheets = [s.get("name") for s in workbook.find("m:sheets", NS)]
    if sheets != expected:
        fail("sheets %s, expected %s" % (sheets, expected))
    strings = []
    if "xl/sharedStrings.xml" in book.namelist():
        for si in ET.fromstring(book.read("xl/sharedStrings.xml")).findall("m:si", NS):
            strings.append("".join(t.text or "" for t in si.iter("{%s}t" % NS["m"])))
    styles = ET.fromstring(book.read("xl/styles.xml"))
    formats = {int(f.get("numFmtId")): f.get("formatCode") for f in styles.iter("{%s}numFmt" % NS["m"])}
    xfs = [int(xf.get("numFmtId", 0)) for xf in styles.find("m:cellXfs", NS)]

    # Every sheet has numbers stored as numbers; the Summary's GPU count is one of them.
    numeric = 0
    money = 0
    for index in range(1, len(sheets) + 1):
        cells = read_sheet(book, "xl/worksheets/sheet%d.xml" % index, strings)
        for value, is_number, style in cells.values():
            if is_number:
                numeric += 1
                if '"USD"' in formats.get(xfs[style], "") or '"NOK"' in formats.get(xfs[style], "") \
                        or '"EUR"' in formats.get(xfs[style], ""):
                    money += 1
            elif re.fullmatch(r"-?[0-9]{1,3}(,[0-9]{3})+(\.[0-9]+)?|-?[0-9]+\.[0-9]+", str(value)):
                fail("sheet %d holds the number %r as text" % (index, value))
    if numeric < 20:
        fail("only %d numeric cells" % numeric)
    if money < 5:
        fail("only %d cells with a money format" % money)

    # The TCO sheet (the 4th) has a line chart of two series over its own cells, and its
    # last year equals the sheet's total cost of ownership.
    charts = [n for n in book.namelist() if re.fullmatch(r"xl/charts/chart[0-9]+\.xml", n)]
    if len(charts) != 1:
        fail("charts %s, expected one" % charts)
    chart = ET.fromstring(book.read(charts[0]))
    line = chart.find(".//c:lineChart", NS)
    if line is None:
        fail("the chart is not a line chart")
    series = line.findall("c:ser", NS)
    if len(series) != 2:
        fail("%d series, expected 2 (owning, renting)" % len(series))
    refs = [s.find("c:val/c:numRef/c:f", NS).text for s in series]
    if not all(("'%s'!" % sheets[3]) in ref for ref in refs):
        fail("series do not refer to the TCO sheet: %s" % refs)
    drawing_rels = book.read("xl/worksheets/_rels/sheet4.xml.rels").decode()
    if "drawing" not in drawing_rels:
        fail("the TCO sheet has no drawing")
    cells = read_sheet(book, "xl/worksheets/sheet4.xml", strings)
    own_ref = refs[0].split("!")[1].replace("$", "")
    last = column_row(own_ref.split(":")[1])
    own_last = cells.get((last[1], last[0]))
    if own_last is None or not own_last[1]:
        fail("the chart's last owning value %s is not a number" % own_ref)
    # The total's label is the sheet's name (the same words in every language).
    totals = [cells[(r, 1)][0] for (r, c), (v, n, _) in cells.items()
              if c == 0 and not n and v == sheets[3] and (r, 1) in cells and cells[(r, 1)][1]]
    if len(totals) != 1:
        fail("no single total cost of ownership row on the TCO sheet")
    if abs(totals[0] - own_last[0]) > 1e-6 * max(1.0, abs(totals[0])):
        fail("the last year owning %.2f is not the total %.2f" % (own_last[0], totals[0]))
    print("xlsx_check: %d sheets, %d numeric cells (%d money), a line chart of %d series"
          % (len(sheets), numeric, money, len(series)))


if __name__ == "__main__":
    main()

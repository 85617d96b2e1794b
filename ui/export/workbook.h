#pragma once

#include <QString>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace gpusizer::ui {

// A workbook as the export writes it, before any file format: sheets of cells, numbers kept
// as numbers with the style they are shown in. The XLSX writer (workbookxlsx.h) turns it into
// a spreadsheet, the CSV writer (tablecsv.h) one of its sheets into a table.

enum class CellStyle {
    Text,       // plain text
    Title,      // the sheet's title (first row)
    Header,     // a table's column header, or the label of a key-value row
    Note,       // a sentence under a table
    Count,      // a whole number: "8"
    Decimal,    // a number with `decimals` decimals
    Percent,    // a share (0.27), shown as "27.0 %"
    Money,      // an amount in the workbook's currency, with `decimals` decimals
};

struct Cell {
    std::variant<std::monostate, QString, double> value;
    CellStyle style = CellStyle::Text;
    int decimals = 0;   // Decimal and Money
    bool bold = false;  // a total
    bool wrap = false;  // text broken into lines within its column (a narrow column's header)

    bool empty() const { return std::holds_alternative<std::monostate>(value); }
    bool isNumber() const { return std::holds_alternative<double>(value); }
    double number() const { return std::get<double>(value); }
    const QString &text() const { return std::get<QString>(value); }

    static Cell text(QString value, CellStyle style = CellStyle::Text) { return {std::move(value), style}; }
    static Cell header(QString value) { return {std::move(value), CellStyle::Header}; }
    static Cell count(double value) { return {value, CellStyle::Count}; }
    static Cell decimal(double value, int decimals) { return {value, CellStyle::Decimal, decimals}; }
    static Cell percent(double share) { return {share, CellStyle::Percent, 1}; }
    static Cell money(double amount, int decimals = 0) { return {amount, CellStyle::Money, decimals}; }
};

using Row = std::vector<Cell>;

// A native line chart over a block of a sheet's rows: categories in one column, one series
// per value column, its name the column's header in `headerRow`.
struct WorkbookChart {
    QString title;
    QString xAxisTitle;
    QString yAxisTitle;
    int headerRow = 0;          // 0-based row of the series names
    int firstRow = 0;           // first and last 0-based data rows
    int lastRow = 0;
    int categoryColumn = 0;
    std::vector<int> valueColumns;
    int anchorRow = 0;          // where the chart's top left corner sits
    int anchorColumn = 0;
};

struct Sheet {
    QString name;                      // at most 31 characters, none of []:*?/\ (Excel's rule)
    std::vector<Row> rows;
    std::vector<double> columnWidths;  // in characters; missing ones are the default
    int frozenRows = 0;                // rows kept in view while scrolling (a table's header)
    std::optional<WorkbookChart> chart;

    Row &add(Row row) { rows.push_back(std::move(row)); return rows.back(); }
    void blank() { rows.emplace_back(); }
};

struct Workbook {
    QString title;          // document property
    QString author;         // the consultant's company or name
    std::string currency;   // of every Money cell
    std::vector<Sheet> sheets;

    const Sheet *sheet(const QString &name) const;
};

} // namespace gpusizer::ui

#include "export/workbookxlsx.h"


#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <deque>
#include <map>
#include <utility>

namespace gpusizer::ui {

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

// Characters of a note a line holds in its merged cells, for the row's height.
constexpr int kNoteCharactersPerLine = 95;
constexpr double kPointsPerLine = 15.0;
constexpr int kNoteColumns = 2;
constexpr double kChartWidthPixels = 640;
constexpr double kChartHeightPixels = 360;
constexpr std::size_t kPortraitColumns = 6;
constexpr double kDefaultColumnWidth = 8.43;  // Excel's

// Number formats: money carries the currency code, so that a pasted cell still says it.
QByteArray numberFormat(const Cell &cell, const std::string &currency)
{
    const QByteArray decimals = cell.decimals > 0 ? "." + QByteArray(cell.decimals, '0') : QByteArray();
    switch (cell.style) {
    case CellStyle::Count:
        return "#,##0";
    case CellStyle::Percent:
        return "0" + decimals + "%";
    case CellStyle::Money:
        return "#,##0" + decimals + " \"" + QByteArray::fromStdString(currency) + "\"";
    case CellStyle::Decimal:
    case CellStyle::Text:
    case CellStyle::Title:
    case CellStyle::Header:
    case CellStyle::Note:
        break;
    }
    return "#,##0" + decimals;
}

// One libxlsxwriter workbook being written; formats made once per distinct look.
class XlsxBook
{
public:
    XlsxBook(lxw_workbook *book, std::string currency) : m_book(book), m_currency(std::move(currency)) {}

    lxw_format *format(const Cell &cell)
    {
        const QByteArray key = numberFormat(cell, m_currency) + '|' + QByteArray::number(int(cell.style))
            + (cell.bold ? "|b" : "") + (wraps(cell) ? "|w" : "");
        if (auto it = m_formats.find(key); it != m_formats.end())
            return it->second;
        lxw_format *f = workbook_add_format(m_book);
        // Top-aligned, so that a row grown for a wrapped cell still reads across.
        format_set_align(f, LXW_ALIGN_VERTICAL_TOP);
        if (cell.isNumber())
            format_set_num_format(f, keep(numberFormat(cell, m_currency)));
        if (cell.bold || cell.style == CellStyle::Header || cell.style == CellStyle::Title)
            format_set_bold(f);
        if (cell.style == CellStyle::Title)
            format_set_font_size(f, 14);
        if (wraps(cell)) {
            format_set_text_wrap(f);
        }
        m_formats.emplace(key, f);
        return f;
    }
    // A C string libxlsxwriter may keep until the workbook is closed.
    const char *keep(QByteArray bytes)
    {
        m_strings.push_back(std::move(bytes));
        return m_strings.back().constData();
    }
    const char *keep(const QString &text) { return keep(text.toUtf8()); }

    static bool wraps(const Cell &cell)
    {
        // Notes, cells asked to wrap (a source, the reasons), and text of several lines.
        return cell.style == CellStyle::Note || cell.wrap
            || (!cell.isNumber() && !cell.empty() && cell.text().contains(QLatin1Char('\n')));
    }

private:
    lxw_workbook *m_book;
    std::string m_currency;
    std::map<QByteArray, lxw_format *> m_formats;
    std::deque<QByteArray> m_strings;
};

void writeCell(XlsxBook &book, lxw_worksheet *ws, int row, int column, const Cell &cell)
{
    if (cell.empty())
        return;
    lxw_format *f = book.format(cell);
    if (cell.isNumber()) {
        worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(column), cell.number(), f);
        return;
    }
    if (cell.style == CellStyle::Note && column == 0) {
        // A sentence under a table: across the first columns, wrapped, the row as high as it needs.
        const int lines = std::max(1, int((cell.text().size() + kNoteCharactersPerLine - 1) / kNoteCharactersPerLine));
        worksheet_set_row(ws, lxw_row_t(row), kPointsPerLine * lines, nullptr);
        worksheet_merge_range(ws, lxw_row_t(row), 0, lxw_row_t(row), kNoteColumns - 1, book.keep(cell.text()), f);
        return;
    }
    worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(column), book.keep(cell.text()), f);
}

void addChart(XlsxBook &book, lxw_workbook *wb, lxw_worksheet *ws, const Sheet &sheet)
{
    const WorkbookChart &c = *sheet.chart;
    lxw_chart *chart = workbook_add_chart(wb, LXW_CHART_LINE);
    const char *name = book.keep(sheet.name);
    for (int column : c.valueColumns) {
        lxw_chart_series *series = chart_add_series(chart, nullptr, nullptr);
        chart_series_set_categories(series, name, lxw_row_t(c.firstRow), lxw_col_t(c.categoryColumn),
            lxw_row_t(c.lastRow), lxw_col_t(c.categoryColumn));
        chart_series_set_values(series, name, lxw_row_t(c.firstRow), lxw_col_t(column), lxw_row_t(c.lastRow),
            lxw_col_t(column));
        chart_series_set_name_range(series, name, lxw_row_t(c.headerRow), lxw_col_t(column));
        chart_series_set_marker_type(series, LXW_CHART_MARKER_CIRCLE);
    }
    chart_title_set_name(chart, book.keep(c.title));
    chart_axis_set_name(chart->x_axis, book.keep(c.xAxisTitle));
    chart_axis_set_name(chart->y_axis, book.keep(c.yAxisTitle));
    chart_axis_set_num_format(chart->y_axis, "#,##0");
    chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
    lxw_chart_options options{};
    options.x_scale = kChartWidthPixels / 480.0;  // libxlsxwriter's default chart is 480 x 288
    options.y_scale = kChartHeightPixels / 288.0;
    worksheet_insert_chart_opt(ws, lxw_row_t(c.anchorRow), lxw_col_t(c.anchorColumn), chart, &options);
}

// The lines a wrapped text takes in a column `width` characters wide.
int wrappedLines(const QString &text, double width)
{
    const int perLine = std::max(1, int(width) - 1);
    int lines = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        lines += std::max<int>(1, int((line.size() + perLine - 1) / perLine));
    return lines;
}

void writeSheet(XlsxBook &book, lxw_workbook *wb, lxw_worksheet *ws, const Sheet &sheet)
{
    for (std::size_t i = 0; i < sheet.columnWidths.size(); ++i)
        worksheet_set_column(ws, lxw_col_t(i), lxw_col_t(i), sheet.columnWidths[i], nullptr);
    if (sheet.frozenRows > 0) {
        worksheet_freeze_panes(ws, lxw_row_t(sheet.frozenRows), 0);
        worksheet_repeat_rows(ws, 0, lxw_row_t(sheet.frozenRows - 1));  // on every printed page
    }
    // Printed, a sheet is one page wide (as long as it needs), a wide table across the page.
    worksheet_fit_to_pages(ws, 1, 0);
    std::size_t columns = 0;
    for (const Row &row : sheet.rows)
        columns = std::max(columns, row.size());
    if (columns > kPortraitColumns || sheet.chart)
        worksheet_set_landscape(ws);
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        int lines = 1;
        for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
            const Cell &cell = sheet.rows[r][c];
            writeCell(book, ws, int(r), int(c), cell);
            if (XlsxBook::wraps(cell) && cell.style != CellStyle::Note)
                lines = std::max(lines, wrappedLines(cell.text(), c < sheet.columnWidths.size() ? sheet.columnWidths[c]
                                                                                                : kDefaultColumnWidth));
        }
        // Spreadsheet programs do not grow a row for wrapped text on opening: it is set here.
        if (lines > 1)
            worksheet_set_row(ws, lxw_row_t(r), kPointsPerLine * lines, nullptr);
    }
    if (sheet.chart)
        addChart(book, wb, ws, sheet);
}

} // namespace

QByteArray renderXlsx(const Workbook &workbook, QString *errorMessage)
{
    const auto failed = [&](const QString &why) {
        core::logging::get("export")->warn("workbook not written: {}", why.toStdString());
        if (errorMessage)
            *errorMessage = why;
        return QByteArray();
    };
    // libxlsxwriter writes a named file (and temporary files beside it): both go into a
    // private folder, the bytes are read back and saved atomically by the caller.
    QTemporaryDir dir;
    if (!dir.isValid())
        return failed(dir.errorString());
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("workbook.xlsx")));
    const QByteArray tmpdir = QFile::encodeName(dir.path());
    lxw_workbook_options options{};
    options.tmpdir = const_cast<char *>(tmpdir.constData());
    lxw_workbook *wb = workbook_new_opt(path.constData(), &options);
    if (!wb)
        return failed(WorkbookText::tr("libxlsxwriter could not start a workbook"));
    XlsxBook book(wb, workbook.currency);
    lxw_doc_properties properties{};
    properties.title = const_cast<char *>(book.keep(workbook.title));
    properties.author = const_cast<char *>(book.keep(workbook.author));
    workbook_set_properties(wb, &properties);
    for (const Sheet &sheet : workbook.sheets) {
        const char *name = book.keep(sheet.name);
        if (workbook_validate_sheet_name(wb, name) != LXW_NO_ERROR) {
            workbook_close(wb);
            return failed(WorkbookText::tr("the sheet name \"%1\" is not allowed").arg(sheet.name));
        }
        writeSheet(book, wb, workbook_add_worksheet(wb, name), sheet);
    }
    if (const lxw_error error = workbook_close(wb); error != LXW_NO_ERROR)
        return failed(QString::fromUtf8(lxw_strerror(error)));
    QFile file(QFile::decodeName(path));
    if (!file.open(QIODevice::ReadOnly))
        return failed(file.errorString());
    return file.readAll();
}

} // namespace gpusizer::ui

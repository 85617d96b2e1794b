#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QAction;
class QEvent;
class QWidget;

namespace gpusizer::ui {

// The numbers behind a chart as CSV (issue #29 point 5: the map, the fronts and the tornado
// to take away): RFC 4180 with a UTF-8 byte order mark and CRLF line ends, as the ranked
// table's export (ui/export/tablecsv.h); numbers in the C locale, written so that they read
// back to the same double.
namespace datacsv {

// The shortest text that reads back to `value` ("0.1", "1234.5678", "1e-07"); empty for NaN.
QString number(double value);
// "true" / "false".
QString flag(bool value);
// The rows (the first the header) as the file's bytes.
QByteArray table(const std::vector<QStringList> &rows);

} // namespace datacsv

// "Save data as CSV…" in the context menu of a chart widget, after the image actions of its
// ChartExportMenu: the save dialog in the folder charts are saved to, the chart's title as the
// file name; written atomically (a failed write leaves the old file and says why in a message
// box). `csv` gives the bytes and `title` the name, when asked. A child of the widget.
class DataCsvAction final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataCsvAction)
public:
    DataCsvAction(QWidget *widget, std::function<QByteArray()> csv, std::function<QString()> title);

    // The action of `widget` (null where it has none).
    static DataCsvAction *of(const QWidget *widget);

    QAction *action() const { return m_action; }
    QString suggestedPath() const;
    // Writes the data to `path` (".csv" added where missing) and remembers its folder; on
    // failure shows the error (non-modal) and returns false.
    bool saveTo(const QString &path);

signals:
    void errorShown(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void save();

    QWidget *m_widget;
    std::function<QByteArray()> m_csv;
    std::function<QString()> m_title;
    QAction *m_action;
};

} // namespace gpusizer::ui

#include "charts/datacsv.h"

#include "charts/chartsave.h"
#include "io/atomicfile.h"
#include "text/filenames.h"
#include "util/csvfield.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QWidget>

#include <array>
#include <charconv>
#include <cmath>

namespace gpusizer::ui {

namespace {

constexpr const char *kObjectName = "gpusizerDataCsvAction";

} // namespace

namespace datacsv {

QString number(double value)
{
    if (std::isnan(value))
        return {};
    std::array<char, 32> buffer {};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (error != std::errc())
        return {};
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

QString flag(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QByteArray table(const std::vector<QStringList> &rows)
{
    QByteArray out("\xEF\xBB\xBF");
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                out += ',';
            out += QByteArray::fromStdString(core::csvField(row[i]));
        }
        out += "\r\n";
    }
    return out;
}

} // namespace datacsv

DataCsvAction::DataCsvAction(QWidget *widget, std::function<QByteArray()> csv, std::function<QString()> title)
    : QObject(widget)
    , m_widget(widget)
    , m_csv(std::move(csv))
    , m_title(std::move(title))
    , m_action(new QAction(widget))
{
    setObjectName(QString::fromLatin1(kObjectName));
    m_action->setObjectName(QStringLiteral("saveDataCsvAction"));
    connect(m_action, &QAction::triggered, this, &DataCsvAction::save);
    widget->addAction(m_action);
    widget->setContextMenuPolicy(Qt::ActionsContextMenu);
    widget->installEventFilter(this);
    retranslate();
}

DataCsvAction *DataCsvAction::of(const QWidget *widget)
{
    return widget->findChild<DataCsvAction *>(QString::fromLatin1(kObjectName), Qt::FindDirectChildrenOnly);
}

QString DataCsvAction::suggestedPath() const
{
    return QDir(chartsave::startDirectory(QStandardPaths::DocumentsLocation))
        .filePath(chartFileName(m_title(), QStringLiteral("csv")));
}

bool DataCsvAction::saveTo(const QString &path)
{
    const QString target = chartsave::withSuffix(path, QStringLiteral("csv"));
    const std::optional<QString> failed = chartsave::afterWrite(m_widget, target,
        core::writeFileAtomically(target.toStdString(), m_csv()), "the chart's data", tr("Data Not Saved"));
    if (failed)
        emit errorShown(*failed);
    return !failed;
}

bool DataCsvAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void DataCsvAction::retranslate()
{
    m_action->setText(tr("Save data as CSV…"));
}

void DataCsvAction::save()
{
    const QString path
        = QFileDialog::getSaveFileName(m_widget, tr("Save Data as CSV"), suggestedPath(), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        saveTo(path);
}

} // namespace gpusizer::ui

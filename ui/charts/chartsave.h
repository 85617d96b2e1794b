#pragma once

#include "util/result.h"

#include <QStandardPaths>
#include <QString>

#include <optional>
#include <string_view>

class QWidget;

// What the save actions of a chart's context menu share (ChartExportMenu's image, DataCsvAction's
// data): the folder the dialog starts in, the file's suffix, and what a write is followed by.
namespace gpusizer::ui::chartsave {

// The folder a chart or its data was last saved to, where it still is; else `fallback` (the
// pictures or documents folder), else the home folder.
QString startDirectory(QStandardPaths::StandardLocation fallback);
// `path` ending in "." + `suffix` (added where it does not, in any case).
QString withSuffix(const QString &path, const QString &suffix);
// After writing `target`: where `error` is empty, remembers its folder for the next dialog and
// returns nullopt; else logs it (as saving `what`: "the chart", "the chart's data"), shows its
// words in a message box titled `boxTitle` over `parent` (non-modal, named `boxName` where
// given) and returns them.
std::optional<QString> afterWrite(QWidget *parent, const QString &target, const std::optional<core::Error> &error,
    std::string_view what, const QString &boxTitle, const QString &boxName = {});

} // namespace gpusizer::ui::chartsave

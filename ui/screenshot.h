#pragma once

#include <QPalette>
#include <QSize>
#include <QString>

namespace gpusizer::ui {

class MainWindow;

// Screenshots of the main window for the documentation (docs/screenshots/).
namespace screenshot {

struct Options {
    QString path;
    bool dark = false;
    bool presentation = false;
    QString language = QStringLiteral("en");  // en, nb or de
    QSize size{1600, 960};
    bool lengths = false;  // the "By length" tab instead of the charts
    bool map = false;  // the map tab instead of the charts
    bool pareto = false;   // the Pareto tab
    bool tornado = false;  // the "What moves it" tab
};

// Shows `window` at the requested size, lets every view paint, and saves a PNG.
bool capture(MainWindow &window, const Options &options);

} // namespace screenshot
} // namespace gpusizer::ui

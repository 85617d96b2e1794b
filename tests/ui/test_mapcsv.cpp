// The map's cells to take away (issue #29 point 5): "Save data as CSV…" in the map's context
// menu writes every fine cell, with the columns of `gpu-sizer-cli explore --csv`, and its
// numbers read back to the map's.
#include "charts/datacsv.h"
#include "document/scenariodocument.h"
#include "explore/exploremapwidget.h"
#include "explore/exploreview.h"
#include "mainwindow.h"
#include "util/csvtable.h"
#include "widgets/pagetabs.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>

using namespace gpusizer;
using namespace gpusizer::ui;

TEST(MapCsv, EveryCellReadsBackToTheMapsNumbers)
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.document()->flush();
    window.findChild<PageTabs *>(QStringLiteral("centerTabs"))->setCurrentWidget(window.explore());
    QApplication::processEvents();
    DataCsvAction *action = DataCsvAction::of(window.explore()->map());
    ASSERT_NE(action, nullptr);
    EXPECT_TRUE(window.explore()->map()->actions().contains(action->action()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.csv"));
    // Saving finishes the fine grid first.
    ASSERT_TRUE(action->saveTo(path));
    const MapCells &cells = window.explore()->computation().cells();
    ASSERT_TRUE(cells.complete());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const core::Result<core::CsvTable> table = core::CsvTable::parse(file.readAll().toStdString(), "map.csv");
    ASSERT_TRUE(table.ok());
    // The default scenario's map: sequence length across, micro-batch up, memory per GPU.
    EXPECT_EQ(table.value().header(),
        (std::vector<std::string> { "seq-len", "micro-batch", "memory", "low", "high", "verdict" }));
    ASSERT_EQ(table.value().rows().size(), cells.columns() * cells.rows());
    std::size_t k = 0;
    for (std::size_t j = 0; j < cells.rows(); ++j)
        for (std::size_t i = 0; i < cells.columns(); ++i, ++k) {
            const std::vector<std::string> &row = table.value().rows()[k];
            const core::ExploreCell &c = *cells.shown(i, j);
            EXPECT_EQ(row[0], cells.x().labels[i]);
            EXPECT_EQ(row[1], cells.y().labels[j]);
            ASSERT_TRUE(c.value.has_value());
            EXPECT_EQ(std::stod(row[2]), *c.value);
            EXPECT_EQ(std::stod(row[3]), c.low);
            EXPECT_EQ(std::stod(row[4]), c.high);
            EXPECT_EQ(row[5], std::string(core::toString(c.verdict)));
        }
}

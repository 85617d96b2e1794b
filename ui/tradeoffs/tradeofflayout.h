#pragma once

class QComboBox;
class QLabel;
class QWidget;

namespace gpusizer::ui::tradeofflayout {

// The layout of a trade-off tab (the Pareto fronts, "What moves it"): a line with the status
// (wrapped, taking the room left) and at its right the chooser, `label` naming `combo` (as wide
// as its longest item) and `extra` where there is one, over the chart, which takes the height.
void layOut(QWidget *view, QLabel *status, QLabel *label, QComboBox *combo, QWidget *extra, QWidget *chart);

} // namespace gpusizer::ui::tradeofflayout

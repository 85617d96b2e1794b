#pragma once

#include <QStringList>

#include <string>
#include <vector>

class QFont;
class QFontMetricsF;

namespace gpusizer::ui {

// The texts of labels beside horizontal bars (the time and cost charts) and the room they need.
namespace barlabels {

// `text` shortened to `width` at a word boundary ("16 × RTX 6000 …"), never inside a figure
// ("RTX 60…"); inside the first word only when even that does not fit.
QString elideAtWord(const QFontMetricsF &metrics, const QString &text, double width);
// An amount whole, without its cents, then the figure alone (the axis names the currency):
// three forms for every amount, so that a group of them reads alike in each.
QStringList moneyForms(double amount, const std::string &currency);
// The widths of the shortest forms of `texts` in `font`.
std::vector<double> shortestWidths(const QFont &font, const std::vector<QStringList> &texts);
// The largest value an axis from zero must reach for every bar of `values` and, right of it,
// its label of `widths` pixels plus `gap` to fit a plot `plotWidth` pixels wide; at least
// `factor` times the longest bar. A label that would need more than half the plot does not
// count (it shows shorter, or not at all, where it does not fit).
double neededWithLabels(const std::vector<double> &values, const std::vector<double> &widths, double gap, double plotWidth,
                        double factor);

} // namespace barlabels

} // namespace gpusizer::ui

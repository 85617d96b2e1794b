#include "charts/barlabels.h"

#include "charts/labellayout.h"
#include "text/displayformat.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLocale>

#include <algorithm>

namespace gpusizer::ui::barlabels {

QString elideAtWord(const QFontMetricsF &metrics, const QString &text, double width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    QStringList words = text.split(QLatin1Char(' '));
    while (words.size() > 1) {
        words.removeLast();
        const QString shorter = words.join(QLatin1Char(' ')) + QLatin1Char(' ') + ellipsis;
        if (metrics.horizontalAdvance(shorter) <= width)
            return shorter;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
}

QStringList moneyForms(double amount, const std::string &currency)
{
    const int decimals = amount >= 10 ? 0 : 2;
    return {formatMoney(amount, currency), formatMoney(amount, currency, decimals), QLocale().toString(amount, 'f', decimals)};
}

std::vector<double> shortestWidths(const QFont &font, const std::vector<QStringList> &texts)
{
    std::vector<double> widths;
    widths.reserve(texts.size());
    for (const QStringList &forms : texts)
        widths.push_back(forms.isEmpty() ? 0.0 : LabelLayout::textSize(font, forms.back()).width());
    return widths;
}

double neededWithLabels(const std::vector<double> &values, const std::vector<double> &widths, double gap, double plotWidth,
                        double factor)
{
    double needed = 0;
    for (std::size_t k = 0; k < values.size(); ++k) {
        needed = std::max(needed, values[k] * factor);
        const double room = plotWidth - gap - widths[k];
        if (plotWidth > 0 && room > plotWidth / 2)
            needed = std::max(needed, values[k] * plotWidth / room);
    }
    return needed;
}

} // namespace gpusizer::ui::barlabels

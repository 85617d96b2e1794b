#include "sensitivityoutput.h"

#include <QJsonArray>

#include <algorithm>
#include <cstdio>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;

QJsonObject sensitivityJson(const Sensitivity &s)
{
    QJsonArray items;
    for (const SensitivityItem &i : s.items)
        items.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(i.name)},
                                 {QStringLiteral("low"), i.low},
                                 {QStringLiteral("base"), i.base},
                                 {QStringLiteral("high"), i.high},
                                 {QStringLiteral("low_input"), QString::fromStdString(i.lowInput)},
                                 {QStringLiteral("high_input"), QString::fromStdString(i.highInput)}});
    return {{QStringLiteral("figure"), QString::fromStdString(std::string(toString(s.figure)))},
            {QStringLiteral("base"), s.base},
            {QStringLiteral("currency"), QString::fromStdString(s.currency)},
            {QStringLiteral("items"), items}};
}

void printSensitivity(const Sensitivity &s)
{
    if (!s.valid) {
        std::printf("\nWhat moves the answer: the figure %s does not apply to this scenario\n",
                    std::string(toString(s.figure)).c_str());
        return;
    }
    std::printf("\nWhat moves the answer: %s = %.4g%s%s, each assumption from low to high\n",
                std::string(toString(s.figure)).c_str(), s.base, s.figure == SensitivityFigure::Cost ? " " : "",
                s.figure == SensitivityFigure::Cost ? s.currency.c_str() : "");
    double widest = 0;
    for (const SensitivityItem &i : s.items)
        widest = std::max(widest, i.swing());
    for (const SensitivityItem &i : s.items) {
        const int bar = widest > 0 ? int(20.0 * i.swing() / widest + 0.5) : 0;
        std::printf("  %-22s %10.4g .. %-10.4g %s  (%s .. %s)\n", i.name.c_str(), i.low, i.high,
                    std::string(std::size_t(bar), '#').c_str(), i.lowInput.c_str(), i.highInput.c_str());
    }
}

} // namespace gpusizer::cli

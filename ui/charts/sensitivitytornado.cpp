#include "charts/sensitivitytornado.h"

#include "text/sensitivitytext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct SensitivityTornado {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::SensitivityTornado)
};

} // namespace

TornadoContent sensitivityTornado(const core::Sensitivity &s, bool serving)
{
    using namespace sensitivitytext;
    TornadoContent c;
    c.base = s.base;
    c.baseText = SensitivityTornado::tr("This scenario: %1").arg(figureValue(s.figure, s.base, s.currency));
    c.axisTitle = axisTitle(s.figure, serving, s.currency);
    c.noEffect = noEffectText();
    c.lowKey = SensitivityTornado::tr("Low setting");
    c.highKey = SensitivityTornado::tr("High setting");
    const core::SensitivityFigure figure = s.figure;
    const std::string currency = s.currency;
    c.tick = [figure, currency](double value, int decimals) { return figureTick(figure, value, currency, decimals); };
    c.minStep = figure == core::SensitivityFigure::Gpus ? 1.0 : 0.0;
    for (const core::SensitivityItem &item : s.items)
        c.bars.push_back({ assumptionName(item.name), item.low, item.high, settingText(item.name, item.lowInput),
            settingText(item.name, item.highInput) });
    return c;
}

} // namespace gpusizer::ui

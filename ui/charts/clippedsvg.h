#pragma once

#include <QPaintDevice>

#include <memory>

class QPaintEngine;
class QSvgGenerator;

namespace gpusizer::ui {

class ClippingSvgEngine;

// Paints into a QSvgGenerator and honours the painter's clip, which Qt 6.4's SVG engine drops:
// QtCharts clips a curve to its plot, and without that the curve of a steep sequence-length
// sweep runs up over the chart's title. What lies wholly inside the clip is written as the
// generator writes it; what lies partly outside is cut at the clip (a stroke as its filled
// outline), what lies wholly outside is left out, and so is invisible text. Metrics are the
// generator's.
class ClippedSvgDevice final : public QPaintDevice
{
public:
    explicit ClippedSvgDevice(QSvgGenerator &generator);
    ~ClippedSvgDevice() override;
    ClippedSvgDevice(const ClippedSvgDevice &) = delete;
    ClippedSvgDevice &operator=(const ClippedSvgDevice &) = delete;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSvgGenerator &m_generator;
    std::unique_ptr<ClippingSvgEngine> m_engine;
};

} // namespace gpusizer::ui

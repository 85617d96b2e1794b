#pragma once

#include "charts/labellayout.h"
#include "charts/placementpass.h"

#include <QStringList>

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;
class QValueAxis;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class FittedAxis;

// Training time (hours) and cost (rent and own, in the scenario's currency) of the top
// configurations: two horizontal bar charts side by side sharing their rows, each with its own
// unit on its axis and every bar labelled with its value.
class TimeCostChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimeCostChart)
public:
    static constexpr int kMaxRows = 5;

    explicit TimeCostChart(QWidget *parent = nullptr);
    ~TimeCostChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests and the report.
    QChart *timeChart() const { return m_timeChart; }
    QChart *costChart() const { return m_costChart; }
    QBarSet *hoursSet() const { return m_hours; }
    QBarSet *rentSet() const { return m_rent; }
    QBarSet *ownSet() const { return m_own; }
    QBarCategoryAxis *categoryAxis() const { return m_timeCategories; }
    QValueAxis *hoursAxis() const { return m_hoursAxis; }
    QValueAxis *costAxis() const { return m_costAxis; }
    // Configuration name shown over a row's time bar (row 0 = best configuration).
    QString rowText(int row) const;
    // Value label at the end of a bar (row 0 = best configuration).
    QString hoursText(int row) const;
    QString rentText(int row) const;
    QString ownText(int row) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setPending(bool pending);
    void positionAnnotations();
    void placeAnnotations();
    // Both value axes from the longest bars and their labels' widths, ticks as many as fit.
    void fitAxes();
    void placeRowLabels();
    void makeRoomAboveTheTopRow();
    void fitTimeBars();
    QFont rowNameFont() const;  // bold annotations
    // The categories on both charts' axes: the rows, and the empty top row where it is wanted.
    void setCategories();
    // Whether a row is too low for its name over its bar and its value beside the bar's end.
    bool rowsAreTight() const;

    QChart *m_timeChart = nullptr;
    QChart *m_costChart = nullptr;
    QChartView *m_timeView = nullptr;
    QChartView *m_costView = nullptr;
    QLabel *m_legend = nullptr;   // time, rent and own under both charts
    QHorizontalBarSeries *m_timeSeries = nullptr;
    QHorizontalBarSeries *m_costSeries = nullptr;
    QBarSet *m_hours = nullptr;
    QBarSet *m_rent = nullptr;
    QBarSet *m_own = nullptr;
    QBarCategoryAxis *m_timeCategories = nullptr;
    QBarCategoryAxis *m_costCategories = nullptr;
    QValueAxis *m_hoursAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    std::vector<QGraphicsSimpleTextItem *> m_hourLabels;
    std::vector<QGraphicsSimpleTextItem *> m_rentLabels;
    std::vector<QGraphicsSimpleTextItem *> m_ownLabels;
    std::vector<QGraphicsSimpleTextItem *> m_rowLabels;  // configuration names over the time bars

    // Bottom-to-top, as Qt lays out horizontal categories (best configuration on top).
    std::vector<double> m_hourValues;
    std::vector<double> m_rentValues;
    std::vector<double> m_ownValues;
    std::vector<QStringList> m_hourTexts;   // per bar: the whole text, then shorter forms
    std::vector<QStringList> m_rentTexts;
    std::vector<QStringList> m_ownTexts;
    QStringList m_categories;                           // rank numbers: unique, hidden
    bool m_spareRow = false;                            // an empty row above the top one
    // Each row's name, longest form first: "2 × H100 SXM 80 GB · FSDP", then "2 × H100 SXM 80 GB".
    std::vector<QStringList> m_rowNames;
    bool m_pending = false;     // bars from before the drag, faded until the sweep has run
    // Inference: time per output token and cost per million output tokens of the ranked
    // serving configurations instead of the run's time and cost (no "own" bars).
    bool m_serving = false;
    void updateTitles();
    void formatTexts();
    std::string m_currency = "USD";
    std::unique_ptr<FittedAxis> m_fitHours;
    std::unique_ptr<FittedAxis> m_fitCost;
    PlacementPass m_placement;
};

} // namespace gpusizer::ui

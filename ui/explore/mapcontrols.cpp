#include "explore/mapcontrols.h"

#include "model/fieldlimits.h"
#include "text/exploretext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <cmath>

namespace gpusizer::ui {

namespace {

QDoubleSpinBox *rangeBox(QWidget *parent, const QString &name)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    // A typed number counts once it is complete (Enter or leaving the box), not per keystroke.
    box->setKeyboardTracking(false);
    box->setGroupSeparatorShown(true);
    return box;
}

QComboBox *combo(QWidget *parent, const QString &name)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(name);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return box;
}

} // namespace

MapControls::MapControls(QWidget *parent)
    : QWidget(parent)
    , m_xLabel(new QLabel(this))
    , m_yLabel(new QLabel(this))
    , m_metricLabel(new QLabel(this))
    , m_x(combo(this, QStringLiteral("mapXInput")))
    , m_y(combo(this, QStringLiteral("mapYInput")))
    , m_metric(combo(this, QStringLiteral("mapMetric")))
    , m_xFrom(rangeBox(this, QStringLiteral("mapXFrom")))
    , m_xTo(rangeBox(this, QStringLiteral("mapXTo")))
    , m_yFrom(rangeBox(this, QStringLiteral("mapYFrom")))
    , m_yTo(rangeBox(this, QStringLiteral("mapYTo")))
    , m_xDash(new QLabel(QStringLiteral("\u2013"), this))
    , m_yDash(new QLabel(QStringLiteral("\u2013"), this))
{
    setObjectName(QStringLiteral("mapControls"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(6, 4, 6, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(4);
    m_xLabel->setBuddy(m_x);
    m_yLabel->setBuddy(m_y);
    m_metricLabel->setBuddy(m_metric);
    grid->addWidget(m_xLabel, 0, 0);
    grid->addWidget(m_x, 0, 1);
    grid->addWidget(m_xFrom, 0, 2);
    grid->addWidget(m_xDash, 0, 3);
    grid->addWidget(m_xTo, 0, 4);
    grid->addWidget(m_yLabel, 1, 0);
    grid->addWidget(m_y, 1, 1);
    grid->addWidget(m_yFrom, 1, 2);
    grid->addWidget(m_yDash, 1, 3);
    grid->addWidget(m_yTo, 1, 4);
    grid->addWidget(m_metricLabel, 2, 0);
    grid->addWidget(m_metric, 2, 1, 1, 4);
    grid->setColumnStretch(1, 1);

    connect(m_x, &QComboBox::activated, this, [this] {
        showRangeFor(Axis::X);
        emit inputChosen(Axis::X);
    });
    connect(m_y, &QComboBox::activated, this, [this] {
        showRangeFor(Axis::Y);
        emit inputChosen(Axis::Y);
    });
    connect(m_metric, &QComboBox::activated, this, &MapControls::metricChosen);
    for (QDoubleSpinBox *box : {m_xFrom, m_xTo})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { emit rangeEdited(Axis::X); });
    for (QDoubleSpinBox *box : {m_yFrom, m_yTo})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { emit rangeEdited(Axis::Y); });
    retranslateUi();
}

MapControls::~MapControls() = default;

void MapControls::setInputs(const std::vector<std::string> &inputs)
{
    if (inputs == this->inputs())
        return;
    for (QComboBox *box : {m_x, m_y}) {
        const QSignalBlocker blocker(box);
        const QString chosen = box->currentData().toString();
        box->clear();
        for (const std::string &name : inputs)
            box->addItem(exploretext::inputName(name), QString::fromStdString(name));
        if (const int index = box->findData(chosen); index >= 0)
            box->setCurrentIndex(index);
    }
    showRangeFor(Axis::X);
    showRangeFor(Axis::Y);
}

void MapControls::setMetrics(const std::vector<core::ExploreMetric> &metrics, bool serving)
{
    if (metrics == this->metrics() && serving == m_serving)
        return;
    m_serving = serving;
    const QSignalBlocker blocker(m_metric);
    const QVariant chosen = m_metric->currentData();
    m_metric->clear();
    for (const core::ExploreMetric m : metrics)
        m_metric->addItem(exploretext::metricName(m, serving), static_cast<int>(m));
    if (const int index = m_metric->findData(chosen); index >= 0)
        m_metric->setCurrentIndex(index);
}

void MapControls::setInput(Axis axis, const std::string &name)
{
    QComboBox *box = inputCombo(axis);
    const QSignalBlocker blocker(box);
    if (const int index = box->findData(QString::fromStdString(name)); index >= 0)
        box->setCurrentIndex(index);
    showRangeFor(axis);
}

void MapControls::setMetric(core::ExploreMetric metric)
{
    const QSignalBlocker blocker(m_metric);
    if (const int index = m_metric->findData(static_cast<int>(metric)); index >= 0)
        m_metric->setCurrentIndex(index);
}

void MapControls::setRange(Axis axis, const exploreinputs::Range &range)
{
    QDoubleSpinBox *from = fromBox(axis);
    QDoubleSpinBox *to = toBox(axis);
    const QSignalBlocker a(from);
    const QSignalBlocker b(to);
    from->setValue(range.from);
    to->setValue(range.to);
}

std::vector<std::string> MapControls::inputs() const
{
    std::vector<std::string> names;
    for (int i = 0; i < m_x->count(); ++i)
        names.push_back(m_x->itemData(i).toString().toStdString());
    return names;
}

std::vector<core::ExploreMetric> MapControls::metrics() const
{
    std::vector<core::ExploreMetric> metrics;
    for (int i = 0; i < m_metric->count(); ++i)
        metrics.push_back(static_cast<core::ExploreMetric>(m_metric->itemData(i).toInt()));
    return metrics;
}

std::string MapControls::input(Axis axis) const
{
    return inputCombo(axis)->currentData().toString().toStdString();
}

core::ExploreMetric MapControls::metric() const
{
    return static_cast<core::ExploreMetric>(m_metric->currentData().toInt());
}

exploreinputs::Range MapControls::range(Axis axis) const
{
    return {fromBox(axis)->value(), toBox(axis)->value()};
}

void MapControls::showRangeFor(Axis axis)
{
    // A number's range within its field's limits, as precise as the field is; none for a choice.
    const std::optional<core::Limited> field = exploreinputs::fieldOf(input(axis));
    QDoubleSpinBox *from = fromBox(axis);
    QDoubleSpinBox *to = toBox(axis);
    for (QWidget *w : {static_cast<QWidget *>(from), static_cast<QWidget *>(to),
                       static_cast<QWidget *>(axis == Axis::X ? m_xDash : m_yDash)})
        w->setVisible(field.has_value());
    if (!field)
        return;
    const core::FieldLimit &limit = core::fieldLimit(*field);
    const int decimals = limit.whole ? 0 : limit.high <= 10 ? 3 : 2;
    for (QDoubleSpinBox *box : {from, to}) {
        const QSignalBlocker blocker(box);
        box->setDecimals(decimals);
        box->setRange(limit.low, limit.high);
        box->setSingleStep(limit.whole ? 1 : std::pow(10.0, -decimals + 1));
    }
}

void MapControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void MapControls::retranslateUi()
{
    m_xLabel->setText(tr("&Across"));
    m_yLabel->setText(tr("&Up"));
    m_metricLabel->setText(tr("&Colour"));
    m_x->setToolTip(tr("The input along the map's horizontal axis"));
    m_y->setToolTip(tr("The input along the map's vertical axis"));
    m_metric->setToolTip(tr("What each cell's colour shows"));
    for (QDoubleSpinBox *box : {m_xFrom, m_yFrom}) {
        box->setToolTip(tr("Where the axis starts"));
        box->setAccessibleName(tr("From"));
    }
    for (QDoubleSpinBox *box : {m_xTo, m_yTo}) {
        box->setToolTip(tr("Where the axis ends"));
        box->setAccessibleName(tr("To"));
    }
    for (QComboBox *box : {m_x, m_y})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, exploretext::inputName(box->itemData(i).toString().toStdString()));
    for (int i = 0; i < m_metric->count(); ++i)
        m_metric->setItemText(i, exploretext::metricName(static_cast<core::ExploreMetric>(m_metric->itemData(i).toInt()),
                                                         m_serving));
}

} // namespace gpusizer::ui

#include "tradeoffs/sensitivityview.h"

#include "analysis/analysis.h"
#include "charts/datacsv.h"
#include "charts/sensitivitytornado.h"
#include "document/scenariodocument.h"
#include "text/sensitivitytext.h"
#include "tradeoffs/sensitivitycsv.h"
#include "tradeoffs/tornadochart.h"
#include "tradeoffs/tradeofflayout.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>

#include <algorithm>

namespace gpusizer::ui {

namespace {

bool isServing(const core::Scenario &s)
{
    return s.method == core::Method::Inference;
}

} // namespace

SensitivityView::SensitivityView(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_figureLabel(new QLabel(this))
    , m_figureCombo(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_chart(new TornadoChart(this))
    , m_job(this, document,
          { .key = [this] { return currentKey(); },
              .ready = [](const core::Analysis &a) { return !a.recommendationPending; },
              .work = &SensitivityView::compute,
              .follow = [this](const core::Analysis &a) { followAnalysis(a); },
              .shown = [this](core::Sensitivity s) { done(std::move(s)); } })
{
    setObjectName(QStringLiteral("sensitivityView"));
    m_figureCombo->setObjectName(QStringLiteral("sensitivityFigure"));
    m_status->setObjectName(QStringLiteral("sensitivityStatus"));
    tradeofflayout::layOut(this, m_status, m_figureLabel, m_figureCombo, nullptr, m_chart);
    new DataCsvAction(
        m_chart, [this] { return csv(); }, [this] { return m_chart->title(); });

    connect(m_figureCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_chart->setStale(!isCurrent());
        updateStatus();
        m_job.request();
    });
    rebuildFigures();
    retranslateUi();
}

SensitivityView::~SensitivityView() = default;

core::Sensitivity SensitivityView::compute(const Key &key, const core::GpuCatalog &catalog)
{
    return core::sensitivity(key.scenario, catalog, key.figure);
}

std::vector<core::SensitivityFigure> SensitivityView::figuresFor(const core::Scenario &s)
{
    using core::SensitivityFigure;
    std::vector<SensitivityFigure> figures;
    if (!isServing(s)) {
        figures = { SensitivityFigure::Cost, SensitivityFigure::Hours };
    } else {
        if (s.serving.ttftTargetMs || s.serving.tpotTargetMs)
            figures.push_back(SensitivityFigure::Gpus);
        figures.push_back(SensitivityFigure::Tpot);
        figures.push_back(SensitivityFigure::Cost);
        if (s.serving.load == core::LoadKind::Offline)
            figures.push_back(SensitivityFigure::Hours);
    }
    // The headline's figure first.
    const SensitivityFigure first = core::defaultSensitivityFigure(s);
    if (const auto it = std::find(figures.begin(), figures.end(), first); it != figures.end())
        std::rotate(figures.begin(), it, it + 1);
    return figures;
}

core::SensitivityFigure SensitivityView::figure() const
{
    const int i = m_figureCombo->currentIndex();
    return i >= 0 && std::size_t(i) < m_figures.size() ? m_figures[std::size_t(i)] : core::SensitivityFigure::Cost;
}

void SensitivityView::setFigure(core::SensitivityFigure figure)
{
    if (const auto it = std::find(m_figures.begin(), m_figures.end(), figure); it != m_figures.end())
        m_figureCombo->setCurrentIndex(int(it - m_figures.begin()));
}

SensitivityView::Key SensitivityView::currentKey() const
{
    return { m_document->scenario(), figure() };
}

bool SensitivityView::isCurrent() const
{
    return m_job.isCurrent();
}

void SensitivityView::rebuildFigures()
{
    const core::Scenario &s = m_document->scenario();
    const std::vector<core::SensitivityFigure> figures = figuresFor(s);
    const bool serving = isServing(s);
    if (figures == m_figures && serving == m_serving)
        return;
    // Training and serving each start on the headline's figure; a figure that still applies stays.
    const bool keep = serving == m_serving && !m_figures.empty();
    const core::SensitivityFigure chosen = figure();
    m_figures = figures;
    m_serving = serving;
    const QSignalBlocker block(m_figureCombo);
    m_figureCombo->clear();
    for (const core::SensitivityFigure f : m_figures)
        m_figureCombo->addItem(sensitivitytext::figureName(f, m_serving));
    const auto it = std::find(m_figures.begin(), m_figures.end(), chosen);
    m_figureCombo->setCurrentIndex(keep && it != m_figures.end() ? int(it - m_figures.begin()) : 0);
}

void SensitivityView::followAnalysis(const core::Analysis &)
{
    rebuildFigures();
    m_chart->setStale(!isCurrent());
    updateStatus();
}

void SensitivityView::done(core::Sensitivity sensitivity)
{
    m_sensitivity = std::move(sensitivity);
    showTornado();
    updateStatus();
    emit sensitivityShown();
}

void SensitivityView::finishSensitivity()
{
    m_job.finish();
}

void SensitivityView::showTornado()
{
    const Key *shown = m_job.shownKey();
    if (shown == nullptr) {
        m_chart->setMessage(QString());
        return;
    }
    const bool serving = isServing(shown->scenario);
    if (!m_sensitivity.valid) {
        m_chart->setMessage(tr("%1 does not apply to this scenario, or it cannot be estimated.")
                                .arg(sensitivitytext::figureName(m_sensitivity.figure, serving)));
    } else {
        using namespace sensitivitytext;
        std::vector<QString> tips;
        for (const core::SensitivityItem &i : m_sensitivity.items) {
            const core::SensitivityFigure f = m_sensitivity.figure;
            const std::string &currency = m_sensitivity.currency;
            tips.push_back(tr("%1\n%2: %3\n%4: %5\nThis scenario: %6")
                               .arg(assumptionName(i.name), settingText(i.name, i.lowInput),
                                   figureValue(f, i.low, currency), settingText(i.name, i.highInput),
                                   figureValue(f, i.high, currency), figureValue(f, i.base, currency)));
        }
        m_chart->setContent(sensitivityTornado(m_sensitivity, serving), std::move(tips),
            tr("What moves it: %1").arg(figureName(m_sensitivity.figure, serving)));
    }
    m_chart->setStale(!isCurrent());
}

void SensitivityView::updateStatus()
{
    QString text;
    if (!m_document->analysis().valid)
        text = tr("The scenario cannot be estimated.");
    else if (!isCurrent())
        text = tr("Updating\u2026");
    else if (m_sensitivity.valid)
        text = sensitivitytext::largestSwingSentence(m_sensitivity);
    if (m_sensitivity.valid && text.isEmpty())
        text = tr("No assumption moves this figure.");
    m_status->setText(text);
}

QByteArray SensitivityView::csv() const
{
    return m_job.shownKey() != nullptr ? sensitivityCsv(m_sensitivity) : datacsv::table({});
}

void SensitivityView::retranslateUi()
{
    m_figureLabel->setText(tr("&Figure:"));
    for (std::size_t i = 0; i < m_figures.size(); ++i)
        m_figureCombo->setItemText(int(i), sensitivitytext::figureName(m_figures[i], m_serving));
    m_chart->setAccessibleName(tr("What moves the answer, by swing"));
    showTornado();
    updateStatus();
}

void SensitivityView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace gpusizer::ui

#pragma once

#include <QWidget>

class QLabel;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class PageTabs;
class ScenarioDocument;
class SeqLenChart;
class SeqLenTimeChart;

// The tab "By length" beside the charts (issue #29 point 2): the training run against the
// sequence length, memory per GPU of each method above and the time and cost of the run below,
// on the same length axis, so that one length reads off both (does it fit, how long, what it
// costs). Large where the charts' grid gives the memory chart a quarter. It follows the
// document's analyses while shown and takes the latest when it shows again; an inference
// scenario gets a note instead (its charts are against the load).
class LengthsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LengthsView)
public:
    // Adds itself as the next tab of `tabs` (the window adds it after the charts).
    LengthsView(ScenarioDocument *document, PageTabs *tabs);
    ~LengthsView() override;

    // The charts, made when the tab first shows (nullptr before).
    SeqLenChart *memoryChart() const { return m_memory; }
    SeqLenTimeChart *timeChart() const { return m_time; }
    QLabel *note() const { return m_note; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createCharts();
    void setAnalysis(const core::Analysis &analysis);
    void retranslateUi();

    ScenarioDocument *m_document;
    PageTabs *m_tabs;
    SeqLenChart *m_memory = nullptr;
    SeqLenTimeChart *m_time = nullptr;
    QLabel *m_note;
    bool m_stale = true;
};

} // namespace gpusizer::ui

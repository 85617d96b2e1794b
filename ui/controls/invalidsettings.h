#pragma once

#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

class QLabel;
class QWidget;

namespace gpusizer::core {
struct Analysis;
struct Error;
} // namespace gpusizer::core

namespace gpusizer::ui {

class ScenarioDocument;

// Marks the controls of the setting no estimate can be made from (the field of the analysis's
// error), which the headline's "Check the highlighted settings" points at: the control gets a
// warning tint, the reason as its tooltip (with the closest catalog GPU for an unknown one) and
// the property kProperty; its label turns the warning colour, and the controls column scrolls
// to it. The marks go as soon as an analysis is valid again.
class InvalidSettingMarker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InvalidSettingMarker)
public:
    // `controls`: the widget whose children (by object name) are the scenario's controls.
    InvalidSettingMarker(ScenarioDocument *document, QWidget *controls);
    ~InvalidSettingMarker() override;

    static constexpr const char *kProperty = "invalidSetting";

    // The object names of the controls that set `error`'s field (empty when none does).
    static QStringList controlNames(const core::Error &error);
    // The controls marked now.
    QList<QWidget *> marked() const;

private:
    void showAnalysis(const core::Analysis &analysis);
    void mark(QWidget *widget, const QString &reason);
    void clear();

    struct Mark {
        QPointer<QWidget> widget;
        QPointer<QLabel> label;
        QString reason;
        QString widgetTip; // the tooltips and palettes before the mark
        QString labelTip;
        QPalette widgetPalette;
        QPalette labelPalette;
    };
    ScenarioDocument *m_document;
    QWidget *m_controls;
    std::vector<Mark> m_marks;
    QPointer<QWidget> m_scrolledTo; // the marked control the column was scrolled to
};

} // namespace gpusizer::ui

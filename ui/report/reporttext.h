#pragma once

#include "model/method.h"

#include <QCoreApplication>
#include <QString>

namespace gpusizer::ui {

// The translated headings and recurring phrases of the PDF report, in one translation context
// ("gpusizer::ui::ReportText") so tests can look up what a heading must read in each language.
class ReportText final
{
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportText)
public:
    static QString title() { return tr("GPU sizing report"); }
    static QString summaryHeading() { return tr("Summary"); }
    static QString notesHeading() { return tr("Notes"); }
    static QString inputsHeading() { return tr("What was sized"); }
    static QString memoryHeading() { return tr("Memory per GPU"); }
    static QString methodsHeading() { return tr("Full fine-tuning, LoRA and QLoRA compared"); }
    static QString configurationsHeading() { return tr("GPU configurations"); }
    static QString timeCostHeading() { return tr("Time and cost"); }
    // Inference: the serving answer, and the prices of the GPUs in place of time and cost.
    static QString servingHeading() { return tr("Serving"); }
    static QString costHeading() { return tr("Cost", "heading: rent and purchase prices of the GPUs"); }
    static QString fitHeading() { return tr("What would make it fit"); }
    static QString assumptionsHeading() { return tr("Assumptions"); }
    static QString accuracyHeading() { return tr("Accuracy of the estimate"); }
    static QString sourcesHeading() { return tr("Sources"); }

    static QString customerLabel() { return tr("Customer"); }
    static QString projectLabel() { return tr("Project"); }
    static QString preparedByLabel() { return tr("Prepared by"); }
    static QString dateLabel() { return tr("Date"); }
    static QString validUntilLabel() { return tr("Valid until", "cover: the last day the report's figures hold"); }
    static QString versionLabel() { return tr("Calculated with"); }
    // "Page 2 of 7"
    static QString pageOf(int page, int pages);

    // The method as a noun phrase in running text ("full fine-tuning").
    static QString methodPhrase(core::Method method);
};

} // namespace gpusizer::ui

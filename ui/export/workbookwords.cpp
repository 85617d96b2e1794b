#include "export/workbookwords.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

} // namespace

QString workbookFitText(core::FitVerdict verdict, core::IntervalFit fit)
{
    switch (verdict) {
    case core::FitVerdict::Fits:
        return fit == core::IntervalFit::Tight ? WorkbookText::tr("Tight: 1 in 10 comparable runs needed more")
                                               : WorkbookText::tr("Fits");
    case core::FitVerdict::Tight:
        return WorkbookText::tr("Tight: less than the safety margin to spare");
    case core::FitVerdict::DoesNotFit:
        break;
    }
    return WorkbookText::tr("Does not fit");
}

QString workbookYesNo(bool yes)
{
    return yes ? WorkbookText::tr("yes") : WorkbookText::tr("no");
}

} // namespace gpusizer::ui

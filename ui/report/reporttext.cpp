#include "report/reporttext.h"

#include <QLocale>

namespace gpusizer::ui {

QString ReportText::pageOf(int page, int pages)
{
    return tr("Page %1 of %2").arg(QLocale().toString(page), QLocale().toString(pages));
}

QString ReportText::methodPhrase(core::Method method)
{
    switch (method) {
    case core::Method::Inference:
        return tr("inference");
    case core::Method::Full:
        return tr("full fine-tuning");
    case core::Method::LoRA:
        return tr("LoRA fine-tuning");
    case core::Method::QLoRA:
        return tr("QLoRA fine-tuning");
    case core::Method::Pretrain:
        return tr("pre-training");
    }
    return {};
}

} // namespace gpusizer::ui

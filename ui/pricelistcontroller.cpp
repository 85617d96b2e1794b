#include "pricelistcontroller.h"

#include "catalog/gpucatalog.h"
#include "dialogs/pricelistdialog.h"
#include "text/errortext.h"
#include "document/scenariodocument.h"
#include "io/atomicfile.h"
#include "io/pricelistfile.h"
#include "settings/appsettings.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <QFileInfo>
#include <QMessageBox>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

PriceListController::PriceListController(ScenarioDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
}

QString PriceListController::load()
{
    const QString path = appsettings::priceListFile();
    const core::ExchangeRates rates = appsettings::exchangeRates();
    m_document->setExchangeRates(rates);
    if (!QFileInfo::exists(path))
        return {};
    const std::string file = path.toStdString();
    core::Result<std::string> text = core::readCappedFile(file, core::jsonfields::kMaxJsonBytes);
    core::Result<core::PriceList> list = text ? core::priceListFromJson(text.value(), file, core::GpuCatalog::builtIn())
                                              : core::Result<core::PriceList>(text.error());
    if (!list) {
        core::logging::get("ui")->warn("price list not used: {}", core::describe(list.error()));
        return tr("Your price list could not be read, the catalog prices apply: %1").arg(errorText(list.error()));
    }
    m_list = std::move(list).value();
    m_document->setPriceList(m_list, rates);
    return {};
}

QString PriceListController::apply(const core::PriceList &list, const core::ExchangeRates &rates)
{
    m_list = list;
    appsettings::setExchangeRates(rates);
    m_document->setPriceList(m_list, rates);
    m_document->setExchangeRates(rates);
    const std::string json = core::priceListToJson(m_list);
    if (auto error = core::writeFileAtomically(appsettings::priceListFile().toStdString(),
                                               QByteArray::fromStdString(json)))
        return tr("The price list applies now but could not be saved: %1").arg(errorText(*error));
    return {};
}

void PriceListController::edit()
{
    PriceListDialog dialog(core::GpuCatalog::builtIn(), m_list, m_document->exchangeRates(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString error = apply(dialog.priceList(), dialog.exchangeRates());
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Price list"), error);
}

} // namespace gpusizer::ui

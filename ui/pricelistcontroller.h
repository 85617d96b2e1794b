#pragma once

#include "catalog/pricelist.h"

#include <QObject>
#include <QString>

class QWidget;

namespace gpusizer::ui {

class ScenarioDocument;

// The user's price list and exchange rates: read from the user's data directory at start,
// edited in the price-list dialog, written back atomically, and applied to the document's
// catalog (a broken file is reported and the catalog prices apply).
class PriceListController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceListController)
public:
    PriceListController(ScenarioDocument *document, QWidget *window);

    // Reads the user's file (if any) and applies it with the preferences' rates. A translated
    // message when the file could not be used, else empty.
    QString load();
    const core::PriceList &priceList() const { return m_list; }
    // Applies `list` and `rates` and stores them; a translated message on failure (nothing lost:
    // the list still applies for this session).
    QString apply(const core::PriceList &list, const core::ExchangeRates &rates);

public slots:
    // The dialog; on OK the edits apply and are saved.
    void edit();

private:
    ScenarioDocument *m_document;
    QWidget *m_window;
    core::PriceList m_list;
};

} // namespace gpusizer::ui

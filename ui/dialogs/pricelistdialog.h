#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "model/currency.h"

#include <QDialog>

class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace gpusizer::ui {

class ExchangeRateModel;
class GpuPriceModel;
class SystemPriceModel;

// Tools > Price list: the user's prices of catalog GPUs and systems, systems of their own, and
// the exchange rates amounts are converted at, one table view over a model per tab. The dialog
// edits copies; the caller reads priceList() and exchangeRates() after it is accepted.
class PriceListDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceListDialog)
public:
    enum Tab { GpuTab = 0, SystemTab = 1, RateTab = 2 };

    // `catalog` is the built-in catalog (its prices are what Reset to catalog restores), `list`
    // the user's current price list, `rates` the current exchange rates.
    PriceListDialog(const core::GpuCatalog &catalog, const core::PriceList &list, const core::ExchangeRates &rates,
                    QWidget *parent = nullptr);
    ~PriceListDialog() override;

    // Entries for the GPUs and systems whose price, currency, date, source or "sold by us"
    // differ from the catalog, then the user's own systems.
    core::PriceList priceList() const;
    core::ExchangeRates exchangeRates() const;
    // 0 GPUs, 1 Systems, 2 Exchange rates.
    void showTab(int index);
    // Replaces the price list by the file's; on error nothing changes and `error` says why.
    bool importCsv(const QString &path, QString *error);
    // Writes priceListToCsv(priceList()) atomically.
    bool exportCsv(const QString &path, QString *error);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createGpuTab();
    QWidget *createSystemTab();
    QWidget *createRateTab();
    void retranslateUi();

    // The rates' date and source from the model into their fields (and back, as the fields hold them).
    void showRateDateAndSource();
    void applyRates();
    void updateButtons();

    void resetCurrentTab();
    void addSystem();
    void removeSystem();
    void chooseImportFile();
    void chooseExportFile();

    const core::GpuCatalog m_catalog;  // a copy: the models' rows point into it
    GpuPriceModel *m_gpus;
    SystemPriceModel *m_systems;
    ExchangeRateModel *m_rates;

    QTabWidget *m_tabs = nullptr;
    QLabel *m_gpuHint = nullptr;
    QTableView *m_gpuView = nullptr;
    QLabel *m_systemHint = nullptr;
    QTableView *m_systemView = nullptr;
    QPushButton *m_addSystem = nullptr;
    QPushButton *m_removeSystem = nullptr;
    QLabel *m_rateHint = nullptr;
    QLabel *m_rateDateLabel = nullptr;
    QDateEdit *m_rateDate = nullptr;
    QLabel *m_rateSourceLabel = nullptr;
    QLineEdit *m_rateSource = nullptr;
    QTableView *m_rateView = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_export = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace gpusizer::ui

#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "model/currency.h"
#include "model/systemspec.h"

#include <optional>
#include <string>
#include <vector>

#include <QDialog>

class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;

namespace gpusizer::ui {

// Tools > Price list: the user's prices of catalog GPUs and systems, systems of their own, and
// the exchange rates amounts are converted at. The dialog edits copies; the caller reads
// priceList() and exchangeRates() after it is accepted.
class PriceListDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceListDialog)
public:
    enum Tab { GpuTab = 0, SystemTab = 1, RateTab = 2 };
    enum GpuColumn { GpuNameColumn, GpuRentColumn, GpuPurchaseColumn, GpuCurrencyColumn, GpuDateColumn,
                     GpuSourceColumn, GpuOfferedColumn, GpuColumnCount };
    enum SystemColumn { SystemNameColumn, SystemGpusColumn, SystemPurchaseColumn, SystemCurrencyColumn,
                        SystemDateColumn, SystemSourceColumn, SystemOfferedColumn, SystemColumnCount };
    enum RateColumn { RateCurrencyColumn, RateValueColumn, RateColumnCount };
    // Item data role of the name column: the GPU or system id.
    static constexpr int IdRole = Qt::UserRole + 1;

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
    // One table row's editable state; unset prices are the catalog's (converted into the row's
    // currency at the dialog's rates).
    // What GPU and system rows share, in the same columns after their prices.
    struct Listing {
        std::string currency;
        std::string date;
        std::string source;
        bool offered = false;
    };
    struct GpuRow : Listing {
        const core::GpuSpec *gpu = nullptr;
        std::optional<double> rent;
        std::optional<double> purchase;
    };
    struct SystemRow : Listing {
        core::SystemSpec spec;  // the catalog's, or the user's own system
        bool user = false;
        std::optional<double> purchase;
    };
    // Currency, date, source or "sold by us" edited in `item` (its column `offset` after the
    // currency column); false for another column.
    static bool applyListingItem(const QTableWidgetItem *item, int offset, Listing &row);
    // Shows `row`'s currency, date, source and "sold by us" from `currencyColumn` on.
    static void showListing(QTableWidget *table, int r, int currencyColumn, const Listing &row);

    void retranslateUi();
    void buildGpuTab(QWidget *page);
    void buildSystemTab(QWidget *page);
    void buildRateTab(QWidget *page);
    void loadList(const core::PriceList &list);
    void loadRates(const core::ExchangeRates &rates);

    GpuRow catalogGpuRow(const core::GpuSpec &gpu) const;
    SystemRow catalogSystemRow(const core::SystemSpec &spec) const;
    double openRent(const GpuRow &row) const;
    double openGpuPurchase(const GpuRow &row) const;
    double openSystemPurchase(const SystemRow &row) const;
    bool differs(const GpuRow &row) const;
    bool differs(const SystemRow &row) const;

    void refreshGpuRow(int row);
    void refreshSystemRow(int row);
    void refreshRateRow(int row);
    void refreshAll();
    void updateButtons();

    void gpuItemChanged(QTableWidgetItem *item);
    void systemItemChanged(QTableWidgetItem *item);
    void rateItemChanged(QTableWidgetItem *item);

    void resetCurrentTab();
    void addSystem();
    void removeSystem();
    void chooseImportFile();
    void chooseExportFile();

    const core::GpuCatalog m_catalog;  // a copy: rows point into its GPUs
    std::vector<GpuRow> m_gpuRows;
    std::vector<SystemRow> m_systemRows;
    std::vector<std::pair<std::string, double>> m_perUsd;
    bool m_updating = false;

    QTabWidget *m_tabs = nullptr;
    QLabel *m_gpuHint = nullptr;
    QTableWidget *m_gpuTable = nullptr;
    QLabel *m_systemHint = nullptr;
    QTableWidget *m_systemTable = nullptr;
    QPushButton *m_addSystem = nullptr;
    QPushButton *m_removeSystem = nullptr;
    QLabel *m_rateHint = nullptr;
    QLabel *m_rateDateLabel = nullptr;
    QDateEdit *m_rateDate = nullptr;
    QLabel *m_rateSourceLabel = nullptr;
    QLineEdit *m_rateSource = nullptr;
    QTableWidget *m_rateTable = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_export = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace gpusizer::ui

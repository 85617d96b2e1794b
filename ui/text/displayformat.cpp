#include "text/displayformat.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace gpusizer::ui {

namespace {

struct DisplayFormat {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::DisplayFormat)
};

} // namespace

QString formatGiB(double bytes, int decimals)
{
    return QLocale().toString(toGiB(bytes), 'f', decimals) + QStringLiteral("\u00A0GiB");
}

QString formatGiBRange(double lowBytes, double highBytes)
{
    const QLocale locale;
    const int decimals = toGiB(highBytes) < 10.0 ? 1 : 0;
    return locale.toString(toGiB(lowBytes), 'f', decimals) + QChar(0x2013) + locale.toString(toGiB(highBytes), 'f', decimals)
           + QStringLiteral("\u00A0GiB");
}

QString formatPercent(double fraction)
{
    return QLocale().toString(std::lround(fraction * 100.0)) + QStringLiteral("\u00A0%");
}

QString formatHours(double seconds)
{
    const QLocale locale;
    const double hours = seconds / 3600.0;
    if (!std::isfinite(hours) || hours <= 0)
        return DisplayFormat::tr("– h");
    if (hours < 1.0)
        return DisplayFormat::tr("%1 min").arg(locale.toString(std::max(1L, std::lround(hours * 60.0))));
    if (hours < 10.0)
        return DisplayFormat::tr("%1 h").arg(locale.toString(hours, 'f', 1));
    return DisplayFormat::tr("%1 h").arg(locale.toString(std::llround(hours)));
}

QString formatMilliseconds(double ms)
{
    const QLocale locale;
    if (!std::isfinite(ms) || ms < 0)
        return DisplayFormat::tr("–\u00A0ms");
    if (ms >= 1000.0)
        return DisplayFormat::tr("%1\u00A0s", "seconds").arg(locale.toString(ms / 1000.0, 'f', ms < 10000.0 ? 1 : 0));
    return DisplayFormat::tr("%1\u00A0ms", "milliseconds").arg(locale.toString(ms, 'f', ms < 10.0 ? 1 : 0));
}

QString currencySymbol(const std::string &currency)
{
    if (currency == "USD")
        return QStringLiteral("$");
    if (currency == "EUR")
        return QStringLiteral("€");
    if (currency == "GBP")
        return QStringLiteral("£");
    if (currency == "NOK" || currency == "SEK" || currency == "DKK")
        return QStringLiteral("kr");
    return QString::fromStdString(currency);
}

int moneyDecimals(double largestAmount)
{
    return std::abs(largestAmount) >= 100.0 ? 0 : 2;
}

QString formatMoney(double amount, const std::string &currency, int decimals)
{
    return QLocale().toCurrencyString(amount, currencySymbol(currency), decimals);
}

QString formatMoney(double amount, const std::string &currency)
{
    return formatMoney(amount, currency, moneyDecimals(amount));
}

QString formatTokens(double tokens)
{
    return DisplayFormat::tr("%1 tokens").arg(QLocale().toString(std::llround(tokens)));
}

QString formatTokensCompact(double tokens)
{
    // Context lengths are powers of two: 4,096 tokens is "4K", 1,048,576 is "1M".
    const QLocale locale;
    using core::units::kKiB;
    using core::units::kMiB;
    if (tokens >= kMiB)
        return DisplayFormat::tr("%1M", "tokens, multiples of 1,048,576").arg(locale.toString(tokens / kMiB, 'g', 4));
    if (tokens >= kKiB)
        return DisplayFormat::tr("%1K", "tokens, multiples of 1,024").arg(locale.toString(tokens / kKiB, 'g', 4));
    return locale.toString(std::llround(tokens));
}

QString methodShortName(core::Method method)
{
    switch (method) {
    case core::Method::Inference: return DisplayFormat::tr("Inference");
    case core::Method::Full: return DisplayFormat::tr("Full");
    case core::Method::LoRA: return DisplayFormat::tr("LoRA");
    case core::Method::QLoRA: return DisplayFormat::tr("QLoRA");
    case core::Method::Pretrain: return DisplayFormat::tr("Pre-training");
    }
    return {};
}

QString configurationLabel(int gpus, const core::GpuSpec &gpu)
{
    return configurationLabel(gpus, QString::fromStdString(gpu.name));
}

QString configurationLabel(int gpus, const QString &gpuName)
{
    return QStringLiteral("%1\u00A0×\u00A0%2").arg(QLocale().toString(gpus), gpuName);
}

QString servingLayoutLabel(const core::Parallelism &parallel, int replicas)
{
    const QLocale locale;
    const int tp = parallel.tp;
    if (parallel.pp > 1)
        return DisplayFormat::tr("TP\u00A0%1\u00A0×\u00A0PP\u00A0%2\u00A0×\u00A0%3",
                                 "tensor parallel degree × pipeline stages × replicas")
            .arg(locale.toString(tp), locale.toString(parallel.pp), locale.toString(replicas));
    if (parallel.ep > tp)
        return DisplayFormat::tr("EP\u00A0%1\u00A0×\u00A0%2", "expert parallel degree × replicas")
            .arg(locale.toString(parallel.ep), locale.toString(replicas));
    return DisplayFormat::tr("TP\u00A0%1\u00A0×\u00A0%2", "tensor parallel degree × replicas")
        .arg(locale.toString(tp), locale.toString(replicas));
}

QString strategyLabel(const core::Parallelism &parallel)
{
    QStringList parts;
    switch (parallel.sharding) {
    case core::Sharding::None:
        parts << (parallel.gpus > 1 && parallel.tp * parallel.pp * parallel.cp == 1 ? DisplayFormat::tr("no sharding")
                                                                                    : DisplayFormat::tr("single"));
        break;
    case core::Sharding::DDP: parts << QStringLiteral("DDP"); break;
    case core::Sharding::ZeRO1: parts << QStringLiteral("ZeRO-1"); break;
    case core::Sharding::ZeRO2: parts << QStringLiteral("ZeRO-2"); break;
    case core::Sharding::ZeRO3: parts << QStringLiteral("ZeRO-3"); break;
    case core::Sharding::FSDP: parts << QStringLiteral("FSDP"); break;
    case core::Sharding::FSDPHybrid: parts << QStringLiteral("HSDP"); break;
    case core::Sharding::FSDPGradOp: parts << QStringLiteral("FSDP (grad-op)"); break;
    }
    if (parallel.tp > 1)
        parts << QStringLiteral("TP\u00A0%1").arg(parallel.tp);
    if (parallel.pp > 1)
        parts << QStringLiteral("PP\u00A0%1").arg(parallel.pp);
    if (parallel.cp > 1)
        parts << QStringLiteral("CP\u00A0%1").arg(parallel.cp);
    if (parallel.ep > 1)
        parts << QStringLiteral("EP\u00A0%1").arg(parallel.ep);
    if (parallel.sharding == core::Sharding::None && parts.size() > 1)
        parts.removeFirst();
    QString text = parts.join(QStringLiteral(" · "));
    if (parallel.offload == core::Offload::Optimizer)
        text += DisplayFormat::tr(" + optimizer offload");
    else if (parallel.offload == core::Offload::Params)
        text += DisplayFormat::tr(" + CPU offload");
    return text;
}

QString keepNumbersWithUnits(const QString &text)
{
    // A number: digits and separators (group separators may be no-break spaces), ending in a
    // digit and not following a letter, digit or separator ("H100", "v4.0" are names); or a
    // currency symbol. The space after it joins it to what follows (a letter, a symbol, %, a
    // digit).
    static const QRegularExpression numberSpace(QStringLiteral(
        "((?<![\\p{L}\\p{N}.,])\\d(?:[\\d.,'\\x{00A0}\\x{202F}]*\\d)?|\\p{Sc}|\\bkr) (?=[\\p{L}\\p{Sc}%\\d])"));
    QString result = text;
    result.replace(numberSpace, QStringLiteral("\\1\u00A0"));
    return result;
}

QString keepModelNumbersWithSeries(const QString &text)
{
    // A word of capitals, a space, a digit.
    static const QRegularExpression seriesSpace(QStringLiteral("(?<![\\p{L}\\p{N}])(\\p{Lu}{2,}) (?=\\d)"));
    QString result = text;
    result.replace(seriesSpace, QStringLiteral("\\1\u00A0"));
    return result;
}

QString formatIsoDate(const std::string &isoDate)
{
    const QString text = QString::fromStdString(isoDate);
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid())
        return text;
    return QLocale().toString(date, DisplayFormat::tr("d MMM yyyy", "the date of a dated price, a QDate format"));
}

QString formatWholeOrTenths(double value)
{
    return QLocale().toString(value, 'f', std::fmod(value, 1.0) == 0 ? 0 : 1);
}

QString formatPlainNumber(double value)
{
    const QLocale locale;
    if (value == std::round(value) && std::abs(value) < 1e15)
        return locale.toString(static_cast<qlonglong>(std::llround(value)));
    const int digits = std::abs(value) >= 100 ? 0 : std::abs(value) >= 10 ? 1 : std::abs(value) >= 1 ? 2 : 3;
    QString text = locale.toString(value, 'f', digits);
    const QChar point = locale.decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

} // namespace gpusizer::ui

#pragma once

#include <optional>
#include <utility>

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace gpusizer::ui {

namespace settingsdetail {
// Logs a stored value that could not be read back (the default is used instead).
void logCorrupt(const QString &key, const QVariant &stored);

template <typename T>
std::optional<T> convert(const QVariant &value);

template <>
inline std::optional<QString> convert<QString>(const QVariant &value)
{
    if (value.canConvert<QString>())
        return value.toString();
    return std::nullopt;
}

template <>
inline std::optional<QByteArray> convert<QByteArray>(const QVariant &value)
{
    if (value.typeId() == QMetaType::QByteArray)
        return value.toByteArray();
    return std::nullopt;
}

template <>
inline std::optional<QStringList> convert<QStringList>(const QVariant &value)
{
    if (value.typeId() == QMetaType::QStringList)
        return value.toStringList();
    if (value.typeId() == QMetaType::QString) // one entry is stored as a plain string
        return QStringList{value.toString()};
    return std::nullopt;
}

template <>
inline std::optional<int> convert<int>(const QVariant &value)
{
    bool ok = false;
    const int v = value.toInt(&ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

template <>
inline std::optional<double> convert<double>(const QVariant &value)
{
    bool ok = false;
    const double v = value.toDouble(&ok);
    return ok && qIsFinite(v) ? std::optional<double>(v) : std::nullopt;
}

template <>
inline std::optional<bool> convert<bool>(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return std::nullopt;
}
} // namespace settingsdetail

// One typed value in QSettings (after qBittorrent's SettingValue<T>). A stored value that does
// not convert to T is ignored with a log line and the default is returned.
template <typename T>
class SettingValue final
{
public:
    explicit SettingValue(QString key, T defaultValue = T{})
        : m_key(std::move(key)), m_default(std::move(defaultValue))
    {
    }

    const QString &key() const { return m_key; }

    T get() const
    {
        const QSettings settings;
        const QVariant stored = settings.value(m_key);
        if (!stored.isValid())
            return m_default;
        if (auto value = settingsdetail::convert<T>(stored))
            return *value;
        settingsdetail::logCorrupt(m_key, stored);
        return m_default;
    }

    void set(const T &value) const
    {
        QSettings settings;
        settings.setValue(m_key, QVariant::fromValue(value));
    }

    void remove() const
    {
        QSettings settings;
        settings.remove(m_key);
    }

private:
    QString m_key;
    T m_default;
};

} // namespace gpusizer::ui

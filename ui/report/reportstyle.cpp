#include "report/reportstyle.h"

#include <QFontDatabase>
#include <QPaintDevice>

namespace gpusizer::ui {

ReportStyle::ReportStyle(QPaintDevice *device)
    : m_device(device)
    , m_dpi(device->logicalDpiY())
    , m_family(QFontDatabase::systemFont(QFontDatabase::GeneralFont).family())
{
}

QFont ReportStyle::font(qreal points, QFont::Weight weight) const
{
    QFont f(m_family);
    f.setPointSizeF(points);
    f.setWeight(weight);
    f.setKerning(true);
    // A letter spacing other than zero turns ligatures off in Qt's shaper: "fi" stays two
    // letters that search, copy and pdftotext find (0.05 device units is invisible).
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.05);
    return f;
}

QFont ReportStyle::titleFont() const
{
    return font(20, QFont::Bold);
}
QFont ReportStyle::headingFont() const
{
    return font(13.5, QFont::Bold);
}
QFont ReportStyle::subheadingFont() const
{
    return font(10.5, QFont::DemiBold);
}
QFont ReportStyle::bodyFont() const
{
    return font(9.5, QFont::Normal);
}
QFont ReportStyle::boldFont() const
{
    return font(9.5, QFont::Bold);
}
QFont ReportStyle::smallFont() const
{
    return font(7.5, QFont::Normal);
}

QFont ReportStyle::codeFont() const
{
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(8.0);
    return f;
}

} // namespace gpusizer::ui

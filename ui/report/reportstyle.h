#pragma once

#include <QColor>
#include <QFont>

class QPaintDevice;

namespace gpusizer::ui {

// Fonts, colours and measures of the PDF report, in the device units of the paint device the
// report is written to (a QPdfWriter at kReportDpi).
class ReportStyle final
{
public:
    explicit ReportStyle(QPaintDevice *device);

    QPaintDevice *device() const { return m_device; }
    qreal mm(qreal millimetres) const { return millimetres * m_dpi / 25.4; }
    qreal pt(qreal points) const { return points * m_dpi / 72.0; }

    QFont titleFont() const;
    QFont headingFont() const;
    QFont subheadingFont() const;
    QFont bodyFont() const;
    QFont boldFont() const;
    QFont smallFont() const;
    QFont codeFont() const;   // a command line: the system's fixed-width font

    QColor textColor() const { return QColor(0x20, 0x20, 0x20); }
    QColor mutedColor() const { return QColor(0x5a, 0x5a, 0x5a); }
    QColor accentColor() const { return QColor(0x1f, 0x4e, 0x79); }
    QColor ruleColor() const { return QColor(0xb0, 0xb0, 0xb0); }
    QColor headerFill() const { return QColor(0xe4, 0xe9, 0xef); }
    QColor zebraFill() const { return QColor(0xf5, 0xf6, 0xf8); }
    QColor warningColor() const { return QColor(0xa3, 0x2d, 0x00); }

private:
    QFont font(qreal points, QFont::Weight weight) const;

    QPaintDevice *m_device;
    qreal m_dpi;
    QString m_family;
};

inline constexpr int kReportDpi = 600;
// The box the consultant's logo is scaled to fit on the cover (aspect kept).
inline constexpr qreal kLogoWidthMm = 40;
inline constexpr qreal kLogoHeightMm = 15;

} // namespace gpusizer::ui

#pragma once

// A named child widget of a window or dialog, with a test failure when it is missing.

#include <QString>
#include <QWidget>

#include <gtest/gtest.h>

namespace gpusizer::uitest {

template <typename W>
W *child(const QWidget &parent, const char *name)
{
    W *widget = parent.findChild<W *>(QString::fromLatin1(name));
    EXPECT_NE(widget, nullptr) << name;
    return widget;
}

} // namespace gpusizer::uitest

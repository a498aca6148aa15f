//! Ётта (IOTA): rules Y1–Y23. (Being written.)

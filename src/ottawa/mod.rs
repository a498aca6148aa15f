//! Оттава (Ottawa): rules O1–O11. (Being written.)

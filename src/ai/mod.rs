//! Computer players for both games. (Being written.)

//! Statistics for tournaments: win shares with a 95 % confidence interval and
//! percentiles of decision times.

/// The z value of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A win share: `wins` out of `games` (a shared win counts as the fraction of the
/// winners it goes to, so `wins` may be fractional).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WinShare {
    /// Wins, shared wins counted fractionally.
    pub wins: f64,
    /// Games played.
    pub games: u32,
}

impl WinShare {
    /// Records one finished game: `share` is 1 for a win, 1/k for a win shared by k
    /// seats, 0 for a loss.
    pub fn record(&mut self, share: f64) {
        self.wins += share;
        self.games += 1;
    }

    /// The observed share, 0 with no games.
    pub fn share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins / f64::from(self.games)
        }
    }

    /// The Wilson score interval at 95 % for the share.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.wins, f64::from(self.games), Z95)
    }
}

/// The Wilson score interval `(low, high)` for `successes` out of `n` trials at the
/// normal quantile `z`; `(0, 1)` when `n` is 0.
pub fn wilson(successes: f64, n: f64, z: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let p = (successes / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `q`-th percentile (0–100) of `values` by the nearest-rank method; sorts
/// `values`; 0 for no values.
pub fn percentile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    crate::sort::sort_by(values, |a, b| a.total_cmp(b).is_lt());
    let rank = ((q / 100.0) * values.len() as f64).ceil() as usize;
    values[rank.clamp(1, values.len()) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: the classic interval 0.404–0.596.
        let (lo, hi) = wilson(50.0, 100.0, Z95);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        // All successes: the upper end is 1, the lower end below it.
        let (lo, hi) = wilson(20.0, 20.0, Z95);
        assert!(
            (hi - 1.0).abs() < 1e-12 && (lo - 0.8389).abs() < 1e-3,
            "{lo}"
        );
        assert_eq!(wilson(0.0, 0.0, Z95), (0.0, 1.0));
    }

    #[test]
    fn win_share_counts_shared_wins() {
        let mut w = WinShare::default();
        w.record(1.0);
        w.record(0.5);
        w.record(0.0);
        w.record(1.0);
        assert_eq!(w.games, 4);
        assert!((w.share() - 0.625).abs() < 1e-12);
        let (lo, hi) = w.interval();
        assert!(lo < 0.625 && 0.625 < hi);
    }

    #[test]
    fn nearest_rank_percentiles() {
        let mut v: Vec<f64> = (1..=100).rev().map(f64::from).collect();
        assert_eq!(percentile(&mut v, 50.0), 50.0);
        assert_eq!(percentile(&mut v, 95.0), 95.0);
        assert_eq!(percentile(&mut v, 100.0), 100.0);
        assert_eq!(percentile(&mut v, 0.0), 1.0);
        assert_eq!(percentile(&mut [], 50.0), 0.0);
    }
}

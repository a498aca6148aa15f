//! A small stable sort, used everywhere the crate sorts.
//!
//! The standard library's sorts are fast, but each element type and comparison
//! compiles to several kilobytes of WebAssembly (quicksort, partitioning, sorting
//! networks, a heapsort fallback): with the crate's dozen call sites they made up
//! about half of the standard library's share of the shipped wasm. This merge sort
//! compiles to a few hundred bytes per use, and on the few hundred elements the
//! engine sorts it is about as fast (`benches/iota.rs`, `bench/api-bench.mjs`).
//!
//! Up to [`SHORT`] elements are sorted by insertion; longer slices in runs of [`RUN`]
//! elements by insertion, then merged pairwise, alternating
//! between the slice and one scratch buffer. Stable: equal elements keep their order,
//! so results never depend on how the input happened to be ordered beyond the keys.

/// Length of the runs sorted by insertion before merging.
const RUN: usize = 12;

/// Slices up to this long are sorted by insertion whole, without the merge's scratch
/// buffer (the move generator sorts many such runs of plays of one score: about 25
/// with two wilds in hand).
const SHORT: usize = 32;

/// Sorts `v` so that no element is `less` than the one before it (stable).
pub fn sort_by<T: Copy>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    if n <= SHORT {
        insertion(v, &mut less);
        return;
    }
    for run in v.chunks_mut(RUN) {
        insertion(run, &mut less);
    }
    let mut buf: Vec<T> = v.to_vec();
    let mut in_v = true;
    let mut width = RUN;
    while width < n {
        let (from, to): (&[T], &mut [T]) = if in_v { (v, &mut buf) } else { (&buf, v) };
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            merge(&from[lo..mid], &from[mid..hi], &mut to[lo..hi], &mut less);
            lo = hi;
        }
        in_v = !in_v;
        width *= 2;
    }
    if !in_v {
        v.copy_from_slice(&buf);
    }
}

/// Sorts `v` by insertion (stable). Not inlined: `sort_by` calls it twice, and one
/// copy per element type keeps the wasm as small as before.
#[inline(never)]
fn insertion<T: Copy>(v: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let x = v[i];
        let mut j = i;
        while j > 0 && less(&x, &v[j - 1]) {
            v[j] = v[j - 1];
            j -= 1;
        }
        v[j] = x;
    }
}

/// Merges the sorted `a` and `b` into `out` (`a.len() + b.len()` long); on ties `a`
/// comes first.
fn merge<T: Copy>(a: &[T], b: &[T], out: &mut [T], less: &mut impl FnMut(&T, &T) -> bool) {
    let (mut i, mut j, mut k) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        if less(&b[j], &a[i]) {
            out[k] = b[j];
            j += 1;
        } else {
            out[k] = a[i];
            i += 1;
        }
        k += 1;
    }
    let rest = if i < a.len() { &a[i..] } else { &b[j..] };
    out[k..].copy_from_slice(rest);
}

/// Sorts `v` by `key`, smallest first (stable).
pub fn sort_by_key<T: Copy, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` in increasing order (stable).
pub fn sort<T: Copy + Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_is_stable() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in [0, 1, 2, 5, 11, 12, 13, 24, 25, 32, 33, 100, 257, 1000] {
            for range in [3, 50, 1 << 30] {
                // (key, original index): stability shows in the indices.
                let v: Vec<(u64, usize)> = (0..n).map(|i| (next() % range, i)).collect();
                let mut ours = v.clone();
                sort_by_key(&mut ours, |p| p.0);
                let mut std = v.clone();
                std.sort_by_key(|p| p.0);
                assert_eq!(ours, std, "n {n} range {range}");
                let mut plain: Vec<u64> = v.iter().map(|p| p.0).collect();
                sort(&mut plain);
                assert!(plain.windows(2).all(|w| w[0] <= w[1]));
            }
        }
    }
}

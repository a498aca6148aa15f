//! The crate's files depend on each other one way: no import circle in `src/`.
//!
//! The test reads every file of `src/`, finds the paths it names (`use` trees and
//! paths in the code that start with `crate::`, `super::`, `self::` or a child
//! module's name; comments and strings are skipped), and resolves each to the file
//! that defines the item: a name that a module's face re-exports (`pub use`) leads on
//! to the file it comes from, so `super::Card` in a game's folder is an edge to
//! `card.rs`, not to `mod.rs`. Declaring a module (`mod x;`) is no edge. Inline modules
//! (`mod tests { … }`) belong to their file. A circle among these edges fails the test,
//! naming its files and the line of each edge.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path below the crate root: `["iota", "game"]` for `crate::iota::game`.
type ModPath = Vec<String>;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Path,
    Open,
    Close,
    Comma,
    Semi,
    Star,
    Other,
}

/// The tokens of Rust source that matter for paths, each with its line; comments,
/// strings and character literals are dropped.
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |k: usize| c.get(k).copied().unwrap_or('\0');
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == 'r'
            && (at(i + 1) == '"' || (at(i + 1) == '#' && matches!(at(i + 2), '"' | '#')))
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1;
            loop {
                if j >= c.len() {
                    break;
                }
                if c[j] == '\n' {
                    line += 1;
                }
                if c[j] == '"' && (1..=hashes).all(|h| at(j + h) == '#') {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            out.push((Tok::Other, line));
        } else if ch == '"' || (ch == 'b' && at(i + 1) == '"') {
            let mut j = if ch == 'b' { i + 2 } else { i + 1 };
            while j < c.len() && c[j] != '"' {
                if c[j] == '\\' {
                    j += 1;
                }
                if at(j) == '\n' {
                    line += 1;
                }
                j += 1;
            }
            i = j + 1;
            out.push((Tok::Other, line));
        } else if ch == '\'' {
            if at(i + 1) == '\\' {
                // '\n', '\u{…}'
                let mut j = i + 2;
                while j < c.len() && c[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                // A lifetime: its name follows as an identifier (never before `::`).
                i += 1;
            }
            out.push((Tok::Other, line));
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(c[start..i].iter().collect()), line));
        } else if ch == ':' && at(i + 1) == ':' {
            out.push((Tok::Path, line));
            i += 2;
        } else {
            out.push((
                match ch {
                    '{' => Tok::Open,
                    '}' => Tok::Close,
                    ',' => Tok::Comma,
                    ';' => Tok::Semi,
                    '*' => Tok::Star,
                    _ => Tok::Other,
                },
                line,
            ));
            i += 1;
        }
    }
    out
}

/// One path named in a file: the module it is named from, its segments as written,
/// and its line. A glob (`use x::*`) ends in `"*"`.
#[derive(Clone, Debug)]
struct Named {
    from: ModPath,
    segments: Vec<String>,
    line: usize,
    /// A `pub use` (a re-export): the name it is known by in `from`.
    reexport: Option<String>,
}

/// Parses a use tree at `toks[*i]`, appending each leaf (prefix + its segments; the
/// alias or last segment as its name) to `out`.
fn use_tree(
    toks: &[(Tok, usize)],
    i: &mut usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, String, usize)>,
) {
    let mut segs = prefix.to_vec();
    loop {
        match toks.get(*i) {
            Some((Tok::Ident(s), line)) => {
                let line = *line;
                *i += 1;
                if s == "self" && !segs.is_empty() && !matches!(toks.get(*i), Some((Tok::Path, _)))
                {
                    // `use a::{self, …}`: the module a itself.
                } else {
                    segs.push(s.clone());
                }
                match toks.get(*i) {
                    Some((Tok::Path, _)) => {
                        *i += 1;
                        continue;
                    }
                    Some((Tok::Ident(a), _)) if a == "as" => {
                        *i += 1;
                        let name = match toks.get(*i) {
                            Some((Tok::Ident(n), _)) => n.clone(),
                            _ => String::new(),
                        };
                        *i += 1;
                        out.push((segs, name, line));
                    }
                    _ => {
                        let name = segs.last().cloned().unwrap_or_default();
                        out.push((segs, name, line));
                    }
                }
                return;
            }
            Some((Tok::Star, line)) => {
                segs.push("*".into());
                out.push((segs, "*".into(), *line));
                *i += 1;
                return;
            }
            Some((Tok::Open, _)) => {
                *i += 1;
                loop {
                    match toks.get(*i) {
                        Some((Tok::Close, _)) => {
                            *i += 1;
                            return;
                        }
                        Some((Tok::Comma, _)) => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, &segs, out),
                    }
                }
            }
            _ => return,
        }
    }
}

/// Every path a file names (see the module doc). `module` is the file's module;
/// `children` tells which names are modules below a given module.
fn named_paths(src: &str, module: &ModPath, is_module: &dyn Fn(&ModPath) -> bool) -> Vec<Named> {
    let toks = tokens(src);
    let mut out = Vec::new();
    // The inline modules open at this point: (module path, brace depth inside it).
    let mut stack: Vec<(ModPath, usize)> = vec![(module.clone(), 0)];
    let mut depth = 0;
    let mut i = 0;
    while i < toks.len() {
        let here = stack.last().expect("the file's module").0.clone();
        match &toks[i].0 {
            Tok::Open => depth += 1,
            Tok::Close => {
                if stack.len() > 1 && stack.last().map(|s| s.1) == Some(depth) {
                    stack.pop();
                }
                depth -= 1;
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let (Some((Tok::Ident(name), _)), Some((Tok::Open, _))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    let mut inner = here.clone();
                    inner.push(name.clone());
                    depth += 1;
                    stack.push((inner, depth));
                    i += 3;
                    continue;
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                // `pub use`, `pub(crate) use`…: a re-export.
                let public = i >= 1
                    && (matches!(&toks[i - 1].0, Tok::Ident(p) if p == "pub")
                        || (i >= 4 && matches!(&toks[i - 4].0, Tok::Ident(p) if p == "pub")));
                let mut leaves = Vec::new();
                i += 1;
                use_tree(&toks, &mut i, &[], &mut leaves);
                for (segments, name, line) in leaves {
                    out.push(Named {
                        from: here.clone(),
                        segments,
                        line,
                        reexport: public.then_some(name),
                    });
                }
                continue;
            }
            Tok::Ident(first) => {
                let starts_path = matches!(toks.get(i + 1), Some((Tok::Path, _)))
                    && !(i >= 1 && toks[i - 1].0 == Tok::Path)
                    && (matches!(first.as_str(), "crate" | "super" | "self") || {
                        let mut child = here.clone();
                        child.push(first.clone());
                        is_module(&child)
                    });
                if starts_path {
                    let line = toks[i].1;
                    let mut segments = vec![first.clone()];
                    let mut j = i + 1;
                    while let (Some((Tok::Path, _)), Some((Tok::Ident(s), _))) =
                        (toks.get(j), toks.get(j + 1))
                    {
                        segments.push(s.clone());
                        j += 2;
                    }
                    out.push(Named {
                        from: here.clone(),
                        segments,
                        line,
                        reexport: None,
                    });
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The absolute path of `segments` named from `from`; `None` for a path outside the
/// crate (`std::…`, another crate).
fn absolute(
    from: &ModPath,
    segments: &[String],
    is_module: &dyn Fn(&ModPath) -> bool,
) -> Option<Vec<String>> {
    let mut path = from.clone();
    let mut rest = segments;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            path.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                path.pop();
                rest = &rest[1..];
            }
        }
        Some(first) => {
            let mut child = path.clone();
            child.push(first.to_string());
            if !is_module(&child) {
                return None;
            }
        }
        None => return None,
    }
    path.extend(rest.iter().cloned());
    Some(path)
}

/// The crate's module graph: for each file, the files it depends on, with the line
/// that names each.
struct Graph {
    /// File (relative to the crate, e.g. `src/iota/game.rs`) → (file → first line).
    edges: BTreeMap<String, BTreeMap<String, usize>>,
}

/// Builds the graph of the given files: (path relative to the crate, source).
fn graph(files: &[(String, String)]) -> Graph {
    let module_of = |file: &str| -> ModPath {
        let rel = file
            .strip_prefix("src/")
            .unwrap_or(file)
            .trim_end_matches(".rs");
        let mut p: ModPath = rel.split('/').map(String::from).collect();
        if matches!(p.last().map(String::as_str), Some("mod" | "lib")) {
            p.pop();
        }
        p
    };
    // Every module (files and inline modules) → its file.
    let mut file_of: BTreeMap<ModPath, String> = BTreeMap::new();
    for (f, _) in files {
        file_of.insert(module_of(f), f.clone());
    }
    let mut named: Vec<(String, Named)> = Vec::new();
    // Two passes: the first finds the inline modules, so that paths into them resolve.
    for pass in 0..2 {
        named.clear();
        let known = file_of.clone();
        let is_module = |p: &ModPath| known.contains_key(p);
        for (f, src) in files {
            for n in named_paths(src, &module_of(f), &is_module) {
                if pass == 0 && n.from != module_of(f) {
                    file_of.entry(n.from.clone()).or_insert_with(|| f.clone());
                }
                named.push((f.clone(), n));
            }
        }
        // Inline modules with no path in them are found by their `mod x {`: rare
        // enough to ignore here (they name nothing, so they have no edge to resolve).
    }
    let is_module = |p: &ModPath| file_of.contains_key(p);
    // Re-exports: (module, name) → the absolute path it stands for.
    let mut reexports: BTreeMap<(ModPath, String), Vec<String>> = BTreeMap::new();
    for (_, n) in &named {
        if let (Some(name), Some(abs)) = (&n.reexport, absolute(&n.from, &n.segments, &is_module)) {
            if name != "*" {
                reexports.insert((n.from.clone(), name.clone()), abs);
            }
        }
    }
    // The file that defines what `abs` names.
    let target = |abs: &[String]| -> Option<String> {
        let mut abs = abs.to_vec();
        for _ in 0..16 {
            let k = (0..=abs.len())
                .rev()
                .find(|&k| is_module(&abs[..k].to_vec()))?;
            let module = abs[..k].to_vec();
            match abs.get(k) {
                Some(item) if item != "*" => match reexports.get(&(module.clone(), item.clone())) {
                    Some(to) if to.as_slice() != abs.as_slice() => {
                        let mut next = to.clone();
                        next.extend(abs[k + 1..].iter().cloned());
                        abs = next;
                        continue;
                    }
                    _ => return file_of.get(&module).cloned(),
                },
                _ => return file_of.get(&module).cloned(),
            }
        }
        None
    };
    let mut edges: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for (f, _) in files {
        edges.entry(f.clone()).or_default();
    }
    for (f, n) in &named {
        let Some(abs) = absolute(&n.from, &n.segments, &is_module) else {
            continue;
        };
        let Some(to) = target(&abs) else { continue };
        if &to != f {
            edges
                .get_mut(f)
                .expect("every file")
                .entry(to)
                .or_insert(n.line);
        }
    }
    Graph { edges }
}

impl Graph {
    /// The circles: for each file on a circle that no circle listed so far passes
    /// through, a shortest circle through it, as a path of files that comes back to
    /// its first. Empty exactly when the graph has no circle.
    fn circles(&self) -> Vec<Vec<String>> {
        let mut covered = BTreeSet::new();
        let mut out = Vec::new();
        for f in self.edges.keys() {
            if covered.contains(f) {
                continue;
            }
            // Breadth first from f, until an edge comes back to f.
            let mut prev: BTreeMap<String, String> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([f.clone()]);
            'search: while let Some(g) = queue.pop_front() {
                for to in self.edges[&g].keys() {
                    if to == f {
                        prev.insert(f.clone(), g.clone());
                        break 'search;
                    }
                    if !prev.contains_key(to) {
                        prev.insert(to.clone(), g.clone());
                        queue.push_back(to.clone());
                    }
                }
            }
            let Some(mut g) = prev.get(f).cloned() else {
                continue;
            };
            let mut circle = vec![f.clone()];
            while &g != f {
                circle.push(g.clone());
                g = prev[&g].clone();
            }
            circle.push(f.clone());
            circle.reverse();
            covered.extend(circle.iter().cloned());
            out.push(circle);
        }
        out
    }

    /// `a.rs:12 → b.rs:3 → a.rs`: each file with the line that names the next.
    fn describe(&self, circle: &[String]) -> String {
        let mut s = String::new();
        for w in circle.windows(2) {
            s += &format!("{}:{} → ", w[0], self.edges[&w[0]][&w[1]]);
        }
        s + circle.last().map(String::as_str).unwrap_or("")
    }
}

fn rust_files(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, root, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p
                .strip_prefix(root)
                .expect("below the crate")
                .to_string_lossy()
                .replace('\\', "/");
            out.push((rel, fs::read_to_string(&p).expect("a source file")));
        }
    }
}

fn crate_graph() -> Graph {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), root, &mut files);
    graph(&files)
}

#[test]
fn src_has_no_import_circle() {
    let g = crate_graph();
    let circles: Vec<String> = g.circles().iter().map(|c| g.describe(c)).collect();
    assert!(
        circles.is_empty(),
        "import circles in src/ (file:line of each edge):\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_graph_sees_the_crates_edges() {
    // Edges the crate is known to have, of each kind the reader resolves: a `use`
    // through a folder's face to the defining file, a `use super::x::…`, and a path
    // in the code (`crate::sort::sort(…)`).
    let g = crate_graph();
    for (from, to) in [
        ("src/ai/mod.rs", "src/game.rs"),
        ("src/ai/iota_expert.rs", "src/ai/iota.rs"),
        ("src/iota/board.rs", "src/iota/card.rs"),
        ("src/iota/save.rs", "src/iota/game.rs"),
        ("src/iota/board.rs", "src/sort.rs"),
        ("src/api/hint.rs", "src/ai/mod.rs"),
    ] {
        assert!(
            g.edges[from].contains_key(to),
            "{from} → {to} not found; {from} has {:?}",
            g.edges[from]
        );
    }
    // A name re-exported by a folder's face leads to the file that defines it, not to
    // the face: `use crate::iota::{Card, CardSet, …}`.
    let expert = &g.edges["src/ai/iota_expert.rs"];
    assert!(expert.contains_key("src/iota/cardset.rs"), "{expert:?}");
    assert!(!expert.contains_key("src/iota/mod.rs"), "{expert:?}");
}

fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(f, s)| (f.to_string(), s.to_string()))
        .collect()
}

#[test]
fn a_circle_is_found_and_named() {
    // Through a face's re-export and a path in the code, with a decoy in a comment,
    // a string and a test module that names its own file.
    let g = graph(&files(&[
        ("src/lib.rs", "pub mod a;\npub mod sort;\n"),
        ("src/a/mod.rs", "pub mod x;\npub mod y;\npub use x::{Ex, More as Other};\n"),
        ("src/a/x.rs", "use super::y::Why;\npub struct Ex;\n// super::z::Nope\nconst S: &str = \"crate::sort::x\";\n"),
        ("src/a/y.rs", "pub struct Why;\nfn f() { let _ = super::Ex; }\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"),
        ("src/sort.rs", "pub fn sort() {}\n"),
    ]));
    let circles = g.circles();
    assert_eq!(
        circles,
        vec![vec![
            "src/a/x.rs".to_string(),
            "src/a/y.rs".into(),
            "src/a/x.rs".into()
        ]]
    );
    assert_eq!(
        g.describe(&circles[0]),
        "src/a/x.rs:1 → src/a/y.rs:2 → src/a/x.rs"
    );
    assert!(
        !g.edges["src/a/x.rs"].contains_key("src/sort.rs"),
        "a string is not a path"
    );
}

#[test]
fn one_way_files_have_no_circle() {
    // A face that re-exports its files, a file naming another through the face
    // (`super::Ex`), a parent's item named from below, and a child named from its
    // parent's code: no circle.
    let g = graph(&files(&[
        ("src/lib.rs", "pub mod a;\npub mod b;\n"),
        (
            "src/a/mod.rs",
            "pub mod x;\npub mod y;\npub use x::Ex;\npub use y::Why;\npub fn go() { y::run(); }\n",
        ),
        ("src/a/x.rs", "pub struct Ex;\n"),
        (
            "src/a/y.rs",
            "use super::Ex;\npub struct Why(Ex);\npub fn run() { crate::b::Level; }\n",
        ),
        ("src/b.rs", "pub struct Level;\n"),
    ]));
    assert_eq!(g.circles(), Vec::<Vec<String>>::new());
    assert!(g.edges["src/a/y.rs"].contains_key("src/a/x.rs"));
    assert!(g.edges["src/a/mod.rs"].contains_key("src/a/y.rs"));
    assert!(g.edges["src/a/y.rs"].contains_key("src/b.rs"));
}

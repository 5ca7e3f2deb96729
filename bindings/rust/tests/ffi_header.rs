//! src/ffi.rs declares exactly what include/rami/rami.h declares: the same functions in the
//! same order, with the same parameter names and types (C types mapped to std::os::raw), and
//! the same constants.

use std::fs;
use std::path::PathBuf;

/// One function: name, parameters (name, type), return type ("" for void), in Rust spelling.
type Signature = (String, Vec<(String, String)>, String);

fn header_path() -> PathBuf {
    match std::env::var_os("RAMI_C_HEADER") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../include/rami/rami.h"),
    }
}

/// A C type as ffi.rs spells it.
fn rust_type(c: &str) -> String {
    let c = c.trim().replace(" *", "*");
    let (pointee, stars) = (c.trim_end_matches('*').trim(), c.len() - c.trim_end_matches('*').len());
    let (is_const, base) = match pointee.strip_prefix("const ") {
        Some(rest) => (true, rest.trim()),
        None => (false, pointee),
    };
    let mut rust = match base {
        "void" if stars == 0 => return String::new(),
        "int" => "c_int",
        "char" => "c_char",
        "int32_t" => "i32",
        "uint64_t" => "u64",
        "rami_game" => "rami_game",
        "rami_bot" => "rami_bot",
        other => panic!("a C type the test does not know: {}", other),
    }
    .to_string();
    for level in 0..stars {
        let innermost = level == 0;
        rust = format!("{} {}", if innermost && is_const { "*const" } else { "*mut" }, rust);
    }
    rust
}

fn c_functions(header: &str) -> Vec<Signature> {
    // Without comments and preprocessor lines, declarations end with ';'.
    let mut code = String::new();
    let mut rest = header;
    while let Some(start) = rest.find("/*") {
        code.push_str(&rest[..start]);
        rest = &rest[start + rest[start..].find("*/").expect("an unclosed comment") + 2..];
    }
    code.push_str(rest);
    let code: String = code.lines().filter(|l| !l.trim_start().starts_with('#')).collect::<Vec<_>>().join(" ");
    // RAMI_C_API (each function's export mark) is no part of the type.
    let code = code.replace("RAMI_C_API ", "");
    let mut functions = Vec::new();
    for declaration in code.split(';') {
        let declaration = declaration.rsplit(['{', '}']).next().unwrap().trim();
        let open = match declaration.find('(') {
            Some(open) if declaration.ends_with(')') && !declaration.starts_with("typedef") => open,
            _ => continue,
        };
        let head = declaration[..open].trim();
        let name_at = head.rfind([' ', '*']).unwrap() + 1;
        let params = declaration[open + 1..declaration.len() - 1].trim();
        let params = if params == "void" { vec![] } else { params.split(',').map(c_param).collect() };
        functions.push((head[name_at..].to_string(), params, rust_type(&head[..name_at])));
    }
    functions
}

fn c_param(param: &str) -> (String, String) {
    let param = param.trim();
    let name_at = param.rfind([' ', '*']).unwrap() + 1;
    (param[name_at..].to_string(), rust_type(&param[..name_at]))
}

fn rust_functions(ffi: &str) -> Vec<Signature> {
    let ffi = ffi.split_whitespace().collect::<Vec<_>>().join(" ");
    ffi.split("pub fn ")
        .skip(1)
        .map(|item| {
            let item = &item[..item.find(';').unwrap()];
            let open = item.find('(').unwrap();
            let close = item.rfind(')').unwrap();
            let params = item[open + 1..close]
                .split(',')
                .filter(|p| !p.trim().is_empty())
                .map(|p| {
                    let (name, ty) = p.split_once(':').unwrap();
                    (name.trim().to_string(), ty.trim().to_string())
                })
                .collect();
            let ret = item[close + 1..].trim().trim_start_matches("->").trim().to_string();
            (item[..open].trim().to_string(), params, ret)
        })
        .collect()
}

#[test]
fn ffi_declares_the_headers_functions() {
    let path = header_path();
    let header = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {} (set RAMI_C_HEADER)", path.display(), e));
    let ffi = include_str!("../src/ffi.rs");
    let c = c_functions(&header);
    assert_eq!(c.len(), 25, "{:?}", c.iter().map(|f| &f.0).collect::<Vec<_>>());
    let rust = rust_functions(ffi);
    for (c, rust) in c.iter().zip(&rust) {
        assert_eq!(rust, c);
    }
    assert_eq!(rust.len(), c.len());
}

#[test]
fn ffi_has_the_headers_constants() {
    let header = fs::read_to_string(header_path()).unwrap();
    let defines: Vec<(String, i32)> = header
        .lines()
        .filter_map(|line| line.strip_prefix("#define RAMI_"))
        .filter_map(|rest| {
            let mut words = rest.split_whitespace();
            Some((format!("RAMI_{}", words.next()?), words.next()?.parse().ok()?))
        })
        .collect();
    let ours = [
        ("RAMI_ABI_VERSION", rami::ffi::RAMI_ABI_VERSION),
        ("RAMI_OK", rami::ffi::RAMI_OK),
        ("RAMI_REFUSED", rami::ffi::RAMI_REFUSED),
        ("RAMI_MALFORMED", rami::ffi::RAMI_MALFORMED),
        ("RAMI_INTERNAL", rami::ffi::RAMI_INTERNAL),
    ];
    let ours: Vec<(String, i32)> = ours.iter().map(|(n, v)| (n.to_string(), *v)).collect();
    assert_eq!(defines, ours);
}

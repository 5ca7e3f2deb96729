//! Finds librami_c and tells Cargo how to link it.
//!
//! Where: the directory in `RAMI_C_LIB_DIR` when it is set, otherwise the `libdir` that
//! `pkg-config` reports for `rami_c` (so `PKG_CONFIG_PATH` may point at any install prefix).
//! How: the shared library by default; the static one (`librami_c.a`, which needs the C++
//! runtime) with the `static` feature or `RAMI_C_STATIC=1`.
//! No C is compiled here, so the library's cflags are not needed.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{self, Command};

fn main() {
    for var in [
        "RAMI_C_LIB_DIR",
        "RAMI_C_STATIC",
        "PKG_CONFIG",
        "PKG_CONFIG_PATH",
        "PKG_CONFIG_LIBDIR",
        "PKG_CONFIG_SYSROOT_DIR",
    ] {
        println!("cargo:rerun-if-env-changed={}", var);
    }
    println!("cargo:rerun-if-changed=build.rs");

    let static_link =
        env::var_os("CARGO_FEATURE_STATIC").is_some() || env::var("RAMI_C_STATIC").map_or(false, |v| v == "1");
    let lib_dir = match env::var_os("RAMI_C_LIB_DIR").filter(|dir| !dir.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => pkg_config_libdir().unwrap_or_else(|why| fail(&why)),
    };
    let file = if static_link { "librami_c.a" } else { "librami_c.so" };
    let found = lib_dir.join(file).exists() || (cfg!(target_os = "macos") && lib_dir.join("librami_c.dylib").exists());
    if !found {
        fail(&format!("{} is not in {}", file, lib_dir.display()));
    }

    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    if static_link {
        println!("cargo:rustc-link-lib=static=rami_c");
        // librami_c.a is C++: its runtime comes with it (Libs.private in rami_c.pc).
        let runtime = if cfg!(target_os = "macos") { "c++" } else { "stdc++" };
        println!("cargo:rustc-link-lib=dylib={}", runtime);
    } else {
        println!("cargo:rustc-link-lib=dylib=rami_c");
    }
    // For crates that build on this one (`links = "rami_c"`): DEP_RAMI_C_LIB_DIR.
    println!("cargo:lib_dir={}", lib_dir.display());
}

/// The `libdir` variable of rami_c.pc, read by running the `pkg-config` command.
fn pkg_config_libdir() -> Result<PathBuf, String> {
    let program = env::var("PKG_CONFIG").unwrap_or_else(|_| "pkg-config".to_string());
    let output = Command::new(&program)
        .args(["--variable=libdir", "rami_c"])
        .output()
        .map_err(|e| format!("RAMI_C_LIB_DIR is not set and `{}` could not be run ({})", program, e))?;
    let libdir = String::from_utf8_lossy(&output.stdout).trim().to_string();
    if !output.status.success() || libdir.is_empty() {
        let detail = String::from_utf8_lossy(&output.stderr).trim().to_string();
        return Err(format!(
            "RAMI_C_LIB_DIR is not set and `{} --variable=libdir rami_c` found no rami_c.pc on PKG_CONFIG_PATH{}",
            program,
            if detail.is_empty() { String::new() } else { format!(" ({})", detail) }
        ));
    }
    Ok(Path::new(&libdir).to_path_buf())
}

fn fail(why: &str) -> ! {
    eprintln!("error: cannot find librami_c, the C interface of rami: {}.", why);
    eprintln!("  Build and install it from the rami repository:");
    eprintln!("    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build --target rami_c rami_c_static");
    eprintln!("    cmake --install build --prefix /usr/local");
    eprintln!("  then point at it with PKG_CONFIG_PATH=<prefix>/lib/pkgconfig, or RAMI_C_LIB_DIR=<prefix>/lib.");
    process::exit(1);
}

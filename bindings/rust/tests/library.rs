//! The library loaded: its ABI and engine versions.

#[test]
fn the_loaded_library_has_this_crates_abi() {
    assert_eq!(rami::abi_version(), rami::ABI_VERSION);
    assert_eq!(rami::ABI_VERSION, 1);
}

#[test]
fn the_version_is_major_minor_patch() {
    let parts: Vec<&str> = rami::version().split('.').collect();
    assert_eq!(parts.len(), 3, "{}", rami::version());
    assert!(parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())));
}

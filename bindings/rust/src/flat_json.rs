//! A reader for one flat JSON object whose values are strings, such as the error document
//! `{"code":"...","rule":"...","message":"..."}`: enough to read errors without a JSON crate.

/// The members of `text`, one flat object of string values, in document order; `None` when
/// `text` is anything else (a nested value, a number, bad escapes, trailing text).
pub(crate) fn read_flat_object(text: &str) -> Option<Vec<(String, String)>> {
    let mut reader = Reader { text: text.as_bytes(), at: 0 };
    let mut members = Vec::new();
    reader.expect(b'{')?;
    if !reader.eat(b'}') {
        loop {
            let key = reader.string()?;
            reader.expect(b':')?;
            let value = reader.string()?;
            members.push((key, value));
            if reader.eat(b'}') {
                break;
            }
            reader.expect(b',')?;
        }
    }
    reader.skip_space();
    (reader.at == reader.text.len()).then_some(members)
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn skip_space(&mut self) {
        while matches!(self.text.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Skips white space, then takes `byte` if it comes next.
    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.text.get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn expect(&mut self, byte: u8) -> Option<()> {
        self.eat(byte).then_some(())
    }

    /// A JSON string with its escapes decoded (\uXXXX with surrogate pairs too).
    fn string(&mut self) -> Option<String> {
        self.expect(b'"')?;
        let mut bytes = Vec::new();
        loop {
            let byte = *self.text.get(self.at)?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(bytes).ok(),
                b'\\' => {
                    let escape = *self.text.get(self.at)?;
                    self.at += 1;
                    let decoded = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => return None,
                    };
                    let mut buffer = [0u8; 4];
                    bytes.extend_from_slice(decoded.encode_utf8(&mut buffer).as_bytes());
                }
                0x00..=0x1f => return None, // JSON forbids raw control characters in strings
                _ => bytes.push(byte),
            }
        }
    }

    /// The character of a `\u` escape whose `\u` was just read; a surrogate pair is two escapes.
    fn unicode_escape(&mut self) -> Option<char> {
        let first = self.hex4()?;
        if !(0xD800..0xDC00).contains(&first) {
            return char::from_u32(first); // None for a lone low surrogate
        }
        if self.text.get(self.at..self.at + 2) != Some(b"\\u") {
            return None;
        }
        self.at += 2;
        let second = self.hex4()?;
        if !(0xDC00..0xE000).contains(&second) {
            return None;
        }
        char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = std::str::from_utf8(self.text.get(self.at..self.at + 4)?).ok()?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        self.at += 4;
        u32::from_str_radix(digits, 16).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::read_flat_object;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn reads_members_in_order() {
        let text = r#"{"code":"must_draw_first","rule":"R2","message":"Draw first."}"#;
        let expected = pairs(&[("code", "must_draw_first"), ("rule", "R2"), ("message", "Draw first.")]);
        assert_eq!(read_flat_object(text), Some(expected));
        assert_eq!(read_flat_object(" { } "), Some(vec![]));
        assert_eq!(read_flat_object("{ \"a\" : \"b\" ,\n\"c\":\"\" }"), Some(pairs(&[("a", "b"), ("c", "")])));
    }

    #[test]
    fn decodes_every_escape() {
        let text = r#"{"m":"q\" b\\ s\/ \b\f\n\r\t \u00e9 \u2663 \ud83c\udccf é"}"#;
        let expected = "q\" b\\ s/ \u{8}\u{c}\n\r\t é ♣ 🃏 é";
        assert_eq!(read_flat_object(text), Some(pairs(&[("m", expected)])));
    }

    #[test]
    fn refuses_what_is_not_a_flat_object_of_strings() {
        for text in [
            "",
            "[]",
            "{\"a\":1}",
            "{\"a\":\"b\"",
            "{\"a\":\"b\",}",
            "{\"a\":\"b\"} x",
            "{\"a\":\"\\x\"}",
            "{\"a\":\"\\u12\"}",
            "{\"a\":\"\\udc00\"}",
            "{\"a\":\"\\ud83c\"}",
            "{\"a\":\"\\ud83c\\u0041\"}",
            "{\"a\":\"line\nbreak\"}",
            "{\"a\":\"\\u+041\"}",
        ] {
            assert_eq!(read_flat_object(text), None, "{:?}", text);
        }
    }
}

;; Dot products of one query with many vectors, four float32 lanes at a time (WebAssembly SIMD).
;; The source of the bytes in vector-arena.ts: `vector-arena.test.ts` assembles this file with wabt
;; and checks it gives exactly those bytes. Every address and length is in bytes; a vector's length
;; (`bytes`) is a positive multiple of 16, its end padded with zeros.
(module
  (import "env" "memory" (memory 1))

  ;; The dot product of the vectors at $a and $b. One sum suffices: the scan is bound by reading
  ;; memory, not by the additions (a second, interleaved sum measured no faster).
  (func $dot (param $a i32) (param $b i32) (param $bytes i32) (result f32)
    (local $at i32)
    (local $sum v128)
    (loop $lanes
      (local.set $sum
        (f32x4.add
          (local.get $sum)
          (f32x4.mul
            (v128.load (i32.add (local.get $a) (local.get $at)))
            (v128.load (i32.add (local.get $b) (local.get $at))))))
      (br_if $lanes
        (i32.lt_u
          (local.tee $at (i32.add (local.get $at) (i32.const 16)))
          (local.get $bytes))))
    (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $sum)) (f32x4.extract_lane 1 (local.get $sum)))
      (f32.add (f32x4.extract_lane 2 (local.get $sum)) (f32x4.extract_lane 3 (local.get $sum)))))

  ;; out[i] = dot(vector i, query) for the first $count vectors, which lie one after another from $vectors.
  (func (export "scoreAll") (param $vectors i32) (param $query i32) (param $count i32) (param $bytes i32) (param $out i32)
    (local $i i32)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (call $dot
            (i32.add (local.get $vectors) (i32.mul (local.get $i) (local.get $bytes)))
            (local.get $query)
            (local.get $bytes)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each))))

  ;; out[i] = dot(vector slots[i], query) for the first $count int32 slot numbers at $slots.
  (func (export "scoreSlots") (param $vectors i32) (param $query i32) (param $slots i32) (param $count i32) (param $bytes i32) (param $out i32)
    (local $i i32)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (call $dot
            (i32.add
              (local.get $vectors)
              (i32.mul
                (i32.load (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2))))
                (local.get $bytes)))
            (local.get $query)
            (local.get $bytes)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each)))))

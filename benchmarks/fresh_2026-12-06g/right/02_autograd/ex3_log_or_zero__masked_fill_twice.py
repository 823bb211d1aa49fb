# Right: masked_fill puts a harmless 1 where x <= 0 before log (so log's backward never sees 0 or a negative), then masked_fill writes 0 there in the output; masked_fill passes no gradient through the filled places, keeps shape, dtype and device, and needs no values (works on meta)
def log_or_zero(x):
    unsafe = ~(x > 0)
    return x.masked_fill(unsafe, 1).log().masked_fill(unsafe, 0)

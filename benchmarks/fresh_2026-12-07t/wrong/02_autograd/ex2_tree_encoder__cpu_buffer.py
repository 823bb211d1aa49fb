# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and "inputs on the `meta` device: the result's device, shape and dtype as the reference's"): the node input is preallocated with torch.empty(2 * D, dtype=emb.dtype) on the default (CPU) device, so with accelerator inputs the product buf @ w mixes a CPU and a device tensor and raises, and with meta inputs the copy into the CPU buffer raises ("Cannot copy out of meta tensor").
def encode(tree, emb, w):
    if not isinstance(tree, tuple):
        return emb[tree]
    d = emb.shape[1]
    buf = torch.empty(2 * d, dtype=emb.dtype)   # one buffer for both children, filled in place
    buf[:d] = encode(tree[0], emb, w)
    buf[d:] = encode(tree[1], emb, w)
    return torch.tanh(buf @ w)

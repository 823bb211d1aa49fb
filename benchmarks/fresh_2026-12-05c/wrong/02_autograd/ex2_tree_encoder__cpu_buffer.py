# Mistake: "inputs on the `meta` device: the result's device ... as the reference's" — the node input is a preallocated buffer created on the CPU with the default dtype, which fails for tensors on another device and changes float64
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    d = emb.shape[1]
    buf = torch.zeros(2 * d)
    buf[:d] = encode(tree[0], emb, w)
    buf[d:] = encode(tree[1], emb, w)
    return torch.tanh(buf @ w)
